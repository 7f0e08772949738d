import Foundation
package import ShadeCatalogModel
import ShadeJSON

/// One color component as an asset catalog writes it, before the sibling rule decides its scale.
///
/// The forms are those real catalogs use (see `xcassets-format.md` §2.4): a JSON number; a decimal
/// string (`"0.500"`, the long `"0.9857122261910846"` of generators, or an exponent form); an
/// integer string (`"127"`); a hexadecimal byte (`"0x7F"`, `"0X7F"`, one or two digits).
package enum ComponentText: Equatable {
    /// A JSON number, always on the 0…1 scale.
    case number(Double)
    /// A decimal string: its value, the digits after its point when it is written as `fixed(_:places:)`
    /// writes it (`"0.500"` has 3; `".5"`, `"00.5"` and exponent forms have `nil`), and whether it
    /// is the shortest text that reads back as its value (`"0.5"`, not `"0.500"`).
    case decimal(Double, places: Int?, isShortest: Bool)
    /// An unsigned integer string: 0…255 when the sibling channels are 8-bit too, else 0…1.
    case integer(Int)
    /// A hexadecimal byte, 0…255, with whether its prefix is `0X`.
    case hexadecimal(Int, uppercasePrefix: Bool)

    /// The form of `value`, or `nil` when it is no component at all (a word, an object, `true`).
    init?(_ value: JSONNode.Value) {
        switch value {
        case .number(let literal):
            guard let number = Double(literal), number.isFinite else { return nil }
            self = .number(number)
        case .string(let text):
            guard let form = Self(text: text) else { return nil }
            self = form
        default:
            return nil
        }
    }

    /// The form of a string component.
    package init?(text: String) {
        var contiguous = text
        guard let form = contiguous.withUTF8({ Self.form(of: text, utf8: $0) }) else { return nil }
        self = form
    }

    /// The form of a string component, given with its UTF-8.
    private static func form(of text: String, utf8: UnsafeBufferPointer<UInt8>) -> ComponentText? {
        guard !utf8.isEmpty else { return nil }
        if utf8.count >= 3, utf8[0] == UInt8(ascii: "0"), utf8[1] == UInt8(ascii: "x") || utf8[1] == UInt8(ascii: "X") {
            let digits = utf8[2...]
            guard digits.count <= 2, let byte = Int(String(decoding: digits, as: UTF8.self), radix: 16),
                digits.allSatisfy(Self.isHexDigit)
            else { return nil }
            return .hexadecimal(byte, uppercasePrefix: utf8[1] == UInt8(ascii: "X"))
        }
        if utf8.allSatisfy(Self.isDigit) {
            guard utf8.count <= 9, let integer = Int(text) else { return nil }
            return .integer(integer)
        }
        // Only plain numeric characters: `Double` also reads "nan", "inf" and hexadecimal floats.
        guard utf8.allSatisfy(Self.isNumeric), let value = Double(text), value.isFinite else { return nil }
        guard let decimalPlaces = Self.decimalPlaces(utf8) else {
            return .decimal(value, places: nil, isShortest: text == Self.shortestText(value))
        }
        let isCanonical = Self.isCanonicalShortDecimal(utf8)
        // A negative zero is the exception: formatting never writes one.
        let isFixed =
            isCanonical && !(value == 0 && utf8.first == UInt8(ascii: "-"))
            || text == Self.fixed(value, places: decimalPlaces)
        let isShortest = isCanonical ? Self.hasShortestFraction(utf8) : text == Self.shortestText(value)
        return .decimal(value, places: isFixed ? decimalPlaces : nil, isShortest: isShortest)
    }

    /// Whether a plain decimal (see ``decimalPlaces(_:)``) has a whole part without a superfluous
    /// leading zero and at most 15 significant digits.
    ///
    /// Such a text is the correctly rounded text of the double nearest to it (15 decimal digits
    /// always survive a round trip through a double, IEEE 754 §5.12.2), so no other decimal of
    /// at most 15 digits reads as the same double: its digits, without trailing zeros, are the
    /// shortest ones that read back as its value, and with its places they are what formatting
    /// that value gives back (except a negative zero, which formatting never writes). So whether
    /// it is written as ``fixed(_:places:)`` and ``shortestText(_:)`` write it is decided without
    /// formatting.
    private static func isCanonicalShortDecimal(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let unsigned = utf8.first == UInt8(ascii: "-") ? utf8.dropFirst() : utf8[...]
        // A whole part of one or more digits, without a leading zero unless it is just "0".
        let isCanonicalWhole =
            unsigned.first.map(isDigit) == true
            && (unsigned.first != UInt8(ascii: "0") || unsigned.dropFirst().first == UInt8(ascii: "."))
        guard isCanonicalWhole else { return false }
        var significant = 0
        for byte in unsigned.drop(while: { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: ".") })
        where byte != UInt8(ascii: ".") {
            significant += 1
        }
        return significant <= 15
    }

    /// Whether a plain decimal of ``isCanonicalShortDecimal(_:)`` is written as
    /// ``shortestText(_:)`` writes its value: no trailing zero after the point, except in `.0`.
    private static func hasShortestFraction(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let point = utf8.firstIndex(of: UInt8(ascii: ".")) else { return false }
        let fraction = utf8[(point + 1)...]
        return fraction.last != UInt8(ascii: "0") || fraction.count == 1
    }

    private static func isNumeric(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default: false
        }
    }

    /// The digits after the point of a plain decimal (`-0.500` has 3), or `nil` for any other form.
    private static func decimalPlaces(_ utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        let unsigned = utf8.first == UInt8(ascii: "-") ? utf8.dropFirst() : utf8[...]
        guard let point = unsigned.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let whole = unsigned[..<point]
        let fraction = unsigned[(point + 1)...]
        guard !fraction.isEmpty, whole.allSatisfy(isDigit), fraction.allSatisfy(isDigit) else { return nil }
        return fraction.count
    }

    /// The shortest decimal text that reads back as `value`, always with a point and never in
    /// exponent form: `0.5`, `1.0`, `0.00001`, `-0.25`.
    package static func shortestText(_ value: Double) -> String {
        JSONValue.plainDecimal(value)
    }

    /// `value` with `places` digits after the point (at most 40), never `-0.000`.
    package static func fixed(_ value: Double, places: Int) -> String {
        let text = printed(value, places: max(0, min(places, 40)))
        guard text.hasPrefix("-"), text.allSatisfy({ $0 == "-" || $0 == "0" || $0 == "." }) else { return text }
        return String(text.dropFirst())
    }

    /// `value` as C's `printf("%.*f")` writes it, correctly rounded: the format `String(format:)`
    /// gives, without its cost (a writer of tens of thousands of values calls this for each).
    private static func printed(_ value: Double, places: Int) -> String {
        // The longest `%f` of a Double: a sign, 309 digits, a point and 40 places, and the NUL.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 352) { buffer in
            let length = withVaList([Int32(places), value]) { arguments in
                vsnprintf(buffer.baseAddress, buffer.count, "%.*f", arguments)
            }
            guard length > 0, Int(length) < buffer.count else { return String(format: "%.\(places)f", value) }
            return String(
                decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(length)), as: UTF8.self)
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    /// Whether the form is an 8-bit one (an integer or a hexadecimal string).
    package var isEightBit: Bool {
        switch self {
        case .integer, .hexadecimal: true
        case .number, .decimal: false
        }
    }
}

extension ComponentText {
    /// The style a writer uses to write `channels` back as they were written.
    ///
    /// One style for the color channels, as every real file has: JSON numbers, hexadecimal or
    /// integer strings as read; decimal strings in the shortest form when each one already is (as
    /// generators write them), else with their common number of places (as Xcode writes them),
    /// else, when they differ or the channels mix forms, in the shortest form, so no value
    /// changes. Written back and read again, a color keeps its style.
    package static func channelStyle(of channels: [ComponentText], eightBit: Bool) -> CatalogColor.ComponentStyle {
        guard let first = channels.first else { return .decimal(places: 3) }
        if eightBit {
            if case .hexadecimal(_, let uppercasePrefix) = first {
                return .hexadecimal(uppercasePrefix: uppercasePrefix)
            }
            return .integer
        }
        if channels.allSatisfy({ if case .number = $0 { true } else { false } }) { return .number }
        var places: [Int?] = []
        var allShortest = true
        for channel in channels {
            switch channel {
            case .decimal(_, let digits, let isShortest):
                places.append(digits)
                allShortest = allShortest && isShortest
            case .integer:
                places.append(0)
                allShortest = false
            case .number, .hexadecimal:
                return .decimal(places: nil)
            }
        }
        if allShortest { return .decimal(places: nil) }
        if let common = places[0], places.allSatisfy({ $0 == common }) { return .decimal(places: common) }
        return .decimal(places: nil)
    }

    /// The style a writer uses to write an alpha value back as it was written: `"1"` keeps no
    /// places, `"1.000"` three, `"0.4"` its shortest form.
    var alphaStyle: CatalogColor.ComponentStyle {
        switch self {
        case .number: .number
        case .hexadecimal(_, let uppercasePrefix): .hexadecimal(uppercasePrefix: uppercasePrefix)
        case .integer: .decimal(places: 0)
        case .decimal(_, let places, let isShortest): .decimal(places: isShortest ? nil : places)
        }
    }
}
