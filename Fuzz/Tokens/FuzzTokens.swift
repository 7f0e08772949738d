import Foundation
import FuzzSupport
import ShadeCatalog
import ShadeDiagnostics
import ShadeJSON
import ShadeTool

/// `TokenReader` on any bytes, as a token file and as a resolver document (whose file references
/// reach the token files of ``TokenFiles``), aliases and `$extends` resolved.
///
/// Properties: reading ends (libFuzzer's `-timeout` catches a loop, AddressSanitizer a stack
/// exhausted by recursion); every diagnostic about the input lies inside it and shows no control
/// character; what is read is written (`TokenWriter`) as documents that read back to the same
/// catalog, notation and source locations aside (and what the writer reports it leaves out),
/// without an error when the input had none; every color read has components within the
/// readers' bound (`CatalogColor.maximumComponentMagnitude`) and finite values, and the stages
/// after the reader take the catalog (`CatalogStages`: the audit and the CSS export).
enum TokensTarget {
    static func check(_ bytes: [UInt8]) {
        let reader = TokenReader()
        let tokens = reader.read([.bytes(bytes, name: "fuzz.tokens.json")])
        checkDiagnostics(tokens, file: "fuzz.tokens.json", bytes: bytes)
        checkLaterStages(tokens)
        checkRoundTrip(tokens)

        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        let resolver = reader.read(resolverText: text, name: "fuzz.resolver.json", directory: TokenFiles.directory)
        checkDiagnostics(resolver, file: "fuzz.resolver.json", bytes: bytes)
        checkLaterStages(resolver)
        checkRoundTrip(resolver)
    }

    /// Requires every color's components within the readers' bound, and runs the stages after a
    /// reader on the catalog.
    static func checkLaterStages(_ result: CatalogReadResult) {
        let outside = CatalogStages.colorsOutsideTheReadersBound(in: result.catalog)
        FuzzTarget.require(outside.isEmpty, "\(outside) have a component beyond the readers' bound or not finite")
        _ = CatalogStages.run(result.catalog)
    }

    static func checkDiagnostics(_ result: CatalogReadResult, file: String, bytes: [UInt8]) {
        let lines = FuzzTarget.Lines(bytes)
        for diagnostic in result.diagnostics {
            if diagnostic.file == file, let location = diagnostic.location {
                lines.requireInside(location, "the diagnostic \(diagnostic)")
            }
            FuzzTarget.requirePrintable(diagnostic.description, "the diagnostic")
        }
    }

    /// Requires the catalog read to be written and read back the same, and without an error when
    /// it was read without one (members kept as written, such as a mode override in
    /// `$extensions` that is not a color, are written back and reported again).
    static func checkRoundTrip(_ result: CatalogReadResult) {
        let catalog = result.catalog
        let documents: [TokenWriter.Document]
        let warnings: [Diagnostic]
        do {
            (documents, warnings) = try TokenWriter().documents(for: catalog, name: "fuzz")
        } catch {
            FuzzTarget.require(false, "what was read cannot be written: \(error)")
            return
        }
        let again: CatalogReadResult
        if documents.count == 1 {
            again = TokenReader().read(text: documents[0].text, name: documents[0].fileName)
        } else {
            let directory = TokenFiles.roundTripDirectory
            for document in documents {
                _ = FileManager.default.createFile(
                    atPath: directory.appendingPathComponent(document.fileName).path, contents: Data(document.text.utf8)
                )
            }
            again = TokenReader().read(resolver: directory.appendingPathComponent("fuzz.resolver.json"))
        }
        let written = documents.map { "\($0.fileName):\n\($0.text)" }.joined(separator: "\n")
        FuzzTarget.require(
            again.isComplete || !result.isComplete, "what was written does not read back: \(again.errors)\n\(written)")
        // What the writer reports it leaves out is not compared, nor what an error was about: the
        // writer writes what was read, which need not have the error again (a token `$extends`
        // could not add is written out, and is there when read back).
        let errorPaths = result.errors.map(\.path)
        if errorPaths.contains(nil) { return }
        var excluded = Set(errorPaths.compactMap { $0 })
        var compareMetadata = true
        for warning in warnings {
            if let name = warning.path { excluded.insert(name) } else { compareMetadata = false }
        }
        /// Whether an entry is one of those, or inside a group one of them names.
        func isExcluded(_ entry: CatalogEntry) -> Bool {
            guard !excluded.isEmpty else { return false }
            return entry.path.indices.contains { excluded.contains(entry.path[...$0].joined(separator: ".")) }
                || excluded.contains(entry.name)
        }
        var before = comparable(catalog, excluding: isExcluded)
        var after = comparable(again.catalog, excluding: isExcluded)
        if !compareMetadata {
            before.metadata = []
            after.metadata = []
        }
        FuzzTarget.require(
            before == after, "the catalog changes when written and read back: \(difference(before, after))\n\(written)")
    }

    /// The first difference between two catalogs, for a message.
    static func difference(_ before: ColorCatalog, _ after: ColorCatalog) -> String {
        guard before.names == after.names else { return "the names \(before.names) became \(after.names)" }
        for (old, new) in zip(before.entries, after.entries) where old != new {
            return "\(old.name) was\n\(old)\nand is\n\(new)"
        }
        return "the catalogs differ outside their entries"
    }

    /// `catalog` as a round trip compares it: colors' notation and entries' sources reset, as the
    /// writer documents (and with them the values that aliases of other types copy from colors),
    /// and the entries `isExcluded` picks left out.
    static func comparable(_ catalog: ColorCatalog, excluding isExcluded: (CatalogEntry) -> Bool) -> ColorCatalog {
        var entries: [CatalogEntry] = []
        for var entry in catalog.entries where !isExcluded(entry) {
            entry.source = nil
            if case .color(var set) = entry.value {
                for index in set.variants.indices {
                    if case .color(var color) = set.variants[index].value {
                        color.notation = .tokenObject(hex: nil)
                        set.variants[index].value = .color(color)
                    }
                }
                entry.value = .color(set)
            }
            // A token of another type that is an alias holds its target's value as written, and the
            // writer may write a color target in another notation: the alias is what is compared.
            if case .other(let type, _) = entry.value, entry.aliasOf != nil {
                entry.value = .other(type: type, value: .null)
            }
            entries.append(entry)
        }
        var copy = ColorCatalog(
            entries: entries, metadata: catalog.metadata, groups: catalog.groups, otherAssets: catalog.otherAssets)
        copy.groupMetadata = catalog.groupMetadata
        return copy
    }
}

/// The token files a fuzzed resolver document can refer to, and a folder for round trips.
enum TokenFiles {
    /// A folder with `base.tokens.json`, `light.tokens.json` and `dark.tokens.json`.
    static let directory: URL = {
        let url = makeDirectory("files")
        let files = [
            "base.tokens.json":
                ##"{"color": {"$type": "color", "blue": {"$value": "#0A84FF"}, "gray": {"$value": "#8E8E93"}}}"##,
            "light.tokens.json":
                #"{"bg": {"$type": "color", "$value": "{color.gray}"}, "size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#,
            "dark.tokens.json":
                #"{"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}"#,
        ]
        for (name, text) in files {
            _ = FileManager.default.createFile(atPath: url.appendingPathComponent(name).path, contents: Data(text.utf8))
        }
        return url
    }()

    /// An empty folder for the documents of round trips.
    static let roundTripDirectory = makeDirectory("round-trip")

    private static func makeDirectory(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shade-fuzz-tokens-\(ProcessInfo.processInfo.processIdentifier)/\(name)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

#if FUZZING
    /// libFuzzer's entry point: checks one input, the `size` bytes at `data`, with
    /// ``TokensTarget/check(_:)``.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzTarget.run(data, size, TokensTarget.check)
    }

    /// The executable's `main` (SwiftPM calls `<module>_main`): runs libFuzzer's loop on
    /// ``testOneInput(_:_:)`` with the options on the command line.
    @_cdecl("fuzz_tokens_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
        FuzzTarget.runLibFuzzer(argc, argv, testOneInput)
    }
#else
    @main
    enum Main {
        static func main() {
            Replay.main("fuzz-tokens", TokensTarget.check)
        }
    }
#endif
