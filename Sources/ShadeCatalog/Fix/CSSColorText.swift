import ShadeColor

/// A CSS color string of a design token (`#0969da`, `#FFF`, `rgba(0,0,0,0.4)`,
/// `hsl(357, 100%, 26%)`) rewritten with other channels, in the form it was written.
///
/// Everything but the three channels stays as written: the letter case of hex digits and of the
/// function's name, the separators and spaces, units, and the alpha. Hex keeps its length, but for
/// a 3- or 4-digit form that cannot hold the new bytes, which doubles. A function's numbers keep
/// their decimals, with more where they cannot give the new color's 8-bit bytes (an integer
/// `hsl()` lightness moves in steps of 2.55 bytes), up to four more.
enum CSSColorText {
    /// `text` with its channels made those of `color`'s 8-bit sRGB bytes (gamut mapped into sRGB);
    /// `nil` when `text` is no form this knows (one `Color(parsing:)` reads that this does not).
    static func rewritten(_ text: String, to color: Color) -> String? {
        let utf8 = Array(text.utf8)
        let start = utf8.firstIndex { !isSpace($0) } ?? utf8.count
        let end = (utf8.lastIndex { !isSpace($0) } ?? -1) + 1
        guard start < end else { return nil }
        let body = Array(utf8[start..<end])
        let rewritten: [UInt8]?
        if body.first == UInt8(ascii: "#") {
            rewritten = hex(body, bytes: color.sRGBBytes)
        } else {
            rewritten = function(body, color: color)
        }
        guard let rewritten else { return nil }
        return String(decoding: utf8[..<start] + rewritten + utf8[end...], as: UTF8.self)
    }

    // MARK: - Hex

    private static func hex(_ body: [UInt8], bytes: SRGBBytes) -> [UInt8]? {
        let digits = body.dropFirst()
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(isHexDigit) else { return nil }
        let uppercase =
            digits.contains { (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) }
            && !digits.contains { (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
        let channels = [bytes.red, bytes.green, bytes.blue]
        func digit(_ value: UInt8) -> UInt8 {
            let characters = Array((uppercase ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
            return characters[Int(value)]
        }
        var result: [UInt8] = [UInt8(ascii: "#")]
        let isShort = digits.count <= 4
        if isShort, channels.allSatisfy({ $0 >> 4 == $0 & 0xF }) {
            result += channels.map { digit($0 & 0xF) }
            if digits.count == 4, let alpha = digits.last { result.append(alpha) }
        } else {
            for channel in channels { result += [digit(channel >> 4), digit(channel & 0xF)] }
            if digits.count == 4, let alpha = digits.last { result += [alpha, alpha] }
            if digits.count == 8 { result += digits.suffix(2) }
        }
        return result
    }

    // MARK: - Functions

    /// One number of a function's arguments: where its digits are, and its unit (`%`, `deg`, …).
    private struct Number {
        var range: Range<Int>
        var places: Int
        var unit: String
    }

    private static func function(_ body: [UInt8], color: Color) -> [UInt8]? {
        let nameEnd = body.firstIndex { !isLetter($0) } ?? body.count
        let name = String(decoding: body[..<nameEnd], as: UTF8.self).lowercased()
        guard name == "rgb" || name == "rgba" || name == "hsl" || name == "hsla" else { return nil }
        let numbers = self.numbers(in: body, from: nameEnd)
        guard numbers.count >= 3 else { return nil }
        let channels = Array(numbers.prefix(3))
        let target = color.sRGBBytes
        let values: [Double]
        if name.hasPrefix("rgb") {
            values = zip(channels, [target.red, target.green, target.blue]).map { number, byte in
                number.unit == "%" ? Double(byte) / 255 * 100 : Double(byte)
            }
        } else {
            let hsl =
                color.needsGamutMapping(for: .hsl)
                ? color.gamutMappedComponents(in: .hsl) : color.components(in: .hsl)
            let hue: Double =
                switch channels[0].unit.lowercased() {
                case "rad": hsl[0] * .pi / 180
                case "grad": hsl[0] * 400 / 360
                case "turn": hsl[0] / 360
                default: hsl[0]
                }
            values = [hue, hsl[1], hsl[2]]
        }
        let fewest = channels.map(\.places).max() ?? 0
        var readable: [UInt8]?
        for places in fewest...(fewest + 4) {
            var candidate = body
            // From the last, so that the earlier ranges stay where they are.
            for (number, value) in zip(channels, values).reversed() {
                candidate.replaceSubrange(number.range, with: Array(decimal(value, places: places).utf8))
            }
            guard let written = try? Color(parsing: String(decoding: candidate, as: UTF8.self)) else { continue }
            readable = candidate
            let bytes = written.sRGBBytes
            if bytes.red == target.red, bytes.green == target.green, bytes.blue == target.blue { break }
        }
        return readable
    }

    /// The numbers of a function's arguments, after its name.
    private static func numbers(in body: [UInt8], from start: Int) -> [Number] {
        var numbers: [Number] = []
        var index = start
        while index < body.count {
            let byte = body[index]
            let startsNumber =
                isDigit(byte) || byte == UInt8(ascii: ".") && index + 1 < body.count && isDigit(body[index + 1])
                || (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) && index + 1 < body.count
                    && (isDigit(body[index + 1]) || body[index + 1] == UInt8(ascii: "."))
            guard startsNumber else {
                index += 1
                continue
            }
            let numberStart = index
            if !isDigit(byte), byte != UInt8(ascii: ".") { index += 1 }
            while index < body.count, isDigit(body[index]) { index += 1 }
            var places = 0
            if index < body.count, body[index] == UInt8(ascii: ".") {
                index += 1
                while index < body.count, isDigit(body[index]) {
                    index += 1
                    places += 1
                }
            }
            let numberEnd = index
            let unitStart = index
            if index < body.count, body[index] == UInt8(ascii: "%") {
                index += 1
            } else {
                while index < body.count, isLetter(body[index]) { index += 1 }
            }
            let unit = String(decoding: body[unitStart..<index], as: UTF8.self)
            numbers.append(Number(range: numberStart..<numberEnd, places: places, unit: unit))
        }
        return numbers
    }

    /// `value` with at most `places` decimals, without trailing zeros: `37`, `59.4`.
    private static func decimal(_ value: Double, places: Int) -> String {
        var text = ComponentText.fixed(value, places: places)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r") || byte == 0x0C
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
