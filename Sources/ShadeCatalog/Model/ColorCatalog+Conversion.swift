extension ColorCatalog {
    /// The catalog with its entries named as design tokens, ready for the token writer.
    ///
    /// A token's path is its groups and its name, and a name cannot contain a dot, while asset
    /// catalog names often do (`navigation.back.button`, or the `color.primitive.blue.1` a token
    /// exporter writes). So every part of an entry's path is split at its dots: the asset
    /// `Brand/navigation.back.colorset` becomes the token `Brand.navigation.back`. An entry whose
    /// path is also the group of other entries (the color set `Primary` beside a folder `Primary/`)
    /// becomes that group's `$root` token. Values and variants are kept as they are; system-color
    /// references are written by the token writer as their values (see
    /// ``ColorSet/expandingSystemColorReferences()``).
    public func namedForDesignTokens() -> ColorCatalog {
        let paths = entries.map { entry in
            entry.path.flatMap { $0.split(separator: ".", omittingEmptySubsequences: true).map(String.init) }
        }
        var prefixes: Set<[String]> = []
        for path in paths where path.count > 1 {
            for length in 1..<path.count { prefixes.insert(Array(path.prefix(length))) }
        }
        return renamed(paths.map { prefixes.contains($0) ? $0 + ["$root"] : $0 }, separator: ".")
    }

    /// The catalog with its entries named as an asset catalog names them, ready for the asset
    /// catalog writer: the token `color.bg.default` becomes the color set `default` in the folders
    /// `color/bg/`, each providing a namespace, so its full name is `color/bg/default` and no two
    /// tokens of the same name in different groups collide. A group's `$root` token becomes a color
    /// set named after the group, beside the group's folder.
    public func namedForAssetCatalog() -> ColorCatalog {
        renamed(entries.map { $0.path.last == "$root" ? Array($0.path.dropLast()) : $0.path }, separator: "/")
    }

    /// The catalog with entry `i` at `paths[i]`, named by joining the path with `separator`.
    private func renamed(_ paths: [[String]], separator: String) -> ColorCatalog {
        var result = self
        result.removeAllEntries()
        for (entry, path) in zip(entries, paths) {
            var renamed = entry
            renamed.path = path
            renamed.name = path.joined(separator: separator)
            result.insert(renamed)
        }
        return result
    }
}
