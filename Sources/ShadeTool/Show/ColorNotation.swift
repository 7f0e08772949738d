import Foundation
import ShadeCatalog
import ShadeColor

extension CatalogColor {
    /// The value as its file writes it, on one line: an asset catalog's components in their own
    /// form (`srgb 0xFF 0x3B 0x30, alpha 1.000`), a token's color object
    /// (`oklch 0.7 0.15 250, alpha 1, hex #7FA3FF`), or a CSS string as written (`#fbfdff`).
    var writtenForm: String {
        switch notation {
        // The space is named as the value's format names it; a space only the other format has
        // (a value a fix changed) as that one does.
        case .assetCatalog:
            let texts = assetCatalogComponentTexts
            let name = space.assetCatalogName ?? space.tokenName ?? "\(space)"
            return "\(name) \(texts.channels.joined(separator: " ")), alpha \(texts.alpha)"
        case .tokenObject(let hex):
            let values = components.map { $0.map(Self.shortest) ?? "none" }
            let name = space.tokenName ?? space.assetCatalogName ?? "\(space)"
            var text = "\(name) \(values.joined(separator: " ")), alpha \(Self.shortest(alpha))"
            if let hex { text += ", hex \(hex)" }
            return text
        case .cssString(let text):
            return text
        }
    }

    /// The shortest text that reads back as `value`, without a trailing `.0`.
    private static func shortest(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}

extension ColorVariant.Value {
    /// The value as its file writes it: ``CatalogColor/writtenForm`` or `system color
    /// systemBlueColor (ios)`.
    var writtenForm: String {
        switch self {
        case .color(let color): color.writtenForm
        case .reference(let reference):
            "system color \(reference.name)" + (reference.platform.map { " (\($0))" } ?? "")
        }
    }
}

extension ColorVariant {
    /// The variant's name for people: `Any`, `Dark`, `Light, high contrast`, with its idiom,
    /// display gamut and theme when it has them: `Dark (iphone, display-P3, theme tritanopia)`.
    var label: String {
        let conditionNames: String
        if let appearance {
            conditionNames = Self.label(of: appearance)
        } else {
            conditionNames = conditions.map(\.description).joined(separator: ", ")
        }
        var qualifiers: [String] = []
        if idiom != ColorVariant.universal { qualifiers.append(idiom) }
        if let displayGamut { qualifiers.append(displayGamut.rawValue) }
        if let theme { qualifiers.append("theme \(theme)") }
        return qualifiers.isEmpty ? conditionNames : "\(conditionNames) (\(qualifiers.joined(separator: ", ")))"
    }

    /// `Any`, `Any, high contrast`, `Light`, …, `Dark elevated, high contrast`.
    static func label(of appearance: DynamicColor.Variant) -> String {
        switch appearance {
        case .any: "Any"
        case .anyHighContrast: "Any, high contrast"
        case .light: "Light"
        case .lightHighContrast: "Light, high contrast"
        case .dark: "Dark"
        case .darkHighContrast: "Dark, high contrast"
        case .darkElevated: "Dark elevated"
        case .darkElevatedHighContrast: "Dark elevated, high contrast"
        }
    }
}
