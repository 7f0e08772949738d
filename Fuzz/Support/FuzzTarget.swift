#if FUZZING
    import CLibFuzzer
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What every fuzz target shares: how an input is handed to its check, how a broken property
/// stops the run, and the loop that runs it.
///
/// A target is a function that takes one input's bytes and checks properties of what a parser
/// makes of them, calling ``FuzzTarget/require(_:_:)`` for each. Built with `-D FUZZING` and
/// `-sanitize=fuzzer,address` (`Scripts/fuzz`), libFuzzer calls it with input after input;
/// built normally, the same executable replays the files (or folders of files) named on its
/// command line, which is how a crash file is reproduced.
public enum FuzzTarget {
    /// Stops the run with `message` when `condition` does not hold, so that libFuzzer keeps the
    /// input as a crash file, or the replay stops at it.
    public static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        let input = currentInput.map { " (input \($0))" } ?? ""
        writeError("property failed\(input): \(message())\n")
        abort()
    }

    /// The file being replayed, for the message of a broken property. Only the replay sets it,
    /// from its single thread, before it calls the check; fuzzing runs leave it `nil`.
    nonisolated(unsafe) static var currentInput: String?

    /// Writes `text` to standard error, unbuffered, so it is there even when the process aborts.
    public static func writeError(_ text: String) {
        var text = text
        text.withUTF8 { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
    }

    /// Calls `check` with the bytes libFuzzer passes: the body of `LLVMFuzzerTestOneInput`.
    public static func run(_ data: UnsafePointer<UInt8>?, _ size: Int, _ check: ([UInt8]) -> Void) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        check(bytes)
        return 0
    }

    #if FUZZING
        /// Runs libFuzzer's loop with `callback`, reading its options from the command line.
        ///
        /// SwiftPM links an executable's `main` to the function `<module>_main` on Linux, so each
        /// target defines that function (with `@_cdecl`) and calls this from it.
        public static func runLibFuzzer(
            _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
            _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
        ) -> CInt {
            var argc = argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
            return LLVMFuzzerRunDriver(&argc, &argv, callback)
        }
    #endif
}
