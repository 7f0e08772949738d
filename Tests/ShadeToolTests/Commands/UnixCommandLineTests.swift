#if os(Linux) || os(macOS)
    import Foundation
    import ShadeDiagnostics
    import ShadeTestSupport
    import Testing

    /// The command line as Unix tools have it, through the built `shade`: `--version`, `-` as the
    /// input (standard input), `-o -` (standard output) and `--quiet`.
    @Suite struct UnixCommandLineTests {
        let directory: TemporaryDirectory
        /// An asset catalog with light and dark values: several token files, one CSS file.
        let catalog: String
        /// A token document with a color that cannot be read on line 4.
        let tokens = """
            {"color": {"$type": "color",
              "bg": {"$value": "#ffffff"},
              "fg": {"$value": "#222222"},
              "bad": {"$value": "blue"}}}
            """
        /// A token document that reads cleanly.
        let cleanTokens = """
            {"color": {"$type": "color", "bg": {"$value": "#ffffff"}, "fg": {"$value": "#222222"}}}
            """

        init() throws {
            directory = try TemporaryDirectory()
            catalog = try writeCatalog(
                CatalogBuilder.catalog(
                    CatalogBuilder.color("label", 0x222222, dark: 0xEEEEEE),
                    CatalogBuilder.color("background", 0xFFFFFF, dark: 0x000000)),
                in: directory)
        }

        /// Runs `shade` in ``directory`` with `input` piped to its standard input.
        func run(_ arguments: [String], input: String? = nil) throws -> CommandRun {
            try runShadeExecutable(arguments, in: directory.path, input: input.map { Array($0.utf8) })
        }

        /// What ``directory`` holds, by name.
        func entries() throws -> Set<String> {
            Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        }

        @Test func versionIsTheOneConstant() throws {
            let result = try run(["--version"])
            #expect(result.status == 0)
            #expect(result.output == "shade \(ShadeVersion.current)\n")
            #expect(result.errors.isEmpty)
            #expect(ShadeVersion.current.split(separator: ".").count == 3)
        }

        @Test func standardInputIsATokenDocumentNamedStdinForEveryCommand() throws {
            let audit = try run(["audit", "-"], input: tokens)
            #expect(audit.status == 1)
            #expect(audit.output.contains("<stdin>: 2 colors"), "\(audit.output)")
            #expect(audit.output.contains("<stdin>:4:21"))
            let sarif = try run(["audit", "-", "--format", "sarif"], input: tokens)
            #expect(sarif.output.contains("\"uri\": \"<stdin>\"") || sarif.output.contains("stdin"))

            let show = try run(["show", "-", "color.fg"], input: tokens)
            #expect(show.status == 0, "\(show.errors)")
            #expect(show.output.hasPrefix("color.fg  <stdin>:3:9"), "\(show.output)")

            let convert = try run(["convert", "-", "--to", "css", "-o", "-"], input: tokens)
            #expect(convert.status == 1)
            #expect(convert.output.contains("--color-fg: #222222;"))
            #expect(convert.errors.contains("<stdin>:4:21: error: color.bad"), "\(convert.errors)")

            let preview = try run(["preview", "-", "-o", "-"], input: cleanTokens)
            #expect(preview.status == 0, "\(preview.errors)")
            #expect(preview.output.hasPrefix("<!DOCTYPE html>"))
            #expect(preview.output.contains("<title>&lt;stdin&gt; — Shade preview</title>"))
            #expect(try entries() == ["Colors.xcassets"])
        }

        @Test func standardInputThatHoldsNoTokenDocumentIsAClearError() throws {
            let empty = try run(["audit", "-"], input: "")
            #expect(empty.status == 2)
            #expect(empty.errors.contains("<stdin>: error: standard input is empty"), "\(empty.errors)")
            #expect(empty.errors.contains("an asset catalog is a folder and cannot come from standard input"))
            let malformed = try run(["show", "-", "x"], input: "{\"a\": ")
            #expect(malformed.status == 2)
            #expect(malformed.errors.contains("<stdin>:1:7: error: not valid JSON"), "\(malformed.errors)")
        }

        @Test func standardInputIsBoundedAsFilesAre() throws {
            let large = String(repeating: " ", count: 64 << 20) + "{}"
            let result = try run(["convert", "-", "--to", "css", "-o", "-"], input: large)
            #expect(result.status == 2)
            #expect(result.output.isEmpty)
            #expect(result.errors.contains("<stdin>: error:"), "\(result.errors)")
            #expect(result.errors.contains("(64 MiB)"))
        }

        @Test func dashOutputWritesEachSingleFileToStandardOutputAndNoFileNamedDash() throws {
            let css = try run(["convert", catalog, "--to", "css", "-o", "-"])
            #expect(css.status == 0, "\(css.errors)")
            #expect(css.output.contains("--label: #222222;"))
            #expect(css.errors == "wrote 2 colors to standard output\n")

            let swift = try run(["convert", catalog, "--to", "swift", "-o", "-"])
            #expect(swift.status == 0, "\(swift.errors)")
            #expect(swift.output.contains("import Shade"))
            #expect(!swift.output.contains("wrote"))

            let tokens = try run(["convert", "-", "--to", "tokens", "-o", "-"], input: cleanTokens)
            #expect(tokens.status == 0, "\(tokens.errors)")
            #expect(tokens.output.hasPrefix("{\n  \"$schema\""))
            #expect(tokens.output.contains("\"hex\": \"#222222\""))

            let html = try run(["preview", catalog, "-o", "-"])
            #expect(html.status == 0, "\(html.errors)")
            #expect(html.output.hasPrefix("<!DOCTYPE html>"))
            #expect(html.output.hasSuffix("</html>\n"))
            #expect(html.errors == "wrote a page of 2 colors to standard output\n")

            #expect(try entries() == ["Colors.xcassets"])
        }

        @Test func dashOutputForSeveralFilesIsAUsageError() throws {
            let tokens = try run(["convert", catalog, "--to", "tokens", "-o", "-"])
            #expect(tokens.status == 64)
            #expect(tokens.output.isEmpty)
            #expect(tokens.errors.contains("-o - writes one file to standard output, and the output is"))
            #expect(tokens.errors.contains("Colors.resolver.json"))
            let xcassets = try run(["convert", "-", "--to", "xcassets", "-o", "-"], input: cleanTokens)
            #expect(xcassets.status == 64)
            #expect(xcassets.output.isEmpty)
            #expect(xcassets.errors.contains("an asset catalog is a folder"), "\(xcassets.errors)")
            #expect(try entries() == ["Colors.xcassets"])
        }

        @Test func quietLeavesOutWhatWasWrittenButNeverErrors() throws {
            let quiet = try run(["convert", catalog, "--to", "css", "-o", "colors.css", "--quiet"])
            #expect(quiet.status == 0)
            #expect(quiet.output.isEmpty && quiet.errors.isEmpty, "\(quiet.errors)")
            let short = try run(["preview", catalog, "-o", "-", "-q"])
            #expect(short.status == 0)
            #expect(short.errors.isEmpty)
            let baseline = try run(["audit", catalog, "--write-baseline", "baseline.json", "-q"])
            #expect(!baseline.errors.contains("wrote"), "\(baseline.errors)")

            let failing = try run(["convert", "-", "--to", "css", "-o", "-", "--quiet"], input: tokens)
            #expect(failing.status == 1)
            #expect(failing.errors.contains("<stdin>:4:21: error: color.bad"))
            #expect(!failing.errors.contains("wrote"))
            let exists = try run(["convert", catalog, "--to", "css", "-o", "colors.css", "-q"])
            #expect(exists.status == 2)
            #expect(exists.errors.contains("colors.css: error: already exists"))
            for command in [["audit", "-"], ["show", "-", "x"], ["convert", "-", "--to", "css", "-o", "-"]] {
                let help = try run(command + ["--quiet", "--help"])
                #expect(help.output.contains("-q, --quiet"), "\(command)")
            }
        }
    }
#endif
