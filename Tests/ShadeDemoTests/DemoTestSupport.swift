import Foundation
import Shade
import ShadeTerminal

@testable import ShadeDemo

/// A demo app on a manager with the given choices, with an in-memory store and a light system.
@MainActor
func makeApp(
    appearance: AppearancePreference = .light,
    contrast: ContrastPreference = .normal,
    theme: ThemeID = "standard",
    size: TerminalSize = TerminalSize(width: 80, height: 24)
) -> DemoApp {
    let manager = ThemeManager(
        themes: BasicTheme.all, store: InMemoryPreferenceStore(),
        systemAppearance: ManualSystemAppearance(SystemAppearance(userInterfaceStyle: .light)))
    manager.appearance = appearance
    manager.contrast = contrast
    manager.themeID = theme
    return DemoApp(manager: manager, size: size)
}

extension ScreenBuffer {
    /// The first cell whose row contains `text`, at the text's first character.
    func position(of text: String) -> (column: Int, row: Int)? {
        for (row, line) in snapshotLines.enumerated() {
            if let range = line.range(of: text) {
                return (line.distance(from: line.startIndex, to: range.lowerBound), row)
            }
        }
        return nil
    }

    func background(column: Int, row: Int) -> Color? {
        cell(column: column, row: row)?.background
    }

    func foreground(column: Int, row: Int) -> Color? {
        cell(column: column, row: row)?.foreground
    }
}

extension TraitCollection {
    /// The traits a window has for a manager state, with `style` in place of the state's style.
    func with(style: UserInterfaceStyle? = nil, level: UserInterfaceLevel? = nil) -> TraitCollection {
        modifyingTraits {
            if let style { $0.userInterfaceStyle = style }
            if let level { $0.userInterfaceLevel = level }
        }
    }
}
