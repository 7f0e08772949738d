import Foundation

/// The sanitizer settings in this process's environment: `ASAN_OPTIONS`, `LSAN_OPTIONS`,
/// `UBSAN_OPTIONS`, `TSAN_OPTIONS` and the symbolizer's path, those that are set.
///
/// A test that starts a child process with an environment of its own adds these to it, so that a
/// child built with the same sanitizer (as every target of a `swift test --sanitize=…` build is)
/// follows the same settings as the tests: the same suppressions, and stopping at the first error.
///
/// Suppressions name functions, which a sanitizer finds by running `llvm-symbolizer`; a child
/// given an environment without `PATH` would not find it, and no suppression would match. So when
/// any setting is passed on, the symbolizer that this process's `PATH` finds is passed on too, as
/// `ASAN_SYMBOLIZER_PATH`.
public func sanitizerEnvironment() -> [String: String] {
    let names: Set = ["ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS", "TSAN_OPTIONS", "ASAN_SYMBOLIZER_PATH"]
    let environment = ProcessInfo.processInfo.environment
    var settings = environment.filter { names.contains($0.key) }
    if !settings.isEmpty, settings["ASAN_SYMBOLIZER_PATH"] == nil,
        let symbolizer = environment["PATH"]?.split(separator: ":").map({ "\($0)/llvm-symbolizer" })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    {
        settings["ASAN_SYMBOLIZER_PATH"] = symbolizer
    }
    return settings
}

/// Whether this process runs with the address or the thread sanitizer's runtime, as the tests of a
/// `swift test --sanitize=address` (or `thread`) build do. Such a build runs several times slower,
/// so a bound on the time something takes, set for a plain build, does not hold there.
public let isSanitized: Bool = {
    let process = dlopen(nil, RTLD_NOW)
    return dlsym(process, "__asan_init") != nil || dlsym(process, "__tsan_init") != nil
}()
