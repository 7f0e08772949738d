import Testing

@testable import ShadeTerminal

@Suite("Color mode detection")
struct ColorModeTests {
    @Test(arguments: [
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], ColorMode.trueColor),
        (["TERM": "xterm-256color", "COLORTERM": "24bit"], .trueColor),
        (["TERM": "xterm-256color", "COLORTERM": "TrueColor"], .trueColor),
        (["TERM": "xterm-256color"], .palette256),
        (["TERM": "xterm", "COLORTERM": "yes"], .palette256),
        ([:], .palette256),
        (["TERM": "dumb"], ColorMode.none),
        (["TERM": "dumb", "COLORTERM": "truecolor"], ColorMode.none),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], ColorMode.none),
        (["TERM": "xterm-256color", "NO_COLOR": "0"], ColorMode.none),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": ""], .trueColor),
    ])
    func environmentDecidesTheColorMode(environment: [String: String], expected: ColorMode) {
        #expect(ColorMode(environment: environment) == expected)
    }
}
