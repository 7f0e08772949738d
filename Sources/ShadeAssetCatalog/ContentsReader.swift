import Foundation
package import ShadeCatalogModel
import ShadeColor
import ShadeDiagnostics
package import ShadeJSON

/// Reads one `Contents.json` of an asset catalog (a color set, an image set, a group or the
/// catalog's own) into the model, and collects located diagnostics on the way.
///
/// Nothing here stops at the first problem. A value that cannot be read leaves out the smallest
/// part it belongs to (a variant, or the whole set when its top level is wrong) with an error; a
/// value read by a reasonable guess gets a warning; keys Shade does not interpret are kept.
package struct ContentsReader {
    /// The file, for diagnostics.
    let file: String
    /// The entry's full name, for diagnostics; `nil` for a group or the catalog.
    let entryName: String?
    /// Every problem found so far, in document order.
    private(set) var log = DiagnosticLog()

    /// The diagnostics of ``log``.
    var diagnostics: [Diagnostic] { log.diagnostics }

    package init(file: String, entryName: String?) {
        self.file = file
        self.entryName = entryName
    }

    // MARK: - Diagnostics

    mutating func report(
        _ severity: Severity, at node: JSONNode?, _ keyPath: String, _ message: String
    ) {
        log.append(
            Diagnostic(
                severity, file: file, location: node?.location, path: entryName,
                message: keyPath.isEmpty ? message : "\(keyPath): \(message)"))
    }

    /// `found "blue"`, `found 1.5`, `found an object`: how a message names a value.
    static func describe(_ value: JSONNode.Value) -> String {
        switch value {
        case .string(let text):
            JSONWriter.displayQuoted(text, limit: 40)
        case .number(let literal): literal
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array, .object: value.kindDescription
        }
    }

    // MARK: - Documents

    /// The document in `bytes`, or `nil` (with a diagnostic of `severity` saying what follows,
    /// such as "the color set is left out") when it is not well-formed JSON.
    mutating func parse(
        _ bytes: [UInt8], severity: Severity, consequence: String
    ) -> JSONNode? {
        do {
            return try JSONReader.parse(bytes)
        } catch {
            log.append(
                Diagnostic(
                    severity, file: file, location: error.location, path: entryName,
                    message: "\(error.message); \(consequence)"))
            return nil
        }
    }

    /// The members of the document's top-level object, or `nil` with a diagnostic.
    mutating func topLevelMembers(
        of root: JSONNode, severity: Severity, consequence: String
    ) -> [(key: String, node: JSONNode)]? {
        guard case .object(let members) = root.value else {
            report(severity, at: root, "", "expected an object, found \(Self.describe(root.value)); \(consequence)")
            return nil
        }
        return members
    }

    // MARK: - Color sets

    /// The color set of a color set's `Contents.json`, with the members Shade does not interpret,
    /// or `nil` when its top level cannot be read.
    mutating func colorSet(from root: JSONNode) -> (set: ColorSet, extensions: [CatalogJSON.Member])? {
        let consequence = "the color set is left out"
        guard let members = topLevelMembers(of: root, severity: .error, consequence: consequence) else { return nil }
        var variants: [ColorVariant] = []
        var extensions: [CatalogJSON.Member] = []
        var hasColors = false
        for (key, node) in members {
            switch key {
            case "colors":
                hasColors = true
                guard case .array(let elements) = node.value else {
                    report(
                        .error, at: node, key, "expected an array, found \(Self.describe(node.value)); \(consequence)")
                    return nil
                }
                variants.reserveCapacity(elements.count)
                for (index, element) in elements.enumerated() {
                    readColorVariant(element, keyPath: "colors[\(index)]", into: &variants)
                }
            case "info":
                if let extra = info(node) { extensions.append(extra) }
            default:
                extensions.append(CatalogJSON.Member(key, Self.kept(node)))
            }
        }
        if !hasColors {
            report(
                .warning, at: root, "", "expected a \"colors\" array, found none; read as a color set without colors")
        }
        return (ColorSet(variants: variants), Self.sorted(extensions))
    }

    /// Appends the variant of one element of `colors` to `variants`, unless (with an error) it
    /// cannot be read.
    package mutating func readColorVariant(
        _ node: JSONNode, keyPath: @autoclosure () -> String, into variants: inout [ColorVariant]
    ) {
        guard case .object(let members) = node.value else {
            report(
                .error, at: node, keyPath(), "expected an object, found \(Self.describe(node.value)); it is left out")
            return
        }
        var slot = Slot()
        var value: ColorVariant.Value?
        var valueLocation: DocumentLocation?
        var isReadable = true
        for (key, child) in members {
            if let wasRead = readSlotKey(key, child, keyPath: keyPath(), into: &slot) {
                isReadable = isReadable && wasRead
                continue
            }
            if key == "color" {
                value = colorValue(child, keyPath: "\(keyPath()).color")
                valueLocation = child.location
                isReadable = isReadable && value != nil
            } else {
                slot.extraKeys.append(CatalogJSON.Member(key, Self.kept(child)))
            }
        }
        guard isReadable else { return }
        var variant = ColorVariant(
            conditions: slot.conditions, idiom: slot.idiom, displayGamut: slot.displayGamut, value: value,
            extraKeys: Self.sorted(slot.extraKeys))
        variant.valueSource = valueLocation.map { FileLocation(file: file, position: $0, path: entryName) }
        variants.append(variant)
    }

    /// A variant's `color`: a system-color reference or components in a color space.
    package mutating func colorValue(_ node: JSONNode, keyPath: @autoclosure () -> String) -> ColorVariant.Value? {
        guard case .object(let members) = node.value else {
            report(
                .error, at: node, keyPath(),
                "expected an object with \"color-space\" and \"components\", or a \"reference\", "
                    + "found \(Self.describe(node.value)); the variant is left out"
            )
            return nil
        }
        let member = { (key: String) in members.first { $0.key == key }?.node }
        if let reference = member("reference") {
            return systemColorReference(reference, platform: member("platform"), members: members, keyPath: keyPath())
        }
        guard let components = member("components") else {
            report(
                .error, at: node, keyPath(),
                "expected \"components\" (or a system-color \"reference\"), found neither; the variant is left out")
            return nil
        }
        for (key, child) in members where key != "color-space" && key != "components" {
            report(.warning, at: child, "\(keyPath()).\(key)", "is not a key of a color; it is ignored")
        }
        let space: CatalogColor.Space
        if let spaceNode = member("color-space") {
            guard let named = colorSpace(spaceNode, keyPath: "\(keyPath()).color-space") else { return nil }
            space = named
        } else {
            let isGray: Bool =
                if case .object(let keys) = components.value { keys.contains { $0.key == "white" } } else { false }
            space = isGray ? .grayGamma22 : .sRGB
            report(
                .warning, at: node, keyPath(),
                "expected a \"color-space\", found none; read as \(space.assetCatalogSpelling)")
        }
        return componentsColor(components, space: space, keyPath: "\(keyPath()).components").map { .color($0) }
    }

    /// A `{"platform": …, "reference": …}` color.
    private mutating func systemColorReference(
        _ reference: JSONNode, platform platformNode: JSONNode?, members: [(key: String, node: JSONNode)],
        keyPath: @autoclosure () -> String
    ) -> ColorVariant.Value? {
        guard case .string(let name) = reference.value else {
            report(
                .error, at: reference, "\(keyPath()).reference",
                "expected the name of a system color, found \(Self.describe(reference.value)); the variant is left out")
            return nil
        }
        var platform: String?
        if let platformNode {
            if case .string(let value) = platformNode.value {
                platform = value
            } else {
                report(
                    .warning, at: platformNode, "\(keyPath()).platform",
                    "expected a platform name, found \(Self.describe(platformNode.value)); read without a platform")
            }
        }
        for (key, child) in members where key != "reference" && key != "platform" {
            report(.warning, at: child, "\(keyPath()).\(key)", "is ignored in a system-color reference")
        }
        let value = SystemColorReference(platform: platform, name: name)
        if value.resolved == nil {
            report(
                .warning, at: reference, "\(keyPath()).reference",
                "Shade has no system color named \"\(name)\"; it is kept as a reference that resolves to nothing")
        }
        return .reference(value)
    }

    private mutating func colorSpace(_ node: JSONNode, keyPath: @autoclosure () -> String) -> CatalogColor.Space? {
        var expected: String {
            "expected one of "
                + CatalogColor.Space.assetCatalogSpaces.compactMap(\.assetCatalogName).joined(separator: ", ")
        }
        guard case .string(let name) = node.value else {
            report(
                .error, at: node, keyPath(), "\(expected), found \(Self.describe(node.value)); the variant is left out")
            return nil
        }
        if let space = CatalogColor.Space(assetCatalogName: name) { return space }
        if let space = CatalogColor.Space.assetCatalogSpaces.first(where: {
            $0.assetCatalogName?.lowercased() == name.lowercased()
        }) {
            report(
                .warning, at: node, keyPath(), "\(expected), found \"\(name)\"; read as \(space.assetCatalogSpelling)")
            return space
        }
        report(.error, at: node, keyPath(), "\(expected), found \"\(name)\"; the variant is left out")
        return nil
    }

    /// The channels of a gray color and of an RGB one.
    private static let grayChannelKeys = ["white"]
    private static let rgbChannelKeys = ["red", "green", "blue"]

    /// Whether an asset-catalog space holds values outside 0…1.
    private static func isExtended(_ space: CatalogColor.Space) -> Bool {
        space == .extendedSRGB || space == .extendedLinearSRGB || space == .extendedGray
    }

    /// The `components` of a color in `space`, with the sibling rule for integer strings.
    private mutating func componentsColor(
        _ node: JSONNode, space: CatalogColor.Space, keyPath: @autoclosure () -> String
    ) -> CatalogColor? {
        guard case .object(let members) = node.value else {
            report(
                .error, at: node, keyPath(),
                "expected an object, found \(Self.describe(node.value)); the variant is left out")
            return nil
        }
        let channelKeys = space.isGray ? Self.grayChannelKeys : Self.rgbChannelKeys
        let isExtended = Self.isExtended(space)
        for (key, child) in members where key != "alpha" && !channelKeys.contains(key) {
            report(
                .warning, at: child, "\(keyPath()).\(key)",
                "is not a component of \(space.assetCatalogSpelling); it is ignored")
        }
        var channels: [(key: String, node: JSONNode, text: ComponentText)] = []
        channels.reserveCapacity(channelKeys.count)
        var isReadable = true
        for key in channelKeys {
            guard let child = members.first(where: { $0.key == key })?.node else {
                report(
                    .error, at: node, keyPath(), "expected a \"\(key)\" component, found none; the variant is left out")
                isReadable = false
                continue
            }
            guard let text = ComponentText(child.value) else {
                let range = isExtended ? "a number" : "a number 0…1"
                report(
                    .error, at: child, "\(keyPath()).\(key)",
                    "expected \(range), 0…255 or 0xNN, found \(Self.describe(child.value)); the variant is left out")
                isReadable = false
                continue
            }
            channels.append((key, child, text))
        }
        guard isReadable else { return nil }

        // The sibling rule: integer strings are 8-bit when every channel is an 8-bit form.
        let eightBit = channels.allSatisfy(\.text.isEightBit)
        var values: [Double] = []
        values.reserveCapacity(channels.count)
        for channel in channels {
            let value: Double
            switch channel.text {
            case .integer(let integer) where eightBit:
                guard integer <= 255 else {
                    report(
                        .error, at: channel.node, "\(keyPath()).\(channel.key)",
                        "expected an integer 0…255, found \(Self.describe(channel.node.value)); "
                            + "the variant is left out"
                    )
                    isReadable = false
                    continue
                }
                value = Double(integer) / 255
            case .integer(let integer): value = Double(integer)
            case .hexadecimal(let byte, _): value = Double(byte) / 255
            case .number(let number), .decimal(let number, _, _): value = number
            }
            guard !isExtended || CatalogColor.isAcceptedComponent(value) else {
                report(
                    .error, at: channel.node, "\(keyPath()).\(channel.key)",
                    "expected a number \(CatalogColor.acceptedComponentRange) in \(space.assetCatalogSpelling), "
                        + "found \(Self.describe(channel.node.value)); the variant is left out"
                )
                isReadable = false
                continue
            }
            guard isExtended || (0...1).contains(value) else {
                report(
                    .error, at: channel.node, "\(keyPath()).\(channel.key)",
                    "expected a number 0…1 in \(space.assetCatalogSpelling), found \(Self.describe(channel.node.value)); "
                        + "the variant is left out"
                )
                isReadable = false
                continue
            }
            values.append(value)
        }

        var alpha = 1.0
        var alphaStyle = CatalogColor.ComponentStyle.decimal(places: 3)
        if let alphaNode = members.first(where: { $0.key == "alpha" })?.node {
            let text = ComponentText(alphaNode.value)
            let value: Double? =
                switch text {
                case .integer(let integer): Double(integer)
                case .hexadecimal(let byte, _): Double(byte) / 255
                case .number(let number), .decimal(let number, _, _): number
                case nil: nil
                }
            if let value, let text, (0...1).contains(value) {
                alpha = value
                alphaStyle = text.alphaStyle
            } else {
                report(
                    .error, at: alphaNode, "\(keyPath()).alpha",
                    "expected an alpha 0…1, found \(Self.describe(alphaNode.value)); the variant is left out")
                isReadable = false
            }
        } else {
            report(.warning, at: node, keyPath(), "expected an \"alpha\" component, found none; read as 1 (opaque)")
        }
        guard isReadable else { return nil }
        // Made optional one by one: converting the whole array casts each element dynamically.
        let components = values.map { Optional($0) }
        let color: Color
        do {
            color = try CatalogColor.color(space: space, components: components, alpha: alpha)
        } catch {
            report(.error, at: node, keyPath(), "\(error.description); the variant is left out")
            return nil
        }
        return CatalogColor(
            space: space, components: components, alpha: alpha,
            notation: .assetCatalog(
                channels: ComponentText.channelStyle(of: channels.map(\.text), eightBit: eightBit), alpha: alphaStyle),
            color: color)
    }

    // MARK: - Image sets

    /// The image set of an image set's `Contents.json`, with the members Shade does not
    /// interpret, or `nil` when its top level cannot be read.
    mutating func imageSet(from root: JSONNode) -> (set: ImageSet, extensions: [CatalogJSON.Member])? {
        let consequence = "the image set is left out"
        guard let members = topLevelMembers(of: root, severity: .error, consequence: consequence) else { return nil }
        var images: [ImageVariant] = []
        var extensions: [CatalogJSON.Member] = []
        var hasImages = false
        for (key, node) in members {
            switch key {
            case "images":
                hasImages = true
                guard case .array(let elements) = node.value else {
                    report(
                        .error, at: node, key, "expected an array, found \(Self.describe(node.value)); \(consequence)")
                    return nil
                }
                for (index, element) in elements.enumerated() {
                    if let image = imageVariant(element, keyPath: "images[\(index)]") { images.append(image) }
                }
            case "info":
                if let extra = info(node) { extensions.append(extra) }
            default:
                extensions.append(CatalogJSON.Member(key, Self.kept(node)))
            }
        }
        if !hasImages {
            report(
                .warning, at: root, "", "expected an \"images\" array, found none; read as an image set without images")
        }
        return (ImageSet(images: images), Self.sorted(extensions))
    }

    /// One element of `images`, or `nil` (with an error) when it cannot be read.
    mutating func imageVariant(_ node: JSONNode, keyPath: @autoclosure () -> String) -> ImageVariant? {
        guard case .object(let members) = node.value else {
            report(
                .error, at: node, keyPath(), "expected an object, found \(Self.describe(node.value)); it is left out")
            return nil
        }
        var slot = Slot()
        var filename: String?
        var scale: Double?
        var isReadable = true
        for (key, child) in members {
            if let wasRead = readSlotKey(key, child, keyPath: keyPath(), into: &slot) {
                isReadable = isReadable && wasRead
                continue
            }
            switch key {
            case "filename":
                guard case .string(let name) = child.value, Self.isPlainFileName(name) else {
                    report(
                        .error, at: child, "\(keyPath()).filename",
                        "expected the name of a file in the image set, found \(Self.describe(child.value)); "
                            + "the image is left out"
                    )
                    isReadable = false
                    continue
                }
                filename = name
            case "scale":
                guard case .string(let text) = child.value, text.hasSuffix("x"),
                    let factor = Double(text.dropLast()), factor.isFinite, factor > 0
                else {
                    report(
                        .error, at: child, "\(keyPath()).scale",
                        "expected a scale such as \"2x\", found \(Self.describe(child.value)); the image is left out")
                    isReadable = false
                    continue
                }
                scale = factor
            default:
                slot.extraKeys.append(CatalogJSON.Member(key, Self.kept(child)))
            }
        }
        guard isReadable else { return nil }
        return ImageVariant(
            conditions: slot.conditions, idiom: slot.idiom, displayGamut: slot.displayGamut, scale: scale,
            filename: filename, extraKeys: Self.sorted(slot.extraKeys))
    }

    /// Whether `name` names a file directly inside the image set's folder.
    private static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\u{0}")
    }

    // MARK: - What color and image variants share

    /// The keys of a color or image entry that select where it applies.
    struct Slot {
        var conditions: [ColorVariant.Condition] = []
        var idiom = ColorVariant.universal
        var displayGamut: ColorVariant.DisplayGamut?
        var extraKeys: [CatalogJSON.Member] = []
    }

    /// The idioms Xcode writes (xcbuild `Idiom.cpp`, AssetLib `ImageIdiom`, Apple's asset type
    /// references); another one is kept, with a warning.
    static let knownIdioms: Set<String> = [
        "universal", "iphone", "ipad", "mac", "tv", "watch", "car", "vision", "ios-marketing", "watch-marketing",
    ]

    /// Reads `idiom`, `appearances` or `display-gamut` into `slot`. Returns `nil` for any other
    /// key, `true` when read, and `false` (after an error) when the entry must be left out.
    private mutating func readSlotKey(
        _ key: String, _ node: JSONNode, keyPath: @autoclosure () -> String, into slot: inout Slot
    ) -> Bool? {
        switch key {
        case "idiom":
            guard case .string(let idiom) = node.value else {
                report(
                    .error, at: node, "\(keyPath()).idiom",
                    "expected an idiom such as \"universal\", found \(Self.describe(node.value)); the entry is left out"
                )
                return false
            }
            if idiom != ColorVariant.universal, !Self.knownIdioms.contains(idiom) {
                report(.warning, at: node, "\(keyPath()).idiom", "\"\(idiom)\" is not an idiom Shade knows; it is kept")
            }
            slot.idiom = idiom
            return true
        case "appearances":
            guard let conditions = appearances(node, keyPath: "\(keyPath()).appearances") else { return false }
            slot.conditions = conditions
            if !conditions.isEmpty, ColorVariant(conditions: conditions, value: nil).appearance == nil {
                let pairs = conditions.map(\.assetCatalogAppearance).map { "\($0.kind) \($0.value)" }
                    .joined(separator: ", ")
                report(
                    .warning, at: node, "\(keyPath()).appearances",
                    "Shade resolves luminosity light or dark and contrast high, found \(pairs); "
                        + "the entry is kept, but no trait collection selects it"
                )
            }
            return true
        case "display-gamut":
            guard case .string(let name) = node.value else {
                report(
                    .error, at: node, "\(keyPath()).display-gamut",
                    "expected \"sRGB\" or \"display-P3\", found \(Self.describe(node.value)); the entry is left out")
                return false
            }
            if let gamut = ColorVariant.DisplayGamut(rawValue: name) {
                slot.displayGamut = gamut
            } else if let gamut = ColorVariant.DisplayGamut.allCases.first(where: {
                $0.rawValue.lowercased() == name.lowercased()
            }) {
                report(
                    .warning, at: node, "\(keyPath()).display-gamut",
                    "expected \"sRGB\" or \"display-P3\", found \"\(name)\"; read as \(gamut.rawValue)")
                slot.displayGamut = gamut
            } else {
                report(
                    .warning, at: node, "\(keyPath()).display-gamut",
                    "expected \"sRGB\" or \"display-P3\", found \"\(name)\"; kept, and the entry applies to every gamut"
                )
                slot.extraKeys.append(CatalogJSON.Member(key, .string(name)))
            }
            return true
        default:
            return nil
        }
    }

    /// An `appearances` array: `{"appearance": …, "value": …}` pairs, unknown ones included.
    private mutating func appearances(_ node: JSONNode, keyPath: @autoclosure () -> String) -> [ColorVariant.Condition]?
    {
        guard case .array(let elements) = node.value else {
            report(
                .error, at: node, keyPath(),
                "expected an array, found \(Self.describe(node.value)); the entry is left out")
            return nil
        }
        var conditions: [ColorVariant.Condition] = []
        for (index, element) in elements.enumerated() {
            var elementPath: String { "\(keyPath())[\(index)]" }
            guard case .object(let members) = element.value else {
                report(
                    .error, at: element, elementPath,
                    "expected an object with \"appearance\" and \"value\", "
                        + "found \(Self.describe(element.value)); the entry is left out"
                )
                return nil
            }
            var appearance: String?
            var value: String?
            for (key, child) in members {
                guard key == "appearance" || key == "value" else {
                    report(.warning, at: child, "\(elementPath).\(key)", "is not a key of an appearance; it is ignored")
                    continue
                }
                guard case .string(let text) = child.value else {
                    report(
                        .error, at: child, "\(elementPath).\(key)",
                        "expected a string, found \(Self.describe(child.value)); the entry is left out")
                    return nil
                }
                if key == "appearance" { appearance = text } else { value = text }
            }
            guard let appearance, let value else {
                report(
                    .error, at: element, elementPath,
                    "expected both \"appearance\" and \"value\"; the entry is left out")
                return nil
            }
            conditions.append(ColorVariant.Condition(assetCatalogAppearance: appearance, value: value))
        }
        return conditions
    }

    // MARK: - Info, groups and the catalog

    /// Checks an `info` object: `author` is free text, `version` an integer or a numeric string.
    /// Returns an `info` member with what it holds besides these two, or `nil`.
    mutating func info(_ node: JSONNode) -> CatalogJSON.Member? {
        guard case .object(let members) = node.value else {
            report(.warning, at: node, "info", "expected an object, found \(Self.describe(node.value)); it is ignored")
            return nil
        }
        var extras: [CatalogJSON.Member] = []
        for (key, child) in members {
            switch key {
            case "author":
                if case .string = child.value { continue }
                report(.warning, at: child, "info.author", "expected a string, found \(Self.describe(child.value))")
            case "version":
                let version: Int? =
                    switch child.value {
                    case .number(let literal), .string(let literal): Int(literal)
                    default: nil
                    }
                if version == nil {
                    report(
                        .warning, at: child, "info.version",
                        "expected a version number, found \(Self.describe(child.value)); read as version 1")
                } else if version != 1 {
                    report(
                        .warning, at: child, "info.version",
                        "version \(Self.describe(child.value)) is not 1, the only version there is; read as version 1")
                }
            default:
                extras.append(CatalogJSON.Member(key, Self.kept(child)))
            }
        }
        return extras.isEmpty ? nil : CatalogJSON.Member("info", .object(Self.sorted(extras)))
    }

    /// A group's or the catalog's `Contents.json`: whether it provides a namespace (a group only;
    /// the flag must be a JSON Boolean), the other members of `properties`, and the other
    /// top-level members.
    mutating func folderContents(
        _ root: JSONNode, isGroup: Bool
    ) -> (providesNamespace: Bool, properties: [CatalogJSON.Member], extraKeys: [CatalogJSON.Member]) {
        let consequence = isGroup ? "the group is read as not providing a namespace" : "it is ignored"
        guard let members = topLevelMembers(of: root, severity: .warning, consequence: consequence) else {
            return (false, [], [])
        }
        var providesNamespace = false
        var properties: [CatalogJSON.Member] = []
        var extraKeys: [CatalogJSON.Member] = []
        for (key, node) in members {
            switch key {
            case "info":
                if let extra = info(node) { extraKeys.append(extra) }
            case "properties" where isGroup:
                guard case .object(let propertyMembers) = node.value else {
                    report(
                        .warning, at: node, key,
                        "expected an object, found \(Self.describe(node.value)); kept, and \(consequence)")
                    extraKeys.append(CatalogJSON.Member(key, Self.kept(node)))
                    continue
                }
                for (name, value) in propertyMembers {
                    guard name == "provides-namespace" else {
                        properties.append(CatalogJSON.Member(name, Self.kept(value)))
                        continue
                    }
                    if case .bool(let flag) = value.value {
                        providesNamespace = flag
                    } else {
                        report(
                            .warning, at: value, "properties.provides-namespace",
                            "expected true or false, found \(Self.describe(value.value)); \(consequence)")
                    }
                }
            default:
                extraKeys.append(CatalogJSON.Member(key, Self.kept(node)))
            }
        }
        return (providesNamespace, Self.sorted(properties), Self.sorted(extraKeys))
    }

    // MARK: - Kept values

    /// A value kept as written for the writer. Objects are sorted by key: key order means nothing
    /// in an asset catalog, and Xcode writes keys sorted, so a catalog read back equals itself.
    static func kept(_ node: JSONNode) -> CatalogJSON {
        switch node.value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let literal): .number(literal)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(kept))
        case .object(let members): .object(sorted(members.map { CatalogJSON.Member($0.key, kept($0.node)) }))
        }
    }

    /// `members` sorted by key, in the byte order of the keys' UTF-8, as Xcode sorts them.
    static func sorted(_ members: [CatalogJSON.Member]) -> [CatalogJSON.Member] {
        members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }
}
