import ShadeDiagnostics

/// A file a report for CI names: relative to the current directory when it is inside it (CI runs
/// in the repository's root, which is what GitHub and SARIF viewers resolve names against),
/// otherwise absolute; `/` between the components, `.` and `..` resolved.
///
/// ```swift
/// ArtifactPath("Colors.xcassets/Accent Color.colorset/Contents.json", in: "/repo").uri
/// // "Colors.xcassets/Accent%20Color.colorset/Contents.json"
/// ArtifactPath("/repo/tokens/../tokens/dark.tokens.json", in: "/repo").path  // "tokens/dark.tokens.json"
/// ArtifactPath("/elsewhere/theme.tokens.json", in: "/repo").uri  // "file:///elsewhere/theme.tokens.json"
/// ```
struct ArtifactPath: Hashable, Sendable {
    /// The path: relative (no leading `./`) when ``isRelative``, else absolute.
    var path: String
    /// Whether ``path`` is relative to the current directory.
    var isRelative: Bool

    /// The path of `file`, a path as the reports write it (relative to `currentDirectory`, or
    /// absolute), from `currentDirectory`, an absolute path.
    init(_ file: String, in currentDirectory: String) {
        self.init(file, in: currentDirectory, components: Self.components(of: currentDirectory))
    }

    /// ``init(_:in:)`` with the current directory's components already worked out.
    fileprivate init(_ file: String, in currentDirectory: String, components base: [String]) {
        let absolute =
            file.hasPrefix("/") ? Self.components(of: file) : Self.components(of: currentDirectory + "/" + file)
        if absolute.count > base.count, absolute[..<base.count].elementsEqual(base) {
            path = absolute.dropFirst(base.count).joined(separator: "/")
            isRelative = true
        } else {
            path = "/" + absolute.joined(separator: "/")
            isRelative = false
        }
    }

    /// The path as a URI reference, for SARIF's `artifactLocation.uri`: a relative reference
    /// (resolved against `%SRCROOT%`, the current directory) or a `file://` URI; every byte
    /// other than an unreserved character (`A-Z a-z 0-9 - . _ ~`) and `/` is percent-encoded
    /// (`%20` for a space, UTF-8 bytes for other characters).
    var uri: String {
        let encoded = Self.percentEncoded(path)
        return isRelative ? encoded : "file://" + encoded
    }

    /// `directory` as a `file://` URI ending in `/`, for SARIF's `originalUriBaseIds`.
    static func directoryURI(_ directory: String) -> String {
        let components = Self.components(of: directory)
        return "file://" + percentEncoded("/" + components.joined(separator: "/") + (components.isEmpty ? "" : "/"))
    }

    /// The components of an absolute path with `.`, `..` and empty ones resolved.
    fileprivate static func components(of path: String) -> [String] {
        var result: [String] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = result.popLast()
            default: result.append(String(component))
            }
        }
        return result
    }

    /// `text` with every UTF-8 byte other than an unreserved character and `/` written as `%XX`.
    private static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + DisplayText.hex(UInt32(byte), width: 2)
            }
        }
        return result
    }
}

/// The artifact paths of the files a report names, each worked out once: a report of thousands
/// of findings names the same few files again and again.
///
/// A report names a file as the user gave it; the artifact is the file that path stands for, as
/// the input recorded it (``SourceFile/resolved``), so nothing is worked out backwards from the
/// path shown. A path no file was recorded at (an input that could not be read) is taken as it is.
struct ArtifactPaths {
    /// The absolute path of the current directory, which files are named relative to.
    let currentDirectory: String
    /// The files of the input whose findings are being written, or `nil` between inputs.
    var sources: SourceFiles?
    /// Its components, as ``ArtifactPath`` resolves them.
    private let components: [String]
    /// Each file named so far, with its path and URI.
    private var known: [String: (path: ArtifactPath, uri: String)] = [:]

    /// The paths of files named from `currentDirectory`, an absolute path.
    init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
        self.components = ArtifactPath.components(of: currentDirectory)
    }

    /// The path of the file shown as `file`, read at its recorded ``SourceFile/resolved`` path (as
    /// ``ArtifactPath/init(_:in:)`` gives it), and its ``ArtifactPath/uri``.
    mutating func callAsFunction(_ shown: String) -> (path: ArtifactPath, uri: String) {
        let file = sources?.source(at: shown)?.resolved ?? shown
        if let found = known[file] { return found }
        let path = ArtifactPath(file, in: currentDirectory, components: components)
        let result = (path, path.uri)
        known[file] = result
        return result
    }
}
