import ShadeTestSupport
import Testing

@testable import Shade
@testable import ShadeColor

@Suite("Parsing colors")
struct ColorParsingTests {
    // MARK: - Accepted forms

    @Test(
        arguments: [
            ("#F80", 0xFF88_00FF),
            ("#f80c", 0xFF88_00CC),
            ("#FF3B30", 0xFF3B_30FF),
            ("#3c3c4399", 0x3C3C_4399),
            ("#3C3C4399", 0x3C3C_4399),
            ("  #FFF\t\n", 0xFFFF_FFFF),
            ("#00000000", 0x0000_0000),
        ] as [(String, UInt32)])
    func hexFormsParseToTheirBytes(input: String, rgba: UInt32) throws {
        #expect(try Color(parsing: input) == Color(rgba: rgba))
    }

    @Test(arguments: [
        ("rgb(255, 59, 48)", Color(rgba: 0xFF3B_30FF)),
        ("rgb(255,59,48)", Color(rgba: 0xFF3B_30FF)),
        ("rgba(255, 59, 48)", Color(rgba: 0xFF3B_30FF)),
        ("rgb(255 59 48)", Color(rgba: 0xFF3B_30FF)),
        ("RGB( 255  59  48 )", Color(rgba: 0xFF3B_30FF)),
        ("rgba(60, 60, 67, 0.6)", Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)),
        ("rgb(60 60 67 / 0.6)", Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)),
        ("rgb(60 60 67 / 60%)", Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)),
        ("rgba(60, 60, 67, 60%)", Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)),
        ("rgb(100%, 50%, 0%)", Color(red: 1, green: 0.5, blue: 0)),
        ("rgb(100% 127.5 0)", Color(red: 1, green: 0.5, blue: 0)),
        ("rgb(300, -5, 0)", Color(red: 1, green: 0, blue: 0)),
        ("rgb(1e2, +25.5e1, .0)", Color(red: 100 / 255, green: 1, blue: 0)),
        ("rgba(0, 0, 0, 2)", Color(red: 0, green: 0, blue: 0, alpha: 1)),
    ])
    func cssRGBFormsParse(input: String, expected: Color) throws {
        let color = try Color(parsing: input)
        #expect(isClose(color, expected, tolerance: 1e-12), "\(color)")
    }

    @Test(arguments: [
        ("hsl(0, 100%, 50%)", Color(red: 1, green: 0, blue: 0)),
        ("hsl(120deg 100% 50%)", Color(red: 0, green: 1, blue: 0)),
        ("hsla(240, 100%, 50%, 0.5)", Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
        ("HSL(0.5TURN 100% 50% / 50%)", Color(red: 0, green: 1, blue: 1, alpha: 0.5)),
        ("hsl(3.141592653589793rad 100% 50%)", Color(red: 0, green: 1, blue: 1)),
        ("hsl(200grad 100% 50%)", Color(red: 0, green: 1, blue: 1)),
        ("hsl(-120, 100%, 50%)", Color(red: 0, green: 0, blue: 1)),
        ("hsl(480, 100%, 50%)", Color(red: 0, green: 1, blue: 0)),
        ("hsl(0 0% 50%)", Color(red: 0.5, green: 0.5, blue: 0.5)),
        ("hsl(120 100 25)", Color(red: 0, green: 0.5, blue: 0)),
        ("hsl(30, 100%, 75%)", Color(red: 1, green: 0.75, blue: 0.5)),
        ("hsl(0, 150%, 120%)", Color(red: 1, green: 1, blue: 1)),
    ])
    func cssHSLFormsParse(input: String, expected: Color) throws {
        let color = try Color(parsing: input)
        #expect(isClose(color, expected, tolerance: 1e-12), "\(color)")
    }

    // MARK: - Errors

    /// One bad input, where it goes wrong (1-based), what was expected there and what was found.
    struct BadInput: Sendable, CustomTestStringConvertible {
        let input: String
        let position: Int
        let expected: ColorParseError.Expectation
        let found: String?

        init(_ input: String, _ position: Int, _ expected: ColorParseError.Expectation, _ found: String?) {
            self.input = input
            self.position = position
            self.expected = expected
            self.found = found
        }

        var testDescription: String { "\"\(input)\"" }
    }

    @Test(arguments: [
        // Nothing that starts a color.
        BadInput("", 1, .color, nil),
        BadInput("   ", 4, .color, nil),
        BadInput("0xFF0000", 1, .color, "0xFF0000"),
        BadInput("(1, 2, 3)", 1, .color, "("),
        BadInput("🎨#FFF", 1, .color, "🎨"),
        // Hex.
        BadInput("#", 2, .hexDigit, nil),
        BadInput("#12G", 4, .hexDigit, "G"),
        BadInput("#12", 4, .hexDigit, nil),
        BadInput("#12345", 7, .hexDigit, nil),
        BadInput("#1234567", 9, .hexDigit, nil),
        BadInput("#１２３", 2, .hexDigit, "１"),
        BadInput("#FF🎨", 4, .hexDigit, "🎨"),
        BadInput("#123G", 5, .hexDigitOrEnd, "G"),
        BadInput("#123456G", 8, .hexDigitOrEnd, "G"),
        BadInput("#123456789", 10, .end, "9"),
        BadInput("#12345678G", 10, .end, "G"),
        BadInput("#FFF x", 6, .end, "x"),
        // Function names and parentheses.
        BadInput("red", 1, .functionName, "red"),
        BadInput("FF0000", 1, .functionName, "FF0000"),
        BadInput("rgbx(1, 2, 3)", 1, .functionName, "rgbx"),
        BadInput("rgb", 4, .openingParenthesis, nil),
        BadInput("rgb (1, 2, 3)", 4, .openingParenthesis, " "),
        BadInput("rgb[1, 2, 3]", 4, .openingParenthesis, "["),
        // Arguments of rgb().
        BadInput("rgb(", 5, .numberOrPercentage, nil),
        BadInput("rgb(x, 0, 0)", 5, .numberOrPercentage, "x"),
        BadInput("rgb(255px, 0, 0)", 5, .numberOrPercentage, "255px"),
        BadInput("rgb(1.)", 6, .numberOrPercentage, "."),
        BadInput("rgb(1, 2)", 9, .comma, ")"),
        BadInput("rgb(1, 50%, 3)", 8, .number, "50%"),
        BadInput("rgb(10%, 5, 3)", 10, .percentage, "5"),
        BadInput("rgb(1, 2, 3", 12, .commaOrClosingParenthesis, nil),
        BadInput("rgb(1, 2, 3 / 0.5)", 13, .commaOrClosingParenthesis, "/"),
        BadInput("rgb(1 2 3", 10, .slashOrClosingParenthesis, nil),
        BadInput("rgb(1 2 3, 0.5)", 10, .slashOrClosingParenthesis, ","),
        BadInput("rgb(1 2, 3)", 8, .numberOrPercentage, ","),
        BadInput("rgb(1 2 3 / )", 13, .numberOrPercentage, ")"),
        BadInput("rgb(1 2 3 / half)", 13, .numberOrPercentage, "half"),
        BadInput("rgba(1, 2, 3, 0.5", 18, .closingParenthesis, nil),
        BadInput("rgba(1, 2, 3, 0.5, 1)", 18, .closingParenthesis, ","),
        BadInput("rgb(1, 2, 3) x", 14, .end, "x"),
        // Arguments of hsl().
        BadInput("hsl(", 5, .hue, nil),
        BadInput("hsl(red, 100%, 50%)", 5, .hue, "red"),
        BadInput("hsl(50%, 100%, 50%)", 5, .hue, "50%"),
        BadInput("hsl(120km, 100%, 50%)", 8, .angleUnit, "km"),
        BadInput("hsl(120, 100, 50%)", 10, .percentage, "100"),
        BadInput("hsl(120, 100%)", 14, .comma, ")"),
        BadInput("hsl(120 100% 50%", 17, .slashOrClosingParenthesis, nil),
        BadInput("hsla(120, 100%, 50%, 1", 23, .closingParenthesis, nil),
    ])
    func badInputReportsPositionExpectationAndFoundText(bad: BadInput) {
        #expect {
            _ = try Color(parsing: bad.input)
        } throws: { error in
            guard let error = error as? ColorParseError else { return false }
            return error
                == ColorParseError(
                    input: bad.input,
                    position: bad.position,
                    expected: bad.expected,
                    found: bad.found
                )
        }
    }

    @Test(arguments: [
        ("#12G", ##"expected a hex digit at position 4 in "#12G", found "G""##),
        ("rgb(255, 0, 0", ##"expected "," or ")" at position 14 in "rgb(255, 0, 0", found the end of the input"##),
        ("blue", ##"expected "rgb", "rgba", "hsl" or "hsla" at position 1 in "blue", found "blue""##),
    ])
    func errorMessageSaysWhatWasExpectedWhereAndWhatWasFound(input: String, message: String) {
        do throws(ColorParseError) {
            let color = try Color(parsing: input)
            Issue.record("parsed \(color)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func everyExpectationHasAReadableDescription() {
        let all: [ColorParseError.Expectation] = [
            .color, .hexDigit, .hexDigitOrEnd, .end, .functionName, .openingParenthesis, .number,
            .percentage, .numberOrPercentage, .hue, .angleUnit, .comma, .commaOrClosingParenthesis,
            .slashOrClosingParenthesis, .closingParenthesis, .endWithinLimit,
        ]
        let descriptions = all.map(\.description)
        #expect(Set(descriptions).count == all.count)
        #expect(descriptions.allSatisfy { !$0.isEmpty })
        #expect(ColorParseError.Expectation.color.description.contains("rgb("))
    }

    /// Random strings built from the characters the grammar cares about never trap: each either
    /// parses or throws an error pointing inside the input or just past its end.
    @Test func arbitraryInputNeverCrashes() {
        let alphabet = Array("#0123456789abcdefABCDEFG rgbhslaRGBHSLA(),/%.+-eEdegturn\t🎨é\u{301}")
        var generator = SplitMix64(state: 2024)
        var parsed = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...18, using: &generator)
            var input = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            if Bool.random(using: &generator) { input = (Bool.random(using: &generator) ? "#" : "rgb(") + input }
            do {
                _ = try Color(parsing: input)
                parsed += 1
            } catch {
                #expect(error.input == input)
                #expect((1...input.count + 1).contains(error.position), "\(error)")
            }
        }
        #expect(parsed > 0)
    }
}
