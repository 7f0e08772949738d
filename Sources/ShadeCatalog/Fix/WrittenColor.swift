import ShadeColor
import ShadeJSON

/// What writing a color in the notation of a value read from a file changes, and the value that
/// reading the result back gives: the one computation behind both
/// ``ColorValueRewriter/written(_:like:)`` and ``ColorValueRewriter/replacements(for:in:file:)-([ColorValueEdit],_,_)``.
struct WrittenColor {
    /// The texts that change.
    enum Changes {
        /// An asset catalog's channels, by index (`red`, `green`, `blue`, or `white`): the new
        /// component, or `nil` where it stays.
        case assetCatalog(channels: [CatalogJSON?])
        /// A token's color object: each component's new number literal, or `nil` where it stays,
        /// and the new `hex` fallback, or `nil` where it stays.
        case tokenObject(components: [String?], hex: String?)
        /// A CSS color string: the new text, or `nil` when it stays.
        case cssString(String?)
    }

    /// The texts that change.
    var changes: Changes
    /// The value as reading the written file gives it.
    var value: CatalogColor

    /// How far a component may move from its value without counting as changed: the noise a
    /// conversion into the value's space and back leaves.
    static func isSame(_ value: Double, as old: Double) -> Bool {
        abs(value - old) <= 1e-12 * max(1, abs(old))
    }

    /// Whether two hues, in degrees, are the same angle to the same precision: 360° is 0°, and a
    /// hue written `none` (0°) is both, so a conversion that comes back at 359.999…° leaves it.
    static func isSameAngle(_ value: Double, as old: Double) -> Bool {
        let turn = abs(value - old).truncatingRemainder(dividingBy: 360)
        return min(turn, 360 - turn) <= 1e-12 * 360
    }

    init(changes: Changes, value: CatalogColor) {
        self.changes = changes
        self.value = value
    }

    /// `color` written like `original`.
    init(_ color: Color, like original: CatalogColor) {
        switch original.notation {
        case .assetCatalog(let channels, _):
            self = Self.assetCatalog(color, like: original, style: channels)
        case .tokenObject(let hex):
            self = Self.tokenObject(color, like: original, hex: hex)
        case .cssString(let text):
            self = Self.cssString(color, like: original, text: text)
        }
    }

    // MARK: - Asset catalogs

    /// The channels in the color's space (gamut mapped into sRGB or Display P3, which hold no
    /// more), each in the style the reader recorded; decimals of the shortest form or JSON numbers
    /// get as many places as the longest of the original's, and at least Xcode's 3.
    private static func assetCatalog(_ color: Color, like original: CatalogColor, style: CatalogColor.ComponentStyle)
        -> WrittenColor
    {
        let space = original.space
        var target = color
        switch space {
        case .sRGB where color.needsGamutMapping(for: .sRGB): target = color.gamutMapped(to: .sRGB)
        case .displayP3 where color.needsGamutMapping(for: .displayP3): target = color.gamutMapped(to: .displayP3)
        default: break
        }
        let isEightBit: Bool
        switch style {
        case .integer, .hexadecimal: isEightBit = true
        case .decimal, .number: isEightBit = false
        }
        let isBounded = space == .sRGB || space == .displayP3 || space == .grayGamma22
        let digits = original.components.compactMap { $0.map(fractionDigits) }
        let places = max(3, digits.max() ?? 0)
        // Shortest decimals that all have the same places, 3 or more, are Xcode's fixed places
        // whose last digits happen not to be 0: the new ones get the same places.
        var writtenStyle = style
        if style == .decimal(places: nil), let common = digits.first, common >= 3, digits.allSatisfy({ $0 == common }) {
            writtenStyle = .decimal(places: common)
        }
        var changes: [CatalogJSON?] = []
        var components = original.components
        var texts: [CatalogJSON] = []
        for (index, converted) in WrittenComponents.channels(of: target, in: space).enumerated()
        where index < components.count {
            var value = converted
            if isEightBit || isBounded { value = min(max(value, 0), 1) }
            switch writtenStyle {
            case .decimal(nil), .number: value = Double(ComponentText.fixed(value, places: places)) ?? value
            default: break
            }
            let text = AssetCatalogContents.text(value, style: writtenStyle, isAlpha: false)
            let written = readBack(text, isEightBit: isEightBit) ?? value
            let old = original.components[index] ?? 0
            if isSame(written, as: old) {
                changes.append(nil)
                texts.append(AssetCatalogContents.text(old, style: style, isAlpha: false))
            } else {
                changes.append(text)
                texts.append(text)
                components[index] = written
            }
        }
        // The style reading the channels back gives, the unchanged ones as the writer writes them.
        var notation = original.notation
        if case .assetCatalog(_, let alpha) = notation {
            let forms = texts.compactMap(componentText)
            if forms.count == texts.count {
                notation = .assetCatalog(
                    channels: ComponentText.channelStyle(of: forms, eightBit: forms.allSatisfy(\.isEightBit)),
                    alpha: alpha)
            }
        }
        let value = CatalogColor(
            space: space, components: components, alpha: original.alpha, notation: notation,
            color: (try? CatalogColor.color(space: space, components: components, alpha: original.alpha))
                ?? original.color)
        return WrittenColor(changes: .assetCatalog(channels: changes), value: value)
    }

    /// The form of a component written as `text`.
    private static func componentText(_ text: CatalogJSON) -> ComponentText? {
        switch text {
        case .string(let string): ComponentText(text: string)
        case .number(let literal): Double(literal).map(ComponentText.number)
        default: nil
        }
    }

    /// The value an asset catalog's reader gives a component written as `text`.
    private static func readBack(_ text: CatalogJSON, isEightBit: Bool) -> Double? {
        switch componentText(text) {
        case .integer(let integer)?: return isEightBit ? Double(integer) / 255 : Double(integer)
        case .hexadecimal(let byte, _)?: return Double(byte) / 255
        case .number(let number)?, .decimal(let number, _, _)?: return number
        case nil: return nil
        }
    }

    /// The digits after the point of the shortest text of `value`.
    private static func fractionDigits(_ value: Double) -> Int {
        let text = ComponentText.shortestText(value)
        guard let point = text.firstIndex(of: ".") else { return 0 }
        return text.distance(from: point, to: text.endIndex) - 1
    }

    // MARK: - Token color objects

    /// The components in the object's `colorSpace` (gamut mapped into it where it has a gamut),
    /// as JSON numbers: exact when the original's are written to 6 places or more (as generators
    /// write them), else rounded to as many places as the original's longest, and at least 4;
    /// the `hex` fallback made again from the new color when a component changes.
    private static func tokenObject(_ color: Color, like original: CatalogColor, hex: String?) -> WrittenColor {
        let space = original.space.cssColorSpace ?? .sRGB
        let converted =
            color.needsGamutMapping(for: space) ? color.gamutMappedComponents(in: space) : color.components(in: space)
        let longest = original.components.compactMap { $0.map(fractionDigits) }.max() ?? 0
        var changes: [String?] = []
        var components = original.components
        for (index, component) in converted.enumerated() where index < components.count {
            var value = component
            if longest < 6 { value = Double(ComponentText.fixed(value, places: max(longest, 4))) ?? value }
            guard case .number(let literal) = CatalogJSON.plainNumber(value), let written = Double(literal) else {
                changes.append(nil)
                continue
            }
            let old = original.components[index] ?? 0
            if index == space.hueIndex ? isSameAngle(written, as: old) : isSame(written, as: old) {
                changes.append(nil)
            } else {
                changes.append(literal)
                components[index] = written
            }
        }
        let newColor =
            (try? CatalogColor.color(space: original.space, components: components, alpha: original.alpha))
            ?? original.color
        var newHex: String?
        if let hex, changes.contains(where: { $0 != nil }) {
            newHex = rewrittenHex(hex, bytes: newColor.withAlphaComponent(1).sRGBBytes)
        }
        let value = CatalogColor(
            space: original.space, components: components, alpha: original.alpha,
            notation: .tokenObject(hex: newHex ?? hex), color: newColor)
        return WrittenColor(changes: .tokenObject(components: changes, hex: newHex), value: value)
    }

    /// A `hex` fallback for `bytes` in the form of `hex`: its length (3 digits where they hold
    /// the bytes) and letter case; `nil` when `hex` is no hex color (it is kept as written) or
    /// already says the same.
    private static func rewrittenHex(_ hex: String, bytes: SRGBBytes) -> String? {
        guard hex.utf8.count == 4 || hex.utf8.count == 7, let rewritten = CSSColorText.rewritten(hex, to: bytes.color)
        else { return nil }
        return rewritten == hex ? nil : rewritten
    }

    // MARK: - CSS strings

    /// The string in its own form (``CSSColorText``), or as `#rrggbb` (`#rrggbbaa` when not
    /// opaque) when its form is not one that can be kept.
    private static func cssString(_ color: Color, like original: CatalogColor, text: String) -> WrittenColor {
        let target = color.sRGBBytes
        let current = original.color.sRGBBytes
        guard target.red != current.red || target.green != current.green || target.blue != current.blue else {
            return WrittenColor(changes: .cssString(nil), value: original)
        }
        var newText = CSSColorText.rewritten(text, to: color)
        if newText == nil {
            var bytes = target
            bytes.alpha = SRGBBytes.byte(original.alpha)
            newText = bytes.hex.lowercased()
        }
        guard let newText, let parsed = try? Color(parsing: newText) else {
            return WrittenColor(changes: .cssString(nil), value: original)
        }
        var value = CatalogColor(
            space: .sRGB, components: [parsed.red, parsed.green, parsed.blue], alpha: parsed.alpha,
            notation: .cssString(newText), color: parsed)
        // A value whose opacity GitHub Primer's `alpha` member gives keeps that opacity.
        if value.alpha != original.alpha { value = TokenResolver.replacingAlpha(of: value, with: original.alpha) }
        return WrittenColor(changes: .cssString(newText), value: value)
    }
}
