import Foundation

/// Runs a fuzz target's check over files, without libFuzzer: the normal build of every target.
public enum Replay {
    /// Checks every file named on the command line (the files directly inside a named folder),
    /// in name order, and exits with status 0 when every property held; a broken property aborts
    /// at the file it broke on, after its name is printed.
    ///
    /// With no arguments it prints its usage and exits with status 64.
    public static func main(_ name: String, _ check: ([UInt8]) -> Void) -> Never {
        let arguments = CommandLine.arguments.dropFirst()
        guard !arguments.isEmpty else {
            FuzzTarget.writeError(
                """
                usage: \(name) <file or folder>...
                Checks the fuzz target's properties on each file (a crash file, or a corpus folder).
                Built by Scripts/fuzz with libFuzzer, the same target fuzzes instead.

                """)
            exit(64)
        }
        var count = 0
        for path in arguments {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FuzzTarget.writeError("\(file): cannot be read\n")
                    exit(1)
                }
                FuzzTarget.currentInput = file
                check([UInt8](data))
                count += 1
            }
        }
        print("\(name): every property held for \(count) input\(count == 1 ? "" : "s")")
        exit(0)
    }

    /// `path` itself, or the regular files directly inside it when it is a folder, in name order.
    private static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { path + "/" + $0 }
    }
}
