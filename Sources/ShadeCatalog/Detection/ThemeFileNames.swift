// Compiled into ShadeCatalog and, through a symbolic link of the same name, into the ShadeColors
// build-tool plugin, which can import neither ShadeCatalog nor run `shade` while SwiftPM plans a
// build: the one statement of the names that tell a theme file. The standard library only.

/// The names that tell a theme file's kind (``ThemeFileKind``), compared without regard to the
/// letter case of ASCII letters.
enum ThemeFileNames {
    /// The ending of an asset catalog, a folder.
    static let assetCatalogEnding = ".xcassets"
    /// The ending of a resolver document.
    static let resolverEnding = ".resolver.json"
    /// The endings of a file that is design tokens by its name.
    static let tokenEndings = [".tokens.json", ".tokens"]
    /// The ending of any other JSON file: design tokens when it is given to `shade`, Figma
    /// variables when its content says so.
    static let jsonEnding = ".json"
    /// The names of the files whose presence makes a folder a Tokens Studio folder.
    static let tokensStudioMarkers = ["$themes.json", "$metadata.json"]

    /// Whether `name` ends in `ending` (or is it), ASCII letters compared without regard to case.
    /// The first ending that matches decides a name's kind, and a name that is only its ending
    /// (`.tokens.json`) is no theme file.
    static func hasEnding(_ name: String, _ ending: String) -> Bool {
        let name = name.utf8
        let ending = ending.utf8
        guard name.count >= ending.count else { return false }
        return zip(name.suffix(ending.count), ending).allSatisfy { lowercased($0) == lowercased($1) }
    }

    /// `byte` with an ASCII capital letter made small.
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
