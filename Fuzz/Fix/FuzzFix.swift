import FuzzSupport
import ShadeCatalog
import ShadeDiagnostics
import ShadeJSON
import ShadeTool

/// `shade fix` in memory on any bytes: read as a design-token file, and as the `Contents.json`
/// of two asset-catalog color sets (`label` and `background`: the input split at its first byte
/// `0xFF`, or the same bytes for both), the failing pairs planned and their changes written by
/// `ColorChangeWriter` (`CatalogStages.fix`), moving the side the input's length picks.
///
/// Properties: planning and writing end without a crash; the rewriter refuses no change the
/// planner made (the files are as they were read); each replacement lies inside the file, holds
/// the bytes it says it replaces, is exactly one string or number literal, starts and ends at the
/// lines and columns it reports, and overlaps no other; the new file is the old one with those
/// replacements and every other byte as it was; and reading the new files gives the catalog with
/// the changes made (the colors written as planned, to the bit, and the aliases of a changed token
/// reading its new value) and nothing else changed, with no more errors or warnings than before.
enum FixTarget {
    static let tokenFile = "fuzz.tokens.json"
    static let labelFile = "label.colorset/Contents.json"
    static let backgroundFile = "background.colorset/Contents.json"

    static func check(_ bytes: [UInt8]) {
        checkTokens(bytes)
        checkAssetCatalog(bytes)
    }

    // MARK: - The two readers

    static func checkTokens(_ bytes: [UInt8]) {
        func read(_ files: [String: [UInt8]]) -> CatalogReadResult {
            TokenReader().read([.bytes(files[tokenFile] ?? [], name: tokenFile)])
        }
        check(files: [tokenFile: bytes], read: read)
    }

    static func checkAssetCatalog(_ bytes: [UInt8]) {
        let split = bytes.firstIndex(of: 0xFF)
        let label = split.map { Array(bytes[..<$0]) } ?? bytes
        let background = split.map { Array(bytes[($0 + 1)...]) } ?? bytes
        func read(_ files: [String: [UInt8]]) -> CatalogReadResult {
            var entries: [CatalogEntry] = []
            var diagnostics: [Diagnostic] = []
            for (name, file) in [("label", labelFile), ("background", backgroundFile)] {
                let result = AssetCatalogReader.read(contentsJSON: files[file] ?? [], file: file, name: name)
                entries += result.catalog.entries
                diagnostics += result.diagnostics
            }
            return CatalogReadResult(catalog: ColorCatalog(entries: entries), diagnostics: diagnostics)
        }
        check(files: [labelFile: label, backgroundFile: background], read: read)
    }

    // MARK: - The properties

    static func check(files: [String: [UInt8]], read: ([String: [UInt8]]) -> CatalogReadResult) {
        let before = read(files)
        guard before.catalog.colors.count >= 2 else { return }
        let adjust = files.values.reduce(0) { $0 + $1.count }
        let fix = CatalogStages.fix(before, files: files, adjust: adjust)
        FuzzTarget.require(fix.refused.isEmpty, "the rewriter refused a planned change: \(fix.refused)")
        guard fix.written > 0 else { return }
        var after = files
        for (file, new) in fix.files {
            guard let old = files[file] else {
                FuzzTarget.require(false, "a change was written into \(file), which was not read")
                return
            }
            checkReplacements(fix.replacements[file] ?? [], from: old, to: new, file: file)
            after[file] = new
        }
        let again = read(after)
        FuzzTarget.require(
            again.errors.count <= before.errors.count && again.diagnostics.count <= before.diagnostics.count,
            "the new files read with other diagnostics: \(again.diagnostics) (before: \(before.diagnostics))\n"
                + text(fix.files))
        let expected = comparable(fix.expected, read: again.catalog)
        let found = comparable(again.catalog, read: again.catalog)
        FuzzTarget.require(
            expected == found,
            "the new files read as another catalog than planned: \(difference(expected, found))\n" + text(fix.files))
    }

    /// Requires `replacements` to be what they say, one literal each, and `new` to be `old` with
    /// them.
    static func checkReplacements(_ replacements: [ByteReplacement], from old: [UInt8], to new: [UInt8], file: String) {
        var position = 0
        var newPosition = 0
        FuzzTarget.require(!replacements.isEmpty, "\(file) changed with no replacement")
        for replacement in replacements {
            let end = replacement.offset + replacement.length
            FuzzTarget.require(
                replacement.offset >= position && end <= old.count,
                "the replacement at \(replacement.offset) overlaps another or lies outside \(file)")
            FuzzTarget.require(
                Array(old[replacement.offset..<end]) == replacement.original,
                "the replacement at \(replacement.offset) does not hold the bytes it replaces")
            FuzzTarget.require(
                literalEnd(in: old, at: replacement.offset) == end,
                "the replacement at \(replacement.offset) is not one literal: \(quoted(replacement.original))")
            FuzzTarget.require(
                literalEnd(in: replacement.replacement, at: 0) == replacement.replacement.count,
                "the text written is not one literal: \(quoted(replacement.replacement))")
            FuzzTarget.require(
                location(of: replacement.offset, in: old) == replacement.start
                    && location(of: end, in: old) == replacement.end,
                "the replacement at \(replacement.offset) reports \(replacement.start)–\(replacement.end), "
                    + "but lies at \(location(of: replacement.offset, in: old))–\(location(of: end, in: old))")
            let unchanged = replacement.offset - position
            FuzzTarget.require(
                newPosition + unchanged + replacement.replacement.count <= new.count
                    && old[position..<replacement.offset] == new[newPosition..<(newPosition + unchanged)]
                    && new[(newPosition + unchanged)..<(newPosition + unchanged + replacement.replacement.count)]
                        .elementsEqual(replacement.replacement),
                "\(file) changed outside the replacements, before offset \(replacement.offset)")
            newPosition += unchanged + replacement.replacement.count
            position = end
        }
        FuzzTarget.require(
            old[position...].elementsEqual(new[newPosition...]), "\(file) changed after its last replacement")
    }

    /// The end of the JSON string or number literal that starts at `offset`, or `nil`.
    static func literalEnd(in bytes: [UInt8], at offset: Int) -> Int? {
        guard offset < bytes.count else { return nil }
        if bytes[offset] == UInt8(ascii: "\"") {
            var index = offset + 1
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                } else if bytes[index] == UInt8(ascii: "\"") {
                    return index + 1
                } else {
                    index += 1
                }
            }
            return nil
        }
        let numberBytes = Array("0123456789+-.eE".utf8)
        guard numberBytes.contains(bytes[offset]) else { return nil }
        var index = offset
        while index < bytes.count, numberBytes.contains(bytes[index]) { index += 1 }
        return index
    }

    /// The line and column of the byte at `offset`, as Shade's JSON reader counts them: lines
    /// after line feeds (a byte-order mark at the start not counted), columns in Unicode scalars.
    static func location(of offset: Int, in bytes: [UInt8]) -> DocumentLocation {
        var line = 1
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let scalars = bytes[lineStart..<max(lineStart, offset)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return DocumentLocation(line: line, column: scalars + 1)
    }

    // MARK: - Comparing catalogs

    /// `catalog` without what a change may move: where entries are defined (a longer value moves
    /// the columns after it), the `$extensions` of the entries whose extensions `read` (the
    /// catalog read back) gives otherwise, where a mode's value is written (Primer's overrides),
    /// and the value of an entry of another type than color that is an alias (of a color, whose
    /// value it copies as the reader found it).
    static func comparable(_ catalog: ColorCatalog, read: ColorCatalog) -> ColorCatalog {
        var result = catalog
        for var entry in catalog.entries {
            entry.source = nil
            var isColor = false
            if case .color = entry.value { isColor = true }
            if !isColor, entry.aliasOf != nil || entry.modeValues.contains(where: { $0.aliasOf != nil }) {
                entry.value = .other(type: nil, value: .null)
                entry.modeValues = []
            }
            if let new = read[entry.name], new.extensions != entry.extensions, hasOverrides(entry) {
                entry.extensions = new.extensions
            }
            result.insert(entry)
        }
        return result
    }

    /// Whether an entry's `$extensions` hold a mode's value, which a change writes there.
    static func hasOverrides(_ entry: CatalogEntry) -> Bool {
        entry.extensions.contains { $0.key == "$extensions" || $0.key == "$value" }
    }

    /// The first difference between two catalogs, for a message.
    static func difference(_ expected: ColorCatalog, _ found: ColorCatalog) -> String {
        guard expected.names == found.names else { return "the names \(expected.names) are \(found.names)" }
        for (old, new) in zip(expected.entries, found.entries) where old != new {
            return "\(old.name) should be\n\(old)\nand is\n\(new)"
        }
        return "the catalogs differ outside their entries"
    }

    static func quoted(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).debugDescription
    }

    static func text(_ files: [String: [UInt8]]) -> String {
        files.sorted { $0.key < $1.key }.map { "\($0.key):\n\(String(decoding: $0.value, as: UTF8.self))" }
            .joined(separator: "\n")
    }
}

#if FUZZING
    /// libFuzzer's entry point: checks one input, the `size` bytes at `data`, with
    /// ``FixTarget/check(_:)``.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzTarget.run(data, size, FixTarget.check)
    }

    /// The executable's `main` (SwiftPM calls `<module>_main`): runs libFuzzer's loop on
    /// ``testOneInput(_:_:)`` with the options on the command line.
    @_cdecl("fuzz_fix_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
        FuzzTarget.runLibFuzzer(argc, argv, testOneInput)
    }
#else
    @main
    enum Main {
        static func main() {
            Replay.main("fuzz-fix", FixTarget.check)
        }
    }
#endif
