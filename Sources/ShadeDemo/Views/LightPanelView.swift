import ShadeTerminal
import ShadeTheme
import ShadeTraits

/// A panel that is always light, whatever the app's appearance: its subtree overrides the style,
/// as a light-only view controller does. It holds one subview that follows the in-app setting.
@MainActor
final class LightPanelView: DemoView {
    let followingView: InAppStyleView

    init(context: DemoContext) {
        followingView = InAppStyleView(context: context)
        super.init(name: "lightPanel", context: context)
        overrideUserInterfaceStyle = .light
        addChild(followingView)
    }

    override func draw(in buffer: inout ScreenBuffer) {
        buffer.fill(frame, style: palette.text())
        buffer.drawBox(frame, style: .rounded, cellStyle: palette.text(palette.separator), title: nil)
        buffer.put(
            " Always light ", column: frame.column + 2, row: frame.row,
            style: palette.text(palette.label, on: nil, .bold))
        let lines = ["This panel overrides", "its style to Light.", "The box below follows", "the in-app setting."]
        for (offset, line) in lines.enumerated() where frame.row + 2 + offset < frame.endRow - 1 {
            buffer.put(
                line, column: frame.column + 2, row: frame.row + 2 + offset, width: frame.width - 4,
                style: palette.text(palette.secondaryLabel))
        }
        let top = frame.row + 2 + lines.count + 1
        followingView.frame = Rect(
            column: frame.column + 2, row: top, width: frame.width - 4, height: max(min(3, frame.endRow - 1 - top), 0))
        followingView.draw(in: &buffer)
    }
}

/// The subview inside the light panel that follows the app's style anyway: it overrides the
/// style back to the manager's, observing the manager with one of its methods.
@MainActor
final class InAppStyleView: DemoView {
    init(context: DemoContext) {
        super.init(name: "inAppStyle", context: context)
        context.manager.subscribe(self, InAppStyleView.follow)
    }

    private func follow(_ state: ThemeState<BasicTheme>) {
        overrideUserInterfaceStyle = state.userInterfaceStyle
    }

    override func draw(in buffer: inout ScreenBuffer) {
        guard frame.height >= 3 else { return }
        buffer.fill(frame, style: palette.text(on: palette.secondaryBackground))
        buffer.drawBox(
            frame, style: .light, cellStyle: palette.text(palette.separator, on: palette.secondaryBackground))
        let style = traitCollection.userInterfaceStyle == .dark ? "Dark" : "Light"
        buffer.put(
            "Follows the app: \(style)", column: frame.column + 2, row: frame.row + 1, width: frame.width - 4,
            style: palette.text(on: palette.secondaryBackground, .bold))
    }
}
