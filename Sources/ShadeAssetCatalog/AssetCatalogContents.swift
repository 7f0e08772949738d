import Foundation
public import ShadeCatalogModel
package import ShadeColor
import ShadeJSON

/// Builds the `Contents.json` documents of an asset catalog from the model, as Xcode writes them.
///
/// Every document is signed `"author" : "xcode"`, `"version" : 1`; keys the reader kept (in
/// ``CatalogEntry/extensions``, ``ColorVariant/extraKeys``, …) are put back beside the ones Shade
/// interprets, and an `info` member among them is merged into `info`.
package enum AssetCatalogContents {
    /// The `info` Xcode writes.
    static let signature = [
        CatalogJSON.Member("author", .string("xcode")), CatalogJSON.Member("version", .number("1")),
    ]

    /// A top-level object of `own` members, the kept `extensions` whose keys are not taken, and
    /// `info`.
    static func document(_ own: [CatalogJSON.Member], extensions: [CatalogJSON.Member]) -> CatalogJSON {
        var members = own
        var taken = Set(own.map(\.key) + ["info"])
        var info = signature
        for member in extensions {
            if member.key == "info", case .object(let extras) = member.value {
                info += extras.filter { $0.key != "author" && $0.key != "version" }
                continue
            }
            guard taken.insert(member.key).inserted else { continue }
            members.append(member)
        }
        members.append(CatalogJSON.Member("info", .object(info)))
        return .object(members)
    }

    /// `extraKeys` without the keys Shade writes itself.
    private static func adding(_ extraKeys: [CatalogJSON.Member], to members: [CatalogJSON.Member]) -> CatalogJSON {
        let taken = Set(members.map(\.key))
        return .object(members + extraKeys.filter { !taken.contains($0.key) })
    }

    // MARK: - Color sets

    /// Why `variant` cannot be written to an asset catalog, or `nil` when it can.
    static func reasonToLeaveOut(_ variant: ColorVariant) -> String? {
        if let theme = variant.theme {
            return "its variant for the theme \"\(theme)\" has no place in an asset catalog; it is left out"
        }
        if variant.conditions.contains(.elevated) {
            return "its variant for the elevated level has no place in an asset catalog; it is left out"
        }
        return nil
    }

    /// A color set's document: the variants an asset catalog can hold, in order.
    static func colorSet(_ set: ColorSet, extensions: [CatalogJSON.Member]) -> CatalogJSON {
        let colors = set.variants.filter { reasonToLeaveOut($0) == nil }.map(colorVariant)
        return document([CatalogJSON.Member("colors", .array(colors))], extensions: extensions)
    }

    package static func colorVariant(_ variant: ColorVariant) -> CatalogJSON {
        var members = slotMembers(conditions: variant.conditions, idiom: variant.idiom, gamut: variant.displayGamut)
        switch variant.value {
        case .color(let color)?: members.append(CatalogJSON.Member("color", self.color(color)))
        case .reference(let reference)?:
            var object = [CatalogJSON.Member("reference", .string(reference.name))]
            if let platform = reference.platform { object.append(CatalogJSON.Member("platform", .string(platform))) }
            members.append(CatalogJSON.Member("color", .object(object)))
        case nil: break
        }
        return adding(variant.extraKeys, to: members)
    }

    /// `appearances`, `display-gamut` and `idiom`.
    private static func slotMembers(
        conditions: [ColorVariant.Condition], idiom: String, gamut: ColorVariant.DisplayGamut?
    ) -> [CatalogJSON.Member] {
        var members = [CatalogJSON.Member("idiom", .string(idiom))]
        if !conditions.isEmpty {
            let pairs = conditions.map {
                CatalogJSON.object([
                    CatalogJSON.Member("appearance", .string($0.assetCatalogAppearance.kind)),
                    CatalogJSON.Member("value", .string($0.assetCatalogAppearance.value)),
                ])
            }
            members.append(CatalogJSON.Member("appearances", .array(pairs)))
        }
        if let gamut { members.append(CatalogJSON.Member("display-gamut", .string(gamut.rawValue))) }
        return members
    }

    /// A `color` with `color-space` and `components`.
    static func color(_ color: CatalogColor) -> CatalogJSON {
        let written = WrittenComponents(color)
        let keys = written.space.isGray ? ["white"] : ["red", "green", "blue"]
        var components = zip(keys, written.channels).map {
            CatalogJSON.Member($0, text($1, style: written.channelStyle, isAlpha: false))
        }
        components.append(CatalogJSON.Member("alpha", text(written.alpha, style: written.alphaStyle, isAlpha: true)))
        return .object([
            CatalogJSON.Member("color-space", .string(written.space.assetCatalogSpelling)),
            CatalogJSON.Member("components", .object(components)),
        ])
    }

    /// A component as text in `style`. An 8-bit style that cannot hold the value (outside 0…1, or
    /// an alpha written as an integer) falls back to Xcode's three decimal places.
    package static func text(_ value: Double, style: CatalogColor.ComponentStyle, isAlpha: Bool) -> CatalogJSON {
        let byte = SRGBBytes.byte(value)
        switch style {
        case .number:
            return .plainNumber(value)
        case .integer where !isAlpha && (0...1).contains(value):
            return .string(String(byte))
        case .hexadecimal(let uppercasePrefix) where (0...1).contains(value):
            let digits = String(byte, radix: 16, uppercase: true)
            return .string((uppercasePrefix ? "0X" : "0x") + (digits.count == 1 ? "0" : "") + digits)
        case .decimal(let places?):
            return .string(ComponentText.fixed(value, places: places))
        case .decimal(nil):
            return .string(ComponentText.shortestText(value))
        default:
            return .string(ComponentText.fixed(value, places: 3))
        }
    }

    // MARK: - Image sets

    /// An image set's document.
    static func imageSet(_ set: ImageSet, extensions: [CatalogJSON.Member]) -> CatalogJSON {
        document([CatalogJSON.Member("images", .array(set.images.map(imageVariant)))], extensions: extensions)
    }

    static func imageVariant(_ image: ImageVariant) -> CatalogJSON {
        var members = slotMembers(conditions: image.conditions, idiom: image.idiom, gamut: image.displayGamut)
        if let filename = image.filename { members.append(CatalogJSON.Member("filename", .string(filename))) }
        if let scale = image.scale {
            let number = scale == scale.rounded() && abs(scale) < 1e15 ? String(Int64(scale)) : "\(scale)"
            members.append(CatalogJSON.Member("scale", .string(number + "x")))
        }
        return adding(image.extraKeys, to: members)
    }

    // MARK: - Folders

    /// A group's document: `properties` with `provides-namespace` when it provides one.
    static func group(providesNamespace: Bool, properties: [CatalogJSON.Member], extraKeys: [CatalogJSON.Member])
        -> CatalogJSON
    {
        var own: [CatalogJSON.Member] = []
        let flag = providesNamespace ? [CatalogJSON.Member("provides-namespace", .bool(true))] : []
        let allProperties = flag + properties.filter { $0.key != "provides-namespace" }
        if !allProperties.isEmpty { own.append(CatalogJSON.Member("properties", .object(allProperties))) }
        return document(own, extensions: extraKeys)
    }

    /// The catalog's own document.
    static func catalog(metadata: [CatalogJSON.Member]) -> CatalogJSON {
        document([], extensions: metadata)
    }
}

/// The color space, values and styles a color set's `components` are written with.
///
/// A color read from an asset catalog is written back as it was read: its space, its values and
/// the notation of its channels and alpha. A color from another source is written in Xcode's
/// default notation, decimal strings with three places, in the space that holds it: its own when
/// it is an asset-catalog space (`srgb`, `display-p3`, …); `extended-linear-srgb` for CSS
/// `srgb-linear`; otherwise (`hsl`, `oklch`, `rec2020`, …) `srgb` when the color lies within the
/// sRGB gamut, `display-p3` when within Display P3, and `extended-srgb`, which holds every color,
/// beyond that.
package struct WrittenComponents {
    var space: CatalogColor.Space
    var channels: [Double]
    var alpha: Double
    var channelStyle: CatalogColor.ComponentStyle
    var alphaStyle: CatalogColor.ComponentStyle

    init(_ color: CatalogColor) {
        if case .assetCatalog(let channelStyle, let alphaStyle) = color.notation, color.space.isAssetCatalogSpace {
            let channels = color.components.compactMap { $0 }
            if channels.count == color.components.count, channels.count == (color.space.isGray ? 1 : 3) {
                self.space = color.space
                self.channels = channels
                self.alpha = color.alpha
                self.channelStyle = channelStyle
                self.alphaStyle = alphaStyle
                return
            }
        }
        let value = color.color
        let space: CatalogColor.Space =
            if color.space.isAssetCatalogSpace {
                color.space
            } else if color.space == .sRGBLinear {
                .extendedLinearSRGB
            } else if value.isWithinGamut(of: .sRGB) {
                .sRGB
            } else if value.isWithinGamut(of: .displayP3) {
                .displayP3
            } else {
                .extendedSRGB
            }
        self.space = space
        self.channels = Self.channels(of: value, in: space)
        self.alpha = value.alpha
        self.channelStyle = Self.exactStyle(for: channels)
        self.alphaStyle = Self.exactStyle(for: [alpha])
    }

    /// Xcode's three decimal places when they give back every value (to within 1e-12, the noise
    /// a conversion between color spaces leaves), else the shortest decimal that gives back each
    /// exactly (Xcode reads any number of places): nothing is rounded away.
    static func exactStyle(for values: [Double]) -> CatalogColor.ComponentStyle {
        let isExactAtThreePlaces = values.allSatisfy { value in
            Double(ComponentText.fixed(value, places: 3)).map { abs($0 - value) <= 1e-12 } ?? false
        }
        return .decimal(places: isExactAtThreePlaces ? 3 : nil)
    }

    /// The components of `value` in an asset-catalog `space`.
    package static func channels(of value: Color, in space: CatalogColor.Space) -> [Double] {
        let shadeSpace: ColorSpace
        switch space {
        case .grayGamma22:
            return [value.white]
        case .extendedGray:
            if value.colorSpace == .gray { return [value.white] }
            // Gray gamma 2.2 of the luminance, mirrored below 0 like Core Graphics' extendedGray.
            let linear = value.converted(to: .linearSRGB)
            let luminance =
                0.212_639_005_871_510_36 * linear.red + 0.715_168_678_767_755_9 * linear.green
                + 0.072_192_315_360_733_71 * linear.blue
            let white = pow(abs(luminance), 1 / 2.2)
            return [luminance < 0 ? -white : white]
        case .extendedSRGB: shadeSpace = .extendedSRGB
        case .extendedLinearSRGB: shadeSpace = .linearSRGB
        case .displayP3: shadeSpace = .displayP3
        default: shadeSpace = .sRGB
        }
        let converted = value.converted(to: shadeSpace)
        return [converted.red, converted.green, converted.blue]
    }
}

extension CatalogColor {
    /// The texts an asset catalog's `components` hold for this color, as the writer writes them:
    /// the channels in the notation they were read in (`0xB2`, `178`, `0.698`), or the shortest
    /// exact decimal, then alpha. A value an 8-bit notation cannot hold (a channel of 1.2) is
    /// written with decimals. What `shade show` prints for a catalog's color.
    public var assetCatalogComponentTexts: (channels: [String], alpha: String) {
        let written = WrittenComponents(self)
        func text(_ json: CatalogJSON) -> String {
            switch json {
            case .string(let text), .number(let text): text
            default: ""
            }
        }
        let channels = written.channels.map {
            text(AssetCatalogContents.text($0, style: written.channelStyle, isAlpha: false))
        }
        return (channels, text(AssetCatalogContents.text(written.alpha, style: written.alphaStyle, isAlpha: true)))
    }
}
