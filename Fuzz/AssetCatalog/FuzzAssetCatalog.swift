import FuzzSupport
import ShadeCatalog
import ShadeDiagnostics
import ShadeTool

/// `AssetCatalogReader.read(contentsJSON:file:name:kind:)` on any bytes, as a color set's and as
/// an image set's `Contents.json`.
///
/// Properties: every diagnostic names the file and the entry, lies inside the file and shows no
/// control character; what is read is written (`AssetCatalogWriter.contentsJSON(for:)`) as a file
/// that reads back without an error to the same value and extensions, and that the writer writes
/// again byte for byte; a color's components lie within the readers' bound
/// (`CatalogColor.maximumComponentMagnitude`) and its values are finite, and the stages after the
/// reader take it (`CatalogStages`: the audit and the CSS export).
enum AssetCatalogTarget {
    static func check(_ bytes: [UInt8]) {
        for kind in AssetCatalogReader.AssetKind.allCases {
            check(bytes, kind: kind)
        }
    }

    static func check(_ bytes: [UInt8], kind: AssetCatalogReader.AssetKind) {
        let result = AssetCatalogReader.read(contentsJSON: bytes, file: "fuzz.json", name: "Fuzz", kind: kind)
        let lines = FuzzTarget.Lines(bytes)
        for diagnostic in result.diagnostics {
            FuzzTarget.require(
                diagnostic.file == "fuzz.json" && diagnostic.path == "Fuzz", "\(diagnostic) names another file")
            if let location = diagnostic.location {
                lines.requireInside(location, "the diagnostic \(diagnostic)")
            }
            FuzzTarget.requirePrintable(diagnostic.description, "the diagnostic")
        }
        guard let entry = result.catalog.entries.first else {
            FuzzTarget.require(!result.isComplete, "nothing was read, and nothing reported")
            return
        }
        let outside = CatalogStages.colorsOutsideTheReadersBound(in: result.catalog)
        FuzzTarget.require(outside.isEmpty, "a component beyond the readers' bound or not finite")
        _ = CatalogStages.run(result.catalog)
        guard let written = AssetCatalogWriter.contentsJSON(for: entry) else {
            FuzzTarget.require(false, "the \(kind) read cannot be written")
            return
        }
        let text = String(decoding: written, as: UTF8.self)
        let again = AssetCatalogReader.read(contentsJSON: written, file: "again.json", name: "Fuzz", kind: kind)
        FuzzTarget.require(again.isComplete, "what was written does not read back: \(again.errors)\n\(text)")
        guard let reread = again.catalog.entries.first else { return }
        FuzzTarget.require(reread.value == entry.value, "the value changes when written and read back:\n\(text)")
        FuzzTarget.require(reread.extensions == entry.extensions, "the extensions change:\n\(text)")
        FuzzTarget.require(AssetCatalogWriter.contentsJSON(for: reread) == written, "writing again gives other bytes")
    }
}

#if FUZZING
    /// libFuzzer's entry point: checks one input, the `size` bytes at `data`, with
    /// ``AssetCatalogTarget/check(_:)``.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzTarget.run(data, size, AssetCatalogTarget.check)
    }

    /// The executable's `main` (SwiftPM calls `<module>_main`): runs libFuzzer's loop on
    /// ``testOneInput(_:_:)`` with the options on the command line.
    @_cdecl("fuzz_assetcatalog_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
        FuzzTarget.runLibFuzzer(argc, argv, testOneInput)
    }
#else
    @main
    enum Main {
        static func main() {
            Replay.main("fuzz-assetcatalog", AssetCatalogTarget.check)
        }
    }
#endif
