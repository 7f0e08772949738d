import ShadeDiagnostics

/// Byte offsets of the places Shade's JSON reader reports, for a fix that rewrites a file's bytes.
///
/// A line starts after each line feed (the first after a UTF-8 byte-order mark, which the reader
/// skips), and a column counts Unicode scalars from 1: the bytes that continue a scalar's UTF-8 do
/// not move it, and a tab or a carriage return counts one, as `JSONReader` counts them.
struct JSONByteIndex {
    let bytes: [UInt8]
    /// The offset of each line's first byte, from line 1.
    private var lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The offset of the byte at `location`, or `nil` when the file has no such place.
    func offset(of location: DocumentLocation) -> Int? {
        guard location.line >= 1, location.line <= lineStarts.count, location.column >= 1 else { return nil }
        var offset = lineStarts[location.line - 1]
        var column = 1
        while column < location.column {
            guard offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") else { return nil }
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset < bytes.count ? offset : nil
    }

    /// The location just past the bytes `start..<end` of one line, which begin at `location`.
    func location(after location: DocumentLocation, bytes range: Range<Int>) -> DocumentLocation {
        let scalars = bytes[range].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return DocumentLocation(line: location.line, column: location.column + scalars)
    }

    /// The bytes of the string or number literal that starts at `offset`, or `nil` when none does.
    func literal(at offset: Int) -> Range<Int>? {
        guard offset < bytes.count else { return nil }
        if bytes[offset] == UInt8(ascii: "\"") {
            var index = offset + 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""): return offset..<(index + 1)
                default: index += 1
                }
            }
            return nil
        }
        var index = offset
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        return index > offset ? offset..<index : nil
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default: false
        }
    }
}
