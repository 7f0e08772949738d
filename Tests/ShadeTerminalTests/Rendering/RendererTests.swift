import Shade
import Testing

@testable import ShadeTerminal

@Suite("Rendering frames to escape sequences")
struct RendererTests {
    let output = MemoryOutput()

    func makeRenderer(_ colorMode: ColorMode = .trueColor, synchronized: Bool = false) -> Renderer {
        let renderer = Renderer(output: output, colorMode: colorMode)
        renderer.usesSynchronizedUpdates = synchronized
        return renderer
    }

    func frame(_ lines: [String], width: Int) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: width, height: lines.count)
        for (row, line) in lines.enumerated() { buffer.put(line, column: 0, row: row) }
        return buffer
    }

    // MARK: - Diffing

    @Test func firstFrameClearsTheScreenAndWritesEveryCellThatIsNotBlank() {
        let renderer = makeRenderer(synchronized: true)
        var buffer = frame(["ab", "cd"], width: 4)
        buffer.put(" ", column: 3, row: 1, style: CellStyle(background: .white))
        renderer.render(buffer)
        #expect(
            output.text
                == "\u{1B}[?2026h\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hab\u{1B}[2;1Hcd\u{1B}[2;4H\u{1B}[48;2;255;255;255m "
                + "\u{1B}[0m\u{1B}[?2026l"
        )
        #expect(renderer.cellsWritten == 5)
        #expect(renderer.lastFrameWasFullRedraw)
        #expect(renderer.bytesWritten == output.bytes.count)
    }

    @Test func identicalFrameWritesNothing() {
        let renderer = makeRenderer(synchronized: true)
        var buffer = frame(["Appearance", "System"], width: 20)
        buffer.fill(Rect(column: 0, row: 0, width: 20, height: 2), style: CellStyle(background: .black))
        renderer.render(buffer)
        output.removeAll()
        renderer.render(buffer)
        #expect(output.bytes.isEmpty)
        #expect(renderer.cellsWritten == 0)
        #expect(renderer.bytesWritten == 0)
        #expect(!renderer.lastFrameWasFullRedraw)
    }

    @Test func oneChangedCellWritesOnlyThatCell() {
        let renderer = makeRenderer(synchronized: true)
        var buffer = frame(["Light", "Dark", "System"], width: 20)
        renderer.render(buffer)
        output.removeAll()
        buffer.put("B", column: 3, row: 2)
        renderer.render(buffer)
        #expect(renderer.cellsWritten == 1)
        #expect(output.text == "\u{1B}[?2026h\u{1B}[3;4HB\u{1B}[?2026l")
    }

    @Test func cellClearedSinceThePreviousFrameIsOverwrittenWithASpace() {
        let renderer = makeRenderer()
        renderer.render(frame(["ab"], width: 3))
        output.removeAll()
        renderer.render(frame(["a"], width: 3))
        #expect(output.text == "\u{1B}[1;2H ")
        #expect(renderer.cellsWritten == 1)
    }

    @Test func adjacentChangesShareOneCursorMove() {
        let renderer = makeRenderer()
        var buffer = frame(["Light", "Dark"], width: 10)
        renderer.render(buffer)
        output.removeAll()
        buffer.put("Dusk", column: 0, row: 1)
        buffer.put("!", column: 9, row: 1)
        renderer.render(buffer)
        // "Dark" → "Dusk" changes columns 1 and 2, which are adjacent; column 9 needs its own move.
        #expect(output.text == "\u{1B}[2;2Hus\u{1B}[2;10H!")
        #expect(renderer.cellsWritten == 3)
    }

    @Test func sizeChangeRedrawsTheWholeFrame() {
        let renderer = makeRenderer()
        renderer.render(frame(["ab", "cd"], width: 2))
        output.removeAll()
        renderer.render(frame(["ab", "cd"], width: 3))
        #expect(renderer.lastFrameWasFullRedraw)
        #expect(renderer.cellsWritten == 4)
        #expect(output.text.hasPrefix("\u{1B}[0m\u{1B}[2J"))
    }

    @Test func fullRedrawOnRequest() {
        let renderer = makeRenderer()
        let buffer = frame(["ab"], width: 2)
        renderer.render(buffer)
        renderer.setNeedsFullRedraw()
        output.removeAll()
        renderer.render(buffer)
        #expect(renderer.lastFrameWasFullRedraw)
        #expect(renderer.cellsWritten == 2)
        #expect(output.text == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hab")
    }

    @Test func changingTheColorModeRedrawsTheWholeFrame() {
        let renderer = makeRenderer()
        let buffer = frame(["ab"], width: 2)
        renderer.render(buffer)
        renderer.colorMode = .palette256
        renderer.render(buffer)
        #expect(renderer.lastFrameWasFullRedraw)
    }

    @Test func wideCharacterIsWrittenOnceAndMovesTheCursorTwoColumns() {
        let renderer = makeRenderer()
        var buffer = frame(["abcd"], width: 4)
        renderer.render(buffer)
        output.removeAll()
        buffer.put("日x", column: 0, row: 0)
        renderer.render(buffer)
        #expect(output.text == "\u{1B}[1;1H日x")
        #expect(renderer.cellsWritten == 2)
    }

    @Test func noCursorMoveIsAssumedAfterTheLastColumn() {
        let renderer = makeRenderer()
        var buffer = frame(["ab", "cd"], width: 2)
        renderer.render(buffer)
        output.removeAll()
        buffer.put("B", column: 1, row: 0)
        buffer.put("C", column: 0, row: 1)
        renderer.render(buffer)
        #expect(output.text == "\u{1B}[1;2HB\u{1B}[2;1HC")
    }

    // MARK: - SGR

    @Test func trueColorWritesEightBitSRGBChannels() {
        let renderer = makeRenderer(.trueColor)
        var buffer = ScreenBuffer(width: 1, height: 1)
        buffer.put(
            "x", column: 0, row: 0, style: CellStyle(foreground: Color(rgb: 0xFF3B30), background: Color(rgb: 0x1C1C1E))
        )
        renderer.render(buffer)
        #expect(output.text.hasSuffix("\u{1B}[1;1H\u{1B}[38;2;255;59;48;48;2;28;28;30mx\u{1B}[0m"))
    }

    @Test func palette256WritesTheNearestEntries() {
        let renderer = makeRenderer(.palette256)
        var buffer = ScreenBuffer(width: 1, height: 1)
        buffer.put("x", column: 0, row: 0, style: CellStyle(foreground: .white, background: Color(rgb: 0x1C1C1E)))
        renderer.render(buffer)
        #expect(output.text.hasSuffix("\u{1B}[1;1H\u{1B}[38;5;231;48;5;234mx\u{1B}[0m"))
    }

    @Test func noColorModeWritesAttributesButNoColors() {
        let renderer = makeRenderer(.none)
        var buffer = ScreenBuffer(width: 6, height: 1)
        buffer.fill(
            Rect(column: 0, row: 0, width: 6, height: 1), style: CellStyle(foreground: .black, background: .white))
        buffer.put("Dark", column: 0, row: 0, style: CellStyle(foreground: .white, attributes: .inverse))
        buffer.put("!", column: 5, row: 0, style: CellStyle(attributes: .bold))
        renderer.render(buffer)
        let text = output.text
        #expect(text == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[7mDark\u{1B}[0m \u{1B}[1m!\u{1B}[0m")
        for colorCode in ["38;", "48;", "[39", "[49", ";39", ";49"] {
            #expect(!text.contains(colorCode))
        }
    }

    @Test func styleIsWrittenOnlyWhenItChanges() {
        // One SGR for "abc", one for "de"; the blank cell after them is already on the cleared screen.
        let renderer = makeRenderer(.trueColor)
        var buffer = ScreenBuffer(width: 6, height: 1)
        let red = CellStyle(foreground: Color(rgb: 0xFF0000))
        buffer.put("abc", column: 0, row: 0, style: red)
        buffer.put("de", column: 3, row: 0, style: CellStyle(foreground: Color(rgb: 0x0000FF)))
        renderer.render(buffer)
        let text = output.text
        #expect(text.hasSuffix("\u{1B}[1;1H\u{1B}[38;2;255;0;0mabc\u{1B}[38;2;0;0;255mde\u{1B}[0m"))
    }

    @Test func addingAnAttributeKeepsTheColorsAndRemovingOneResets() {
        let renderer = makeRenderer(.palette256)
        var buffer = ScreenBuffer(width: 3, height: 1)
        let background = Color(rgb: 0x000000)
        buffer.fill(Rect(column: 0, row: 0, width: 3, height: 1), style: CellStyle(background: background))
        buffer.put("a", column: 0, row: 0)
        buffer.put("b", column: 1, row: 0, style: CellStyle(attributes: [.bold, .underline]))
        buffer.put("c", column: 2, row: 0)
        renderer.render(buffer)
        #expect(output.text.hasSuffix("\u{1B}[1;1H\u{1B}[48;5;16ma\u{1B}[1;4mb\u{1B}[0;48;5;16mc\u{1B}[0m"))
    }

    @Test func colorChangesTheModeCannotShowAreNotRewritten() {
        var buffer = ScreenBuffer(width: 1, height: 1)
        buffer.put("x", column: 0, row: 0, style: CellStyle(foreground: Color(rgb: 0xFF0000)))
        var nearlyTheSame = buffer
        nearlyTheSame.put("x", column: 0, row: 0, style: CellStyle(foreground: Color(rgb: 0xFE0101)))

        let palette = makeRenderer(.palette256)
        palette.render(buffer)
        palette.render(nearlyTheSame)
        #expect(palette.cellsWritten == 0)

        let trueColor = makeRenderer(.trueColor)
        trueColor.render(buffer)
        trueColor.render(nearlyTheSame)
        #expect(trueColor.cellsWritten == 1)
    }
}
