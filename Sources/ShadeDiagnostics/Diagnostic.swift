/// A problem found in a file: what was expected, what was found, and where.
///
/// The one diagnostic of Shade's: the theme-file readers, the themes folder and the audit report
/// through it, and ``description`` is the one way it is written. A reader never stops at the
/// first problem: it returns what it could read together with every diagnostic. An error means
/// something was left out (a color that cannot be read, an alias that leads nowhere); a warning
/// means the file deviates from its format but was read as its author surely meant.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious it is.
    public var severity: Severity
    /// The file, as the reader was given it (a path, or a name for text read from memory).
    public var file: String
    /// Where in the file, or `nil` for a problem of the file as a whole (a missing file).
    public var location: DocumentLocation?
    /// The entry or token the problem belongs to (`Brand/Primary`, `color.bg.default`), if any.
    public var path: String?
    /// What is wrong, as a sentence fragment: `expected a number from 0 to 1, found "1.5"`.
    ///
    /// Text quoted from a file is escaped where it would not show (`"\u0007"`, see
    /// ``description``).
    public var message: String

    /// Creates a diagnostic; characters of `message` that would not show are escaped, as
    /// ``description`` does.
    public init(
        _ severity: Severity,
        file: String,
        location: DocumentLocation? = nil,
        path: String? = nil,
        message: String
    ) {
        self.severity = severity
        self.file = file
        self.location = location
        self.path = path
        self.message = DisplayText.escaped(message)
    }

    /// `file:line:column: error: color.bg.default: message`, the form compilers use, so editors
    /// and CI logs link to the place.
    ///
    /// The file, the path and the message may quote what a file holds, so every character that a
    /// terminal would act on or a reader could not see (a control or format character, a space
    /// other than U+0020) is written as a JSON escape, `\u001B`: printing a diagnostic never
    /// sends a terminal the file's control characters.
    public var description: String {
        var text = source.description + ": \(severity): "
        if let path { text += "\(DisplayText.escaped(path)): " }
        return text + DisplayText.escaped(message)
    }

    /// The file, the place in it and the path, as one location.
    public var source: FileLocation {
        FileLocation(file: file, position: location, path: path)
    }
}
