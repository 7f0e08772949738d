import Testing

@testable import Shade
@testable import ShadeTheme

@Suite struct ThemePreferencesFileTests {
    @Test func writesAReadableVersionedFile() {
        let preferences = ThemePreferences(appearance: .dark, contrast: .high, themeID: "ocean")
        #expect(
            preferences.fileContents() == """
                {
                  "version": 1,
                  "appearance": "dark",
                  "contrast": "high",
                  "theme": "ocean"
                }

                """)
        #expect(!ThemePreferences().fileContents().contains("theme"))
    }

    @Test(arguments: [
        ThemePreferences(),
        ThemePreferences(appearance: .light, contrast: .normal, themeID: "sepia"),
        ThemePreferences(appearance: .dark, contrast: .high, themeID: "a \"quoted\" name\twith é"),
    ])
    func roundTripsThroughTheFileFormat(preferences: ThemePreferences) throws {
        let read = try ThemePreferences(fileContents: Array(preferences.fileContents().utf8))
        #expect(read == preferences)
    }

    @Test func ignoresUnknownMembersAndAcceptsANullTheme() throws {
        let read = try ThemePreferences(
            fileContents: Array(
                #"{"version": 1, "appearance": "light", "contrast": "system", "theme": null, "accentHue": 200}"#.utf8))
        #expect(read == ThemePreferences(appearance: .light))
    }

    @Test(arguments: [
        ("", PreferenceStoreError.Reason.empty, "the file is empty", nil as DocumentLocation?),
        ("  \n", .empty, "the file is empty", nil),
        (
            "{\n  \"version\": 1,\n  \"appearance\": \"da", .malformed,
            "the file is not valid JSON: the document ends inside a string", DocumentLocation(line: 3, column: 20)
        ),
        (
            "[1]", .invalidContents, "the file must hold an object, but it holds an array",
            DocumentLocation(line: 1, column: 1)
        ),
        (
            "{\"version\": \"1\", \"appearance\": \"dark\", \"contrast\": \"high\"}", .invalidContents,
            "\"version\" must be a whole number, but it is a string", DocumentLocation(line: 1, column: 13)
        ),
        (
            "{\"version\": 2, \"appearance\": \"dark\", \"contrast\": \"high\"}", .unsupportedVersion(2),
            "the file has format version 2; this release reads version 1", DocumentLocation(line: 1, column: 13)
        ),
        (
            "{\"version\": 1,\n \"appearance\": 3,\n \"contrast\": \"high\"}", .invalidContents,
            "\"appearance\" must be one of \"system\", \"light\", \"dark\", but it is a number",
            DocumentLocation(line: 2, column: 16)
        ),
        (
            "{\"version\": 1, \"appearance\": \"purple\", \"contrast\": \"high\"}", .invalidContents,
            "\"appearance\" must be one of \"system\", \"light\", \"dark\", but it is \"purple\"",
            DocumentLocation(line: 1, column: 30)
        ),
        (
            "{\"version\": 1, \"appearance\": \"dark\"}", .invalidContents, "the member \"contrast\" is missing",
            DocumentLocation(line: 1, column: 1)
        ),
        (
            "{\"version\": 1, \"appearance\": \"dark\", \"contrast\": \"high\", \"theme\": 7}", .invalidContents,
            "\"theme\" must be a string, but it is a number", DocumentLocation(line: 1, column: 67)
        ),
        (
            "{\"version\": 1, \"appearance\": \"dark\", \"contrast\": \"high\", \"theme\": \"\"}", .invalidContents,
            "\"theme\" must not be empty", DocumentLocation(line: 1, column: 67)
        ),
    ])
    func reportsDamagedContentsWithTheirLocation(
        contents: String, reason: PreferenceStoreError.Reason, message: String, location: DocumentLocation?
    ) {
        #expect(throws: PreferenceStoreError(reason, message, location: location)) {
            try ThemePreferences(fileContents: Array(contents.utf8))
        }
    }

    @Test func describesAnErrorWithFileLineAndColumn() {
        let error = PreferenceStoreError(
            .invalidContents, "the member \"contrast\" is missing", path: "/home/u/.config/app/appearance.json",
            location: DocumentLocation(line: 1, column: 1))
        #expect(error.description == "/home/u/.config/app/appearance.json:1:1: the member \"contrast\" is missing")
        #expect(error.isDamagedData)
        #expect(!PreferenceStoreError(.unwritable, "disk full").isDamagedData)
        #expect(PreferenceStoreError(.unwritable, "disk full").description == "disk full")
    }

    @Test func aValueWithControlCharactersIsQuotedEscapedAndCut() throws {
        let contents = #"{"version": 1, "appearance": "dark\u001B]0;pwned\u0007", "contrast": "system"}"#
        let error = try #require(throws: PreferenceStoreError.self) {
            try ThemePreferences(fileContents: Array(contents.utf8))
        }
        #expect(error.message.hasSuffix(#"but it is "dark\u001B]0;pwned\u0007""#))
        let long =
            #"{"version": 1, "appearance": "system", "contrast": ""# + String(repeating: "x", count: 10_000) + #""}"#
        let longError = try #require(throws: PreferenceStoreError.self) {
            try ThemePreferences(fileContents: Array(long.utf8))
        }
        #expect(longError.message.count < 200)
    }

    @Test func theDescriptionEscapesWhatAPathOrMessageHoldsThatDoesNotShow() {
        let error = PreferenceStoreError(.unreadable, "cannot read \u{1B}[2J", path: "/tmp/a\u{7}b.json")
        #expect(error.description == #"/tmp/a\u0007b.json: cannot read \u001B[2J"#)
    }
}
