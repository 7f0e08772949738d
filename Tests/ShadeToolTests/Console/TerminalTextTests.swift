import ShadeDiagnostics
import ShadeTerminal
import Testing

@testable import ShadeTool

/// Text for the terminal: what Shade writes is kept, what it quotes is escaped, by type.
@Suite struct TerminalTextTests {
    let hostile = "dark\u{1B}[2J\u{7}\u{202E}\nnext"

    @Test func literalsAreKeptAndInterpolatedStringsEscaped() {
        let text: TerminalText = "no color named \"\(hostile)\"\n"
        #expect(text.text == #"no color named "dark\u001B[2J\u0007\u202E\u000Anext""# + "\n")
    }

    @Test func terminalTextIsKeptWhereverItIsPut() {
        let painter = Painter(mode: .trueColor)
        let bold = painter.bold(TerminalText(quoting: hostile))
        #expect(bold.text == "\u{1B}[1m" + #"dark\u001B[2J\u0007\u202E\u000Anext"# + "\u{1B}[0m")
        let line: TerminalText = "  \(bold): \(3) colors"
        #expect(line.text == "  " + bold.text + ": 3 colors")
        #expect(([bold, "plain"] as [TerminalText]).joined(separator: ", ").text == bold.text + ", plain")
    }

    @Test func errorsAreTheirOwnTextOrTheirDescriptionEscaped() {
        struct Plain: Error, CustomStringConvertible { var description: String }
        let reported = OutputProblem.exists(path: hostile)
        let quoted: TerminalText = "\(error: reported)"
        #expect(quoted == reported.terminalText)
        #expect(quoted.text.hasPrefix(#"dark\u001B[2J"#))
        let plain: TerminalText = "\(error: Plain(description: "bad \u{1B}"))"
        #expect(plain.text == #"bad \u001B"#)
        // Text Shade escaped already is not escaped again.
        let twice: TerminalText = "\(DisplayText.escaped(hostile))"
        #expect(twice.text == TerminalText(quoting: hostile).text)
    }
}
