import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `path` as a C string.
public func cPath(_ path: [UInt8]) -> [CChar] {
    path.map { CChar(bitPattern: $0) } + [0]
}

/// Creates a file whose path is the bytes `path` (which need not be UTF-8), holding `text`.
public func writeRawFile(_ path: [UInt8], _ text: String) {
    let descriptor = open(cPath(path), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
}
