import Foundation

/// Generated theme files for the catalog benchmarks: an asset catalog of many color sets and a
/// design-token file of many tokens with alias chains.
public enum CatalogSample {
    /// Writes an asset catalog of `colorSets` color sets into a new temporary folder and returns
    /// the catalog's URL.
    ///
    /// The sets are spread over groups of 100 (every other group provides a namespace), and each
    /// has an Any and a Dark variant; the components cycle through the forms real catalogs use
    /// (3-place decimals, `0x` hex, 0–255 integers), as Xcode writes them.
    public static func writeAssetCatalog(colorSets: Int) throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("shade-benchmark-\(UUID().uuidString)")
            .appendingPathComponent("Colors.xcassets")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(catalogContents.utf8).write(to: root.appendingPathComponent("Contents.json"))
        for group in 0..<((colorSets + 99) / 100) {
            let folder = root.appendingPathComponent("Group \(group)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let groupContents = group % 2 == 0 ? namespacedGroupContents : catalogContents
            try Data(groupContents.utf8).write(to: folder.appendingPathComponent("Contents.json"))
            for index in (group * 100)..<min(colorSets, group * 100 + 100) {
                let set = folder.appendingPathComponent("color\(index).colorset")
                try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
                try Data(colorSetContents(index).utf8).write(to: set.appendingPathComponent("Contents.json"))
            }
        }
        return root
    }

    /// Writes the audit's sample into a new temporary folder and returns the catalog's URL: an
    /// asset catalog of `colorSets` color sets (``writeAssetCatalog(colorSets:)``) and beside it
    /// a `shade.json` that pairs every color as text with each of `backgrounds` of them, spread
    /// evenly (`Group 0/color0`, `color3333` and `Group 66/color6666` for 10 000 and 3), so that `shade audit`
    /// checks `colorSets × backgrounds` pairs, most of which fail in some appearance.
    public static func writeAuditSample(colorSets: Int, backgrounds: Int) throws -> URL {
        let catalog = try writeAssetCatalog(colorSets: colorSets)
        let rules = (0..<backgrounds).map { number in
            let index = number * (colorSets / backgrounds)
            let group = index / 100
            let name = group % 2 == 0 ? "Group \(group)/color\(index)" : "color\(index)"
            return "    { \"foreground\": \"*\", \"background\": \"\(name)\", \"use\": \"text\" }"
        }
        let configuration = "{\n  \"pairs\": [\n" + rules.joined(separator: ",\n") + "\n  ]\n}\n"
        try Data(configuration.utf8).write(to: catalog.deletingLastPathComponent().appendingPathComponent("shade.json"))
        return catalog
    }

    /// Removes a catalog written by ``writeAssetCatalog(colorSets:)`` or a file written by
    /// ``writeTemporaryFile(_:name:)``, with its temporary folder.
    public static func remove(_ catalog: URL) {
        try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent())
    }

    /// The bytes of every `Contents.json` under `root`, found the way the asset catalog reader finds
    /// them (listing each folder, reading each file whole): the floor a reader cannot go below.
    /// Returns the number of bytes read.
    public static func readAllContents(under root: URL) -> Int {
        var total = 0
        var folders = [root.path]
        while let folder = folders.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names {
                let path = folder + "/" + name
                if name == "Contents.json" {
                    total += FileManager.default.contents(atPath: path)?.count ?? 0
                } else {
                    var isDirectory: ObjCBool = false
                    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                        folders.append(path)
                    }
                }
            }
        }
        return total
    }

    /// A DTCG 2025.10 token file of `tokens` color tokens: one base token in five is a color
    /// object, and each of the others is an alias of the one before it, so every alias chain is
    /// `aliasDepth` long (`{palette.c4}` → `{palette.c3}` → … → the base color).
    public static func tokenFile(tokens: Int, aliasDepth: Int = 5) -> [UInt8] {
        var text = "{\n  \"palette\": {\n    \"$type\": \"color\",\n"
        for index in 0..<tokens {
            let chainPosition = index % (aliasDepth + 1)
            text += "    \"c\(index)\": { \"$value\": "
            if chainPosition == 0 {
                let red = Double(index % 256) / 255
                let green = Double((index / 256) % 256) / 255
                text += "{ \"colorSpace\": \"srgb\", \"components\": [\(red), \(green), 0.5], \"alpha\": 1 }"
            } else {
                text += "\"{palette.c\(index - 1)}\""
            }
            text += ", \"$description\": \"Token \(index)\" }"
            text += index == tokens - 1 ? "\n" : ",\n"
        }
        return Array((text + "  }\n}\n").utf8)
    }

    /// A DTCG 2025.10 token file of `baseColors × (1 + chains × chainLength)` color tokens in
    /// groups nested `groupDepth` deep: for each base color a group `f<n>` (holding `$type`) and
    /// inside it groups all named `g` to the depth, whose innermost group holds the base color
    /// (`base`, a color object) and `chains` alias chains of `chainLength` tokens each (`a<c>_0` is
    /// `{f<n>.g.….base}`, `a<c>_1` is `{f<n>.g.….a<c>_0}`, …), so the longest chain is
    /// `chainLength + 1` tokens. Every name and reference is as long as the nesting makes it
    /// (about 210 characters at depth 100); with `groupDepth` 1 the tokens sit in `f<n>` itself.
    /// The JSON has no spaces, so that 30 000 tokens at depth 100 stay within the readers' 8 MiB.
    public static func aliasChainTokenFile(baseColors: Int, chains: Int, chainLength: Int, groupDepth: Int) -> [UInt8] {
        var text = "{\n"
        let groups = Array(repeating: "g", count: max(groupDepth, 1) - 1)
        for family in 0..<baseColors {
            let prefix = (["f\(family)"] + groups).joined(separator: ".")
            text += "\"f\(family)\":{\"$type\":\"color\","
            text += groups.map { "\"\($0)\":{" }.joined() + "\n"
            let red = Double(family % 256) / 255
            let green = Double((family * 7) % 256) / 255
            text += "\"base\":{\"$value\":{\"colorSpace\":\"srgb\",\"components\":[\(red),\(green),0.5],\"alpha\":1}}"
            for chain in 0..<chains {
                for index in 0..<chainLength {
                    let target = index == 0 ? "base" : "a\(chain)_\(index - 1)"
                    text += ",\n\"a\(chain)_\(index)\":{\"$value\":\"{\(prefix).\(target)}\"}"
                }
            }
            text += "\n" + String(repeating: "}", count: groups.count) + "}" + (family == baseColors - 1 ? "\n" : ",\n")
        }
        return Array((text + "}\n").utf8)
    }

    /// A Figma REST response (`GET /v1/files/:file_key/variables/local`) of `count` COLOR
    /// variables, all in the group `palette` of one collection with one mode, `Light`: every
    /// fifth variable is an alias of the one before it, the others an RGBA color with three
    /// decimals. Compact, as the API sends it: 40 000 variables are about 8.3 MB, within the
    /// readers' 8 MiB. `Scripts/figma-sample.py` writes the same response to a file.
    public static func figmaVariables(count: Int) -> [UInt8] {
        var text =
            #"{"status":200,"error":false,"meta":{"variableCollections":{"VariableCollectionId:1:0":"#
            + #"{"id":"VariableCollectionId:1:0","name":"Palette","modes":[{"modeId":"1:0","name":"Light"}],"#
            + #""defaultModeId":"1:0"}},"variables":{"#
        for index in 0..<count {
            let value: String
            if index % 5 == 4 {
                value = #"{"type":"VARIABLE_ALIAS","id":"VariableID:1:\#(index - 1)"}"#
            } else {
                let (red, green, blue) = figmaComponents(index)
                value = #"{"r":\#(red),"g":\#(green),"b":\#(blue),"a":1}"#
            }
            text +=
                #""VariableID:1:\#(index)":{"id":"VariableID:1:\#(index)","name":"palette/c\#(index)","#
                + #""variableCollectionId":"VariableCollectionId:1:0","resolvedType":"COLOR","#
                + #""valuesByMode":{"1:0":\#(value)}}"# + (index == count - 1 ? "" : ",")
        }
        return Array((text + "}}}").utf8)
    }

    /// The tokens of ``figmaVariables(count:)`` as one DTCG 2025.10 file, as the Figma reader
    /// reads them: `palette.c<n>`, colors as color objects and the aliases as references.
    public static func figmaVariablesAsTokens(count: Int) -> [UInt8] {
        var text = #"{"palette":{"#
        for index in 0..<count {
            let value: String
            if index % 5 == 4 {
                value = #""{palette.c\#(index - 1)}""#
            } else {
                let (red, green, blue) = figmaComponents(index)
                value = #"{"colorSpace":"srgb","components":[\#(red),\#(green),\#(blue)],"alpha":1}"#
            }
            text += #""c\#(index)":{"$type":"color","$value":\#(value)}"# + (index == count - 1 ? "" : ",")
        }
        return Array((text + "}}").utf8)
    }

    /// The components of the `index`th color of ``figmaVariables(count:)``, to three decimals.
    private static func figmaComponents(_ index: Int) -> (String, String, String) {
        func component(_ step: Int) -> String {
            let thousandths = ((index * step) % 256 * 1000 + 127) / 255
            return thousandths == 1000 ? "1.0" : "0." + String(thousandths + 1000).dropFirst()
        }
        return (component(37), component(91), component(53))
    }

    /// Writes `bytes` to a file named `name` in a new temporary folder and returns its URL.
    public static func writeTemporaryFile(_ bytes: [UInt8], name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shade-benchmark-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    private static let catalogContents = """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    private static let namespacedGroupContents = """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "provides-namespace" : true
          }
        }

        """

    private static func colorSetContents(_ index: Int) -> String {
        let byte = index % 256
        let components: (String, String, String)
        switch index % 3 {
        case 0: components = (decimal(byte), decimal(255 - byte), "0.500")
        case 1: components = (hex(byte), hex(255 - byte), "0x80")
        default: components = ("\(byte)", "\(255 - byte)", "128")
        }
        return """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "\(components.2)",
                      "green" : "\(components.1)",
                      "red" : "\(components.0)"
                    }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    }
                  ],
                  "color" : {
                    "color-space" : "display-p3",
                    "components" : {
                      "alpha" : "0.800",
                      "blue" : "\(components.0)",
                      "green" : "\(components.2)",
                      "red" : "\(components.1)"
                    }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """
    }

    private static func decimal(_ byte: Int) -> String {
        let thousandths = (byte * 1000 + 127) / 255
        let digits = String(thousandths)
        return thousandths >= 1000 ? "1.000" : "0." + String(repeating: "0", count: 3 - digits.count) + digits
    }

    private static func hex(_ byte: Int) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" + digits : digits)
    }
}
