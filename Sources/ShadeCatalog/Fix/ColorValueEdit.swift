public import ShadeColor
public import ShadeDiagnostics

/// A change of one color value in a theme file: where the value is written, what it was when the
/// file was read, and the color to write there instead.
///
/// ```swift
/// let edit = try ColorValueEdit(variant: dark, replacement: suggested)
/// let changes = try ColorValueRewriter.replacements(for: [edit], in: bytes, file: path)
/// let fixed = ColorValueRewriter.applying(changes, to: bytes)
/// ```
public struct ColorValueEdit: Sendable {
    /// Where the value is written: a variant's ``ColorVariant/valueSource``.
    public var location: FileLocation
    /// The value as it was read, which the file must still hold there.
    public var original: CatalogColor
    /// The color to write, in any space: it is converted into the space of ``original`` and
    /// written in its notation (see ``ColorValueRewriter/written(_:like:)``). Its alpha is not
    /// written: the value keeps its own.
    public var replacement: Color

    /// Creates an edit.
    public init(location: FileLocation, original: CatalogColor, replacement: Color) {
        self.location = location
        self.original = original
        self.replacement = replacement
    }

    /// The edit of a variant's value, where its ``ColorVariant/valueSource`` says it is written.
    ///
    /// - Throws: ``ColorValueRewriteError`` when the variant's value cannot be rewritten where
    ///   it was read: it records no place (``ColorValueRewriteError/Reason/noSource``), it is an
    ///   alias (``ColorValueRewriteError/Reason/alias(_:)``), a system color reference, or no
    ///   value at all.
    public init(variant: ColorVariant, replacement: Color) throws(ColorValueRewriteError) {
        guard let location = variant.valueSource else {
            throw ColorValueRewriteError(
                location: FileLocation(file: ""), reason: .noSource,
                message:
                    "the value was not read from a file that can be rewritten (Figma variables, or a value made in code)"
            )
        }
        if let target = variant.aliasOf {
            throw ColorValueRewriter.aliasError(target, at: location)
        }
        switch variant.value {
        case .color(let color)?:
            self.init(location: location, original: color, replacement: replacement)
        case .reference(let reference)?:
            throw ColorValueRewriter.systemColorError(reference.name, at: location)
        case nil:
            throw ColorValueRewriteError(
                location: location, reason: .notAColor, message: "the variant has no value to change")
        }
    }
}
