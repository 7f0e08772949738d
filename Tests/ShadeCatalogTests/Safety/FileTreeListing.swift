import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A checksum listing of everything under a folder, names taken as the bytes the file system
/// holds (UTF-8 or not): each entry's path below the folder, with `dir`, `link -> target`, or the
/// file's size and FNV-1a hash. Two listings are equal when the trees hold the same names, kinds,
/// links and bytes.
func checksumListing(of root: String) -> [String: String] {
    var listing: [String: String] = [:]
    func visit(_ path: [UInt8], relative: String) {
        guard let directory = opendir(cPath(path)) else { return }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
        }
        closedir(directory)
        for name in names {
            let child = path + [0x2F] + name
            let shown =
                relative + "/"
                + name.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x\(String($0, radix: 16))" }
                .joined()
            var info = stat()
            guard lstat(cPath(child), &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                listing[shown] = "dir"
                visit(child, relative: shown)
            case S_IFLNK:
                var buffer = [CChar](repeating: 0, count: 4096)
                let count = readlink(cPath(child), &buffer, buffer.count - 1)
                listing[shown] =
                    "link -> " + String(decoding: buffer[..<max(count, 0)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            default:
                let bytes = readBytes(child)
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                for byte in bytes {
                    hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
                }
                listing[shown] = "\(bytes.count) bytes, \(String(hash, radix: 16))"
            }
        }
    }
    visit(Array(root.utf8), relative: "")
    return listing
}

/// The bytes of the file at `path` (bytes that need not be UTF-8).
private func readBytes(_ path: [UInt8]) -> [UInt8] {
    let descriptor = open(cPath(path), O_RDONLY)
    guard descriptor >= 0 else { return [] }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 { return bytes }
        bytes += chunk[..<count]
    }
}

/// `path` as a C string.
func cPath(_ path: [UInt8]) -> [CChar] {
    path.map { CChar(bitPattern: $0) } + [0]
}

/// Creates a file whose path is the bytes `path` (which need not be UTF-8), holding `text`.
func writeRawFile(_ path: [UInt8], _ text: String) {
    let descriptor = open(cPath(path), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
}
