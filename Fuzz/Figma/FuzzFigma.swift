import Foundation
import FuzzSupport
import ShadeCatalog
import ShadeColor
import ShadeDiagnostics
import ShadeTool

/// Figma's variables on any bytes, in both of Figma's shapes, modes mapped to appearances and
/// themes, aliases resolved across collections:
/// - an input without the byte 0xFF is a REST response of
///   `GET /v1/files/:file_key/variables/local`, read with `TokenReader().read(figmaVariablesBytes:)`;
/// - an input with it is a folder of Figma's `<Collection>.<Mode>.json` export, read with
///   `read(figmaExport:)`: the input split at 0xFF gives the files (at most 16), each
///   `<name> 0xFE <content>` (a part without 0xFE is the content of `C.M<n>.json`), written into a
///   temporary folder; when the input's length is odd, the reader is told the first file's mode
///   is the default (`figmaDefaultMode`).
///
/// Properties: reading ends (libFuzzer's `-timeout` catches a loop, such as a cycle of aliases,
/// AddressSanitizer a stack exhausted by recursion, such as a name of many groups); every
/// diagnostic about the input names the response or a file of the folder (or the folder), lies
/// inside that file and shows no control character; every color read has components within the
/// readers' bound (`CatalogColor.maximumComponentMagnitude`), finite values and an alpha in 0…1
/// in every mode; every entry's name is a token name (no `{`, `}` or `.` in a part, and none
/// starting with `$`: a Figma name's `.`, `{`, `}` and leading `$` are escaped); what is read can
/// be written as design tokens (`TokenWriter`), and audited and exported as CSS (`CatalogStages`:
/// the stages after a reader take what it accepts).
enum FigmaTarget {
    /// The export folder, the same for every input, emptied before each.
    static let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shade-fuzz-figma-\(ProcessInfo.processInfo.processIdentifier)"
        ).path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// The most files an input becomes.
    static let maximumFiles = 16

    static func check(_ bytes: [UInt8]) {
        guard bytes.contains(0xFF) else {
            let result = TokenReader().read(figmaVariablesBytes: bytes, name: "fuzz.variables.json")
            requireProperties(of: result, files: ["fuzz.variables.json": bytes])
            return
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
        var files: [String: [UInt8]] = [:]
        var firstMode: String?
        for (index, part) in bytes.split(separator: 0xFF, omittingEmptySubsequences: false).prefix(maximumFiles)
            .enumerated()
        {
            var name = "C.M\(index).json"
            var content = Array(part)
            if let separator = part.firstIndex(of: 0xFE) {
                name = fileName(part[..<separator])
                content = Array(part[part.index(after: separator)...])
            }
            let path = folder + "/" + name
            guard files[path] == nil else { continue }
            FuzzTarget.require(
                FileManager.default.createFile(atPath: path, contents: Data(content)), "cannot write \(path)")
            files[path] = content
            if firstMode == nil { firstMode = name.split(separator: ".").dropLast().last.map(String.init) }
        }
        let reader = TokenReader(figmaDefaultMode: bytes.count % 2 == 1 ? firstMode : nil)
        let result = reader.read(figmaExport: URL(fileURLWithPath: folder))
        requireProperties(of: result, files: files)
    }

    /// A file name made of `bytes`: no `/` or NUL, not hidden by accident, `.`, `..` or empty,
    /// at most 100 bytes of UTF-8.
    static func fileName(_ bytes: ArraySlice<UInt8>) -> String {
        // Bytes that are not UTF-8 decode as U+FFFD, three bytes each, so the name is cut to
        // 100 bytes after decoding (a file name has at most 255).
        var name = ""
        for character in String(decoding: bytes.prefix(100), as: UTF8.self) {
            let kept: Character = character == "/" || character == "\0" ? "_" : character
            guard name.utf8.count + kept.utf8.count <= 100 else { break }
            name.append(kept)
        }
        return name.isEmpty || name == "." || name == ".." ? "_" : name
    }

    /// The properties of a read of `files` (path → bytes).
    static func requireProperties(of result: CatalogReadResult, files: [String: [UInt8]]) {
        for diagnostic in result.diagnostics {
            FuzzTarget.require(
                files[diagnostic.file] != nil || diagnostic.file == folder,
                "the diagnostic \(diagnostic) names no file of the input")
            if let bytes = files[diagnostic.file], let location = diagnostic.location {
                FuzzTarget.Lines(bytes).requireInside(location, "the diagnostic \(diagnostic)")
            }
            FuzzTarget.requirePrintable(diagnostic.description, "the diagnostic")
        }
        for entry in result.catalog.entries {
            FuzzTarget.require(
                !entry.path.contains { $0.contains(where: { "{}.".contains($0) }) || $0.hasPrefix("$") },
                "\(entry.name) has a part that is no token name")
        }
        for (name, set) in result.catalog.colors {
            for variant in set.variants {
                guard case .color(let read)? = variant.value else { continue }
                FuzzTarget.require((0...1).contains(read.color.alpha), "\(name) has an alpha outside 0…1")
            }
        }
        let outside = CatalogStages.colorsOutsideTheReadersBound(in: result.catalog)
        FuzzTarget.require(outside.isEmpty, "\(outside) have a component beyond the readers' bound or not finite")
        do {
            _ = try TokenWriter().documents(for: result.catalog, name: "fuzz")
        } catch {
            FuzzTarget.require(false, "what was read cannot be written: \(error)")
        }
        _ = CatalogStages.run(result.catalog)
    }
}

#if FUZZING
    /// libFuzzer's entry point: checks one input, the `size` bytes at `data`, with
    /// ``FigmaTarget/check(_:)``.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzTarget.run(data, size, FigmaTarget.check)
    }

    /// The executable's `main` (SwiftPM calls `<module>_main`): runs libFuzzer's loop on
    /// ``testOneInput(_:_:)`` with the options on the command line.
    @_cdecl("fuzz_figma_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
        FuzzTarget.runLibFuzzer(argc, argv, testOneInput)
    }
#else
    @main
    enum Main {
        static func main() {
            Replay.main("fuzz-figma", FigmaTarget.check)
        }
    }
#endif
