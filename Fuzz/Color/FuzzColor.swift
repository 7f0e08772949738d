import FuzzSupport
import ShadeColor

/// `Color(parsing:)` on any text.
///
/// Properties: a parsed color is an sRGB color with components and alpha in 0…1; its hex, `rgb()`
/// and `hsl()` forms parse back (hex and `rgb()` to the same bytes, hex to the same color when it
/// was written in hex, `hsl()` to within one step of a byte per channel); whitespace around the
/// input changes nothing; an error's position lies inside the input (or one past its end), the
/// text it found is what is there, and its message shows no control character.
enum ColorTarget {
    static func check(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let color: Color
        do {
            color = try Color(parsing: text)
        } catch {
            checkError(error, in: text)
            return
        }
        FuzzTarget.require(color.colorSpace == .sRGB, "\(color) is not in sRGB")
        for value in [color.red, color.green, color.blue, color.alpha] {
            FuzzTarget.require(value >= 0 && value <= 1, "\(color) has a value outside 0…1")
        }
        let padded = try? Color(parsing: " \t\n" + text + "\r\n ")
        FuzzTarget.require(
            padded == color,
            "whitespace around \(text.debugDescription) changes \(color) to \(String(describing: padded))")

        let hex = color.hexString
        let fromHex = parse(hex, for: color)
        FuzzTarget.require(fromHex.hexString == hex, "\(hex) reads back as \(fromHex.hexString)")
        if text.drop(while: \.isWhitespace).hasPrefix("#") {
            FuzzTarget.require(
                fromHex == color, "\(text.debugDescription) is \(color), but its hex \(hex) is \(fromHex)")
        }
        let rgb = color.rgbString
        let fromRGB = parse(rgb, for: color)
        FuzzTarget.require(fromRGB.hexString == hex, "\(rgb) reads back as \(fromRGB.hexString), not \(hex)")

        let hsl = color.hslString
        let fromHSL = parse(hsl, for: color)
        let bytes = channels(color)
        let hslBytes = channels(fromHSL)
        FuzzTarget.require(
            zip(bytes, hslBytes).allSatisfy { abs($0 - $1) <= 1 },
            "\(hsl) reads back as \(fromHSL.hexString), not within a step of \(hex)")
    }

    /// The color a formatted string of `color` reads back as; a failure to read is a broken property.
    static func parse(_ formatted: String, for color: Color) -> Color {
        do {
            return try Color(parsing: formatted)
        } catch {
            FuzzTarget.require(
                false, "\(color) formats as \(formatted.debugDescription), which does not parse: \(error)")
            return color
        }
    }

    /// The four values as bytes 0…255.
    static func channels(_ color: Color) -> [Int] {
        [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
    }

    static func checkError(_ error: ColorParseError, in text: String) {
        let characters = Array(text)
        FuzzTarget.require(
            error.position >= 1 && error.position <= characters.count + 1,
            "position \(error.position) in an input of \(characters.count) characters")
        if let found = error.found {
            let position = error.position - 1
            FuzzTarget.require(
                position < characters.count
                    && String(characters[position..<min(characters.count, position + found.count)]) == found,
                "found \(found.debugDescription) is not what is at position \(error.position)")
        } else {
            FuzzTarget.require(error.position == characters.count + 1, "nothing found, but not at the end")
        }
        FuzzTarget.requirePrintable(error.description, "the message")
        FuzzTarget.require(error.description.count < 1000, "a message of \(error.description.count) characters")
    }
}

#if FUZZING
    /// libFuzzer's entry point: checks one input, the `size` bytes at `data`, with
    /// ``ColorTarget/check(_:)``.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzTarget.run(data, size, ColorTarget.check)
    }

    /// The executable's `main` (SwiftPM calls `<module>_main`): runs libFuzzer's loop on
    /// ``testOneInput(_:_:)`` with the options on the command line.
    @_cdecl("fuzz_color_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
        FuzzTarget.runLibFuzzer(argc, argv, testOneInput)
    }
#else
    @main
    enum Main {
        static func main() {
            Replay.main("fuzz-color", ColorTarget.check)
        }
    }
#endif
