public import ShadeJSON

/// A JSON value kept as written, for the parts of a theme file Shade does not interpret itself:
/// `$extensions`, unknown keys of an asset catalog's `Contents.json`, and token values of types
/// without a Shade model. A writer puts it back unchanged, so a round trip loses nothing.
///
/// It is ShadeJSON's `JSONValue`, the value Shade's JSON writer writes: object members keep their
/// document order and numbers keep their literal, so `1.50` stays `1.50`.
public typealias CatalogJSON = JSONValue

extension String {
    /// Whether the first character is `character`, an ASCII character, as `hasPrefix` decides
    /// it; without comparing characters unless the bytes leave it open.
    package func hasPrefixCharacter(_ character: Unicode.Scalar) -> Bool {
        let utf8 = self.utf8
        guard let first = utf8.first, first == UInt8(ascii: character) else { return false }
        // Only CR LF joins two ASCII characters: before an ASCII byte (or none) a character ends.
        guard let second = utf8.dropFirst().first, second >= 0x80 else { return true }
        return hasPrefix(String(character))
    }
}
