import Foundation
import ShadeJSON
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// The largest theme file read: 64 MiB, so that a real Figma REST response of some 18,000
/// variables (over 8 MiB) is read, while a larger file is still refused from its size.
@Suite struct ReadLimitTests {
    /// A REST response of `count` color variables in a collection of two modes, each written as
    /// Figma writes one: an id, a key, scopes, code syntax and a value per mode.
    static func restResponse(variables count: Int) -> String {
        var variables: [String] = []
        variables.reserveCapacity(count)
        var ids: [String] = []
        for index in 0..<count {
            let id = "VariableID:\(index / 1000 + 1):\(index % 1000 + 1)"
            ids.append("\"\(id)\"")
            let key = String(repeating: String(index, radix: 16), count: 40).prefix(40)
            let gray = Double(index % 256) / 255
            variables.append(
                """
                "\(id)": {"id": "\(id)", "name": "group \(index / 100)/color \(index % 100)", "key": "\(key)", \
                "variableCollectionId": "VariableCollectionId:1:0", "resolvedType": "COLOR", "valuesByMode": \
                {"1:0": {"r": \(gray), "g": \(gray), "b": \(gray), "a": 1}, "1:1": {"r": \(1 - gray), \
                "g": \(1 - gray), "b": \(1 - gray), "a": 1}}, "remote": false, "description": "", \
                "hiddenFromPublishing": false, "scopes": ["ALL_SCOPES"], "codeSyntax": {"WEB": \
                "var(--group-\(index / 100)-color-\(index % 100))"}}
                """)
        }
        return """
            {"status": 200, "error": false, "meta": {"variableCollections": {"VariableCollectionId:1:0": \
            {"id": "VariableCollectionId:1:0", "name": "Colors", "key": "c1", "modes": [{"modeId": "1:0", \
            "name": "Light"}, {"modeId": "1:1", "name": "Dark"}], "defaultModeId": "1:0", "remote": false, \
            "hiddenFromPublishing": false, "variableIds": [\(ids.joined(separator: ", "))]}}, "variables": {
            \(variables.joined(separator: ",\n"))
            }}}
            """
    }

    @Test func aFigmaResponseOf18000VariablesOver8MiBIsRead() throws {
        let directory = try TemporaryDirectory()
        let text = Self.restResponse(variables: 18_000)
        #expect(text.utf8.count > JSONReader.maximumSize)
        #expect(text.utf8.count < JSONReader.maximumThemeFileSize)
        try directory.write(text, to: "variables.json")
        let run = runShade(["convert", directory.file("variables.json"), "--to", "css", "-o", directory.file("c.css")])
        #expect(run.status == 0, "\(run.errors.prefix(500))")
        #expect(run.errors.contains("wrote 18000 colors"), "\(run.errors.prefix(500))")
    }

    @Test func aThemeFileOver64MiBIsRefusedFromItsSize() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("big.tokens.json")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(JSONReader.maximumThemeFileSize + 1))
        try handle.close()
        let run = runShade(["audit", path])
        #expect(run.status != 0)
        #expect(
            run.errors.contains("the file is 67108865 bytes or more; the largest read is 67108864 bytes (64 MiB)"),
            "\(run.errors)")
    }
}
