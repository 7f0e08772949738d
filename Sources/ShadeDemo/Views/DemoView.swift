import ShadeDemoModel
import ShadeTerminal
import ShadeTheme
import ShadeTraits

/// What every view of the demo shares: the theme manager and a way to ask for a redraw.
@MainActor
final class DemoContext {
    let manager: ThemeManager<BasicTheme>
    let player: AudioPlayer
    /// Set when any view needs drawing; the app clears it after composing a frame.
    var needsDisplay = true

    init(manager: ThemeManager<BasicTheme>, player: AudioPlayer) {
        self.manager = manager
        self.player = player
    }

    func setNeedsDisplay() {
        needsDisplay = true
    }
}

/// A view: a node of the trait tree that draws itself into a rectangle of the screen.
///
/// A view observes its traits through Shade's own API: it registers for the traits that change
/// its colors (style, contrast, level, theme, and the theme's revision, which changes when a theme
/// file is edited while the demo runs), re-resolves its ``palette`` when one of them
/// changed, and asks for a redraw. A view that overrides the style (the light panel) gets no
/// callback when the rest of the window switches, and keeps its colors.
@MainActor
class DemoView: TraitNode {
    /// Held strongly: the context holds no view, so there is no cycle.
    let context: DemoContext
    /// Where the view draws, in screen cells; set by its parent's layout.
    var frame = Rect(column: 0, row: 0, width: 0, height: 0)
    /// The view's theme colors for its current traits.
    private(set) var palette: Palette
    /// How many times the palette was resolved: the tests count re-resolutions.
    private(set) var paletteResolutions = 0

    init(name: String, context: DemoContext) {
        self.context = context
        palette = Palette(theme: context.manager.theme, traits: TraitCollection())
        super.init(name: name)
        registerForTraitChanges(
            [
                UserInterfaceStyleTrait.self, AccessibilityContrastTrait.self, UserInterfaceLevelTrait.self,
                ThemeTrait.self, ThemeRevisionTrait.self,
            ],
            target: self, action: DemoView.appearanceDidChange)
    }

    /// The theme for this view's traits: a subtree may show another one.
    var theme: BasicTheme {
        context.manager.theme(for: self)
    }

    private func appearanceDidChange() {
        resolvePalette()
        setNeedsDisplay()
    }

    /// Resolves the palette for the current traits.
    func resolvePalette() {
        palette = Palette(theme: theme, traits: traitCollection)
        paletteResolutions += 1
    }

    /// Asks for the screen to be drawn again.
    func setNeedsDisplay() {
        context.setNeedsDisplay()
    }

    /// Draws the view into `buffer` within ``frame``. The default fills the frame with the
    /// background.
    func draw(in buffer: inout ScreenBuffer) {
        buffer.fill(frame, style: palette.text())
    }
}
