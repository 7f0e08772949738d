import FuzzSupport
import ShadeCatalog
import ShadeColor
import ShadeDiagnostics

/// `TokenReader().read(figmaVariablesBytes:)` on any bytes: Figma's REST response of
/// `GET /v1/files/:file_key/variables/local`, its collections' modes mapped to appearances and
/// themes, aliases resolved across collections.
///
/// Properties: reading ends (libFuzzer's `-timeout` catches a loop, such as a cycle of aliases,
/// AddressSanitizer a stack exhausted by recursion, such as a name of many groups); every
/// diagnostic about the input lies inside it and shows no control character; every color read
/// has finite components and an alpha in 0…1 in every mode; what is read can be written as
/// design tokens (`TokenWriter`).
enum FigmaTarget {
    static func check(_ bytes: [UInt8]) {
        let result = TokenReader().read(figmaVariablesBytes: bytes, name: "fuzz.variables.json")
        let lines = FuzzTarget.Lines(bytes)
        for diagnostic in result.diagnostics {
            if diagnostic.file == "fuzz.variables.json", let location = diagnostic.location {
                lines.requireInside(location, "the diagnostic \(diagnostic)")
            }
            FuzzTarget.requirePrintable(diagnostic.description, "the diagnostic")
        }
        for (name, set) in result.catalog.colors {
            for variant in set.variants {
                guard case .color(let read)? = variant.value else { continue }
                let color = read.color
                let values = [color.red, color.green, color.blue, color.alpha]
                FuzzTarget.require(values.allSatisfy(\.isFinite), "\(name) has a color that is not finite")
                FuzzTarget.require((0...1).contains(color.alpha), "\(name) has an alpha outside 0…1")
            }
        }
        do {
            _ = try TokenWriter().documents(for: result.catalog, name: "fuzz")
        } catch {
            FuzzTarget.require(false, "what was read cannot be written: \(error)")
        }
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
