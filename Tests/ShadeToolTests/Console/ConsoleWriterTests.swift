import Synchronization
import Testing

@testable import ShadeTool

/// A long report written through a console's writer: every piece in order, gathered into a few
/// large writes.
@Suite struct ConsoleWriterTests {
    @Test func theTextIsWrittenWholeInOrderInPiecesOfAtLeast64KiB() {
        let writes = Mutex<[String]>([])
        let console = Console(
            environment: [:], outputIsTerminal: false, errorIsTerminal: false,
            writeOutput: { text in writes.withLock { $0.append(text) } }, writeError: { _ in })
        let lines = (0..<20_000).map { TerminalText(verbatim: "line \($0) é\n") }
        console.write { writer in lines.forEach { writer.write($0) } }
        let written = writes.withLock { $0 }
        #expect(written.joined() == lines.map(\.text).joined())
        // Every write but the last is at least 64 KiB, and there are few of them.
        #expect(written.dropLast().allSatisfy { $0.utf8.count >= 1 << 16 })
        #expect(written.count == (lines.map(\.text).joined().utf8.count >> 16) + 1)
    }

    @Test func nothingWrittenIsNoWrite() {
        let writes = Mutex(0)
        let console = Console(
            environment: [:], outputIsTerminal: false, errorIsTerminal: false,
            writeOutput: { _ in writes.withLock { $0 += 1 } }, writeError: { _ in })
        console.write { writer in writer.write("") }
        #expect(writes.withLock { $0 } == 0)
    }
}
