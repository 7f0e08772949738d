extension Color {
    /// Parses a color written in hex or CSS notation.
    ///
    /// Accepted forms, with whitespace allowed around the color and, in functions, around
    /// arguments and separators:
    /// - Hex: `#RGB`, `#RGBA`, `#RRGGBB` and `#RRGGBBAA`, digits in either letter case. A
    ///   three- or four-digit form doubles each digit (`#F80` is `#FF8800`).
    /// - CSS Color 4 `rgb()` and `rgba()` (the two names are synonyms): `rgb(255, 59, 48)`,
    ///   `rgba(255, 59, 48, 0.5)`, `rgb(100%, 23%, 19%)`, `rgb(255 59 48 / 50%)`. Channels are
    ///   numbers 0…255 or percentages; in the comma syntax all three must be of one kind.
    /// - CSS Color 4 `hsl()` and `hsla()`: `hsl(3, 100%, 59%)`, `hsla(3deg, 100%, 59%, 0.5)`,
    ///   `hsl(0.01turn 100% 59% / 0.5)`. The hue is in degrees unless it has a unit (`deg`, `rad`,
    ///   `grad`, `turn`); saturation and lightness are percentages (plain numbers are also
    ///   accepted in the space-separated syntax).
    /// - The alpha value, where there is one, is a number 0…1 or a percentage.
    ///
    /// Function names and units are case-insensitive. As in CSS, values out of range are clamped
    /// (`rgb(300, 0, 0)` is red) and hues wrap around. The result is an ``ColorSpace/sRGB``
    /// color; a hex byte `b` becomes exactly `b / 255`, the same value ``init(rgba:)`` gives.
    ///
    /// A string longer than ``maximumParsedLength`` characters is not read: the error points at
    /// the first character past the limit.
    ///
    /// - Throws: ``ColorParseError`` naming the 1-based position of the first problem, what was
    ///   expected there and what was found. Parsing never traps, whatever the input, and takes
    ///   time in proportion to at most ``maximumParsedLength`` characters.
    public init(parsing string: String) throws(ColorParseError) {
        var parser = ColorParser(string)
        if let limit = string.index(string.startIndex, offsetBy: Self.maximumParsedLength, limitedBy: string.endIndex),
            limit < string.endIndex
        {
            throw parser.error(.endWithinLimit, at: limit, found: .character)
        }
        self = try parser.parseColor()
    }

    /// The longest string ``init(parsing:)`` reads, in characters: 1024, far beyond any color
    /// (`hsla(210.5deg, 100.000%, 50.000%, 0.500)` has 40) even with whitespace around it.
    public static let maximumParsedLength = 1024
}

/// A hand-written recursive-descent parser over the input's characters.
///
/// Errors point at characters, not bytes, so positions match what a person counts.
struct ColorParser {
    let input: String
    var index: String.Index

    init(_ input: String) {
        self.input = input
        self.index = input.startIndex
    }

    // MARK: - Grammar

    mutating func parseColor() throws(ColorParseError) -> Color {
        skipWhitespace()
        let color: Color
        switch peek {
        case "#":
            advance()
            color = try parseHex()
        case let character? where character.isASCIILetter:
            color = try parseFunction()
        default:
            throw error(.color)
        }
        skipWhitespace()
        guard peek == nil else { throw error(.end) }
        return color
    }

    /// `#` already consumed: 3, 4, 6 or 8 hex digits.
    mutating func parseHex() throws(ColorParseError) -> Color {
        var digits: [UInt32] = []
        while let digit = peek?.asciiHexDigitValue {
            if digits.count == 8 { throw error(.end, found: .character) }
            digits.append(digit)
            advance()
        }
        switch digits.count {
        case 3, 4, 6:
            if let next = peek, !next.isCSSWhitespace { throw error(.hexDigitOrEnd, found: .character) }
        case 8:
            break
        default:
            throw error(.hexDigit, found: .character)
        }
        if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        if digits.count == 6 { digits += [0xF, 0xF] }
        let packed = digits.reduce(UInt32(0)) { $0 << 4 | $1 }
        return Color(rgba: packed)
    }

    /// `rgb(`, `rgba(`, `hsl(` or `hsla(`, its arguments and `)`.
    mutating func parseFunction() throws(ColorParseError) -> Color {
        let nameStart = index
        while peek?.isASCIILetter == true { advance() }
        let name = input[nameStart..<index].lowercased()
        guard ["rgb", "rgba", "hsl", "hsla"].contains(name) else {
            throw error(.functionName, at: nameStart)
        }
        guard peek == "(" else { throw error(.openingParenthesis, found: .character) }
        advance()
        skipWhitespace()
        let color = name.hasPrefix("rgb") ? try parseRGBArguments() : try parseHSLArguments()
        guard peek == ")" else { throw error(.closingParenthesis) }
        advance()
        return color
    }

    /// The arguments of `rgb()`, up to the closing parenthesis.
    mutating func parseRGBArguments() throws(ColorParseError) -> Color {
        let first = try component(.numberOrPercentage)
        skipWhitespace()
        let usesCommas = peek == ","
        // The comma syntax needs all three channels of one kind (CSS Color 4 §5.1, legacy syntax).
        let channelKind: ColorParseError.Expectation =
            usesCommas ? (first.isPercentage ? .percentage : .number) : .numberOrPercentage
        var channels = [first]
        for _ in 0..<2 {
            if usesCommas { try expectComma() }
            channels.append(try component(channelKind))
            skipWhitespace()
        }
        let alpha = try optionalAlpha(usesCommas: usesCommas)
        let values = channels.map { $0.isPercentage ? $0.value / 100 : $0.value / 255 }
        return Color(red: values[0], green: values[1], blue: values[2], alpha: alpha)
    }

    /// The arguments of `hsl()`, up to the closing parenthesis.
    mutating func parseHSLArguments() throws(ColorParseError) -> Color {
        let hue = try parseHue()
        skipWhitespace()
        let usesCommas = peek == ","
        // The comma syntax takes percentages only; the space syntax also takes plain numbers.
        let kind: ColorParseError.Expectation = usesCommas ? .percentage : .numberOrPercentage
        var percentages: [Double] = []
        for _ in 0..<2 {
            if usesCommas { try expectComma() }
            percentages.append(try component(kind).value / 100)
            skipWhitespace()
        }
        let alpha = try optionalAlpha(usesCommas: usesCommas)
        let rgb = HSL.toRGB(hue: hue, saturation: Color.unit(percentages[0]), lightness: Color.unit(percentages[1]))
        return Color(red: rgb.c0, green: rgb.c1, blue: rgb.c2, alpha: alpha)
    }

    /// `, alpha` or `/ alpha` when present, else 1; stops before the closing parenthesis.
    mutating func optionalAlpha(usesCommas: Bool) throws(ColorParseError) -> Double {
        switch peek {
        case "," where usesCommas, "/" where !usesCommas:
            advance()
            skipWhitespace()
            let alpha = try component(.numberOrPercentage)
            skipWhitespace()
            return alpha.isPercentage ? alpha.value / 100 : alpha.value
        case ")":
            return 1
        default:
            throw error(usesCommas ? .commaOrClosingParenthesis : .slashOrClosingParenthesis)
        }
    }

    /// A comma with optional whitespace after it.
    mutating func expectComma() throws(ColorParseError) {
        guard peek == "," else { throw error(.comma) }
        advance()
        skipWhitespace()
    }

    /// A number or percentage, as `expected` allows; no other unit.
    mutating func component(_ expected: ColorParseError.Expectation) throws(ColorParseError) -> NumericToken {
        guard let token = scanNumericToken() else { throw error(expected) }
        let allowed: Bool
        switch token.unit {
        case .none: allowed = expected == .number || expected == .numberOrPercentage
        case .percent: allowed = expected == .percentage || expected == .numberOrPercentage
        case .identifier: allowed = false
        }
        guard allowed else { throw error(expected, at: token.start) }
        return token
    }

    /// A hue in degrees: a number, or a number with an angle unit.
    mutating func parseHue() throws(ColorParseError) -> Double {
        guard let token = scanNumericToken() else { throw error(.hue) }
        switch token.unit {
        case .none:
            return token.value
        case .percent:
            throw error(.hue, at: token.start)
        case .identifier(let unitStart):
            switch input[unitStart..<index].lowercased() {
            case "deg": return token.value
            case "rad": return token.value * 180 / .pi
            case "grad": return token.value * 0.9
            case "turn": return token.value * 360
            default: throw error(.angleUnit, at: unitStart)
            }
        }
    }

    // MARK: - Tokens

    /// A CSS number, with what directly follows it: `%`, a unit, or nothing.
    struct NumericToken {
        enum Unit {
            case none
            case percent
            /// Letters directly after the number, starting at this index.
            case identifier(String.Index)
        }

        let value: Double
        let unit: Unit
        let start: String.Index

        var isPercentage: Bool {
            if case .percent = unit { return true }
            return false
        }
    }

    /// Reads a CSS number token (`[+-]digits[.digits][e[+-]digits]` or `[+-].digits…`) and its
    /// unit, or returns `nil` without moving when there is no number here.
    mutating func scanNumericToken() -> NumericToken? {
        let start = index
        var cursor = index
        if let sign = character(at: cursor), sign == "+" || sign == "-" { cursor = input.index(after: cursor) }
        var hasDigits = skipDigits(from: &cursor)
        if character(at: cursor) == ".", character(at: input.index(after: cursor))?.isASCIIDigit == true {
            cursor = input.index(after: cursor)
            hasDigits = skipDigits(from: &cursor) || hasDigits
        }
        guard hasDigits else { return nil }
        if let e = character(at: cursor), e == "e" || e == "E" {
            var exponent = input.index(after: cursor)
            if let sign = character(at: exponent), sign == "+" || sign == "-" {
                exponent = input.index(after: exponent)
            }
            if skipDigits(from: &exponent) { cursor = exponent }
        }
        // Every character in range is ASCII, so this always parses; infinities from huge
        // exponents are clamped later like any out-of-range value.
        let value = Double(String(input[start..<cursor])) ?? 0
        index = cursor
        switch peek {
        case "%":
            advance()
            return NumericToken(value: value, unit: .percent, start: start)
        case let letter? where letter.isASCIILetter:
            let unitStart = index
            while peek?.isASCIILetter == true { advance() }
            return NumericToken(value: value, unit: .identifier(unitStart), start: start)
        default:
            return NumericToken(value: value, unit: .none, start: start)
        }
    }

    /// Moves `cursor` past ASCII digits; whether there was at least one.
    func skipDigits(from cursor: inout String.Index) -> Bool {
        var moved = false
        while character(at: cursor)?.isASCIIDigit == true {
            cursor = input.index(after: cursor)
            moved = true
        }
        return moved
    }

    // MARK: - Cursor

    var peek: Character? { character(at: index) }

    func character(at position: String.Index) -> Character? {
        position < input.endIndex ? input[position] : nil
    }

    mutating func advance() {
        index = input.index(after: index)
    }

    mutating func skipWhitespace() {
        while peek?.isCSSWhitespace == true { advance() }
    }

    // MARK: - Errors

    /// How much of the input an error quotes as what it found.
    enum FoundText {
        /// The single character at the position.
        case character
        /// The word or number starting at the position, or the single character if it starts none.
        case token
    }

    func error(
        _ expected: ColorParseError.Expectation,
        at position: String.Index? = nil,
        found: FoundText = .token
    ) -> ColorParseError {
        let position = position ?? index
        var text: String?
        if let character = character(at: position) {
            var end = input.index(after: position)
            if found == .token, character.isTokenCharacter {
                while let next = self.character(at: end), next.isTokenCharacter { end = input.index(after: end) }
            }
            text = String(input[position..<end])
        }
        return ColorParseError(
            input: input,
            position: input.distance(from: input.startIndex, to: position) + 1,
            expected: expected,
            found: text
        )
    }
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }

    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }

    /// CSS whitespace: space, tab, line feed, carriage return, form feed.
    fileprivate var isCSSWhitespace: Bool { isASCII && isWhitespace }

    /// Characters quoted together in an error's `found` text: letters, digits, `.`, `%`, `+`, `-`.
    fileprivate var isTokenCharacter: Bool {
        isASCII && (isLetter || isNumber || self == "." || self == "%" || self == "+" || self == "-")
    }

    /// The value of an ASCII hex digit; `nil` for anything else, full-width digits included.
    fileprivate var asciiHexDigitValue: UInt32? {
        guard isASCII, let value = hexDigitValue else { return nil }
        return UInt32(value)
    }
}

// MARK: - HSL

/// The HSL ↔ sRGB conversions of CSS Color 4 §7 (sample code `hslToRgb` and `rgbToHsl`).
enum HSL {
    /// sRGB components of a hue in degrees (any value; wraps) and saturation and lightness in 0…1.
    static func toRGB(hue: Double, saturation: Double, lightness: Double) -> ColorComponents {
        var hue = hue.isFinite ? hue.truncatingRemainder(dividingBy: 360) : 0
        if hue < 0 { hue += 360 }
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return ColorComponents(channel(0), channel(8), channel(4))
    }

    /// Hue in degrees 0..<360 (0 for grays), saturation and lightness in 0…1, of sRGB components.
    ///
    /// Components outside 0…1 (an extended sRGB color) convert as in CSS Color 4's `rgbToHsl`:
    /// a color so far outside the gamut that its lightness is below 0 or above 1 would get a
    /// negative saturation, so its hue is turned half a turn and its saturation made positive
    /// instead, which ``toRGB(hue:saturation:lightness:)`` turns back into the same components
    /// (w3c/csswg-drafts issue 9222). Such a color whose lightness is exactly 0 or 1 has no HSL
    /// form and gives the gray of that lightness.
    static func fromRGB(_ rgb: ColorComponents) -> (hue: Double, saturation: Double, lightness: Double) {
        let maximum = max(rgb.c0, rgb.c1, rgb.c2)
        let minimum = min(rgb.c0, rgb.c1, rgb.c2)
        let lightness = (maximum + minimum) / 2
        let delta = maximum - minimum
        guard delta > 0 else { return (0, 0, lightness) }
        let saturation =
            lightness == 0 || lightness == 1 ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
        let hue = hue(of: rgb)
        guard saturation < 0 else { return (hue, saturation, lightness) }
        return (hue >= 180 ? hue - 180 : hue + 180, -saturation, lightness)
    }

    /// The HSL (and HWB) hue in degrees 0..<360 of sRGB components; 0 for grays (CSS Color 4
    /// sample code `rgbToHue`).
    static func hue(of rgb: ColorComponents) -> Double {
        let maximum = max(rgb.c0, rgb.c1, rgb.c2)
        let delta = maximum - min(rgb.c0, rgb.c1, rgb.c2)
        guard delta > 0 else { return 0 }
        var hue: Double
        switch maximum {
        case rgb.c0: hue = (rgb.c1 - rgb.c2) / delta + (rgb.c1 < rgb.c2 ? 6 : 0)
        case rgb.c1: hue = (rgb.c2 - rgb.c0) / delta + 2
        default: hue = (rgb.c0 - rgb.c1) / delta + 4
        }
        hue *= 60
        return hue >= 360 ? hue - 360 : hue
    }
}
