import Shade
import Testing

@testable import ShadeTerminal

@Suite("Wide characters in the screen buffer")
struct WideCharacterTests {
    @Test func wideCharactersTakeTwoColumns() {
        var buffer = ScreenBuffer(width: 8, height: 1)
        let end = buffer.put("日本a", column: 0, row: 0)
        #expect(end == 5)
        #expect(buffer.snapshot == "日本a")
        #expect(buffer.cell(column: 0, row: 0)?.character == "日")
        #expect(buffer.cell(column: 0, row: 0)?.width == 2)
        #expect(buffer.cell(column: 1, row: 0)?.isContinuation == true)
        #expect(buffer.cell(column: 2, row: 0)?.character == "本")
        #expect(buffer.cell(column: 4, row: 0)?.character == "a")
    }

    @Test func continuationCellsShareTheStyleOfTheirCharacter() {
        var buffer = ScreenBuffer(width: 2, height: 1)
        buffer.put("😀", column: 0, row: 0, style: CellStyle(background: .white, attributes: .bold))
        #expect(buffer.cell(column: 1, row: 0)?.background == .white)
        #expect(buffer.cell(column: 1, row: 0)?.attributes == .bold)
    }

    @Test func wideCharacterThatDoesNotFitAtTheRightEdgeBecomesASpace() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        buffer.put("ab日", column: 0, row: 0, style: CellStyle(background: .white))
        #expect(buffer.snapshot == "ab")
        #expect(buffer.cell(column: 2, row: 0)?.character == " ")
        #expect(buffer.cell(column: 2, row: 0)?.background == .white)
        #expect(buffer.cell(column: 2, row: 0)?.isContinuation == false)
    }

    @Test func wideCharacterCutByTheLeftEdgeBecomesASpace() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        buffer.put("日ab", column: -1, row: 0)
        #expect(buffer.snapshotLines == [" ab"])
        #expect(buffer.cell(column: 0, row: 0)?.isContinuation == false)
    }

    @Test func overwritingTheRightHalfClearsTheLeftHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.put("日", column: 0, row: 0)
        buffer.put("x", column: 1, row: 0)
        #expect(buffer.snapshot == " x")
        #expect(buffer.cell(column: 0, row: 0)?.width == 1)
    }

    @Test func overwritingTheLeftHalfClearsTheRightHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.put("日", column: 1, row: 0)
        buffer.put("x", column: 1, row: 0)
        #expect(buffer.snapshot == " x")
        #expect(buffer.cell(column: 2, row: 0)?.isContinuation == false)
        #expect(buffer.cell(column: 2, row: 0)?.character == " ")
    }

    @Test func wideCharacterOverlappingAnotherClearsItsOtherHalf() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        buffer.put("日本", column: 0, row: 0)
        buffer.put("語", column: 1, row: 0)
        #expect(buffer.snapshot == " 語")
        #expect(buffer.cell(column: 0, row: 0)?.character == " ")
        #expect(buffer.cell(column: 3, row: 0)?.character == " ")
        #expect(buffer.cell(column: 3, row: 0)?.isContinuation == false)
    }

    @Test func resizeThatCutsAWideCharacterLeavesASpace() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.put("a日", column: 0, row: 0)
        buffer.resize(width: 2, height: 1)
        #expect(buffer.snapshot == "a")
        #expect(buffer.cell(column: 1, row: 0)?.width == 1)
    }

    @Test func fillWithAWideCharacterStepsTwoColumns() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        buffer.fill(Rect(column: 0, row: 0, width: 5, height: 1), with: "日", style: CellStyle())
        #expect(buffer.snapshot == "日日")
        #expect(buffer.cell(column: 4, row: 0)?.character == " ")
    }
}
