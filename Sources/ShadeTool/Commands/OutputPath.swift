import Foundation
import ShadeCatalog
import ShadeDiagnostics
import ShadeFiles
import ShadeJSON
import ShadeSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes (`-o`), checked against what it read.
///
/// The rules every output follows:
///
/// - **Nothing replaces an input.** An output may not be an input file, nor lie inside an input
///   folder, nor be a folder that holds an input; paths are compared after resolving symbolic
///   links, and files by identity (device and inode), so `./a/../Colors.css`, a hard link and a
///   symbolic link to the input are all recognised. The one exception is an asset catalog
///   rewritten in place with `--force`, which keeps every file it does not own.
/// - **Nothing is replaced without `--force`.** A single file is written to a temporary file and
///   moved into place without replacing anything (`FileSystem.writeFile(_:to:replacing:mode:)`), so of
///   two commands writing the same new path exactly one succeeds and the other says the path
///   exists.
/// - **Problems in plain words,** naming the path as it was given:
///   `error: cannot write 'missing/o.css': the folder 'missing' does not exist`.
struct OutputPath {
    /// The path as given on the command line, as messages name it.
    let given: String
    /// The absolute path.
    let url: URL

    /// The output at `given`, or an error for an empty path.
    init(_ given: String) throws(OutputProblem) {
        guard !given.isEmpty else { throw .emptyPath }
        self.given = given
        url = URL(fileURLWithPath: given)
    }

    /// The path that stands for standard output, for an output that is one file.
    static let standardOutput = "-"

    /// Whether the output is standard output (`-o -`).
    var isStandardOutput: Bool { given == Self.standardOutput }

    /// The output as messages name it: the path as given, or `standard output`.
    var shown: TerminalText { isStandardOutput ? "standard output" : TerminalText(quoting: given) }

    /// Writes `text` as the file at this path, replacing what is there only when `force` is set,
    /// or on `console`'s standard output for `-o -`.
    func write(_ text: String, force: Bool, console: Console) throws(OutputProblem) {
        if isStandardOutput {
            console.writeOutput(text)
        } else {
            try write(text, force: force)
        }
    }

    /// Writes `text` as the file at this path, replacing what is there only when `force` is set.
    func write(_ text: String, force: Bool) throws(OutputProblem) {
        do {
            try FileSystem.writeFile(text, to: url.path, replacing: force)
        } catch {
            throw error.code == EEXIST ? .exists(path: given) : .cannotWrite(path: given, code: error.code)
        }
    }

    /// Whether anything, a dangling symbolic link included, is at the path.
    var exists: Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }
}

/// Why a command wrote nothing to its output.
enum OutputProblem: ReportedProblem, Hashable {
    /// `-o ""`.
    case emptyPath
    /// The output exists and `--force` was not given.
    case exists(path: String)
    /// The output would replace an input, or write inside one.
    case replacesInput(path: String, input: String)
    /// A system call failed with `code` (an `errno`).
    case cannotWrite(path: String, code: Int32)
    /// `-o -` for an output of several files (their names), which standard output cannot hold.
    case standardOutputTooSmall(files: [String])

    /// The message, naming the path as given.
    var terminalText: TerminalText {
        switch self {
        case .emptyPath:
            return "error: the output path is empty"
        case .exists(let path):
            return "\(path): error: already exists; nothing was written (--force replaces it)"
        case .replacesInput(let path, let input) where path == input:
            return "\(path): error: is the input; an output never replaces its input"
        case .replacesInput(let path, let input):
            return "\(path): error: would write over the input '\(input)'; "
                + "an output never replaces or writes inside its input"
        case .cannotWrite(let path, let code):
            return "error: cannot write '\(path)': \(Self.reason(code, path: path))"
        case .standardOutputTooSmall(let files):
            let names = files.map { TerminalText(quoting: $0) }.joined(separator: ", ")
            return "error: -o - writes one file to standard output, and the output is \(files.count) files (\(names)): "
                + "give a folder with -o"
        }
    }

    /// What `code` means for a write to `path`, in words: `the folder 'missing' does not exist`.
    static func reason(_ code: Int32, path: String) -> TerminalText {
        let folder = FileSystem.directoryName(of: path)
        switch code {
        case ENOENT: return "the folder '\(folder)' does not exist"
        case ENOTDIR, EEXIST:
            // A file stands where a folder of the path must be.
            var part = path
            while !part.isEmpty, part != ".", part != "/" {
                var info = stat()
                if stat(part, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
                    return "'\(part)' is a file, not a folder"
                }
                part = FileSystem.directoryName(of: part)
            }
            return "a part of the path is not a folder"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a folder"
        case ENOSPC: return "the disk is full"
        case EDQUOT: return "the disk quota is used up"
        case EROFS: return "the file system is read-only"
        case ENAMETOOLONG: return "the name is too long"
        case ELOOP: return "too many symbolic links"
        default: return "\(String(cString: strerror(code)).lowercased())"
        }
    }
}

/// What a command read: every file and folder of its input, by identity and resolved path, so
/// that an output can be checked against them (``OutputPath``).
struct InputFiles {
    /// The identity of a file: its device and inode.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64

        /// The identity of what `path` names, following symbolic links, or `nil` when nothing is
        /// there.
        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// Each input file or folder: its path as given, and its resolved path.
    private var inputs: [(given: String, resolved: String)] = []
    /// The identities of the input files and folders.
    private var identities: [Identity: String] = [:]

    /// The files of `input` and those its entries were read from.
    init(input: CatalogInput, catalog: ColorCatalog) {
        add(input.url.path, given: input.path)
        var seen: Set<String> = [input.url.path]
        for entry in catalog.entries {
            guard let file = entry.source?.file, seen.insert(file).inserted else { continue }
            add(file, given: input.sources.path(of: file))
        }
    }

    private mutating func add(_ path: String, given: String) {
        inputs.append((given, Self.resolved(path)))
        if let identity = Identity(path: path) { identities[identity] = given }
    }

    /// The input that writing at `path` would replace or write inside, or `nil`.
    ///
    /// - Parameters:
    ///   - path: Where the output is to be written.
    ///   - isFolder: Whether the output is a folder that replaces whatever is at `path` (an asset
    ///     catalog), so that an input inside it counts too.
    /// - Returns: The input as the command line gave it, or `nil` when writing at `path` leaves
    ///   every input alone.
    func input(overwrittenBy path: String, isFolder: Bool) -> String? {
        if let identity = Identity(path: path), let input = identities[identity] { return input }
        let resolved = Self.resolved(path)
        for input in inputs {
            if resolved == input.resolved || Self.isInside(resolved, input.resolved) { return input.given }
            if isFolder, Self.isInside(input.resolved, resolved) { return input.given }
        }
        return nil
    }

    /// Whether `path` lies inside the folder `folder`.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` made absolute with its symbolic links resolved, as far as it exists: the part that
    /// does not exist yet is appended to its nearest existing folder's resolved path.
    static func resolved(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var existing = absolute
        var rest: [String] = []
        while true {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                let base = String(cString: real)
                return rest.isEmpty ? base : (base == "/" ? "" : base) + "/" + rest.reversed().joined(separator: "/")
            }
            guard existing != "/", !existing.isEmpty else { return absolute }
            rest.append(FileSystem.fileName(of: existing))
            existing = FileSystem.directoryName(of: existing)
        }
    }
}
