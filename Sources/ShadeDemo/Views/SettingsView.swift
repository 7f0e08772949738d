import ShadeColor
import ShadeDemoModel
import ShadeDiagnostics
import ShadeJSON
import ShadeObservation
import ShadeTerminal
import ShadeTheme
import ShadeTraits

/// The settings screen: Appearance, Increase Contrast and Theme, each a row of choices showing
/// the current value. It observes the manager as a ``StateObserver``, so it shows a change made
/// anywhere (a shortcut key, another window) as well as its own.
@MainActor
final class SettingsView: DemoView, StateObserver {
    /// One row of choices.
    enum Row: Int, CaseIterable, Sendable {
        case appearance
        case contrast
        case theme

        var title: String {
            switch self {
            case .appearance: "Appearance"
            case .contrast: "Increase Contrast"
            case .theme: "Theme"
            }
        }
    }

    private(set) var focusedRow = Row.appearance
    private(set) var state: ThemeState<BasicTheme>?

    init(context: DemoContext) {
        super.init(name: "settings", context: context)
        context.manager.subscribe(self)
    }

    func apply(_ state: ThemeState<BasicTheme>) {
        self.state = state
        setNeedsDisplay()
    }

    func moveFocus(by offset: Int) {
        let index = min(max(focusedRow.rawValue + offset, 0), Row.allCases.count - 1)
        focusedRow = Row.allCases[index]
        setNeedsDisplay()
    }

    /// Changes the focused row's value by `offset` choices (wrapping), through the manager.
    func changeValue(by offset: Int) {
        changeValue(of: focusedRow, by: offset)
    }

    /// Changes a row's value by `offset` choices, in the order the row shows them, wrapping
    /// around: the arrow keys here and the shortcut keys everywhere go through it.
    func changeValue(of row: Row, by offset: Int) {
        let manager = context.manager
        switch row {
        case .appearance: manager.appearance = Self.step(manager.appearance, in: AppearancePreference.allCases, offset)
        case .contrast: manager.contrast = Self.step(manager.contrast, in: Self.contrastChoices, offset)
        case .theme: manager.themeID = Self.step(manager.themeID, in: manager.themes.map(\.id), offset)
        }
    }

    /// The contrast choices in the order the switch shows them: System, On, Off.
    static let contrastChoices = DemoSettings.contrastChoices

    /// The columns a choice takes besides its label: " ◉ ", a space after it and one between.
    static let choiceDecorationWidth = 5

    /// The choices, around the selected one, whose widths fit in `width` columns: the selected
    /// one, then one more on the right and one more on the left in turn while they fit.
    static func visibleChoices(widths: [Int], selected: Int, width: Int) -> Range<Int> {
        guard widths.indices.contains(selected) else { return 0..<widths.count }
        var range = selected..<(selected + 1)
        var used = widths[selected]
        var grew = true
        while grew {
            grew = false
            if range.upperBound < widths.count, used + widths[range.upperBound] <= width {
                used += widths[range.upperBound]
                range = range.lowerBound..<(range.upperBound + 1)
                grew = true
            }
            if range.lowerBound > 0, used + widths[range.lowerBound - 1] <= width {
                used += widths[range.lowerBound - 1]
                range = (range.lowerBound - 1)..<range.upperBound
                grew = true
            }
        }
        return range
    }

    static func step<Value: Equatable>(_ value: Value, in values: [Value], _ offset: Int) -> Value {
        DemoSettings.step(value, in: values, offset)
    }

    /// The choices of a row and which one is current (the first if the current value is not one of
    /// them, as in ``step(_:in:_:)``).
    func choices(for row: Row) -> (labels: [String], selected: Int) {
        let manager = context.manager
        switch row {
        case .appearance:
            return (
                AppearancePreference.allCases.map(\.description),
                AppearancePreference.allCases.firstIndex(of: manager.appearance) ?? 0
            )
        case .contrast:
            return (
                Self.contrastChoices.map(\.description), Self.contrastChoices.firstIndex(of: manager.contrast) ?? 0
            )
        case .theme:
            // A theme's name may come from a file's name: measured as it is drawn, escaped.
            return (
                manager.themes.map { DisplayText.escaped($0.displayName) },
                manager.themes.firstIndex { $0.id == manager.themeID } ?? 0
            )
        }
    }

    override func draw(in buffer: inout ScreenBuffer) {
        buffer.fill(frame, style: palette.text(on: palette.secondaryBackground))
        var row = frame.row + 1
        for settingsRow in Row.allCases {
            guard row + 2 < frame.endRow else { break }
            let isFocused = settingsRow == focusedRow
            buffer.put(
                settingsRow.title.uppercased(), column: frame.column + 2, row: row,
                style: palette.text(palette.secondaryLabel, on: palette.secondaryBackground))
            row += 1
            let card = Rect(column: frame.column + 1, row: row, width: frame.width - 2, height: 1)
            buffer.fill(card, style: palette.text(on: palette.background))
            var column = buffer.put(
                isFocused ? " › " : "   ", column: card.column, row: row,
                style: palette.text(palette.accent, on: palette.background, .bold))
            let (labels, selected) = choices(for: settingsRow)
            // With more themes than fit (theme files added with --themes), the row shows those
            // around the selected one, with "…" where there are more.
            let visible = Self.visibleChoices(
                widths: labels.map { $0.terminalWidth + Self.choiceDecorationWidth }, selected: selected,
                width: card.endColumn - column - 1)
            let more = palette.text(palette.secondaryLabel, on: palette.background)
            if visible.lowerBound > 0 { buffer.put("…", column: column - 1, row: row, style: more) }
            for (index, label) in labels.enumerated() where visible.contains(index) {
                let isSelected = index == selected
                let style =
                    isSelected
                    ? palette.text(palette.onAccent, on: palette.accent, .bold)
                    : palette.text(palette.label, on: palette.background)
                column = buffer.put(" \(isSelected ? "◉" : "○") \(label) ", column: column, row: row, style: style)
                column = buffer.put(" ", column: column, row: row, style: palette.text(on: palette.background))
            }
            if visible.upperBound < labels.count { buffer.put("…", column: column, row: row, style: more) }
            row += 2
        }
        if let state, row < frame.endRow {
            let system = context.manager.systemAppearance
            let systemStyle = system.userInterfaceStyle == .dark ? "Dark" : "Light"
            let summary =
                "Now: \(state.userInterfaceStyle == .dark ? "Dark" : "Light"), "
                + "\(state.accessibilityContrast == .high ? "high" : "normal") contrast, \(state.theme.displayName)"
                + " · System: \(systemStyle)"
            let summaryStyle = palette.text(palette.secondaryLabel, on: palette.secondaryBackground)
            buffer.put(summary, column: frame.column + 2, row: row, width: frame.width - 4, style: summaryStyle)
            var column = frame.column + 2 + summary.terminalWidth
            // The desktop's accent, when it states one: a swatch and its value.
            if let accent = system.accentColor, column + 12 < frame.endColumn - 2 {
                column = buffer.put(", accent ", column: column, row: row, style: summaryStyle)
                column = buffer.put(
                    "██", column: column, row: row, style: palette.text(accent, on: palette.secondaryBackground))
                column = buffer.put(" \(accent.hexString)", column: column, row: row, style: summaryStyle)
            }
            if system.prefersReducedMotion, column + 16 < frame.endColumn - 2 {
                buffer.put(", reduced motion", column: column, row: row, style: summaryStyle)
            }
        }
    }
}
