import Shade

extension Color {
    /// The same text as `hexString` (`#RRGGBB`, or `#RRGGBBAA` when not opaque; converted to
    /// sRGB, each component rounded to the nearest byte), built without intermediate strings:
    /// reports of thousands of colors print it hundreds of thousands of times.
    var hexCode: String {
        let sRGB = converted(to: .sRGB)
        let bytes = [sRGB.red, sRGB.green, sRGB.blue, alpha].map { UInt8(clamping: Int(($0 * 255).rounded())) }
        let count = bytes[3] == 255 ? 3 : 4
        let digits: StaticString = "0123456789ABCDEF"
        return String(unsafeUninitializedCapacity: 1 + 2 * count) { buffer in
            buffer[0] = UInt8(ascii: "#")
            digits.withUTF8Buffer { digits in
                for index in 0..<count {
                    buffer[1 + 2 * index] = digits[Int(bytes[index] >> 4)]
                    buffer[2 + 2 * index] = digits[Int(bytes[index] & 0xF)]
                }
            }
            return 1 + 2 * count
        }
    }
}
