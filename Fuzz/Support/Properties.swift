public import ShadeDiagnostics

extension FuzzTarget {
    /// The lines of a document, to check locations against.
    public struct Lines {
        /// Each line's length in columns: its bytes that do not continue a UTF-8 sequence, since
        /// the reader counts columns in Unicode scalars.
        let lengths: [Int]

        /// The lines of `bytes`, split at line feeds.
        public init(_ bytes: [UInt8]) {
            var lengths = [0]
            for byte in bytes {
                if byte == UInt8(ascii: "\n") {
                    lengths.append(0)
                } else if byte & 0xC0 != 0x80 {
                    lengths[lengths.count - 1] += 1
                }
            }
            self.lengths = lengths
        }

        /// Requires `location` to lie inside the document: a line that exists, and a column at
        /// most one past the end of that line (where an error at the end of a line or of the
        /// document points).
        public func requireInside(_ location: DocumentLocation, _ what: @autoclosure () -> String) {
            FuzzTarget.require(
                location.line >= 1 && location.line <= lengths.count,
                "\(what()): line \(location.line) of a document of \(lengths.count) lines")
            let length = lengths[location.line - 1]
            FuzzTarget.require(
                location.column >= 1 && location.column <= length + 1,
                "\(what()): column \(location.column) of line \(location.line), which is \(length) long")
        }
    }

    /// Requires `location` to lie inside the document `bytes` (see ``Lines/requireInside(_:_:)``).
    public static func requireLocation(
        _ location: DocumentLocation, in bytes: [UInt8], _ what: @autoclosure () -> String
    ) {
        Lines(bytes).requireInside(location, what())
    }

    /// Requires `text` (an error message, a diagnostic) to hold nothing a terminal would act on
    /// or hide: no control character (C0, DEL, C1), no format character (bidirectional
    /// overrides, zero-width characters), no line or paragraph separator, no U+FFFD standing for
    /// bytes that were not shown.
    public static func requirePrintable(_ text: String, _ what: @autoclosure () -> String) {
        for scalar in text.unicodeScalars {
            let hidden: Bool
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: hidden = true
            default: hidden = scalar == "\u{FFFD}"
            }
            require(
                !hidden,
                "\(what()) shows U+\(String(scalar.value, radix: 16, uppercase: true)) raw: \(text.debugDescription)")
        }
    }
}
