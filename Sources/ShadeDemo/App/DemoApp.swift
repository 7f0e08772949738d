import ShadeDemoModel
import ShadeObservation
import ShadeTerminal
import ShadeTheme
import ShadeTraits

/// The demo: a window of views in a trait tree driven by a ``ThemeManager``, a pretend player, and
/// the keys that work them. It draws into a ``ScreenBuffer``; whoever runs it decides where the
/// frames go (a terminal, a snapshot, a test).
@MainActor
final class DemoApp {
    /// The screens of the navigation stack.
    enum Screen: Sendable {
        case library
        case settings
    }

    /// The smallest screen the layout fits.
    static let minimumSize = TerminalSize(width: 60, height: 18)

    let context: DemoContext
    var manager: ThemeManager<BasicTheme> { context.manager }
    var player: AudioPlayer { context.player }

    let window: DemoView
    let statusBar: StatusBarView
    let navigationBar: NavigationBarView
    let libraryScreen: DemoView
    let trackList: TrackListView
    let lightPanel: LightPanelView
    let settings: SettingsView
    let miniPlayer: MiniPlayerView
    let footer: FooterView
    let aboutSheet: SheetView
    let helpSheet: SheetView

    private(set) var screen = Screen.library
    /// The sheet on top, if any.
    private(set) var presentedSheet: SheetView?
    private(set) var isRunning = true
    private(set) var size: TerminalSize

    init(manager: ThemeManager<BasicTheme>, player: AudioPlayer = AudioPlayer(), size: TerminalSize) {
        context = DemoContext(manager: manager, player: player)
        self.size = size
        window = DemoView(name: "window", context: context)
        statusBar = StatusBarView(context: context)
        navigationBar = NavigationBarView(title: "Library", context: context)
        libraryScreen = DemoView(name: "library", context: context)
        trackList = TrackListView(tracks: Track.library, context: context)
        lightPanel = LightPanelView(context: context)
        settings = SettingsView(context: context)
        miniPlayer = MiniPlayerView(context: context)
        footer = FooterView(context: context)
        aboutSheet = SheetView(
            name: "aboutSheet", title: "About Shade",
            lines: [
                "Theming for Swift apps, in the terminal.",
                "",
                "This sheet is presented at the elevated level:",
                "in dark mode its background is the elevated one.",
                "Every color comes from the theme's dynamic colors,",
                "resolved through the trait tree.",
            ], context: context)
        helpSheet = SheetView(
            name: "helpSheet", title: "Keys",
            lines: [
                "↑ ↓ or j k   move        Enter   play the track",
                "Space        pause       x       stop",
                "s            settings    Tab     switch screen",
                "← →          change a setting",
                "d  appearance   c  contrast   t  theme",
                "a  about    ?  this help    Esc  close    q  quit",
            ], context: context)

        TraitNode.performBatchUpdates {
            for child in [statusBar, navigationBar, libraryScreen, settings, miniPlayer, footer] as [DemoView] {
                window.addChild(child)
            }
            libraryScreen.addChild(trackList)
            libraryScreen.addChild(lightPanel)
            manager.attach(window)
        }
        updateChrome()
    }

    // MARK: - Keys

    /// Handles one key.
    func handle(_ key: Key) {
        if footer.message != nil { footer.message = nil }
        if let sheet = presentedSheet {
            switch key {
            case .escape, .enter, .character("q"): dismissSheet()
            case .character("a") where sheet === aboutSheet: dismissSheet()
            case .character("?") where sheet === helpSheet: dismissSheet()
            case .control("c"): isRunning = false
            default: break
            }
            return
        }
        switch key {
        case .character("q"), .control("c"): isRunning = false
        case .character("?"): present(helpSheet)
        case .character("a"): present(aboutSheet)
        case .character("s"), .tab, .backTab: show(screen == .settings ? .library : .settings)
        case .escape: show(.library)
        case .character("d"): settings.changeValue(of: .appearance, by: 1)
        case .character("c"): settings.changeValue(of: .contrast, by: 1)
        case .character("t"): settings.changeValue(of: .theme, by: 1)
        case .character("x"): player.stop()
        default:
            switch screen {
            case .library: handleLibrary(key)
            case .settings: handleSettings(key)
            }
        }
    }

    private func handleLibrary(_ key: Key) {
        switch key {
        case .up, .character("k"): trackList.moveSelection(by: -1)
        case .down, .character("j"): trackList.moveSelection(by: 1)
        case .pageUp: trackList.moveSelection(by: -5)
        case .pageDown: trackList.moveSelection(by: 5)
        case .home: trackList.moveSelection(by: -trackList.tracks.count)
        case .end: trackList.moveSelection(by: trackList.tracks.count)
        case .enter: player.play(trackList.selectedTrack)
        case .character(" "): player.togglePlayback(of: player.state.state.track ?? trackList.selectedTrack)
        default: break
        }
    }

    private func handleSettings(_ key: Key) {
        switch key {
        case .up, .character("k"): settings.moveFocus(by: -1)
        case .down, .character("j"): settings.moveFocus(by: 1)
        case .left, .character("h"): settings.changeValue(by: -1)
        case .right, .character("l"), .enter, .character(" "): settings.changeValue(by: 1)
        default: break
        }
    }

    /// Shows a message in the footer until the next key.
    func showMessage(_ message: String) {
        footer.message = message
    }

    // MARK: - Navigation

    func show(_ screen: Screen) {
        guard screen != self.screen else { return }
        self.screen = screen
        updateChrome()
    }

    func present(_ sheet: SheetView) {
        guard presentedSheet == nil else { return }
        presentedSheet = sheet
        window.addChild(sheet)  // moving into the tree is a trait change: the sheet resolves its colors
        context.setNeedsDisplay()
    }

    func dismissSheet() {
        presentedSheet?.removeFromParent()
        presentedSheet = nil
        context.setNeedsDisplay()
    }

    private func updateChrome() {
        switch screen {
        case .library:
            navigationBar.title = "Library"
            navigationBar.trailingHint = "Settings ›"
            footer.hints = [
                ("↑↓", "select"), ("⏎", "play"), ("␣", "pause"), ("x", "stop"), ("s", "settings"), ("a", "about"),
                ("?", "help"), ("q", "quit"),
            ]
        case .settings:
            navigationBar.title = "‹ Settings"
            navigationBar.trailingHint = ""
            footer.hints = [
                ("↑↓", "choose"), ("←→", "change"), ("Esc", "back"), ("d c t", "shortcuts"), ("?", "help"),
                ("q", "quit"),
            ]
        }
        context.setNeedsDisplay()
    }

    // MARK: - Drawing

    /// Whether something changed since the last frame.
    var needsDisplay: Bool { context.needsDisplay }

    func resize(to size: TerminalSize) {
        guard size != self.size else { return }
        self.size = size
        context.setNeedsDisplay()
    }

    /// Draws the whole screen into `buffer`, resizing it to the app's size.
    func draw(into buffer: inout ScreenBuffer) {
        buffer.resize(width: size.width, height: size.height)
        context.needsDisplay = false
        window.frame = Rect(column: 0, row: 0, width: size.width, height: size.height)
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
            window.draw(in: &buffer)
            buffer.put(
                "Make the window at least \(Self.minimumSize.width)×\(Self.minimumSize.height)", column: 0,
                row: size.height / 2, width: size.width, alignment: .center, style: window.palette.text())
            return
        }
        let width = size.width
        statusBar.frame = Rect(column: 0, row: 0, width: width, height: 1)
        navigationBar.frame = Rect(column: 0, row: 1, width: width, height: 2)
        footer.frame = Rect(column: 0, row: size.height - 1, width: width, height: 1)
        miniPlayer.frame = Rect(column: 0, row: size.height - 3, width: width, height: 2)
        let content = Rect(column: 0, row: 3, width: width, height: size.height - 6)

        statusBar.draw(in: &buffer)
        navigationBar.draw(in: &buffer)
        switch screen {
        case .library:
            libraryScreen.frame = content
            libraryScreen.draw(in: &buffer)
            let panelWidth = min(34, width * 2 / 5)
            trackList.frame = Rect(
                column: 0, row: content.row, width: width - panelWidth - 1, height: content.height)
            lightPanel.frame = Rect(
                column: width - panelWidth - 1, row: content.row + 1, width: panelWidth, height: content.height - 1)
            trackList.draw(in: &buffer)
            lightPanel.draw(in: &buffer)
        case .settings:
            settings.frame = content
            settings.draw(in: &buffer)
        }
        miniPlayer.draw(in: &buffer)
        footer.draw(in: &buffer)
        if let presentedSheet {
            presentedSheet.layout(in: content)
            presentedSheet.draw(in: &buffer)
        }
    }

    /// The whole screen as a new buffer.
    func frame() -> ScreenBuffer {
        var buffer = ScreenBuffer(width: size.width, height: size.height)
        draw(into: &buffer)
        return buffer
    }
}
