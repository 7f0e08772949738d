import Foundation
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// A token or Figma color whose dark value is its light one is `dark-same-as-light`; one with no
/// dark value at all is `missing-dark`.
@Suite struct DarkSameAsLightTests {
    /// The checks of the findings about `color` when `shade audit` reads `paths`.
    func checks(_ paths: [String], color: String) throws -> Set<String> {
        let run = runShade(["audit", "--format", "json", "--no-config"] + paths)
        let document = try JSONDecoder().decode(AuditDocument.self, from: Data(run.output.utf8))
        return Set(document.inputs.flatMap(\.findings).filter { $0.color == color }.map(\.check.rawValue))
    }

    @Test func aFigmaVariableWhoseDarkValueIsItsLightOne() throws {
        let directory = try TemporaryDirectory()
        func value(_ gray: Double) -> String { #"{"r": \#(gray), "g": \#(gray), "b": \#(gray), "a": 1}"# }
        try directory.write(
            """
            {"status": 200, "error": false, "meta": {"variableCollections": {"c": {"id": "c", "name": "Colors",
              "modes": [{"modeId": "l", "name": "Light"}, {"modeId": "d", "name": "Dark"}], "defaultModeId": "l",
              "variableIds": ["v1", "v2"]}},
             "variables": {
              "v1": {"id": "v1", "name": "brand/same", "variableCollectionId": "c", "resolvedType": "COLOR",
                     "valuesByMode": {"l": \(value(0.2)), "d": \(value(0.2))}},
              "v2": {"id": "v2", "name": "brand/changes", "variableCollectionId": "c", "resolvedType": "COLOR",
                     "valuesByMode": {"l": \(value(0.2)), "d": \(value(0.8))}}}}}
            """, to: "variables.json")
        let same = try checks([directory.file("variables.json")], color: "brand.same")
        #expect(same.contains("dark-same-as-light"))
        #expect(!same.contains("missing-dark"))
        let changes = try checks([directory.file("variables.json")], color: "brand.changes")
        #expect(!changes.contains("dark-same-as-light") && !changes.contains("missing-dark"))
    }

    @Test func aTokenWhoseDarkFileRepeatsItsLightValue() throws {
        let directory = try TemporaryDirectory()
        for mode in ["light", "dark"] {
            try directory.write(
                """
                {"color": {"$type": "color",
                  "same": {"$value": "#336699"},
                  "changes": {"$value": "\(mode == "light" ? "#336699" : "#99CCFF")"}}}
                """, to: "set/\(mode).tokens.json")
        }
        let same = try checks([directory.file("set")], color: "color.same")
        #expect(same.contains("dark-same-as-light"))
        #expect(!same.contains("missing-dark"))
    }

    @Test func aTokenWithoutADarkValueIsStillMissingDark() throws {
        let directory = try TemporaryDirectory()
        try directory.write(##"{"color": {"$type": "color", "alone": {"$value": "#336699"}}}"##, to: "t.tokens.json")
        let alone = try checks([directory.file("t.tokens.json")], color: "color.alone")
        #expect(alone.contains("missing-dark"))
        #expect(!alone.contains("dark-same-as-light"))
    }
}
