package import ShadeCatalog
import ShadeDiagnostics

extension CatalogStages {
    /// What `shade fix` makes of a catalog, in memory (``fix(_:files:adjust:)``).
    package struct Fix {
        /// The number of changes planned.
        package var planned: Int
        /// The number of those written: made, with a place in a file whose replacements were
        /// found.
        package var written: Int
        /// The new bytes of each file a change is written in, by its name as the reader was given
        /// it.
        package var files: [String: [UInt8]]
        /// The replacements that make them, by file, sorted by offset.
        package var replacements: [String: [ByteReplacement]]
        /// Why the rewriter refused a file's changes, by file.
        package var refused: [String: String]
        /// The catalog that reading the new files must give: the written changes made, the
        /// aliases of their colors reading the new values, and the variants a file writes apart
        /// that no longer repeat their fallback.
        package var expected: ColorCatalog
    }

    /// Plans the changes that fix the failing contrast of the catalog `read` as `shade fix` does
    /// (the pairs its names give, or its first color on its last when they give none), moving the
    /// side `adjust` picks (foreground, background, either, by its remainder of 3), and writes
    /// them into `files` (the bytes each file was read from, by its name) in memory.
    package static func fix(_ read: CatalogReadResult, files: [String: [UInt8]], adjust: Int) -> Fix {
        let catalog = read.catalog
        var pairs = Auditor(catalog: catalog).audit().pairs
        let colors = catalog.colors
        if pairs.isEmpty, let first = colors.first, let last = colors.last, first.name != last.name {
            pairs = [ColorPair(foreground: first.name, background: last.name, use: .text, reason: .neutralBackground)]
        }
        let sides = AdjustedSide.allCases
        var planner = ContrastFixPlanner(
            catalog: catalog, repeatedVariants: read.repeatedVariants, pairs: pairs,
            adjust: sides[((adjust % sides.count) + sides.count) % sides.count])
        planner.countsUnwritableChanges = false
        let plan = planner.plan()
        var result = Fix(
            planned: plan.changes.count, written: 0, files: [:], replacements: [:], refused: [:], expected: catalog)
        var written: [ColorChange] = []
        for (file, positions) in plan.writtenChangesByFile {
            guard let bytes = files[file] else { continue }
            let changes = positions.map { plan.changes[$0] }
            do {
                let replacements = try ColorChangeWriter.replacements(for: changes, in: bytes, file: file)
                result.replacements[file] = replacements
                result.files[file] = ColorValueRewriter.applying(replacements, to: bytes)
                written += changes
            } catch {
                result.refused[file] = error.description
            }
        }
        result.written = written.count
        result.expected = ContrastFixPlan(changes: written).applied(to: plan.catalog)
        return result
    }
}
