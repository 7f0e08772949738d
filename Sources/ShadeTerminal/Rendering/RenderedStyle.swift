import ShadeColor

/// A cell's colors and attributes as the terminal is told them in one ``ColorMode``: two cells
/// that render alike have equal values, even when their ``Shade/Color``s differ slightly.
struct RenderedStyle: Hashable, Sendable {
    /// A color as SGR writes it.
    enum ColorCode: Hashable, Sendable {
        /// The terminal's default color: SGR 39 or 49.
        case terminalDefault
        /// A 24-bit color: SGR `38;2;r;g;b` or `48;2;r;g;b`.
        case rgb(SRGBBytes)
        /// A palette entry: SGR `38;5;n` or `48;5;n`.
        case palette(UInt8)
    }

    var foreground: ColorCode
    var background: ColorCode
    var attributes: TextAttributes

    /// What the terminal uses after SGR 0.
    static let plain = RenderedStyle(foreground: .terminalDefault, background: .terminalDefault, attributes: [])

    /// The SGR parameters of each attribute and the parameter that turns it off (ECMA-48 8.3.117).
    private static let attributeCodes: [(TextAttributes, String)] = [
        (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.inverse, "7"),
    ]

    /// The parameters of the shortest simple SGR sequence that changes the terminal from this
    /// style to `target`, or none when they are equal.
    ///
    /// Adding attributes or changing colors writes only what changed. Removing an attribute
    /// starts from SGR 0 and sets the rest again, because "bold off" (22) also turns dim off, and
    /// a single reset is simpler to reason about than per-attribute exceptions.
    func parameters(changingTo target: RenderedStyle) -> [String] {
        guard self != target else { return [] }
        var parameters: [String] = []
        var from = self
        if !attributes.isSubset(of: target.attributes) {
            parameters.append("0")
            from = .plain
        }
        for (attribute, code) in Self.attributeCodes
        where target.attributes.contains(attribute) && !from.attributes.contains(attribute) {
            parameters.append(code)
        }
        if target.foreground != from.foreground {
            parameters.append(Self.parameter(target.foreground, base: 30))
        }
        if target.background != from.background {
            parameters.append(Self.parameter(target.background, base: 40))
        }
        return parameters
    }

    /// `base + 8` with the color's arguments, or `base + 9` for the default color: 38/39 for the
    /// foreground, 48/49 for the background.
    private static func parameter(_ color: ColorCode, base: Int) -> String {
        switch color {
        case .terminalDefault: "\(base + 9)"
        case .rgb(let bytes): "\(base + 8);2;\(bytes.red);\(bytes.green);\(bytes.blue)"
        case .palette(let index): "\(base + 8);5;\(index)"
        }
    }
}
