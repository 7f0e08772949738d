package import ShadeCatalogModel
import ShadeColor
import ShadeDiagnostics
import ShadeJSON
import ShadeTheme

extension TokenResolver {
    /// The token at `index` in the tree resolved: its alias chain followed, its type determined
    /// and its value read. `nil` when it cannot be read; every reason is in ``log``.
    mutating func resolve(at index: Int) -> ResolvedToken? {
        guard let final = finalValue(at: index) else { return nil }
        let token = tree.tokens[index]
        let name = token.name
        let aliasOf = aliasTarget(at: index)
        if let resolved = alreadyReadColor(token, final: final, aliasOf: aliasOf) { return resolved }
        var log = DiagnosticLog()
        defer { if !log.diagnostics.isEmpty { self.log.diagnostics += log.diagnostics } }
        let isOwnValue = final.tokenIndex == index
        let source = written(final)

        guard let type = final.type else {
            if source.node["colorSpace"] != nil, source.node["components"] != nil {
                log.warning(
                    token.file, token.location, name,
                    "no `$type` on the token or its groups; read as a color because its value is a color object")
                return resolve(
                    token, final: final, source: source, type: "color", aliasOf: aliasOf, isOwnValue: isOwnValue,
                    log: &log)
            }
            log.warning(
                token.file, token.location, name,
                "no `$type` on the token or its groups, and its value is not a color object; kept as written without a type"
            )
            return (raw: token, value: .other(type: nil, value: CatalogJSON(source.node)), aliasOf: aliasOf)
        }
        return resolve(
            token, final: final, source: source, type: type, aliasOf: aliasOf, isOwnValue: isOwnValue, log: &log)
    }

    /// `token` resolved, when its chain ends at a color already read without a diagnostic and
    /// nothing about the token itself calls for one: what ``resolve(at:)`` gives then, without
    /// looking at the value again.
    private func alreadyReadColor(_ token: RawToken, final: FinalValue, aliasOf: String?) -> ResolvedToken? {
        // A color is kept only once its value has passed the checks before reading, and a
        // value read without a diagnostic leaves nothing to report.
        let readIndex = colorReadIndices[final.tokenIndex]
        guard readIndex >= 0, let type = final.type, token.extensionsNode == nil, token.alpha == nil,
            colorReads[readIndex].type == type, colorReads[readIndex].diagnostics.isEmpty,
            case .color(let color)? = colorReads[readIndex].value
        else { return nil }
        if let alpha = final.alpha {
            return (raw: token, value: .color(Self.replacingAlpha(of: color, with: alpha)), aliasOf: aliasOf)
        }
        return (raw: token, value: .color(color), aliasOf: aliasOf)
    }

    /// Resolves `token`, whose chain ends at `final`, written as `source`.
    private mutating func resolve(
        _ token: RawToken, final: FinalValue, source: ReferencedValue, type: String, aliasOf: String?,
        isOwnValue: Bool, log: inout DiagnosticLog
    ) -> ResolvedToken? {
        let name = token.name
        let kind = TokenKind(type: type)
        if let modify = token.extensionsNode?["studio.tokens"]?["modify"] {
            let what = [
                modify["type"]?.stringValue, modify["value"]?.stringValue.map { "by \($0)" },
                modify["space"]?.stringValue.map { "in \($0)" },
            ]
            .compactMap { $0 }.joined(separator: " ")
            log.warning(
                token.file, modify.location, name,
                "Tokens Studio's color modifier (\(what)) is not applied; the value is read unmodified")
        }
        if kind == .other {
            return (
                raw: token, value: .other(type: type, value: CatalogJSON(source.node)), aliasOf: aliasOf
            )
        }
        if let text = source.node.stringValue, AliasSyntax.containsAlias(text) {
            log.warning(
                token.file, effectiveValue(of: token).location, name,
                "\(JSONWriter.displayQuoted(text, limit: 60)) is a Tokens Studio expression, which Shade does not evaluate; kept as written"
            )
            return (
                raw: token, value: .other(type: type, value: CatalogJSON(source.node)), aliasOf: aliasOf
            )
        }
        var scratch = DiagnosticLog()
        var keptAsWritten = false
        let value: TokenValue?
        var finalPath: String { tree.tokens[final.tokenIndex].name }
        let readIndex = colorReadIndices[final.tokenIndex]
        if kind == .color, readIndex >= 0, colorReads[readIndex].type == type {
            value = colorReads[readIndex].value
            scratch.diagnostics = colorReads[readIndex].diagnostics
            keptAsWritten = colorReads[readIndex].keptAsWritten
        } else {
            // A color's diagnostics name the token whose value it is (the path of an alias's
            // own diagnostics is its own, and only their message is used), and its reading
            // depends on nothing else of the alias, so one read serves every alias.
            let site = ValueSite(
                file: source.file, document: source.document, path: kind == .color ? finalPath : name,
                lastName: token.path.last ?? name,
                lenient: TokenKind.isTokensStudio(type) || documents[source.document].isLegacy)
            foundFieldKeptAsWritten = false
            value = read(source.node, as: kind, at: site, log: &scratch)
            keptAsWritten = foundFieldKeptAsWritten
            if kind == .color {
                colorReadIndices[final.tokenIndex] = colorReads.count
                colorReads.append(
                    ColorRead(type: type, value: value, diagnostics: scratch.diagnostics, keptAsWritten: keptAsWritten))
            }
        }
        if isOwnValue {
            if !scratch.diagnostics.isEmpty { log.diagnostics += scratch.diagnostics }
        } else if value == nil, !keptAsWritten {
            let reason = scratch.diagnostics.first { $0.severity == .error }?.message ?? "it is not \(kind.noun)"
            log.error(
                token.file, effectiveValue(of: token).location, name,
                "refers to `\(finalPath)`, whose value cannot be read as \(kind.noun): \(reason)")
        }
        guard var value else {
            if keptAsWritten {
                return (
                    raw: token, value: .other(type: type, value: CatalogJSON(source.node)), aliasOf: aliasOf
                )
            }
            return nil
        }
        if let alpha = final.alpha, case .color(let color) = value {
            value = .color(Self.replacingAlpha(of: color, with: alpha))
        }
        if let alphaNode = token.alpha {
            if value.isColor, let alpha = alphaNode.doubleValue, (0...1).contains(alpha) {
                log.warning(
                    token.file, alphaNode.location, name,
                    "`alpha` is not a DTCG token property; applied to the color's opacity as GitHub Primer does, and kept"
                )
            } else {
                log.warning(
                    token.file, alphaNode.location, name,
                    "`alpha` is not a token property (they start with `$`); kept as written")
            }
        }
        return (raw: token, value: value, aliasOf: aliasOf)
    }

    /// `color` with its opacity replaced, as Primer's `alpha` does.
    package static func replacingAlpha(of color: CatalogColor, with alpha: Double) -> CatalogColor {
        var color = color
        color.alpha = alpha
        color.color = color.color.withAlphaComponent(alpha)
        return color
    }

    /// Reads `node` as a value of `kind`; `nil` (reported) when it is not one.
    mutating func read(_ node: JSONNode, as kind: TokenKind, at site: ValueSite, log: inout DiagnosticLog)
        -> TokenValue?
    {
        switch kind {
        case .color:
            return readColor(node, at: site, log: &log).map(TokenValue.color)
        case .dimension:
            guard let dimension = readDimension(node, at: site, log: &log) else { return nil }
            return .metric(ThemeMetric(dimension.points ?? dimension.value, relativeTo: nil), dimension)
        case .fontFamily:
            guard let families = readFontFamily(node, at: site, log: &log) else { return nil }
            let typography = Typography(fontFamilies: families)
            return .font(Self.font(of: typography, named: site.lastName), typography)
        case .fontWeight:
            guard readFontWeight(node, at: site, log: &log) != nil else { return nil }
            let typography = Typography(fontWeight: CatalogJSON(node))
            return .font(Self.font(of: typography, named: site.lastName), typography)
        case .typography:
            guard let typography = readTypography(node, at: site, log: &log) else { return nil }
            return .font(Self.font(of: typography, named: site.lastName), typography)
        case .other:
            return .other(type: nil, value: CatalogJSON(node))
        }
    }

    /// Shade's font for a typography description: the first family (or the system font), the
    /// size in points (or the default 17), the weight (or regular), scaling along the text style
    /// named like the token (`font.textStyle.headline` scales like `TextStyle.headline`)
    /// or else along body text.
    static func font(of typography: Typography, named name: String) -> ThemeFont {
        let weight = typography.fontWeight.flatMap(Self.fontWeight(of:))
        return ThemeFont(
            family: typography.fontFamilies.first ?? ThemeFont.systemFamily,
            size: typography.fontSize?.points ?? TextStyle.body.defaultSize,
            weight: weight ?? .regular,
            relativeTo: TextStyle(rawValue: name) ?? .body)
    }
}
