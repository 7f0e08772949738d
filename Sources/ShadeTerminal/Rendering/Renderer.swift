import ShadeColor

/// Turns frames drawn in a ``ScreenBuffer`` into the bytes that show them on a terminal, writing
/// only what changed since the previous frame.
///
/// The renderer keeps the last frame it wrote. Each call to ``render(_:)`` compares the new frame
/// with it cell by cell and writes just the cells that look different: a cursor move (CUP) where
/// the next changed cell is not where the cursor already is, an SGR sequence where the colors or
/// attributes differ from the last cell written, the character, and an SGR reset at the end. An
/// identical frame writes nothing at all. The whole frame is written for the first frame, when the
/// size changes, and after ``setNeedsFullRedraw()``: the screen is cleared, and every cell that is
/// not ``Cell/blank`` is written.
///
/// ```swift
/// let renderer = Renderer(output: FileDescriptorOutput.standardOutput, colorMode: .current)
/// var buffer = ScreenBuffer(width: size.width, height: size.height)
/// draw(&buffer)
/// renderer.render(buffer)
/// ```
///
/// A frame is sent to ``output`` in one write, wrapped in a synchronized update (DEC private mode
/// 2026) unless ``usesSynchronizedUpdates`` is off, so terminals that support it never show half
/// a frame.
///
/// A renderer is used from one thread at a time, usually the main thread. It assumes it is the
/// only writer to the screen; after anything else writes, call ``setNeedsFullRedraw()``.
public final class Renderer {
    /// Where frames are written.
    public let output: any TerminalOutput

    /// How colors are written; changing it redraws the next frame in full.
    public var colorMode: ColorMode {
        didSet {
            if colorMode != oldValue {
                recentColorCodes = [nil, nil]
                setNeedsFullRedraw()
            }
        }
    }

    /// Whether each frame is wrapped in `CSI ?2026h` … `CSI ?2026l` so the terminal shows it at
    /// once. On by default.
    public var usesSynchronizedUpdates = true

    /// How many cells the last ``render(_:)`` wrote; a wide character counts once. Zero when the
    /// frame was identical to the one before.
    public private(set) var cellsWritten = 0

    /// How many bytes the last ``render(_:)`` wrote.
    public private(set) var bytesWritten = 0

    /// Whether the last ``render(_:)`` redrew the whole screen.
    public private(set) var lastFrameWasFullRedraw = false

    /// The frame on screen, or `nil` when the next frame must be written in full.
    private var previous: ScreenBuffer?
    /// How each cell of ``previous`` was rendered, so a changed cell is compared with what the
    /// terminal shows without converting the old colors again.
    private var previousStyles: [RenderedStyle] = []

    /// Nearest palette entries already looked up; a frame usually has only a few colors.
    private var paletteCache: [SRGBBytes: UInt8] = [:]
    /// The last two colors converted for the current mode, and their codes.
    // Unchecked: a renderer is used from one thread at a time (it is not Sendable), and these two
    // are only read and written in `colorCode(_:)` and when the color mode changes, neither of
    // which calls code that could reach them again, so no access can overlap another.
    @exclusivity(unchecked) private var recentColorCodes: [(color: Color, code: RenderedStyle.ColorCode)?] = [nil, nil]
    @exclusivity(unchecked) private var nextRecentSlot = 0

    /// Creates a renderer that writes to `output`. Its first frame is written in full.
    public init(output: any TerminalOutput, colorMode: ColorMode) {
        self.output = output
        self.colorMode = colorMode
    }

    /// Makes the next ``render(_:)`` clear the screen and write every cell, as after a resize or
    /// when something else has written to the terminal.
    public func setNeedsFullRedraw() {
        previous = nil
    }

    /// Writes what is needed to change the screen from the previous frame to `frame`.
    public func render(_ frame: ScreenBuffer) {
        let previous = self.previous.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
        // Taken out of the property so that updating it in place does not copy it.
        var styles = previous == nil ? Array(repeating: RenderedStyle.plain, count: frame.cells.count) : previousStyles
        previousStyles = []
        var text = ""
        var cellsWritten = 0
        var cursor: (column: Int, row: Int)?
        var current = RenderedStyle.plain
        if previous == nil {
            text += ControlSequence.resetAttributes + ControlSequence.eraseScreen
        }
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let index = row * frame.width + column
                let cell = frame.cells[index]
                if cell.isContinuation || (previous?.cells[index] ?? .blank) == cell { continue }
                let style = renderedStyle(of: cell)
                if let previous, looksTheSame(previous.cells[index], as: cell, styled: style, shownAs: styles[index]) {
                    continue
                }
                styles[index] = style
                if cursor?.column != column || cursor?.row != row {
                    text += ControlSequence.moveCursor(column: column, row: row)
                }
                let parameters = current.parameters(changingTo: style)
                if !parameters.isEmpty {
                    text += ControlSequence.selectGraphicRendition(parameters)
                    current = style
                }
                text.append(cell.character)
                cellsWritten += 1
                let next = column + cell.width
                cursor = next < frame.width ? (next, row) : nil  // at the right edge the next write would wrap
            }
        }
        if current != .plain {
            text += ControlSequence.resetAttributes
        }
        if usesSynchronizedUpdates, !text.isEmpty {
            text = ControlSequence.beginSynchronizedUpdate + text + ControlSequence.endSynchronizedUpdate
        }
        let bytes = Array(text.utf8)
        if !bytes.isEmpty { output.write(bytes) }
        self.cellsWritten = cellsWritten
        self.bytesWritten = bytes.count
        self.lastFrameWasFullRedraw = previous == nil
        self.previous = frame
        self.previousStyles = styles
    }

    /// Whether the terminal already shows `cell`, given the different cell of the previous frame
    /// there: the same character in colors that the color mode writes alike.
    private func looksTheSame(_ old: Cell, as cell: Cell, styled style: RenderedStyle, shownAs oldStyle: RenderedStyle)
        -> Bool
    {
        !old.isContinuation && old.character == cell.character && oldStyle == style
    }

    /// The cell's colors and attributes as the current ``colorMode`` writes them.
    func renderedStyle(of cell: Cell) -> RenderedStyle {
        RenderedStyle(
            foreground: colorCode(cell.foreground),
            background: colorCode(cell.background),
            attributes: cell.attributes
        )
    }

    private func colorCode(_ color: Color?) -> RenderedStyle.ColorCode {
        guard let color else { return .terminalDefault }
        // Neighbouring cells mostly share their colors: remember the last two conversions.
        for case let recent? in recentColorCodes where recent.color == color { return recent.code }
        let code = convert(color)
        recentColorCodes[nextRecentSlot] = (color, code)
        nextRecentSlot = 1 - nextRecentSlot
        return code
    }

    private func convert(_ color: Color) -> RenderedStyle.ColorCode {
        switch colorMode {
        case .trueColor:
            return .rgb(SRGBBytes(color.withAlphaComponent(1)))
        case .palette256:
            let bytes = SRGBBytes(color.withAlphaComponent(1))
            if let index = paletteCache[bytes] { return .palette(index) }
            let index = XtermPalette.nearestIndex(to: bytes)
            if paletteCache.count >= 4096 { paletteCache.removeAll(keepingCapacity: true) }
            paletteCache[bytes] = index
            return .palette(index)
        case .none:
            return .terminalDefault
        }
    }
}
