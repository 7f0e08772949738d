import ShadeDiagnostics

#if os(Linux) || os(macOS)
    import Foundation
    import ShadeCatalog
    import ShadeJSON
    import ShadeTestSupport
    import Synchronization
    import Testing

    @testable import ShadeTool

    /// Theme files and command lines made by an attacker, against the `shade` command: each case
    /// checks the exit status, the message (located, with what does not show escaped), and that
    /// nothing outside the command's output changed (a checksum listing of the folder before and
    /// after, ``FolderSnapshot``).
    @Suite struct HostileInputTests {
        let directory: TemporaryDirectory

        init() throws {
            directory = try TemporaryDirectory()
        }

        /// A token file whose names, description and value quote terminal controls: an OSC that
        /// sets the window title, a clear-screen CSI, a bell, a right-to-left override, a
        /// zero-width space, a C1 control and a NUL.
        static let hostileTokens = #"""
            {
              "color": {
                "$type": "color",
                "text\u001b]0;PWNED\u0007": {"$value": "#111111", "$description": "clear\u001b[2J\u202eevil"},
                "background\u202egnp": {"$value": "#FFFFFF"},
                "label\u200b\u009b31m": {"$value": "#222222"},
                "nul\u0000": {"$value": "#333333"}
              }
            }
            """#

        /// The scalars of `text` that a terminal would act on or a reader could not see, but the
        /// line breaks between lines.
        static func hiddenScalars(in text: String) -> [String] {
            text.unicodeScalars.filter { $0 != "\n" && DisplayText.isHidden($0) }.map(DisplayText.codePoint)
        }

        /// Expects nothing hidden in what `run` printed.
        static func expectNothingHidden(
            _ run: CommandRun, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(hiddenScalars(in: run.output) == [], "\(comment): standard output", sourceLocation: sourceLocation)
            #expect(hiddenScalars(in: run.errors) == [], "\(comment): standard error", sourceLocation: sourceLocation)
        }

        // MARK: - Item 2: escape sequences reach the terminal

        @Test func namesFromAThemeFileReachTheTerminalEscapedInEveryCommand() throws {
            try directory.write(Self.hostileTokens, to: "t.tokens.json")
            let input = directory.file("t.tokens.json")
            let before = try FolderSnapshot(of: directory.path)
            let runs: [(String, CommandRun)] = [
                ("audit", runShade(["audit", input, "--color", "never"])),
                ("audit json", runShade(["audit", input, "--format", "json"])),
                ("show", runShade(["show", input, "color.text\u{1B}]0;PWNED\u{7}", "--color", "never"])),
                ("show with suggestions", runShade(["show", input, "tex", "--color", "never"])),
                ("show unknown name", runShade(["show", input, "x\u{1B}[2J", "--color", "never"])),
                ("convert css", runShade(["convert", input, "--to", "css", "-o", directory.file("o.css")])),
                (
                    "convert xcassets",
                    runShade(["convert", input, "--to", "xcassets", "-o", directory.file("O.xcassets")])
                ),
                ("preview", runShade(["preview", input, "-o", directory.file("p.html")])),
            ]
            for (name, run) in runs {
                Self.expectNothingHidden(run, name)
                // Every command read the input; an asset catalog cannot hold a NUL in a folder's
                // name, so that one is not written.
                #expect((run.status == 2) == (name == "convert xcassets"), "\(name): \(run.errors)")
            }
            let show = try #require(runs.first { $0.0 == "show" }?.1)
            #expect(show.output.contains(#"text\u001B]0;PWNED\u0007"#))
            #expect(show.output.contains(#"clear\u001B[2J\u202Eevil"#))
            let suggestions = try #require(runs.first { $0.0 == "show with suggestions" }?.1)
            #expect(suggestions.errors.contains(#"did you mean "color.text\u001B]0;PWNED\u0007""#))
            let audit = try #require(runs.first { $0.0 == "audit" }?.1)
            #expect(audit.output.contains(#"background\u202Egnp"#))
            // The JSON report stays JSON: the escapes are JSON's own.
            let json = try #require(runs.first { $0.0 == "audit json" }?.1)
            let decoded = try JSONSerialization.jsonObject(with: Data(json.output.utf8))
            #expect("\(decoded)".contains("PWNED"))
            #expect(
                try FolderSnapshot(of: directory.path).changes(
                    since: before, ignoring: ["o.css", "O.xcassets", "p.html"])
                    == [])
        }

        @Test func aPathWithControlsIsEchoedEscaped() throws {
            let name = "evil\u{1B}]0;PWNED\u{7}\u{202E}.tokens.json"
            let missing = runShade(["audit", directory.file(name)])
            #expect(missing.status == 2)
            Self.expectNothingHidden(missing, "a missing input")
            #expect(missing.errors.contains(#"evil\u001B]0;PWNED\u0007\u202E.tokens.json: error: no such file"#))
            try directory.write(##"{"c": {"$type": "color", "x": {"$value": "#000000"}}}"##, to: name)
            for arguments in [
                ["audit", directory.file(name), "--color", "never"],
                ["show", directory.file(name), "y"],
                ["convert", directory.file(name), "--to", "css", "-o", directory.file("o\u{1B}[2J.css")],
                ["convert", directory.file(name), "--to", "css", "-o", directory.file("o\u{1B}[2J.css")],
            ] {
                Self.expectNothingHidden(runShade(arguments), arguments[0])
            }
        }

        /// The progress line a terminal shows while an input is read names the input escaped too.
        @Test func theProgressLineNamesAPathWithControlsEscaped() throws {
            let name = "evil\u{1B}]0;PWNED\u{7}.tokens.json"
            try directory.write(##"{"c": {"$type": "color", "$value": "#000000"}}"##, to: name)
            for arguments in [
                ["audit", directory.file(name)], ["convert", directory.file(name), "--to", "css", "-o", "-"],
            ] {
                let run = runShade(arguments, errorIsTerminal: true)
                #expect(run.errors.contains(#"reading "#), "\(arguments[0])")
                #expect(run.errors.contains(#"evil\u001B]0;PWNED\u0007.tokens.json…"#), "\(arguments[0])")
                #expect(!run.errors.contains("\u{1B}]") && !run.errors.contains("\u{7}"), "\(arguments[0])")
            }
        }

        @Test func aNameThatDoesNotShowIsRefusedAsABaseName() throws {
            try directory.write(##"{"c": {"$type": "color", "x": {"$value": "#000000"}}}"##, to: "t.tokens.json")
            let run = runShade([
                "convert", directory.file("t.tokens.json"), "--to", "tokens", "-o", directory.file("out"), "--name",
                "a\u{1B}]0;X\u{7}",
            ])
            #expect(run.status == 64)
            Self.expectNothingHidden(run, "--name")
        }

        // MARK: - Item 4: an output replaces its input

        @Test func noOutputReplacesItsInputEvenWithForce() throws {
            try directory.write(##"{"c": {"$type": "color", "x": {"$value": "#000000"}}}"##, to: "t.tokens.json")
            for link in ["link.css", "link.swift"] {
                try FileManager.default.createSymbolicLink(
                    atPath: directory.file(link), withDestinationPath: directory.file("t.tokens.json"))
            }
            try FileManager.default.linkItem(
                atPath: directory.file("t.tokens.json"), toPath: directory.file("hard.css"))
            try FileManager.default.createDirectory(atPath: directory.file("sub"), withIntermediateDirectories: false)
            let before = try FolderSnapshot(of: directory.path)
            let input = directory.file("t.tokens.json")
            let attempts: [[String]] = [
                ["preview", input, "-o", input],
                ["preview", input, "-o", input, "--force"],
                ["convert", input, "--to", "css", "-o", input, "--force"],
                ["convert", input, "--to", "swift", "-o", input, "--force"],
                ["convert", input, "--to", "css", "-o", directory.file("sub/../t.tokens.json"), "--force"],
                ["convert", input, "--to", "css", "-o", directory.file("link.css"), "--force"],
                ["convert", input, "--to", "css", "-o", directory.file("hard.css"), "--force"],
                ["convert", input, "--to", "tokens", "-o", directory.path, "--name", "t", "--force"],
                ["convert", input, "--to", "tokens", "-o", input, "--force"],
                ["convert", input, "--to", "xcassets", "-o", directory.path + ".xcassets/..", "--force"],
                ["generate", input, "-o", directory.file("link.swift")],
            ]
            for arguments in attempts {
                let run = runShade(arguments)
                // Every command: an output that would replace its input is not written, status 2;
                // a path that cannot be an asset catalog is a usage error.
                let replaces = run.errors.contains("never replaces")
                #expect(run.status == (replaces ? 2 : 64), "\(arguments): \(run.status) \(run.errors)")
                #expect(
                    run.errors.contains("never replaces")
                        || run.errors.contains("must be a folder ending in .xcassets"),
                    "\(arguments): \(run.errors)")
            }
            #expect(try FolderSnapshot(of: directory.path).changes(since: before) == [])
        }

        @Test func anAssetCatalogIsNotWrittenOverTheFolderThatHoldsItsInput() throws {
            try directory.write(
                ##"{"c": {"$type": "color", "x": {"$value": "#000000"}}}"##, to: "In.xcassets/t.tokens.json")
            let before = try FolderSnapshot(of: directory.path)
            let run = runShade([
                "convert", directory.file("In.xcassets/t.tokens.json"), "--to", "xcassets", "-o",
                directory.file("In.xcassets"), "--force",
            ])
            #expect(run.status == 2)
            #expect(run.errors.contains("would write over the input"))
            #expect(try FolderSnapshot(of: directory.path).changes(since: before) == [])
        }

        @Test func anExistingFileIsNotReplacedWithoutForce() throws {
            try directory.write(##"{"c": {"$type": "color", "x": {"$value": "#000000"}}}"##, to: "t.tokens.json")
            try directory.write("keep me", to: "page.html")
            try directory.write("keep me", to: "o.css")
            let before = try FolderSnapshot(of: directory.path)
            let input = directory.file("t.tokens.json")
            for arguments in [
                ["preview", input, "-o", directory.file("page.html")],
                ["convert", input, "--to", "css", "-o", directory.file("o.css")],
            ] {
                let run = runShade(arguments)
                #expect(run.status == 2)
                #expect(run.errors.contains("already exists; nothing was written (--force replaces it)"))
            }
            #expect(try FolderSnapshot(of: directory.path).changes(since: before) == [])
            #expect(runShade(["preview", input, "-o", directory.file("page.html"), "--force"]).status == 0)
            #expect(try directory.read("page.html").hasPrefix("<!DOCTYPE html>"))
        }

        // MARK: - Item 7: two commands race for one output

        @Test func ofTwoCommandsWritingOneNewFileExactlyOneWrites() throws {
            // Enough colors that making the page takes a while, so that the commands overlap.
            let catalog = CatalogBuilder.generated(count: 400)
            let input = try writeCatalog(catalog, in: directory)
            for (format, name) in [("css", "race.css"), ("swift", "Race.swift")] {
                let statuses = Mutex<[Int32]>([])
                DispatchQueue.concurrentPerform(iterations: 6) { _ in
                    let run = runShade(["convert", input, "--to", format, "-o", directory.file(name)])
                    statuses.withLock { $0.append(run.status) }
                }
                let all = statuses.withLock { $0 }
                #expect(all.filter { $0 == 0 }.count == 1, "\(format): \(all)")
                #expect(all.filter { $0 == 2 }.count == 5, "\(format): \(all)")
            }
            let previews = Mutex<[Int32]>([])
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                let run = runShade(["preview", input, "-o", directory.file("race.html")])
                previews.withLock { $0.append(run.status) }
            }
            #expect(previews.withLock { $0 }.sorted() == [0, 2, 2, 2])
            let tokens = Mutex<[CommandRun]>([])
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                let run = runShade(["convert", input, "--to", "tokens", "-o", directory.file("race"), "--name", "race"])
                tokens.withLock { $0.append(run) }
            }
            let tokenRuns = tokens.withLock { $0 }
            #expect(tokenRuns.map(\.status).sorted() == [0, 2, 2, 2], "\(tokenRuns.map(\.errors))")
            #expect(tokenRuns.filter { $0.status == 2 }.allSatisfy { $0.errors.contains("already exists") })
            #expect(try directory.entries(in: "race").filter { $0.hasPrefix(".") } == [], "no temporary file is left")
            #expect(try directory.entries().filter { $0.hasPrefix(".") } == [], "no temporary file is left")
        }

        @Test func anEntryTheTokenFormatCannotHoldIsLeftOutAndNotCounted() throws {
            try directory.write(#"{"info": {"author": "xcode", "version": 1}}"#, to: "C.xcassets/Contents.json")
            for name in ["{x}", "ok"] {
                try directory.write(
                    """
                    {"colors": [{"color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}, "idiom": "universal"}],
                     "info": {"author": "xcode", "version": 1}}
                    """, to: "C.xcassets/\(name).colorset/Contents.json")
            }
            let run = runShade(["convert", directory.file("C.xcassets"), "--to", "tokens", "-o", directory.file("out")])
            #expect(run.status == 1)
            #expect(run.output.isEmpty)
            #expect(run.errors.contains("wrote 1 color to"), "\(run.errors)")
            #expect(run.errors.contains("{x}.colorset/Contents.json:1:"), "\(run.errors)")
            #expect(run.errors.contains("this entry is left out"))
        }

        // MARK: - Item 8: --name is a name

        @Test func aBaseNameThatIsAPathIsAUsageError() throws {
            try directory.write(##"{"c": {"$type": "color", "x": {"$value": "#000000"}}}"##, to: "in/t.tokens.json")
            let before = try FolderSnapshot(of: directory.path)
            for name in ["../../X", "a/b", "..", ".", ""] {
                let run = runShade([
                    "convert", directory.file("in/t.tokens.json"), "--to", "tokens", "-o", directory.file("in/out"),
                    "--name", name,
                ])
                #expect(run.status == 64, "\(name)")
                #expect(run.errors.contains("--name"), "\(name): \(run.errors)")
            }
            #expect(try FolderSnapshot(of: directory.path).changes(since: before) == [])
        }

        // MARK: - Item 9: a preview of too many colors

        @Test func aPreviewOfMoreColorsThanAPageShowsIsRefused() throws {
            let count = PreviewCommand.maximumColors + 1
            var tokens = ##"{"c": {"$type": "color""##
            for index in 0..<count {
                let hex = String(index, radix: 16, uppercase: true)
                tokens += ", \"c\(index)\": {\"$value\": \"#\(String(repeating: "0", count: 6 - hex.count) + hex)\"}"
            }
            tokens += "}}"
            try directory.write(tokens, to: "many.tokens.json")
            let run = runShade(["preview", directory.file("many.tokens.json"), "-o", directory.file("p.html")])
            #expect(run.status == 2)
            #expect(run.errors.contains("\(count) colors are more than a page shows (\(PreviewCommand.maximumColors))"))
            #expect(!FileManager.default.fileExists(atPath: directory.file("p.html")))
        }

        // MARK: - Item 11: messages

        @Test func showReportsTheReadersErrorsAboutItsColor() throws {
            try directory.write(
                """
                {"color": {"$type": "color", "blue": {"$value": "#0000FF", "$extensions": {}}}}
                """, to: "light.tokens.json")
            // A value that cannot be read, in an asset catalog: the dark variant of "blue".
            let catalog = directory.file("C.xcassets")
            try directory.write(#"{"info": {"author": "xcode", "version": 1}}"#, to: "C.xcassets/Contents.json")
            try directory.write(
                """
                {"colors": [
                  {"color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "1", "alpha": "1"}}, "idiom": "universal"},
                  {"appearances": [{"appearance": "luminosity", "value": "dark"}],
                   "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "abc", "alpha": "1"}},
                   "idiom": "universal"}
                ], "info": {"author": "xcode", "version": 1}}
                """, to: "C.xcassets/blue.colorset/Contents.json")
            let run = runShade(["show", catalog, "blue", "--color", "never"])
            #expect(run.status == 1)
            #expect(run.errors.contains("blue.colorset/Contents.json:4:"), "\(run.errors)")
            #expect(run.errors.contains("error: blue:"), "\(run.errors)")
            #expect(run.output.contains("blue"))
        }

        @Test func theTextAuditShowsWhereAFindingWithoutAColorIs() throws {
            try directory.write(
                """
                {"color": {"$type": "color",
                  "text": {"$value": "#000000"},
                  "background": {"$value": "#FFFFFF"},
                  "broken": {"$value": "{color.nowhere}"}}}
                """, to: "t.tokens.json")
            let run = runShade(["audit", directory.file("t.tokens.json"), "--color", "never"])
            let line = try #require(run.output.split(separator: "\n").first { $0.contains("nowhere") })
            #expect(line.contains("t.tokens.json:4:"), "\(line)")
        }

        @Test func aColorWithNoReadableValueHasNoSwatch() throws {
            try directory.write(#"{"info": {"author": "xcode", "version": 1}}"#, to: "C.xcassets/Contents.json")
            try directory.write(
                """
                {"colors": [{"color": {"color-space": "srgb", "components": {"red": "x", "green": "0", "blue": "0", "alpha": "1"}}, "idiom": "universal"}],
                 "info": {"author": "xcode", "version": 1}}
                """, to: "C.xcassets/gone.colorset/Contents.json")
            try directory.write(
                """
                {"colors": [{"color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}, "idiom": "universal"}],
                 "info": {"author": "xcode", "version": 1}}
                """, to: "C.xcassets/red.colorset/Contents.json")
            let run = runShade(["audit", directory.file("C.xcassets"), "--color", "never"])
            #expect(!run.output.contains("#00000000"), "\(run.output)")
            #expect(run.output.contains("gone.colorset/Contents.json:1:"), "\(run.output)")
        }

        @Test func systemErrorsAreInPlainWordsWithThePathAsGiven() throws {
            try directory.write(##"{"c": {"$type": "color", "x": {"$value": "#000000"}}}"##, to: "t.tokens.json")
            let missingFolder = try runShadeExecutable(
                ["convert", "t.tokens.json", "--to", "css", "-o", "missing/o.css"], in: directory.path)
            #expect(missingFolder.status == 2)
            #expect(
                missingFolder.errors == "error: cannot write 'missing/o.css': the folder 'missing' does not exist\n")
            let folder = try runShadeExecutable(
                ["convert", "t.tokens.json", "--to", "css", "-o", ".", "--force"], in: directory.path)
            #expect(folder.errors.contains("error: cannot write '.'"), "\(folder.errors)")
            #expect(!folder.errors.contains("NSCocoaErrorDomain") && !folder.errors.contains("could not be completed"))
            let preview = try runShadeExecutable(
                ["preview", "t.tokens.json", "-o", "missing/p.html"], in: directory.path)
            #expect(preview.errors == "error: cannot write 'missing/p.html': the folder 'missing' does not exist\n")
            try directory.write("a file", to: "out.css")
            let fileInTheWay = try runShadeExecutable(
                ["convert", "t.tokens.json", "--to", "tokens", "-o", "out.css/sub"], in: directory.path)
            #expect(fileInTheWay.errors == "error: cannot write 'out.css/sub': 'out.css' is a file, not a folder\n")
            let empty = runShade(["convert", directory.file("t.tokens.json"), "--to", "css", "-o", ""])
            #expect(empty.status == 64)
            #expect(empty.errors.contains("The output path (-o) is empty."))
            #expect(!empty.errors.contains("already exists"))
            #expect(runShade(["preview", directory.file("t.tokens.json"), "-o", ""]).status == 64)
        }

        @Test func readerMessagesNameFilesAsGiven() throws {
            try directory.write(
                ##"{"c": {"$type": "color", "x": {"$value": "#000000"}, "y": {"$value": "nope"}}}"##,
                to: "t.tokens.json")
            for arguments in [
                ["preview", "t.tokens.json", "-o", "p.html"],
                ["convert", "t.tokens.json", "--to", "css", "-o", "c.css"],
            ] {
                let run = try runShadeExecutable(arguments, in: directory.path)
                #expect(run.status == 1, "\(arguments[0]): a part could not be read")
                #expect(run.errors.hasPrefix("t.tokens.json:1:"), "\(arguments[0]): \(run.errors)")
                #expect(!run.errors.contains(directory.path), "\(arguments[0]): \(run.errors)")
            }
        }

        @Test func aMissingInputIsReportedOnce() throws {
            let run = runShade(["audit", directory.file("None.xcassets")])
            #expect(run.status == 2)
            let all = run.output + run.errors
            #expect(all.components(separatedBy: "no such file or folder").count - 1 == 1, "\(all)")
        }
    }
#endif
