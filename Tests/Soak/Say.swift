#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `line` and a line break to standard output at once, unbuffered, so progress shows up
/// while the soak runs even when its output is a pipe (as in CI).
func say(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

/// Blocks the calling thread for `duration`.
func sleepThread(for duration: Duration) {
    guard duration > .zero else { return }
    let (seconds, attoseconds) = duration.components
    var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0, errno == EINTR {
        request = remaining
    }
}
