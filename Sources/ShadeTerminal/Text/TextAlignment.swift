/// Where text sits in a field wider than the text.
public enum TextAlignment: Hashable, Sendable {
    /// At the left edge, padded on the right.
    case leading
    /// In the middle; when the padding is odd, the extra column goes on the right.
    case center
    /// At the right edge, padded on the left.
    case trailing
}
