import ShadeDemoModel
import ShadeObservation
import ShadeTerminal

/// The list of tracks. It marks the playing or paused track through the player's
/// ``PlaybackObserver`` protocol; the player holds it weakly in an `ObserverSet`.
@MainActor
final class TrackListView: DemoView, PlaybackObserver {
    let tracks: [Track]
    private(set) var selectedIndex = 0
    /// The track the player is on, and whether it is paused.
    private(set) var nowPlaying: (track: Track, isPaused: Bool)?
    private var scrollOffset = 0

    init(tracks: [Track], context: DemoContext) {
        self.tracks = tracks
        super.init(name: "trackList", context: context)
        context.player.addObserver(self)
    }

    var selectedTrack: Track { tracks[selectedIndex] }

    func moveSelection(by offset: Int) {
        let index = min(max(selectedIndex + offset, 0), tracks.count - 1)
        guard index != selectedIndex else { return }
        selectedIndex = index
        setNeedsDisplay()
    }

    // MARK: - PlaybackObserver

    func playerDidStart(_ track: Track) {
        nowPlaying = (track, false)
        setNeedsDisplay()
    }

    func playerDidPause(_ track: Track) {
        nowPlaying = (track, true)
        setNeedsDisplay()
    }

    func playerDidStop() {
        nowPlaying = nil
        setNeedsDisplay()
    }

    // MARK: - Drawing

    override func draw(in buffer: inout ScreenBuffer) {
        buffer.fill(frame, style: palette.text())
        buffer.put(
            "TRACKS", column: frame.column + 2, row: frame.row + 1, style: palette.text(palette.secondaryLabel))
        let firstRow = frame.row + 2
        let visibleRows = max(frame.endRow - firstRow, 0)
        if selectedIndex < scrollOffset { scrollOffset = selectedIndex }
        if selectedIndex >= scrollOffset + visibleRows { scrollOffset = selectedIndex - visibleRows + 1 }
        for (offset, track) in tracks.dropFirst(scrollOffset).prefix(visibleRows).enumerated() {
            let index = scrollOffset + offset
            let row = firstRow + offset
            let isSelected = index == selectedIndex
            let background = isSelected ? palette.accent : palette.background
            let foreground = isSelected ? palette.onAccent : palette.label
            let secondary = isSelected ? palette.onAccent : palette.secondaryLabel
            buffer.fill(
                Rect(column: frame.column + 1, row: row, width: frame.width - 2, height: 1),
                style: palette.text(foreground, on: background))
            var marker = "  "
            if let nowPlaying, nowPlaying.track == track { marker = nowPlaying.isPaused ? "‖ " : "▶ " }
            let markerColor = isSelected ? palette.onAccent : palette.accent
            var column = buffer.put(
                " " + marker, column: frame.column + 1, row: row,
                style: palette.text(markerColor, on: background, .bold))
            let durationColumn = frame.endColumn - 2 - track.formattedDuration.terminalWidth
            let textWidth = max(durationColumn - column - 1, 0)
            let artist = " · " + track.artist
            let titleWidth = min(track.title.terminalWidth, textWidth)
            buffer.put(
                track.title, column: column, row: row, width: titleWidth,
                style: palette.text(foreground, on: background, isSelected ? .bold : []))
            column += titleWidth
            buffer.put(
                artist, column: column, row: row, width: max(textWidth - titleWidth, 0),
                style: palette.text(secondary, on: background))
            buffer.put(
                track.formattedDuration, column: durationColumn, row: row,
                style: palette.text(secondary, on: background))
        }
    }
}

/// The mini player at the bottom: it observes the player's state (a ``Subject``) with one of its
/// own methods.
@MainActor
final class MiniPlayerView: DemoView {
    private(set) var state = PlayerState.idle

    init(context: DemoContext) {
        super.init(name: "miniPlayer", context: context)
        context.player.state.subscribe(self, MiniPlayerView.show)
    }

    private func show(_ state: PlayerState) {
        self.state = state
        setNeedsDisplay()
    }

    override func draw(in buffer: inout ScreenBuffer) {
        let bar = palette.text(on: palette.secondaryBackground)
        buffer.fill(frame, style: bar)
        buffer.drawHorizontalRule(
            column: frame.column, row: frame.row, width: frame.width,
            cellStyle: palette.text(palette.separator, on: palette.secondaryBackground))
        let row = frame.row + 1
        switch state {
        case .idle:
            buffer.put(
                "  Not playing — choose a track and press Enter", column: frame.column, row: row,
                width: frame.width, style: palette.text(palette.secondaryLabel, on: palette.secondaryBackground))
        case .playing(let track), .paused(let track):
            let isPlaying = if case .playing = state { true } else { false }
            var column = buffer.put(
                isPlaying ? "  ▶ " : "  ‖ ", column: frame.column, row: row,
                style: palette.text(palette.accent, on: palette.secondaryBackground, .bold))
            column = buffer.put(
                track.title, column: column, row: row, style: palette.text(on: palette.secondaryBackground, .bold))
            buffer.put(
                " — " + track.artist, column: column, row: row, width: max(frame.endColumn - column - 12, 0),
                style: palette.text(palette.secondaryLabel, on: palette.secondaryBackground))
            let status = isPlaying ? "Playing" : "Paused"
            buffer.put(
                status, column: frame.endColumn - status.terminalWidth - 2, row: row,
                style: palette.text(palette.accent, on: palette.secondaryBackground))
        }
    }
}
