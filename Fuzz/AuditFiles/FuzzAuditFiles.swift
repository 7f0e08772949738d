import FuzzSupport
import ShadeTool

/// The readers of `shade audit`'s own files, `shade.json` and the baseline
/// (`AuditFileReading`), each on every input.
///
/// Properties: a refused file has a message that shows no control character and stays short,
/// and a location inside the file when it has one; a baseline that is read writes a file that
/// reads back to as many entries and writes the same text again, and that `--write-baseline`
/// would replace.
enum AuditFilesTarget {
    static func check(_ bytes: [UInt8]) {
        do {
            _ = try AuditFileReading.configuration(bytes)
        } catch {
            requireRefusal(error, in: bytes, "shade.json")
        }
        let read: (entries: Int, text: String)
        do {
            read = try AuditFileReading.baseline(bytes)
        } catch {
            requireRefusal(error, in: bytes, "the baseline")
            return
        }
        FuzzTarget.require(AuditFileReading.isBaseline(Array(read.text.utf8)), "a baseline written is not a baseline")
        FuzzTarget.require(AuditFileReading.isBaseline(bytes), "a baseline read is not one --write-baseline replaces")
        do {
            let again = try AuditFileReading.baseline(Array(read.text.utf8))
            FuzzTarget.require(again.entries == read.entries, "\(read.entries) entries read back as \(again.entries)")
            FuzzTarget.require(again.text == read.text, "writing again gives other text:\n\(read.text)\n\(again.text)")
        } catch {
            FuzzTarget.require(false, "a baseline writes a file that does not read back: \(error)\n\(read.text)")
        }
    }

    static func requireRefusal(_ refusal: AuditFileReading.Refusal, in bytes: [UInt8], _ what: String) {
        if let location = refusal.location {
            FuzzTarget.requireLocation(location, in: bytes, "\(what): \(refusal.description)")
        }
        FuzzTarget.requirePrintable(refusal.description, "\(what)'s message")
        FuzzTarget.require(
            refusal.description.count < 1000, "\(what): a message of \(refusal.description.count) characters")
    }
}

#if FUZZING
    /// libFuzzer's entry point: checks one input, the `size` bytes at `data`, with
    /// ``AuditFilesTarget/check(_:)``.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzTarget.run(data, size, AuditFilesTarget.check)
    }

    /// The executable's `main` (SwiftPM calls `<module>_main`): runs libFuzzer's loop on
    /// ``testOneInput(_:_:)`` with the options on the command line.
    @_cdecl("fuzz_auditfiles_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
        FuzzTarget.runLibFuzzer(argc, argv, testOneInput)
    }
#else
    @main
    enum Main {
        static func main() {
            Replay.main("fuzz-auditfiles", AuditFilesTarget.check)
        }
    }
#endif
