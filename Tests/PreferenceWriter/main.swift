// Saves preferences in a loop until it is killed; the crash-safety test kills it at random moments
// and checks that the preference file is always whole. Writes "saved" to standard output after the
// first save.
//
// Usage: preference-writer <file> <round>

import Shade

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `message` and a line break to standard error.
func printError(_ message: String) {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let round = Int(arguments[2]) else {
    printError("usage: preference-writer <file> <round>")
    exit(64)
}
let store = FilePreferenceStore(path: arguments[1])
// A long theme name makes each file a few kilobytes, so a kill often lands in the middle of a
// write; a store that wrote in place would then leave a truncated file.
let padding = String(repeating: "x", count: 4000)
var count = 0
while true {
    let preferences = ThemePreferences(
        appearance: AppearancePreference.allCases[count % 3],
        contrast: ContrastPreference.allCases[count % 3],
        themeID: ThemeID("round-\(round)-write-\(count)-\(padding)"))
    do {
        try store.save(preferences)
    } catch {
        printError("\(error)")
        exit(1)
    }
    if count == 0 {
        // Tell the test that writing is under way, so it times its kill from here and not from
        // the start, which is slow on a loaded machine or under a sanitizer.
        let line = Array("saved\n".utf8)
        _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    }
    count += 1
}
