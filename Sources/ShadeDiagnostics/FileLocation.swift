/// A position in a text document: 1-based line and column, the column counted in Unicode scalars.
public struct DocumentLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line 3, column 14`.
    public var description: String { "line \(line), column \(column)" }

    /// Whether `lhs` comes before `rhs` in the document: by line, then column.
    public static func < (lhs: DocumentLocation, rhs: DocumentLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// Where a diagnostic points: a file, the line and column in it when known, and the entry or
/// token there (`Brand/Primary`, `color.bg.default`) when there is one.
///
/// Its ``description`` is the one `file:line:column` every message of Shade's uses, the form
/// compilers use, so editors and CI logs link to the place.
public struct FileLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The file, as the reader was given it (a path, or a name for text read from memory).
    public var file: String
    /// The line, from 1, when known.
    public var line: Int?
    /// The column, from 1, when known.
    public var column: Int?
    /// The path in the document: the entry or token the place belongs to, if any.
    public var path: String?

    /// Creates a location.
    public init(file: String, line: Int? = nil, column: Int? = nil, path: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
    }

    /// Creates a location at a position read from a document, or of the whole file for `nil`.
    public init(file: String, position: DocumentLocation?, path: String? = nil) {
        self.init(file: file, line: position?.line, column: position?.column, path: path)
    }

    /// The line and column, when both are known.
    public var position: DocumentLocation? {
        guard let line, let column else { return nil }
        return DocumentLocation(line: line, column: column)
    }

    /// `file:line:column`, `file:line` or `file`, with every character of the file's name that
    /// would not show written as an escape (`\u001B`).
    public var description: String {
        var text = DisplayText.escaped(file)
        if let line { text += ":\(line)" }
        if let column { text += ":\(column)" }
        return text
    }

    /// By file, then line and column (the whole file first), then path.
    public static func < (lhs: FileLocation, rhs: FileLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        let left = (lhs.line ?? 0, lhs.column ?? 0)
        let right = (rhs.line ?? 0, rhs.column ?? 0)
        if left != right { return left < right }
        return (lhs.path ?? "") < (rhs.path ?? "")
    }
}
