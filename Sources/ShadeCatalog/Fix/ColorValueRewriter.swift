public import ShadeColor
import ShadeDiagnostics
import ShadeJSON

/// Writes new colors into the theme files they were read from, changing only the bytes of the
/// values that change: every other byte (the layout, the order of keys, how numbers are spelled,
/// a token's `$extensions`) stays as it was.
///
/// ```swift
/// let bytes = try FileSystem.contents(ofFileAt: path, limit: JSONReader.maximumThemeFileSize)
/// let edit = try ColorValueEdit(variant: dark, replacement: suggested)
/// let changes = try ColorValueRewriter.replacements(for: [edit], in: bytes, file: path)
/// let fixed = ColorValueRewriter.applying(changes, to: bytes)
/// ```
///
/// ## What is written
/// The new color is written in the value's own notation and space (``written(_:like:)`` gives the
/// value exactly as reading the written bytes gives it):
/// - An asset catalog's `components`: each channel that changes, in the style the reader recorded
///   (`"0xE9"` stays hexadecimal with its prefix, `"233"` an 8-bit integer, `"0.500"` three
///   places, a JSON number a number; a decimal in the shortest form gets as many places as the
///   longest channel, and at least 3). A color beyond the gamut of `srgb` or `display-p3` is
///   mapped into it (CSS Color 4); an 8-bit channel keeps within 0…1.
/// - A design token's 2025.10 color object: each component that changes, in its `colorSpace`,
///   and the `hex` fallback, if it has one, in its length and letter case.
/// - A CSS color string: its form kept (`CSSColorText`): `#rrggbb` stays 6 digits in its letter
///   case, `#rgb` becomes `#rrggbb` only when 3 digits cannot hold the color, and `rgb()`,
///   `rgba()`, `hsl()` and `hsla()` keep their separators, units and decimals.
///
/// Alpha is never written: the value keeps its own (a color's `alpha`, a hex's alpha digits, a
/// function's alpha argument, GitHub Primer's `alpha` member).
///
/// ## What is refused
/// An edit is refused, with a ``ColorValueRewriteError`` at its place, when the value there is an
/// alias or a JSON pointer (the color is written elsewhere), a system color reference, no color,
/// or not the value the edit says was read there: the file changed since it was read.
public enum ColorValueRewriter {
    /// The byte replacements that write each edit's replacement where its value is, one for each
    /// component (or CSS string, or `hex` fallback) that changes, sorted by offset.
    ///
    /// A value whose written form would not change gives none, so an edit whose replacement is
    /// the value it replaces changes nothing.
    ///
    /// - Parameters:
    ///   - edits: The edits, each at a place in this file (``ColorValueEdit/location``).
    ///   - bytes: The file's bytes, as they were when its values were read.
    ///   - file: The file's path as the reader was given it: each edit's location must name it.
    /// - Returns: The replacements, which do not overlap, sorted by offset.
    /// - Throws: ``ColorValueRewriteError`` for the first edit that cannot be written.
    public static func replacements(for edits: [ColorValueEdit], in bytes: [UInt8], file: String)
        throws(ColorValueRewriteError) -> [ByteReplacement]
    {
        guard let first = edits.first else { return [] }
        let root: JSONNode
        do {
            root = try JSONReader.parse(bytes, limit: JSONReader.maximumThemeFileSize)
        } catch {
            throw ColorValueRewriteError(
                location: first.location, reason: .changedSinceRead,
                message: "the file is no longer well-formed JSON (\(error)); it changed since it was read")
        }
        let index = JSONByteIndex(bytes)
        var found: [(replacement: ByteReplacement, edit: ColorValueEdit)] = []
        for edit in edits {
            guard edit.location.file == file else {
                throw ColorValueRewriteError(
                    location: edit.location, reason: .otherFile, message: "the edit is for another file than \(file)")
            }
            let nodes = try nodes(to: edit.location, in: root)
            let site = Site(file: file, edit: edit, nodes: nodes, index: index)
            for replacement in try site.replacements() { found.append((replacement, edit)) }
        }
        found.sort { $0.replacement.offset < $1.replacement.offset }
        for (earlier, later) in zip(found, found.dropFirst())
        where earlier.replacement.offset + earlier.replacement.length > later.replacement.offset {
            throw ColorValueRewriteError(
                location: later.edit.location, reason: .overlappingEdits,
                message: "two edits change the same value (also the edit at \(earlier.edit.location))")
        }
        return found.map(\.replacement)
    }

    /// `bytes` with `replacements` applied: what ``replacements(for:in:file:)-([ColorValueEdit],_,_)`` gives, which do
    /// not overlap and lie within `bytes`, in any order.
    public static func applying(_ replacements: [ByteReplacement], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + replacements.reduce(0) { $0 + $1.replacement.count })
        var position = 0
        for replacement in replacements.sorted(by: { $0.offset < $1.offset }) {
            precondition(
                replacement.offset >= position && replacement.offset + replacement.length <= bytes.count,
                "the replacements overlap or lie outside the bytes")
            result += bytes[position..<replacement.offset]
            result += replacement.replacement
            position = replacement.offset + replacement.length
        }
        result += bytes[position...]
        return result
    }

    /// `color` as it will be written in the place of `original` and read back: its components in
    /// `original`'s space and notation, quantized as the notation writes them (8-bit forms to
    /// whole bytes, decimals to their places), with `original`'s alpha.
    ///
    /// What ``replacements(for:in:file:)-([ColorValueEdit],_,_)`` writes for an edit of `original` to `color` reads back
    /// as exactly this value, so a contrast checked on it is the contrast of the file written.
    public static func written(_ color: Color, like original: CatalogColor) -> CatalogColor {
        WrittenColor(color, like: original).value
    }

    // MARK: - Errors

    /// The error for a value that is an alias of `target`.
    static func aliasError(_ target: String, at location: FileLocation) -> ColorValueRewriteError {
        ColorValueRewriteError(
            location: location, reason: .alias(target),
            message: "the value is an alias of `\(target)`; the color is written there, so change that token instead")
    }

    /// The error for a value that is the system color `name`.
    static func systemColorError(_ name: String, at location: FileLocation) -> ColorValueRewriteError {
        ColorValueRewriteError(
            location: location, reason: .systemColorReference,
            message: "the value is the system color \(name), which has no components to change")
    }

    /// The nodes from the document's root to the one that starts at `location`.
    private static func nodes(to location: FileLocation, in root: JSONNode) throws(ColorValueRewriteError)
        -> [JSONNode]
    {
        guard let position = location.position else {
            throw ColorValueRewriteError(
                location: location, reason: .notAColor, message: "the edit names no line and column in the file")
        }
        var chain = [root]
        var node = root
        while node.location != position {
            let children: [JSONNode]
            switch node.value {
            case .object(let members): children = members.map(\.node)
            case .array(let elements): children = elements
            default: children = []
            }
            guard let child = children.last(where: { $0.location <= position }) else {
                throw ColorValueRewriteError(
                    location: location, reason: .changedSinceRead,
                    message: "no value starts at this place any more; the file changed since it was read")
            }
            chain.append(child)
            node = child
        }
        return chain
    }
}

/// One edit at its value in the file: reads what is there, checks it, and makes the replacements.
private struct Site {
    let file: String
    let edit: ColorValueEdit
    /// The nodes from the document's root to the value.
    let nodes: [JSONNode]
    let index: JSONByteIndex

    var node: JSONNode { nodes[nodes.count - 1] }

    func replacements() throws(ColorValueRewriteError) -> [ByteReplacement] {
        if case .string(let text) = node.value, let target = AliasSyntax.wholeAliasName(text) {
            throw ColorValueRewriter.aliasError(target, at: edit.location)
        }
        if TokenResolver.reference(node) != nil {
            throw error(.reference, "the value is a JSON pointer (`$ref`); the color is written where it leads")
        }
        let written = WrittenColor(edit.replacement, like: edit.original)
        switch written.changes {
        case .assetCatalog(let channels):
            try checkAssetCatalogValue()
            let keys = edit.original.space.isGray ? ["white"] : ["red", "green", "blue"]
            var result: [ByteReplacement] = []
            for (key, text) in zip(keys, channels) {
                guard let text, let component = node["components"]?[key] else { continue }
                result.append(try replacing(component, with: JSONWriter.text(text, layout: .compact)))
            }
            return result
        case .tokenObject(let components, let hex):
            try checkTokenObject()
            guard case .array(let elements)? = node["components"]?.value else { return [] }
            var result: [ByteReplacement] = []
            for (element, literal) in zip(elements, components) {
                if let literal { result.append(try replacing(element, with: literal)) }
            }
            if let hex, let hexNode = node["hex"] {
                result.append(try replacing(hexNode, with: JSONWriter.quoted(hex)))
            }
            return result
        case .cssString(let text):
            try checkCSSString()
            guard let text else { return [] }
            return [try replacing(node, with: JSONWriter.quoted(text))]
        }
    }

    // MARK: - Checks

    /// Checks that an asset catalog's `color` object there reads as the original value.
    private func checkAssetCatalogValue() throws(ColorValueRewriteError) {
        guard case .object = node.value else { throw changed("expected a color object") }
        var reader = ContentsReader(file: file, entryName: edit.location.path)
        switch reader.colorValue(node, keyPath: "color") {
        case .reference(let reference)?:
            throw ColorValueRewriter.systemColorError(reference.name, at: edit.location)
        case .color(let color)? where color == edit.original:
            return
        default:
            throw changed("the color there is not the one read")
        }
    }

    /// Checks that a token's color object there reads as the original value.
    private func checkTokenObject() throws(ColorValueRewriteError) {
        guard case .object(let members) = node.value else { throw changed("expected a color object") }
        for (key, child) in members where ["colorSpace", "components", "alpha", "hex"].contains(key) {
            if TokenResolver.reference(child) != nil {
                throw error(.reference, "the color's `\(key)` refers elsewhere; the value is written there")
            }
            if case .array(let elements) = child.value, elements.contains(where: { TokenResolver.reference($0) != nil })
            {
                throw error(.reference, "a component of the color refers elsewhere; the value is written there")
            }
        }
        guard let spaceName = node["colorSpace"]?.stringValue, let space = CatalogColor.Space(tokenName: spaceName),
            case .array(let elements)? = node["components"]?.value, elements.count == 3
        else { throw changed("expected a color object with `colorSpace` and 3 `components`") }
        var components: [Double?] = []
        for element in elements {
            if element.stringValue == "none" {
                components.append(nil)
            } else if let number = element.doubleValue {
                components.append(number)
            } else {
                throw changed("expected a number or \"none\" for each component")
            }
        }
        let alpha = node["alpha"]?.doubleValue ?? 1
        guard let color = try? CatalogColor.color(space: space, components: components, alpha: alpha) else {
            throw changed("the components do not make a color")
        }
        try checkToken(
            CatalogColor(
                space: space, components: components, alpha: alpha,
                notation: .tokenObject(hex: node["hex"]?.stringValue), color: color))
    }

    /// Checks that a CSS color string there reads as the original value.
    private func checkCSSString() throws(ColorValueRewriteError) {
        guard let text = node.stringValue, let color = try? Color(parsing: text) else {
            throw changed("expected a CSS color string")
        }
        try checkToken(
            CatalogColor(
                space: .sRGB, components: [color.red, color.green, color.blue], alpha: color.alpha,
                notation: .cssString(text), color: color))
    }

    /// Checks a token's value read there against the original, with the opacity GitHub Primer's
    /// `alpha` member gives it, as the token reader applies it.
    private func checkToken(_ read: CatalogColor) throws(ColorValueRewriteError) {
        var read = read
        if let alpha = primerAlpha { read = TokenResolver.replacingAlpha(of: read, with: alpha) }
        guard read == edit.original else { throw changed("the color there is not the one read") }
    }

    /// The opacity GitHub Primer's `alpha` member gives the value: that of the nearest object
    /// around it with a `$value` (an override's `{"$value": …, "alpha": …}`, then the token).
    private var primerAlpha: Double? {
        for ancestor in nodes.dropLast().reversed() where ancestor["$value"] != nil {
            guard let alpha = ancestor["alpha"]?.doubleValue else { continue }
            return (0...1).contains(alpha) ? alpha : nil
        }
        return nil
    }

    // MARK: - Replacements

    /// The replacement of the string or number literal of `literal` by `text`.
    private func replacing(_ literal: JSONNode, with text: String) throws(ColorValueRewriteError) -> ByteReplacement {
        guard let offset = index.offset(of: literal.location), let range = index.literal(at: offset) else {
            throw changed("expected a string or a number at \(literal.location)")
        }
        let original = Array(index.bytes[range])
        return ByteReplacement(
            offset: range.lowerBound, length: range.count, replacement: Array(text.utf8), start: literal.location,
            end: index.location(after: literal.location, bytes: range), original: original)
    }

    private func changed(_ found: String) -> ColorValueRewriteError {
        error(.changedSinceRead, "\(found); the file changed since it was read")
    }

    private func error(_ reason: ColorValueRewriteError.Reason, _ message: String) -> ColorValueRewriteError {
        ColorValueRewriteError(location: edit.location, reason: reason, message: message)
    }
}
