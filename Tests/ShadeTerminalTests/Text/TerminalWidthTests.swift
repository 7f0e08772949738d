import Testing

@testable import ShadeTerminal

@Suite("Terminal widths, truncation and padding")
struct TerminalWidthTests {
    static let widths: [(Character, Int)] = [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("Ж", 1), ("─", 1), ("…", 1),
        ("日", 2), ("한", 2), ("ア", 2), ("Ａ", 2), ("。", 2),
        ("😀", 2), ("👍🏽", 2), ("🇫🇷", 2), ("❤️", 2), ("👨‍👩‍👧", 2),
        ("❤", 1), ("©", 1),
    ]

    @Test(arguments: widths)
    func characterWidthFollowsEastAsianWidthAndEmojiPresentation(character: Character, width: Int) {
        #expect(character.terminalWidth == width, "\(character.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func stringWidthIsTheSumOfCharacterWidths() {
        #expect("Dark 🌙".terminalWidth == 7)
        #expect("日本語".terminalWidth == 6)
        #expect("".terminalWidth == 0)
    }

    @Test func textThatFitsIsNotTruncated() {
        #expect("Light".truncated(toWidth: 5) == "Light")
        #expect("Light".truncated(toWidth: 50) == "Light")
    }

    @Test func longTextEndsInAnEllipsisWithinTheWidth() {
        #expect("Appearance".truncated(toWidth: 6) == "Appea…")
        #expect("Appearance".truncated(toWidth: 1) == "…")
        #expect("Appearance".truncated(toWidth: 0) == "")
        #expect("Appearance".truncated(toWidth: -4) == "")
    }

    @Test func truncationNeverSplitsAWideCharacter() {
        #expect("日本語".truncated(toWidth: 4) == "日…")
        #expect("日本語".truncated(toWidth: 5) == "日本…")
    }

    @Test(arguments: [
        (TextAlignment.leading, "Dark    "), (.center, "  Dark  "), (.trailing, "    Dark"),
    ])
    func paddingPlacesTextByAlignment(alignment: TextAlignment, expected: String) {
        #expect("Dark".padded(toWidth: 8, alignment: alignment) == expected)
    }

    @Test func centeringPutsTheOddColumnOnTheRight() {
        #expect("Dark".padded(toWidth: 7, alignment: .center) == " Dark  ")
    }

    @Test func paddingTruncatesTooLongText() {
        #expect("System".padded(toWidth: 4) == "Sys…")
        #expect("日本語".padded(toWidth: 4).terminalWidth == 4)
    }
}
