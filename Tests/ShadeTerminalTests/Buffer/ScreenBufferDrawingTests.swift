import Shade
import Testing

@testable import ShadeTerminal

@Suite("Screen buffer drawing")
struct ScreenBufferDrawingTests {
    @Test func newBufferIsBlankAndSnapshotsAsEmptyLines() {
        let buffer = ScreenBuffer(width: 4, height: 3)
        #expect(buffer.snapshotLines == ["", "", ""])
        #expect(buffer.cell(column: 3, row: 2) == .blank)
    }

    @Test func putWritesTextAtColumnAndRowAndReturnsTheColumnAfterIt() {
        var buffer = ScreenBuffer(width: 10, height: 2)
        let end = buffer.put("Dark", column: 3, row: 1)
        #expect(end == 7)
        #expect(buffer.snapshot == "\n   Dark")
        #expect(buffer.cell(column: 3, row: 1)?.character == "D")
    }

    @Test func putClipsAtTheRightEdge() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        let end = buffer.put("Appearance", column: 2, row: 0)
        #expect(buffer.snapshot == "  App")
        #expect(end == 12)
    }

    @Test func putClipsNegativeColumnsFromTheLeft() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        buffer.put("Appearance", column: -3, row: 0)
        #expect(buffer.snapshot == "earan")
    }

    @Test(arguments: [(-1, 0), (0, -1), (0, 2), (7, 0), (Int.min, 0), (0, Int.max), (-100, -100)])
    func drawingOutsideTheBufferChangesNothing(column: Int, row: Int) {
        var buffer = ScreenBuffer(width: 6, height: 2)
        buffer.put("x", column: column, row: row)
        buffer.fill(Rect(column: column, row: row, width: 1, height: 1), with: "#", style: CellStyle())
        #expect(buffer == ScreenBuffer(width: 6, height: 2))
    }

    @Test func hugeRectanglesAreClipped() {
        var buffer = ScreenBuffer(width: 3, height: 2)
        buffer.fill(Rect(column: -1000, row: -1000, width: 5000, height: 5000), with: "#", style: CellStyle())
        #expect(buffer.snapshotLines == ["###", "###"])
    }

    @Test func textThatDoesNotShowIsDrawnAsItsEscape() {
        var buffer = ScreenBuffer(width: 40, height: 1)
        buffer.put("a\nb\u{1B}]0;X\u{7}c\u{202E}d\u{200B}e", column: 0, row: 0)
        #expect(buffer.snapshot == #"a\u000Ab\u001B]0;X\u0007c\u202Ed\u200Be"#)
        var field = ScreenBuffer(width: 12, height: 1)
        field.put("\u{202E}evil", column: 0, row: 0, width: 12, alignment: .leading)
        #expect(field.snapshot == #"\u202Eevil"#)
    }

    @Test func aControlCharacterDrawnAloneIsAReplacementCharacter() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        buffer.fill(Rect(column: 0, row: 0, width: 3, height: 1), with: "\u{1B}", style: CellStyle())
        #expect(buffer.snapshot == "\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    @Test func fillSetsCharacterColorsAndAttributesInsideTheRectangleOnly() {
        var buffer = ScreenBuffer(width: 5, height: 4)
        let style = CellStyle(foreground: .white, background: .black, attributes: .bold)
        buffer.fill(Rect(column: 1, row: 1, width: 3, height: 2), with: "·", style: style)
        #expect(buffer.snapshotLines == ["", " ···", " ···", ""])
        let inside = buffer.cell(column: 3, row: 2)
        #expect(inside?.foreground == .white)
        #expect(inside?.background == .black)
        #expect(inside?.attributes == .bold)
        #expect(buffer.cell(column: 4, row: 2) == .blank)
        #expect(buffer.cell(column: 0, row: 1) == .blank)
    }

    @Test func textWithoutABackgroundKeepsThePanelBackground() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        let panel = Color(rgb: 0x1C1C1E)
        buffer.fill(Rect(column: 0, row: 0, width: 6, height: 1), style: CellStyle(background: panel))
        buffer.put("Hi", column: 1, row: 0, style: CellStyle(foreground: .white))
        #expect(buffer.cell(column: 1, row: 0)?.background == panel)
        #expect(buffer.cell(column: 1, row: 0)?.foreground == .white)
    }

    @Test func translucentForegroundIsCompositedOverTheCellBackground() {
        var buffer = ScreenBuffer(width: 2, height: 1)
        buffer.fill(Rect(column: 0, row: 0, width: 2, height: 1), style: CellStyle(background: .white))
        // iOS secondaryLabel (light): #3C3C43 at 60 % over white.
        let secondaryLabel = Color(rgba: 0x3C3C_4399)
        buffer.put("a", column: 0, row: 0, style: CellStyle(foreground: secondaryLabel))
        let shown = buffer.cell(column: 0, row: 0)?.foreground
        #expect(shown?.isOpaque == true)
        #expect(shown?.hexString == secondaryLabel.composited(over: .white).hexString)
        #expect(shown?.hexString == "#8A8A8E")
    }

    @Test func translucentBackgroundIsCompositedOverThePreviousBackground() {
        var buffer = ScreenBuffer(width: 1, height: 1)
        buffer.fill(Rect(column: 0, row: 0, width: 1, height: 1), style: CellStyle(background: .white))
        buffer.fill(
            Rect(column: 0, row: 0, width: 1, height: 1),
            style: CellStyle(background: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        )
        #expect(buffer.cell(column: 0, row: 0)?.background?.hexString == "#808080")
    }

    @Test func attributesReplaceThoseAlreadyInTheCell() {
        var buffer = ScreenBuffer(width: 1, height: 1)
        buffer.put("a", column: 0, row: 0, style: CellStyle(attributes: [.bold, .underline]))
        buffer.put("b", column: 0, row: 0, style: CellStyle(attributes: .inverse))
        #expect(buffer.cell(column: 0, row: 0)?.attributes == .inverse)
    }

    @Test func fieldTextIsTruncatedWithAnEllipsis() {
        var buffer = ScreenBuffer(width: 12, height: 1)
        buffer.put("Appearance settings", column: 1, row: 0, width: 8)
        #expect(buffer.snapshot == " Appeara…")
    }

    @Test func fieldTextIsCenteredAndPaddedInTheStyle() {
        var buffer = ScreenBuffer(width: 10, height: 1)
        let selected = CellStyle(attributes: .inverse)
        buffer.put("Dark", column: 1, row: 0, width: 8, alignment: .center, style: selected)
        #expect(buffer.snapshot == "   Dark")
        #expect(buffer.cell(column: 1, row: 0)?.attributes == .inverse)
        #expect(buffer.cell(column: 8, row: 0)?.attributes == .inverse)
        #expect(buffer.cell(column: 9, row: 0)?.attributes == [])
    }

    @Test func clearMakesEveryCellBlank() {
        var buffer = ScreenBuffer(width: 3, height: 2)
        buffer.fill(Rect(column: 0, row: 0, width: 3, height: 2), with: "x", style: CellStyle(background: .black))
        buffer.clear()
        #expect(buffer == ScreenBuffer(width: 3, height: 2))
    }

    @Test func resizeKeepsTheOverlappingCellsAndBlanksNewOnes() {
        var buffer = ScreenBuffer(width: 4, height: 2)
        buffer.put("abcd", column: 0, row: 0)
        buffer.put("efgh", column: 0, row: 1)
        buffer.resize(width: 2, height: 3)
        #expect(buffer.width == 2)
        #expect(buffer.height == 3)
        #expect(buffer.snapshotLines == ["ab", "ef", ""])
        buffer.resize(width: 5, height: 1)
        #expect(buffer.snapshotLines == ["ab"])
    }

    @Test func negativeSizesAreEmptyBuffers() {
        var buffer = ScreenBuffer(width: -3, height: 2)
        #expect(buffer.width == 0)
        buffer.put("x", column: 0, row: 0)
        buffer.put("日", column: -1, row: 1)
        #expect(buffer.snapshotLines == ["", ""])
        buffer.resize(width: 2, height: -1)
        #expect(buffer.height == 0)
        #expect(buffer.snapshot == "")
    }
}
