public import ShadeDiagnostics
import ShadeJSON
public import ShadeTheme

/// A value a theme asked its catalog for and did not get as it should: a name that is missing,
/// of the wrong type, without a value, or ambiguous. ``ThemeValues`` collects them while an app's
/// theme is filled from a catalog; the theme gets the fallback value instead (for an ambiguous
/// name, the first match).
///
/// ```swift
/// let values = ThemeValues(catalog: catalog, id: "aurora")
/// let theme = BasicTheme(values, base: .standard)
/// for problem in values.problems { print(problem) }
/// // Aurora.xcassets/Background.colorset/Contents.json:1:1: theme "aurora": "background" is a font
/// // ("Background"), not a color; the fallback is used
/// ```
public struct CatalogThemeProblem: Hashable, Sendable, CustomStringConvertible {
    /// The kind of value a theme asks for.
    public enum ValueKind: String, Hashable, Sendable, CustomStringConvertible {
        /// A color (an asset catalog's color set, a `color` token).
        case color
        /// An image (an asset catalog's image set).
        case image
        /// A font (a `typography`, `fontFamily` or `fontWeight` token).
        case font
        /// A length (a `dimension` token).
        case metric
        /// Any other token.
        case other

        /// The kind of `value`.
        public init(_ value: CatalogEntry.Value) {
            switch value {
            case .color: self = .color
            case .image: self = .image
            case .font: self = .font
            case .metric: self = .metric
            case .other: self = .other
            }
        }

        /// `color`, `image`, `font`, `metric` or `other value`.
        public var description: String { self == .other ? "other value" : rawValue }

        /// The kind with its article: `a color`, `an image`, `another value`.
        var withArticle: String {
            switch self {
            case .image: "an image"
            case .other: "another value"
            default: "a \(rawValue)"
            }
        }
    }

    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// No entry has the name (by the rule of ``ThemeValues``); the fallback is used.
        case missing
        /// The entry is of another kind: a font where a color was asked for; the fallback is used.
        case wrongType(found: ValueKind)
        /// The entry is a color that sets no value (an asset catalog's empty color set, which means
        /// "the system's default"); the fallback is used.
        case noValue
        /// Several entries match equally well (`color.light.background` and
        /// `color.dark.background` for `background`): the first, ``CatalogThemeProblem/entry``, is
        /// used; these are the others.
        case ambiguous(others: [String])
    }

    /// The theme being filled.
    public var themeID: ThemeID
    /// The names asked for, the preferred one first: `["titleFont", "title"]`.
    public var names: [String]
    /// The kind of value asked for.
    public var expected: ValueKind
    /// What went wrong.
    public var reason: Reason
    /// The entry involved (the one of the wrong type, without a value, or used), if any.
    public var entry: String?
    /// Where that entry is defined, when the reader knows.
    public var source: FileLocation?

    /// Creates a problem.
    public init(
        themeID: ThemeID, names: [String], expected: ValueKind, reason: Reason, entry: String? = nil,
        source: FileLocation? = nil
    ) {
        self.themeID = themeID
        self.names = names
        self.expected = expected
        self.reason = reason
        self.entry = entry
        self.source = source
    }

    /// The name asked for first.
    public var name: String { names.first ?? "" }

    /// Whether the theme got the fallback value instead of one from the catalog: `true` for
    /// everything but an ambiguous name.
    public var usedFallback: Bool {
        if case .ambiguous = reason { return false }
        return true
    }

    /// `file:line:column: theme "aurora": …` when the entry's place is known, so editors and logs
    /// link to it.
    public var description: String {
        (source.map { "\($0): " } ?? "") + message
    }

    /// The problem as a warning located at the entry, or at `themeFile` (the file the theme was
    /// read from) when the entry's place is not known: how a themes folder reports it.
    ///
    /// ```
    /// /themes/aurora.tokens.json: warning: theme "aurora": no color named "background"; the fallback is used
    /// ```
    public func diagnostic(themeFile: String) -> Diagnostic {
        Diagnostic(
            .warning, file: source?.file ?? themeFile, location: source?.position, path: source?.path,
            message: message)
    }

    /// `theme "aurora": …`, without the place.
    private var message: String {
        var text = "theme \(JSONWriter.displayQuoted(themeID.rawValue)): "
        let quotedNames = names.map { JSONWriter.displayQuoted($0) }.joined(separator: " or ")
        let quotedEntry = entry.map { JSONWriter.displayQuoted($0) } ?? ""
        switch reason {
        case .missing:
            text += "no \(expected) named \(quotedNames); the fallback is used"
        case .wrongType(let found):
            text +=
                "\(quotedNames) is \(found.withArticle) (\(quotedEntry)), not \(expected.withArticle); the fallback is used"
        case .noValue:
            text += "the \(expected) \(quotedEntry) for \(quotedNames) sets no value; the fallback is used"
        case .ambiguous(let others):
            let alternatives = others.map { JSONWriter.displayQuoted($0) }.joined(separator: ", ")
            text += "\(quotedNames) matches \(quotedEntry) and \(alternatives); \(quotedEntry) is used"
        }
        return text
    }
}
