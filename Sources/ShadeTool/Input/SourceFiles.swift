package import ShadeDiagnostics
import Synchronization

/// One file an input was read from: its path as the user gave it, which every report shows, and
/// the path the reader read it at, which is read and written.
///
/// A file inside the input (or, for a token input, beside it, as the files of a resolver document
/// are) is shown from the input's path as given, whatever that path holds (`./x/../`, a trailing
/// `/`); any other file is shown as the reader named it:
///
/// ```swift
/// // shade audit ./x/../Colors.xcassets, in /repo
/// SourceFile(path: "./x/../Colors.xcassets/label.colorset/Contents.json",
///            resolved: "/repo/x/../Colors.xcassets/label.colorset/Contents.json")
/// ```
package struct SourceFile: Hashable, Sendable {
    /// The path as the user gave it, which reports show.
    package var path: String
    /// The path the reader read the file at (absolute, or `<stdin>`), which a command reads,
    /// writes and hands to CI.
    package var resolved: String

    /// A file shown at `path` and read at `resolved`.
    package init(path: String, resolved: String) {
        self.path = path
        self.resolved = resolved
    }
}

/// The files one input was read from, each recorded once as a ``SourceFile`` the first time a
/// reader's name for it is looked up, so that a report finds the file a path it shows stands for
/// (``source(at:)``) without working it out backwards.
///
/// Thread-safe: the record is kept under a lock, and a look-up runs no caller code.
package final class SourceFiles: Sendable {
    /// How one input given on the command line names its files: each path a reader names them
    /// under, with the path as given that replaces it, in order.
    package struct Naming: Hashable, Sendable {
        /// One path a reader names files under, and what the user wrote for it.
        package struct Root: Hashable, Sendable {
            /// The path as the reader writes it.
            package var resolved: String
            /// The path as the user gave it, or `.` for the current directory.
            package var given: String

            /// A root at `resolved`, shown as `given`.
            package init(resolved: String, given: String) {
                self.resolved = resolved
                self.given = given
            }
        }

        /// The roots, the first that holds a file naming it.
        package var roots: [Root]

        /// A naming by `roots`.
        package init(roots: [Root]) {
            self.roots = roots
        }

        /// `file` under the first root that holds it, or `nil` when none does.
        func path(of file: String) -> String? {
            for root in roots {
                if file == root.resolved { return root.given }
                if file.hasPrefix(root.resolved), file.dropFirst(root.resolved.count).first == "/" {
                    let rest = file.dropFirst(root.resolved.count + 1)
                    return root.given == "." ? String(rest) : root.given + "/" + rest
                }
            }
            return nil
        }
    }

    /// The files recorded so far, by the path the reader named each by, and by the path shown.
    private struct Record {
        var byResolved: [String: SourceFile] = [:]
        var byPath: [String: SourceFile] = [:]
    }

    /// How each input of the set names its files, in command-line order.
    private let namings: [Naming]
    /// The files recorded so far.
    private let record: Mutex<Record> = Mutex(Record())

    /// The files of inputs named by `namings`, in command-line order (more than one for token
    /// files read as one set): a file is named by the first input whose naming changes its path.
    package init(namings: [Naming]) {
        self.namings = namings
    }

    /// The file a reader named `file`, recorded with the path the user would write for it.
    package func record(_ file: String) -> SourceFile {
        record.withLock { record in
            if let known = record.byResolved[file] { return known }
            var path = file
            for naming in namings {
                if let shown = naming.path(of: file), shown != file {
                    path = shown
                    break
                }
            }
            let source = SourceFile(path: path, resolved: file)
            record.byResolved[file] = source
            if record.byPath[path] == nil { record.byPath[path] = source }
            return source
        }
    }

    /// The path reports show for the file a reader named `file` (``record(_:)``).
    package func path(of file: String) -> String {
        record(file).path
    }

    /// `diagnostic` with its file shown as the user gave it.
    package func shown(_ diagnostic: Diagnostic) -> Diagnostic {
        var shown = diagnostic
        shown.file = path(of: diagnostic.file)
        return shown
    }

    /// The file recorded as shown at `path`, or `nil` when no file shown there has been recorded.
    package func source(at path: String) -> SourceFile? {
        record.withLock { $0.byPath[path] }
    }
}
