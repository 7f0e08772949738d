import FuzzSupport
import ShadeTerminal

/// `KeyScript(parsing:)` on any text.
///
/// Properties: a script that is read writes (``KeyScript/description``) a script that reads back
/// to the same keys; a control key is one of those that exist; an error's column lies inside the
/// script (or one past its end) and its message shows no control character and stays short.
enum KeyScriptTarget {
    static func check(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let script: KeyScript
        do {
            script = try KeyScript(parsing: text)
        } catch {
            let count = text.count
            FuzzTarget.require(
                error.column >= 1 && error.column <= count + 1,
                "column \(error.column) of a script of \(count) characters")
            FuzzTarget.requirePrintable(error.description, "the message")
            FuzzTarget.require(error.description.count < 1000, "a message of \(error.description.count) characters")
            return
        }
        for key in script.keys {
            if case .control(let character) = key {
                FuzzTarget.require("abcdefghijklmnopqrstuvwxyz@\\]^_".contains(character), "no key is \(key)")
            }
        }
        let written = script.description
        do {
            let again = try KeyScript(parsing: written)
            FuzzTarget.require(
                again == script, "\(script.keys) writes \(written.debugDescription), read as \(again.keys)")
        } catch {
            FuzzTarget.require(
                false, "\(script.keys) writes \(written.debugDescription), which does not read: \(error)")
        }
    }
}

#if FUZZING
    /// libFuzzer's entry point: checks one input, the `size` bytes at `data`, with
    /// ``KeyScriptTarget/check(_:)``.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzTarget.run(data, size, KeyScriptTarget.check)
    }

    /// The executable's `main` (SwiftPM calls `<module>_main`): runs libFuzzer's loop on
    /// ``testOneInput(_:_:)`` with the options on the command line.
    @_cdecl("fuzz_keyscript_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
        FuzzTarget.runLibFuzzer(argc, argv, testOneInput)
    }
#else
    @main
    enum Main {
        static func main() {
            Replay.main("fuzz-keyscript", KeyScriptTarget.check)
        }
    }
#endif
