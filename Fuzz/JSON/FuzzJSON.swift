import FuzzSupport
import ShadeJSON

/// `JSONReader.parse` on any bytes.
///
/// Properties: a document the reader accepts is UTF-8, every value's location lies inside it, and
/// written back (on one line, and indented) it reads back to the same value, scalar for scalar,
/// and writes the same text again; a document it refuses gets a location inside the document and
/// a message that shows no control character.
enum JSONTarget {
    static func check(_ bytes: [UInt8]) {
        let root: JSONNode
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            FuzzTarget.requireLocation(error.location, in: bytes, "the error \(error)")
            FuzzTarget.requirePrintable(error.message, "the message")
            FuzzTarget.require(error.message.count < 1000, "a message of \(error.message.count) characters")
            return
        }
        FuzzTarget.require(
            String(validating: bytes, as: UTF8.self) != nil, "the reader accepts bytes that are not UTF-8")
        requireLocations(root, in: FuzzTarget.Lines(bytes))
        for layout in [JSONLayout.compact, .pretty] {
            let text = JSONWriter.text(JSONValue(root), layout: layout)
            let again: JSONNode
            do {
                again = try JSONReader.parse(text)
            } catch {
                FuzzTarget.require(false, "the written text does not read back: \(error)\n\(text)")
                return
            }
            FuzzTarget.require(
                JSONComparison.same(root.value, again.value), "the value changes when written and read back:\n\(text)")
            FuzzTarget.require(
                JSONWriter.text(JSONValue(again), layout: layout) == text, "writing again gives other text")
        }
    }

    /// Requires every value's location to lie inside the document.
    static func requireLocations(_ node: JSONNode, in lines: FuzzTarget.Lines) {
        lines.requireInside(node.location, "the location of a value")
        switch node.value {
        case .array(let elements): for element in elements { requireLocations(element, in: lines) }
        case .object(let members): for member in members { requireLocations(member.node, in: lines) }
        default: break
        }
    }
}

/// Exact comparison of JSON values, for round trips: strings scalar for scalar (Swift's `==`
/// would call two spellings of `é` equal), numbers by literal, members in order.
enum JSONComparison {
    /// Whether `a` and `b` are the same value, written the same way.
    static func same(_ a: JSONNode.Value, _ b: JSONNode.Value) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x.utf8.elementsEqual(y.utf8)
        case (.string(let x), .string(let y)): return x.unicodeScalars.elementsEqual(y.unicodeScalars)
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0.value, $1.value) }
        case (.object(let x), .object(let y)):
            return x.count == y.count
                && zip(x, y).allSatisfy {
                    $0.key.unicodeScalars.elementsEqual($1.key.unicodeScalars) && same($0.node.value, $1.node.value)
                }
        default: return false
        }
    }
}

#if FUZZING
    /// libFuzzer's entry point: checks one input, the `size` bytes at `data`, with
    /// ``JSONTarget/check(_:)``.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzTarget.run(data, size, JSONTarget.check)
    }

    /// The executable's `main` (SwiftPM calls `<module>_main`): runs libFuzzer's loop on
    /// ``testOneInput(_:_:)`` with the options on the command line.
    @_cdecl("fuzz_json_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
        FuzzTarget.runLibFuzzer(argc, argv, testOneInput)
    }
#else
    @main
    enum Main {
        static func main() {
            Replay.main("fuzz-json", JSONTarget.check)
        }
    }
#endif
