import Foundation
import Testing

@testable import ShadeCatalog

/// The unified diff `shade fix --dry-run` prints.
@Suite("Fix: unified diff")
struct UnifiedDiffTests {
    @Test func oneChangedValueGivesOneHunkWithThreeLinesOfContext() throws {
        let path = AssetCatalogRewriteTests.integerAndHex
        let old = try Fixtures.bytes(path)
        let new = Array(FixTesting.text(old).replacingOccurrences(of: "\"244\"", with: "\"250\"").utf8)
        #expect(
            UnifiedDiff.text(from: old, to: new, path: "Contents.json") == """
                --- a/Contents.json
                +++ b/Contents.json
                @@ -23,7 +23,7 @@
                         "color-space" : "srgb",
                         "components" : {
                           "alpha" : "1.000",
                -          "blue" : "244",
                +          "blue" : "250",
                           "green" : "158",
                           "red" : "94"
                         }

                """)
    }

    @Test func sameBytesGiveNoDiff() {
        #expect(UnifiedDiff.text(from: Array("a\nb\n".utf8), to: Array("a\nb\n".utf8), path: "x") == "")
    }

    @Test func linesAddedAndRemovedAreALineDiff() {
        let old = Array("a\nb\nc\nd\ne\nf\ng\nh\ni\n".utf8)
        let new = Array("a\nc\nd\nX\ne\nf\ng\nh\ni\nj".utf8)
        // As `diff -u` gives it.
        #expect(
            UnifiedDiff.text(from: old, to: new, path: "f") == """
                --- a/f
                +++ b/f
                @@ -1,9 +1,10 @@
                 a
                -b
                 c
                 d
                +X
                 e
                 f
                 g
                 h
                 i
                +j
                \\ No newline at end of file

                """)
    }

    @Test func changesFarApartInALargeFileGiveSeparateHunks() {
        let lines = (1...100_000).map { "  \"line\" : \"\($0)\",\n" }
        var changed = lines
        for index in [9, 50_000, 99_999] { changed[index] = "  \"line\" : \"changed\",\n" }
        let diff = UnifiedDiff.text(
            from: Array(lines.joined().utf8), to: Array(changed.joined().utf8), path: "big.json")
        let headers = diff.split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(headers == ["@@ -7,7 +7,7 @@", "@@ -49998,7 +49998,7 @@", "@@ -99997,4 +99997,4 @@"])
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("-  ") }.count == 3)
        #expect(diff.contains("-  \"line\" : \"50001\",\n+  \"line\" : \"changed\",\n"))
    }

    @Test func insertionIntoAnEmptyFileStartsAtLineZero() {
        #expect(
            UnifiedDiff.text(from: [], to: Array("x\n".utf8), path: "e") == """
                --- a/e
                +++ b/e
                @@ -0,0 +1 @@
                +x

                """)
    }

    @Test func veryDifferentVersionsStillGiveACorrectDiff() {
        let old = (0..<3000).map { "old \($0)\n" }.joined()
        let new = (0..<3000).map { "new \($0)\n" }.joined()
        let diff = UnifiedDiff.text(from: Array(old.utf8), to: Array(new.utf8), path: "f")
        let lines = diff.split(separator: "\n")
        #expect(lines[2] == "@@ -1,3000 +1,3000 @@")
        #expect(lines.filter { $0.hasPrefix("-old") }.count == 3000)
        #expect(lines.filter { $0.hasPrefix("+new") }.count == 3000)
    }
}
