import Foundation

/// The sanitizer settings in this process's environment: `ASAN_OPTIONS`, `LSAN_OPTIONS`,
/// `UBSAN_OPTIONS`, `TSAN_OPTIONS` and the symbolizer's path, those that are set.
///
/// A test that starts a child process with an environment of its own adds these to it, so that a
/// child built with the same sanitizer (as every target of a `swift test --sanitize=…` build is)
/// follows the same settings as the tests: the same suppressions, and stopping at the first error.
public func sanitizerEnvironment() -> [String: String] {
    let names: Set = ["ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS", "TSAN_OPTIONS", "ASAN_SYMBOLIZER_PATH"]
    return ProcessInfo.processInfo.environment.filter { names.contains($0.key) }
}
