import ShadeAssetCatalog
import ShadeCatalogModel
import ShadeColor
import ShadeDiagnostics
import ShadeJSON
import ShadeTheme

/// What ``TokenWriter`` writes for a catalog: the tokens of each file, then the text.
struct TokenWritePlan {
    /// The key of a mode: its conditions and theme.
    struct ModeKey: Hashable {
        var conditions: [ColorVariant.Condition]
        var theme: String?

        var isDefault: Bool { conditions.isEmpty && theme == nil }

        var appearance: DynamicColor.Variant? {
            ColorVariant(conditions: conditions, value: nil).appearance
        }
    }

    /// One token to write: its path, `$type`, and members other than `$type`.
    struct Token {
        var path: [String]
        var type: String?
        var members: [CatalogJSON.Member]
    }

    let name: String
    var diagnostics: [Diagnostic] = []
    private var groupMetadata: [CatalogPath: [CatalogJSON.Member]] = [:]
    private var metadata: [CatalogJSON.Member] = []
    private var defaultTokens: [Token] = []
    private var modeTokens: [ModeKey: [Token]] = [:]

    static let formatSchema = "https://www.designtokens.org/schemas/2025.10/format.json"
    static let resolverSchema = "https://www.designtokens.org/schemas/2025.10/resolver.json"

    init(name: String) {
        self.name = name
    }

    // MARK: - Tokens

    mutating func build(_ catalog: ColorCatalog) throws(TokenWriteError) {
        for member in catalog.metadata {
            if member.key.hasPrefix("$"), member.key != "$schema" {
                metadata.append(member)
            } else if member.key != "$schema" {
                diagnostics.append(
                    Diagnostic(
                        .warning, file: "\(name).tokens.json",
                        message:
                            "the catalog's `\(member.key)` has no place in a token file (only `$` properties do); it is not written"
                    ))
            }
        }
        groupMetadata = catalog.groupMetadata
        var paths: Set<CatalogPath> = []
        var writable: [CatalogEntry] = []
        for entry in catalog.entries {
            // The format forbids these names (a `{…}` would read as an alias, a `$` name as a
            // property, a `.` as a path): the entry is left out, with an error at its source.
            let invalid =
                entry.path.isEmpty
                ? ""
                : entry.path.first {
                    $0.isEmpty || ($0.hasPrefix("$") && $0 != "$root") || $0.contains(where: { "{}.".contains($0) })
                }
            if let invalid {
                diagnostics.append(
                    Diagnostic(
                        .error, file: entry.source?.file ?? "\(name).tokens.json", location: entry.source?.position,
                        path: entry.name,
                        message:
                            "a token or group name must not be empty, start with `$` or contain `{`, `}` or `.`, "
                            + "found \(JSONWriter.displayQuoted(invalid, limit: 60)); this entry is left out"))
                continue
            }
            paths.insert(CatalogPath(entry.path))
            writable.append(entry)
        }
        // The groups an entry sits in, and the groups with properties, are groups: none can be a token.
        let groups =
            paths.map { ($0.parts, $0.parts.count - 1) } + groupMetadata.keys.map { ($0.parts, $0.parts.count) }
        for (path, depth) in groups where depth > 0 {
            for length in 1...depth where paths.contains(CatalogPath(Array(path.prefix(length)))) {
                throw TokenWriteError.tokenIsGroup(entry: path.prefix(length).joined(separator: "."))
            }
        }
        for entry in writable { add(entry) }
    }

    private mutating func add(_ entry: CatalogEntry) {
        var base = baseMembers(of: entry)
        switch entry.value {
        case .color(let original):
            // A token cannot refer to a system color: such a variant is written as its values.
            let set = original.expandingSystemColorReferences()
            let overridden = Self.overriddenModes(of: entry)
            var inDefault = false
            var modesWithoutDefault: [(ModeKey, Token)] = []
            // A set with nothing universal and without a display gamut is written with the
            // variants that stand for it everywhere else (its sRGB ones, or its one idiom's).
            let slot = set.fallbackSlot
            // A set whose variants the token's values do not give back (another idiom, a display
            // gamut, an appearance Shade does not know, a system-color reference, a variant the
            // reader would fold into its fallback) keeps them all, in the asset catalog's form, in
            // `$extensions`: they come back in an asset catalog as they were.
            // So does a set whose colors its tokens would give back written otherwise (in another
            // space or notation than one kept notation holds), or in another order.
            var isWhole =
                !original.variants.contains { Self.unwritableReason($0, slot: nil) != nil }
                && TokenCatalogBuilder.compacted(original.variants).count == original.variants.count
                && Self.isInReadingOrder(original.variants)
            if isWhole {
                switch Self.assetCatalogReturn(of: original.variants) {
                case .plain?: break
                case .notation(let notation)?:
                    base.after = ColorCatalog.addingAssetCatalogExtension(
                        [CatalogJSON.Member("notation", notation.json)], to: base.after)
                case nil: isWhole = false
                }
            }
            if !isWhole {
                let variants = CatalogJSON.array(original.variants.map(AssetCatalogContents.colorVariant))
                base.after = ColorCatalog.addingAssetCatalogExtension(
                    [CatalogJSON.Member("variants", variants)], to: base.after)
            }
            for variant in set.variants {
                // Shade's order of conditions, whatever order the variant lists them in.
                let conditions = variant.appearance.map(ColorVariant.conditions(for:)) ?? variant.conditions
                let key = ModeKey(conditions: conditions, theme: variant.theme)
                if Self.unwritableReason(variant, slot: slot) != nil { continue }
                // A mode an override gives is written by the override, but the token needs its `$value`.
                if overridden.contains(key), !key.isDefault { continue }
                guard let value = variant.value, case .color(let color) = value else { continue }
                var json = variant.aliasOf.map { CatalogJSON.string("{\($0)}") } ?? Self.colorJSON(color)
                if key.isDefault {
                    // The `$value` an override replaced in the default mode holds for the other modes.
                    if let kept = entry.extensions.first(where: { $0.key == "$value" }) { json = kept.value }
                    defaultTokens.append(
                        Token(path: entry.path, type: "color", members: Self.members(base, value: json)))
                    inDefault = true
                } else {
                    // The kept members go along: a mode file's token replaces the default one in
                    // that mode, and its `$extensions` overrides and Primer `alpha` still apply there.
                    let kept = entry.extensions.filter { $0.key != "$value" }
                    modesWithoutDefault.append(
                        (
                            key,
                            Token(path: entry.path, type: "color", members: [CatalogJSON.Member("$value", json)] + kept)
                        ))
                }
            }
            for (key, var token) in modesWithoutDefault {
                if !inDefault { token.members = Self.members(base, value: token.members[0].value) }
                modeTokens[key, default: []].append(token)
            }
            if !inDefault, modesWithoutDefault.isEmpty, !overridden.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .warning, file: "\(name).tokens.json", path: entry.name,
                        message: "the color has only variants its `$extensions` override; it is not written"))
            }
        case .font, .metric, .other:
            guard let (type, json) = Self.typeAndJSON(of: entry.value, aliasOf: entry.aliasOf) else { return }
            defaultTokens.append(Token(path: entry.path, type: type, members: Self.members(base, value: json)))
            // A value of another mode is that mode's file's token, as a color's variant is.
            for modeValue in entry.modeValues {
                guard let (modeType, modeJSON) = Self.typeAndJSON(of: modeValue.value, aliasOf: modeValue.aliasOf)
                else { continue }
                let conditions = modeValue.appearance.map(ColorVariant.conditions(for:)) ?? modeValue.conditions
                modeTokens[ModeKey(conditions: conditions, theme: modeValue.theme), default: []].append(
                    Token(path: entry.path, type: modeType, members: [CatalogJSON.Member("$value", modeJSON)]))
            }
        case .image:
            diagnostics.append(
                Diagnostic(
                    .warning, file: "\(name).tokens.json", path: entry.name,
                    message: "an image set has no design-token form; it is not written"))
        }
    }

    /// Whether a set's variants are in the order reading its tokens gives: the default one, then
    /// the modes in their files' order.
    private static func isInReadingOrder(_ variants: [ColorVariant]) -> Bool {
        let ranks = variants.map { variant -> String in
            let conditions = variant.appearance.map(ColorVariant.conditions(for:)) ?? variant.conditions
            let key = ModeKey(conditions: conditions, theme: variant.theme)
            return key.isDefault ? "" : sortKey(key)
        }
        return ranks == ranks.sorted()
    }

    /// The `$type` and `$value` of a font, metric or other value, or `nil` for a color or image.
    private static func typeAndJSON(of value: CatalogEntry.Value, aliasOf: String?)
        -> (type: String?, json: CatalogJSON)?
    {
        let alias = aliasOf.map { CatalogJSON.string("{\($0)}") }
        switch value {
        case .font(let font, let typography):
            let (type, json) = fontJSON(font, typography)
            return (type, alias ?? json)
        case .metric(_, let dimension): return ("dimension", alias ?? dimensionJSON(dimension))
        case .other(let type, let json): return (type, alias ?? json)
        case .color, .image: return nil
        }
    }

    /// Why a token cannot hold the variant as a value, or `nil` when it can. The variants of `slot`
    /// (``ColorSet/fallbackSlot``) are written as if universal and without a display gamut.
    private static func unwritableReason(
        _ variant: ColorVariant, slot: (idiom: String, gamut: ColorVariant.DisplayGamut?)?
    ) -> String? {
        let isInSlot = slot.map { variant.idiom == $0.idiom && variant.displayGamut == $0.gamut } ?? false
        if variant.idiom != ColorVariant.universal, !isInSlot {
            return "the idiom `\(variant.idiom)`"
        } else if let gamut = variant.displayGamut, !isInSlot {
            return "the display gamut `\(gamut.rawValue)`"
        } else if variant.appearance == nil {
            return "the appearance \(variant.conditions.map(\.description).joined(separator: ", "))"
        } else if case .reference(let reference) = variant.value {
            return "the system-color reference `\(reference.name)`"
        }
        return nil
    }

    /// `$description` before the value, `$deprecated` and the kept members after it.
    private func baseMembers(of entry: CatalogEntry) -> (before: [CatalogJSON.Member], after: [CatalogJSON.Member]) {
        var before: [CatalogJSON.Member] = []
        var after: [CatalogJSON.Member] = []
        if let description = entry.description {
            before.append(CatalogJSON.Member("$description", .string(description)))
        }
        switch entry.deprecation {
        case .deprecated: after.append(CatalogJSON.Member("$deprecated", .bool(true)))
        case .reason(let reason): after.append(CatalogJSON.Member("$deprecated", .string(reason)))
        case nil: break
        }
        after += entry.extensions.filter { $0.key != "$value" }
        return (before, after)
    }

    private static func members(
        _ base: (before: [CatalogJSON.Member], after: [CatalogJSON.Member]), value: CatalogJSON
    ) -> [CatalogJSON.Member] {
        base.before + [CatalogJSON.Member("$value", value)] + base.after
    }

    /// The modes an entry's `$extensions` give values for, which the reader derives from them.
    static func overriddenModes(of entry: CatalogEntry) -> Set<ModeKey> {
        guard let extensions = entry.extensions.first(where: { $0.key == "$extensions" })?.value else { return [] }
        var keys: Set<ModeKey> = []
        for key in ModeOverride.extensionKeys {
            for member in extensions[key]?.members ?? [] {
                let mode = TokenMode(named: member.key)
                keys.insert(ModeKey(conditions: mode.conditions, theme: mode.theme))
            }
        }
        return keys
    }

    // MARK: - Values

    /// A color as a 2025.10 object.
    static func colorJSON(_ color: CatalogColor) -> CatalogJSON {
        let (space, components) = tokenComponents(of: color)
        var members = [
            CatalogJSON.Member("colorSpace", .string(space.tokenSpelling)),
            CatalogJSON.Member("components", .array(components.map { $0.map(CatalogJSON.number) ?? .string("none") })),
            CatalogJSON.Member("alpha", .number(color.alpha)),
        ]
        if let hex = TokenColorConversion.hex(of: color.color) {
            members.append(CatalogJSON.Member("hex", .string(hex)))
        }
        return .object(members)
    }

    /// The space and components a token holds for `color`: its own when design tokens have the
    /// space. An asset catalog's `extended-srgb` and `extended-linear-srgb` components within 0…1
    /// are `srgb` and `srgb-linear` ones, the same numbers; any other asset-catalog color is
    /// written in sRGB, or Display P3 beyond sRGB.
    static func tokenComponents(of color: CatalogColor) -> (space: CatalogColor.Space, components: [Double?]) {
        guard color.space.tokenName == nil else { return (color.space, color.components) }
        let inUnitRange = color.components.allSatisfy { $0.map { (0...1).contains($0) } ?? false }
        if color.space == .extendedSRGB, inUnitRange { return (.sRGB, color.components) }
        if color.space == .extendedLinearSRGB, inUnitRange { return (.sRGBLinear, color.components) }
        let target: CSSColorSpace =
            color.color.isInGamut(of: .sRGB) || !color.color.isInGamut(of: .displayP3) ? .sRGB : .displayP3
        return (target == .sRGB ? .sRGB : .displayP3, color.color.components(in: target).map { Optional($0) })
    }

    /// The color a token written for `color` reads back as.
    static func throughToken(_ color: CatalogColor) -> CatalogColor? {
        let (space, components) = tokenComponents(of: color)
        guard let value = try? CatalogColor.color(space: space, components: components, alpha: color.alpha)
        else { return nil }
        return CatalogColor(
            space: space, components: components, alpha: color.alpha, notation: .tokenObject(hex: nil), color: value)
    }

    /// How an asset catalog's color set comes back from its token: `.plain` when the token's values
    /// give back its variants as written, `.notation` when they do in the kept
    /// ``AssetCatalogNotation``, `nil` when neither does (so its variants are kept whole).
    enum AssetCatalogReturn: Equatable {
        case plain
        case notation(AssetCatalogNotation)
    }

    static func assetCatalogReturn(of variants: [ColorVariant]) -> AssetCatalogReturn? {
        let notations = variants.compactMap { variant -> AssetCatalogNotation? in
            guard case .color(let color)? = variant.value else { return nil }
            return AssetCatalogNotation(of: color)
        }
        guard let first = notations.first else { return .plain }
        func comesBack(through notation: AssetCatalogNotation?) -> Bool {
            variants.allSatisfy { variant in
                guard case .color(let color)? = variant.value else { return true }
                guard let read = throughToken(color) else { return false }
                var back = variant
                back.value = .color(notation?.applied(to: read) ?? read)
                return AssetCatalogContents.colorVariant(back) == AssetCatalogContents.colorVariant(variant)
            }
        }
        if comesBack(through: nil) { return .plain }
        // The notation as the token's `$extensions` spell it is the one that must give them back.
        guard notations.allSatisfy({ $0 == first }), let spelled = AssetCatalogNotation(json: first.json),
            comesBack(through: spelled)
        else { return nil }
        return .notation(spelled)
    }

    static func dimensionJSON(_ dimension: Dimension) -> CatalogJSON {
        .object([
            CatalogJSON.Member("value", .number(dimension.value)), CatalogJSON.Member("unit", .string(dimension.unit)),
        ])
    }

    /// A font's type and value: `fontFamily` when only families are given, `fontWeight` when only
    /// a weight is, otherwise `typography`.
    static func fontJSON(_ font: ThemeFont, _ typography: Typography) -> (type: String, value: CatalogJSON) {
        let hasOneField =
            typography.fieldAliases.isEmpty && typography.otherFields.isEmpty
            && typography.fontSize == nil && typography.letterSpacing == nil && typography.lineHeight == nil
        let familiesJSON: CatalogJSON =
            typography.fontFamilies.count == 1
            ? .string(typography.fontFamilies[0]) : .array(typography.fontFamilies.map(CatalogJSON.string))
        if hasOneField, !typography.fontFamilies.isEmpty, typography.fontWeight == nil {
            return ("fontFamily", familiesJSON)
        }
        if hasOneField, typography.fontFamilies.isEmpty, let weight = typography.fontWeight {
            return ("fontWeight", weight)
        }
        var members: [CatalogJSON.Member] = []
        func field(_ key: String, _ value: CatalogJSON?) {
            if let alias = typography.fieldAliases[key] {
                members.append(CatalogJSON.Member(key, .string("{\(alias)}")))
            } else if let value {
                members.append(CatalogJSON.Member(key, value))
            }
        }
        let isEmpty = typography.fontFamilies.isEmpty && typography.fontWeight == nil && typography.fontSize == nil
        field("fontFamily", typography.fontFamilies.isEmpty ? (isEmpty ? .string(font.family) : nil) : familiesJSON)
        field(
            "fontSize", (typography.fontSize ?? (isEmpty ? Dimension(font.size, unit: "px") : nil)).map(dimensionJSON))
        field("fontWeight", typography.fontWeight ?? (isEmpty ? .number(Double(font.weight.cssValue)) : nil))
        field("letterSpacing", typography.letterSpacing.map(dimensionJSON))
        field("lineHeight", typography.lineHeight)
        members += typography.otherFields
        return ("typography", .object(members))
    }

    // MARK: - Documents

    func documents() -> [TokenWriter.Document] {
        var documents = [
            TokenWriter.Document(
                fileName: "\(name).tokens.json", mode: nil, text: text(of: defaultTokens, withMetadata: true))
        ]
        guard !modeTokens.isEmpty else { return documents }
        let keys = modeTokens.keys.sorted { Self.sortKey($0) < Self.sortKey($1) }
        var files: [ModeKey: String] = [:]
        var fileNames: Set<String> = ["\(name).tokens.json", "\(name).resolver.json"]
        for key in keys {
            let mode = TokenMode(conditions: key.conditions, theme: key.theme)
            let fileName = Self.uniqueFileName(base: "\(name).\(Self.fileNamePart(mode.name))", in: &fileNames)
            files[key] = fileName
            documents.append(
                TokenWriter.Document(
                    fileName: fileName, mode: mode, text: text(of: modeTokens[key] ?? [], withMetadata: false)))
        }
        // With explicit Light variants, the default context `light` is theirs and `any` holds the
        // variants with no luminosity, so that `light` gives what light mode shows.
        let explicitLight = keys.contains { $0.conditions.contains(.light) }
        var contexts: [CatalogJSON.Member] = [
            CatalogJSON.Member(explicitLight ? "any" : TokenMode.light.name, .array([]))
        ]
        for key in keys {
            var sources: [CatalogJSON] = []
            for file in Self.fallbackFiles(for: key, files: files) {
                sources.append(.object([CatalogJSON.Member("$ref", .string("./" + file))]))
            }
            let name = TokenMode.name(conditions: key.conditions, theme: key.theme, explicitLight: explicitLight)
            contexts.append(CatalogJSON.Member(name, .array(sources)))
        }
        let resolver = CatalogJSON.object([
            CatalogJSON.Member("$schema", .string(Self.resolverSchema)),
            CatalogJSON.Member("name", .string(name)),
            CatalogJSON.Member("version", .string("2025.10")),
            CatalogJSON.Member(
                "sets",
                .object([
                    CatalogJSON.Member(
                        "tokens",
                        .object([
                            CatalogJSON.Member(
                                "sources",
                                .array([.object([CatalogJSON.Member("$ref", .string("./\(name).tokens.json"))])]))
                        ]))
                ])),
            CatalogJSON.Member(
                "modifiers",
                .object([
                    CatalogJSON.Member(
                        "mode",
                        .object([
                            CatalogJSON.Member("contexts", .object(contexts)),
                            CatalogJSON.Member("default", .string(TokenMode.light.name)),
                        ]))
                ])),
            CatalogJSON.Member(
                "resolutionOrder",
                .array([
                    .object([CatalogJSON.Member("$ref", .string("#/sets/tokens"))]),
                    .object([CatalogJSON.Member("$ref", .string("#/modifiers/mode"))]),
                ])),
        ])
        documents.append(
            TokenWriter.Document(
                fileName: "\(name).resolver.json", mode: nil, text: JSONWriter.document(resolver, layout: .pretty)))
        return documents
    }

    /// A mode's name as part of a file name: letters, digits, `-` and `_` kept, anything else
    /// (`/`, `#`, `%`, spaces, control characters) replaced with `_`, so that the file lands in the
    /// folder written to and a `$ref` names it without escapes (found by fuzzing: a theme named
    /// `ligh#t` was written to a file that `$ref` read as `ligh` and a fragment).
    private static func fileNamePart(_ name: String) -> String {
        let part = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        return part.isEmpty ? "_" : part
    }

    /// `base.tokens.json`, or `base-2.tokens.json` and on when two modes' names give the same file.
    private static func uniqueFileName(base: String, in used: inout Set<String>) -> String {
        var candidate = "\(base).tokens.json"
        var number = 2
        while !used.insert(candidate).inserted {
            candidate = "\(base)-\(number).tokens.json"
            number += 1
        }
        return candidate
    }

    static func sortKey(_ key: ModeKey) -> String {
        let rank = key.appearance.flatMap { DynamicColor.Variant.allCases.firstIndex(of: $0) } ?? 99
        return "\(key.theme == nil ? 0 : 1) \(key.theme ?? "") \(rank + 10)"
    }

    /// The mode files a mode's context lists, least specific first, so that a token the mode's
    /// own file lacks takes the value Shade's lookup falls back to: for each other appearance of
    /// the lookup, the default theme's file, then the theme's own; then the same appearance in
    /// the default theme; then the mode's own file.
    static func fallbackFiles(for key: ModeKey, files: [ModeKey: String]) -> [String] {
        guard let appearance = key.appearance else { return files[key].map { [$0] } ?? [] }
        var keys: [ModeKey] = []
        for candidate in DynamicColor.Variant.lookupOrder(for: appearance.traitCollection).reversed()
        where candidate != appearance {
            let conditions = ColorVariant.conditions(for: candidate)
            // Only less specific variants: an explicit Light one is not what `any-high-contrast` falls back to.
            guard conditions.allSatisfy(key.conditions.contains) else { continue }
            keys.append(ModeKey(conditions: conditions, theme: nil))
            if key.theme != nil { keys.append(ModeKey(conditions: conditions, theme: key.theme)) }
        }
        if key.theme != nil { keys.append(ModeKey(conditions: key.conditions, theme: nil)) }
        keys.append(key)
        var result: [String] = []
        for candidate in keys {
            if let file = files[candidate], !result.contains(file) { result.append(file) }
        }
        return result
    }

    /// The text of a token file: tokens nested by path, `$type` hoisted to the outermost group
    /// whose tokens all share it, the catalog's metadata at the top of the default file.
    private func text(of tokens: [Token], withMetadata: Bool) -> String {
        let root = Group()
        for token in tokens {
            guard let tokenName = token.path.last else {
                preconditionFailure("an entry with an empty path is left out before its tokens are made")
            }
            var group = root
            for part in token.path.dropLast() { group = group.child(part) }
            group.tokens[tokenName] = token
            group.order.append(.token(tokenName))
        }
        if withMetadata {
            // Groups with metadata but no token in this file still carry their metadata, after the others
            // so that the tokens keep their order.
            for path in groupMetadata.keys.sorted(by: { $0.precedes($1) }) {
                var group = root
                for part in path.parts { group = group.child(part) }
            }
        }
        var members = [CatalogJSON.Member("$schema", .string(Self.formatSchema))]
        if withMetadata { members += metadata }
        members += root.members(path: [], inheritedType: nil, groupMetadata: groupMetadata, isRoot: true)
        return JSONWriter.document(.object(members), layout: .pretty)
    }

    /// A group being written.
    private final class Group {
        enum Item {
            case token(String)
            case group(String)
        }

        var order: [Item] = []
        /// The tokens and groups by name, compared by their scalars, as a reader compares them.
        var tokens = ScalarKeyed<Token>()
        var groups = ScalarKeyed<Group>()

        func child(_ name: String) -> Group {
            if let group = groups[name] { return group }
            let group = Group()
            groups[name] = group
            order.append(.group(name))
            return group
        }

        /// The one type every token in the group has, or `nil` when they differ or one has none.
        var uniformType: String? {
            var types: Set<String?> = []
            collectTypes(into: &types)
            guard types.count == 1, let type = types.first else { return nil }
            return type
        }

        private func collectTypes(into types: inout Set<String?>) {
            for token in tokens.values { types.insert(token.type) }
            for group in groups.values { group.collectTypes(into: &types) }
        }

        func members(
            path: [String], inheritedType: String?, groupMetadata: [CatalogPath: [CatalogJSON.Member]], isRoot: Bool
        ) -> [CatalogJSON.Member] {
            var members: [CatalogJSON.Member] = []
            var type = inheritedType
            if !isRoot, let uniform = uniformType, uniform != inheritedType {
                members.append(CatalogJSON.Member("$type", .string(uniform)))
                type = uniform
            }
            if !isRoot { members += groupMetadata[CatalogPath(path)] ?? [] }
            for item in order {
                switch item {
                case .token(let name):
                    guard let token = tokens[name] else { continue }
                    var tokenMembers = token.members
                    if let own = token.type, own != type {
                        let index = tokenMembers.firstIndex { $0.key == "$value" } ?? 0
                        tokenMembers.insert(CatalogJSON.Member("$type", .string(own)), at: index)
                    }
                    members.append(CatalogJSON.Member(name, .object(tokenMembers)))
                case .group(let name):
                    guard let group = groups[name] else { continue }
                    let childPath = path + [name]
                    members.append(
                        CatalogJSON.Member(
                            name,
                            .object(
                                group.members(
                                    path: childPath, inheritedType: type, groupMetadata: groupMetadata, isRoot: false)))
                    )
                }
            }
            return members
        }
    }
}
