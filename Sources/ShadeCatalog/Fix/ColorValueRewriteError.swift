public import ShadeDiagnostics

/// Why ``ColorValueRewriter`` refused an edit: where, and what stands in the way.
///
/// Its ``description`` is `file:line:column: message`, as every message of Shade's reads:
/// `Brand.colorset/Contents.json:12:18: the value is an alias of `color.blue.5`; change that token
/// instead`.
public struct ColorValueRewriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What stands in the way of an edit.
    public enum Reason: Hashable, Sendable {
        /// The variant records no place in a file (``ColorVariant/valueSource`` is `nil`): a
        /// Figma variable, a value made in code, a system color expanded into its values.
        case noSource
        /// The edit is for another file than the bytes given.
        case otherFile
        /// The value is an alias of this token: the color is written there, not here.
        case alias(String)
        /// The value refers elsewhere: a JSON pointer (`$ref`), or a component that is one.
        case reference
        /// The value is a reference to a system color, which has no components to change.
        case systemColorReference
        /// The place holds no color value this rewriter knows how to write.
        case notAColor
        /// The file no longer holds the value it was read with at that place: it changed since it
        /// was read (or is no longer well-formed JSON).
        case changedSinceRead
        /// Two edits change the same bytes.
        case overlappingEdits
    }

    /// Where the value is: the edit's location.
    public var location: FileLocation
    /// What stands in the way.
    public var reason: Reason
    /// The message: what was found and what to do.
    public var message: String

    /// Creates an error.
    public init(location: FileLocation, reason: Reason, message: String) {
        self.location = location
        self.reason = reason
        self.message = message
    }

    /// `file:line:column: message`.
    public var description: String { "\(location): \(message)" }
}
