import FuzzSupport
import ShadeTerminal

/// `KeyDecoder` on any bytes, as a terminal sends them, in any number of reads.
///
/// Properties: the keys do not depend on how the bytes are split into reads (whole, one byte at a
/// time, or at points derived from the input), except that characters that arrive in different
/// reads are not joined into one grapheme (see ``normalized(_:)``); after a flush nothing is
/// pending; a character key holds no control character and a control key is one of those that
/// exist; and every key's name in a ``KeyScript`` reads back as that key (characters regrouped).
enum KeysTarget {
    static func check(_ bytes: [UInt8]) {
        let whole = decode(bytes, chunks: [bytes.count])
        for key in whole { checkKey(key) }
        let expected = normalized(whole)
        let oneByOne = decode(bytes, chunks: Array(repeating: 1, count: bytes.count))
        FuzzTarget.require(normalized(oneByOne) == expected, "byte by byte: \(oneByOne), whole: \(whole)")
        let chunks = splits(of: bytes)
        let split = decode(bytes, chunks: chunks)
        FuzzTarget.require(normalized(split) == expected, "in reads of \(chunks): \(split), whole: \(whole)")
    }

    /// The keys of `bytes` fed in reads of the sizes `chunks`, then a flush.
    static func decode(_ bytes: [UInt8], chunks: [Int]) -> [Key] {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        var start = 0
        for size in chunks {
            let end = min(bytes.count, start + size)
            keys += decoder.decode(bytes[start..<end])
            start = end
        }
        keys += decoder.decode(bytes[start...])
        keys += decoder.flush()
        FuzzTarget.require(!decoder.hasPendingBytes, "bytes are pending after a flush")
        return keys
    }

    /// Read sizes from 1 to 16 bytes, drawn from a generator seeded with the input's hash, so that
    /// each input is split its own way and the same way every time.
    static func splits(of bytes: [UInt8]) -> [Int] {
        var state: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { state = (state ^ UInt64(byte)) &* 0x100_0000_01B3 }
        var sizes: [Int] = []
        var total = 0
        while total < bytes.count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let size = Int(state >> 60) + 1
            sizes.append(size)
            total += size
        }
        return sizes
    }

    /// The keys with each run of character keys joined and split into graphemes again.
    ///
    /// A decoder cannot know that a combining accent is still to come without holding every
    /// character back until the next read, which would delay each key press, so characters from
    /// different reads stay apart: `e` then U+0301 in a later read are two keys. This is the one
    /// way in which splitting the bytes may change the keys.
    static func normalized(_ keys: [Key]) -> [Key] {
        var result: [Key] = []
        var text = ""
        for key in keys {
            if case .character(let character) = key {
                text.append(character)
                continue
            }
            result += text.map(Key.character)
            text = ""
            result.append(key)
        }
        return result + text.map(Key.character)
    }

    static func checkKey(_ key: Key) {
        switch key {
        case .character(let character):
            FuzzTarget.require(
                !character.unicodeScalars.contains { $0.properties.generalCategory == .control },
                "the character key \(character.debugDescription) holds a control character")
        case .control(let character):
            FuzzTarget.require("abcdefghijklmnopqrstuvwxyz@\\]^_".contains(character), "no key is \(key)")
        default:
            break
        }
        do {
            // `<lt>` and marks after it read as two keys (see `Key.description`).
            let keys = try KeyScript(parsing: key.description).keys
            FuzzTarget.require(normalized(keys) == [key], "\(key.description) reads back as \(keys), not \(key)")
        } catch {
            FuzzTarget.require(false, "the name \(key.description.debugDescription) of a key does not read: \(error)")
        }
    }
}

#if FUZZING
    /// libFuzzer's entry point: checks one input, the `size` bytes at `data`, with
    /// ``KeysTarget/check(_:)``.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzTarget.run(data, size, KeysTarget.check)
    }

    /// The executable's `main` (SwiftPM calls `<module>_main`): runs libFuzzer's loop on
    /// ``testOneInput(_:_:)`` with the options on the command line.
    @_cdecl("fuzz_keys_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
        FuzzTarget.runLibFuzzer(argc, argv, testOneInput)
    }
#else
    @main
    enum Main {
        static func main() {
            Replay.main("fuzz-keys", KeysTarget.check)
        }
    }
#endif
