import FuzzSupport
import ShadeTheme

/// `ThemePreferences(fileContents:)`, the preference file's reader, on any bytes.
///
/// Properties: preferences that are read write a file that reads back to the same preferences
/// (and writes the same text again); a file that is refused is damaged data (never a storage
/// error), with a location inside the file when it has one and a message that shows no control
/// character.
enum PreferencesTarget {
    static func check(_ bytes: [UInt8]) {
        let preferences: ThemePreferences
        do {
            preferences = try ThemePreferences(fileContents: bytes)
        } catch {
            FuzzTarget.require(error.isDamagedData, "a file's contents give the error \(error)")
            if let location = error.location { FuzzTarget.requireLocation(location, in: bytes, "the error \(error)") }
            FuzzTarget.requirePrintable(error.description, "the message")
            FuzzTarget.require(error.description.count < 1000, "a message of \(error.description.count) characters")
            return
        }
        let text = preferences.fileContents()
        do {
            let again = try ThemePreferences(fileContents: Array(text.utf8))
            FuzzTarget.require(again == preferences, "\(preferences) reads back as \(again) from\n\(text)")
            FuzzTarget.require(again.fileContents() == text, "writing again gives other text")
        } catch {
            FuzzTarget.require(false, "\(preferences) writes a file that does not read back: \(error)\n\(text)")
        }
    }
}

#if FUZZING
    /// libFuzzer's entry point: checks one input, the `size` bytes at `data`, with
    /// ``PreferencesTarget/check(_:)``.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzTarget.run(data, size, PreferencesTarget.check)
    }

    /// The executable's `main` (SwiftPM calls `<module>_main`): runs libFuzzer's loop on
    /// ``testOneInput(_:_:)`` with the options on the command line.
    @_cdecl("fuzz_preferences_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
        FuzzTarget.runLibFuzzer(argc, argv, testOneInput)
    }
#else
    @main
    enum Main {
        static func main() {
            Replay.main("fuzz-preferences", PreferencesTarget.check)
        }
    }
#endif
