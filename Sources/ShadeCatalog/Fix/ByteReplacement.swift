public import ShadeDiagnostics

/// One run of bytes of a file replaced by others: what a fix changes, and what a SARIF `fixes`
/// entry reports (`deletedRegion` and `insertedContent`).
///
/// ``ColorValueRewriter/replacements(for:in:file:)-([ColorValueEdit],_,_)`` makes them, one per component that changes,
/// and ``ColorValueRewriter/applying(_:to:)`` applies them.
public struct ByteReplacement: Hashable, Sendable {
    /// The offset of the first byte replaced, from the start of the file (a byte-order mark
    /// included).
    public var offset: Int
    /// The number of bytes replaced.
    public var length: Int
    /// The bytes written in their place.
    public var replacement: [UInt8]
    /// Where the replaced bytes start: line and column, the column counted in Unicode scalars as
    /// Shade's JSON reader counts it.
    public var start: DocumentLocation
    /// Where they end, exclusive, as SARIF counts it: the column after the last byte replaced.
    public var end: DocumentLocation
    /// The bytes replaced, as the file held them.
    public var original: [UInt8]

    /// Creates a replacement.
    public init(
        offset: Int, length: Int, replacement: [UInt8], start: DocumentLocation, end: DocumentLocation,
        original: [UInt8]
    ) {
        self.offset = offset
        self.length = length
        self.replacement = replacement
        self.start = start
        self.end = end
        self.original = original
    }
}
