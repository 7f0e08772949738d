import Testing

@testable import ShadeTerminal

@Suite("Screen buffer boxes and rules")
struct ScreenBufferShapeTests {
    @Test func lightBoxUsesSquareCorners() {
        var buffer = ScreenBuffer(width: 5, height: 3)
        buffer.drawBox(Rect(column: 0, row: 0, width: 5, height: 3))
        #expect(buffer.snapshotLines == ["┌───┐", "│   │", "└───┘"])
    }

    @Test func roundedBoxUsesRoundedCorners() {
        var buffer = ScreenBuffer(width: 6, height: 4)
        buffer.drawBox(Rect(column: 1, row: 1, width: 4, height: 3), style: .rounded)
        #expect(buffer.snapshotLines == ["", " ╭──╮", " │  │", " ╰──╯"])
    }

    @Test func boxLeavesItsInsideAlone() {
        var buffer = ScreenBuffer(width: 5, height: 3)
        buffer.put("abc", column: 1, row: 1)
        buffer.drawBox(Rect(column: 0, row: 0, width: 5, height: 3))
        #expect(buffer.snapshotLines[1] == "│abc│")
    }

    @Test func boxTitleSitsInTheTopEdgeAndIsTruncated() {
        var buffer = ScreenBuffer(width: 14, height: 2)
        buffer.drawBox(Rect(column: 0, row: 0, width: 14, height: 2), style: .rounded, title: "Appearance")
        #expect(buffer.snapshotLines[0] == "╭─ Appeara… ─╮")
        buffer.drawBox(Rect(column: 0, row: 0, width: 14, height: 2), style: .rounded, title: "Theme")
        #expect(buffer.snapshotLines[0] == "╭─ Theme ────╮")
    }

    @Test func boxPartlyOffScreenIsClipped() {
        var buffer = ScreenBuffer(width: 3, height: 2)
        buffer.drawBox(Rect(column: -2, row: -1, width: 5, height: 3))
        #expect(buffer.snapshotLines == ["  │", "──┘"])
    }

    @Test(arguments: [(1, 3), (3, 1), (0, 0), (-2, 4)])
    func boxTooSmallForAFrameDrawsNothing(width: Int, height: Int) {
        var buffer = ScreenBuffer(width: 4, height: 4)
        buffer.drawBox(Rect(column: 0, row: 0, width: width, height: height))
        #expect(buffer == ScreenBuffer(width: 4, height: 4))
    }

    @Test func horizontalRuleIsClippedToTheBuffer() {
        var buffer = ScreenBuffer(width: 6, height: 2)
        buffer.drawHorizontalRule(column: 2, row: 1, width: 10, style: .double)
        #expect(buffer.snapshotLines == ["", "  ════"])
    }

    @Test func dividerJoinsTheEdgesOfABox() {
        var buffer = ScreenBuffer(width: 5, height: 4)
        let box = Rect(column: 0, row: 0, width: 5, height: 4)
        buffer.drawBox(box)
        buffer.drawDivider(across: box, row: 2)
        #expect(buffer.snapshotLines == ["┌───┐", "│   │", "├───┤", "└───┘"])
    }
}
