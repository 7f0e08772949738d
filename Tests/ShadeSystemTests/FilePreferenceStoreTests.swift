import Foundation
import ShadeTestSupport
import Testing

@testable import Shade
@testable import ShadeSystem

@MainActor
@Suite struct FilePreferenceStoreTests {
    @Test func aMissingFileMeansNothingSaved() throws {
        let directory = try TemporaryDirectory()
        let store = FilePreferenceStore(path: directory.file("app/appearance.json"))
        #expect(try store.load() == nil)
        #expect(try directory.entries().isEmpty)
    }

    @Test func savesAndLoadsCreatingTheDirectory() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("nested/app/appearance.json")
        let preferences = ThemePreferences(appearance: .dark, contrast: .high, themeID: "ocean")
        try FilePreferenceStore(path: path).save(preferences)
        #expect(try FilePreferenceStore(path: path).load() == preferences)
        #expect(try directory.read("nested/app/appearance.json") == preferences.fileContents())
        var info = stat()
        #expect(stat(directory.file("nested/app"), &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700)
    }

    @Test func aSaveReplacesTheFileAndLeavesNoTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        let store = FilePreferenceStore(path: directory.file("appearance.json"))
        for appearance in AppearancePreference.allCases {
            try store.save(ThemePreferences(appearance: appearance))
        }
        #expect(try directory.entries() == ["appearance.json"])
        #expect(try store.load() == ThemePreferences(appearance: .dark))
    }

    @Test func resetRemovesTheFile() throws {
        let directory = try TemporaryDirectory()
        let store = FilePreferenceStore(path: directory.file("appearance.json"))
        try store.save(ThemePreferences(appearance: .dark))
        try store.reset()
        #expect(try store.load() == nil)
        #expect(try directory.entries().isEmpty)
        try store.reset()  // nothing to remove is fine
    }

    @Test(arguments: [
        ("empty", ""),
        ("truncated", "{\n  \"version\": 1,\n  \"appear"),
        ("wrong types", #"{"version": 1, "appearance": true, "contrast": "high"}"#),
        ("unknown version", #"{"version": 7, "appearance": "dark", "contrast": "high", "gradient": "sunset"}"#),
        ("binary", "\u{00}\u{01}\u{02}"),
    ])
    func aDamagedFileIsReportedKeptAndMovedAsideBeforeTheNextWrite(name: String, contents: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(contents, to: "appearance.json")
        let store = FilePreferenceStore(path: directory.file("appearance.json"))

        #expect(throws: PreferenceStoreError.self) { try store.load() }
        do {
            _ = try store.load()
        } catch {
            #expect(error.isDamagedData)
            #expect(error.path == directory.file("appearance.json"))
        }
        #expect(store.hasDamagedFile)
        // Loading leaves the file as it was.
        #expect(try directory.read("appearance.json") == contents)

        try store.save(ThemePreferences(appearance: .light))
        let entries = try directory.entries()
        #expect(entries.count == 2)
        let asideName = try #require(entries.first { $0.hasPrefix("appearance.json.corrupt-") })
        #expect(asideName.wholeMatch(of: /appearance\.json\.corrupt-\d{8}T\d{6}Z/) != nil)
        #expect(store.setAsidePath == directory.file(asideName))
        #expect(try directory.read(asideName) == contents)
        #expect(try store.load() == ThemePreferences(appearance: .light))
        #expect(!store.hasDamagedFile)
    }

    @Test func movingAsideNeverReplacesAnEarlierDamagedFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("appearance.json")
        var asidePaths: [String] = []
        for round in 1...3 {
            try directory.write("broken \(round)", to: "appearance.json")
            let store = FilePreferenceStore(path: path)
            _ = try? store.load()
            try store.save(ThemePreferences())
            asidePaths.append(try #require(store.setAsidePath))
        }
        #expect(Set(asidePaths).count == 3)
        for (index, asidePath) in asidePaths.enumerated() {
            #expect(try String(contentsOfFile: asidePath, encoding: .utf8) == "broken \(index + 1)")
        }
    }

    @Test func resetMovesADamagedFileAsideInsteadOfDeletingIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("{", to: "appearance.json")
        let store = FilePreferenceStore(path: directory.file("appearance.json"))
        _ = try? store.load()
        try store.reset()
        let entries = try directory.entries()
        #expect(entries.count == 1)
        #expect(entries[0].hasPrefix("appearance.json.corrupt-"))
        #expect(try store.load() == nil)
    }

    @Test func aFileThatCannotBeReadIsNotTreatedAsDamaged() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            atPath: directory.file("appearance.json"), withIntermediateDirectories: true)
        let store = FilePreferenceStore(path: directory.file("appearance.json"))
        #expect {
            try store.load()
        } throws: { error in
            (error as? PreferenceStoreError)?.reason == .unreadable
        }
        #expect(!store.hasDamagedFile)
    }

    @Test func aSaveThatCannotWriteSaysWhereAndWhy() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a file, not a directory", to: "blocker")
        let store = FilePreferenceStore(path: directory.file("blocker/appearance.json"))
        #expect {
            try store.save(ThemePreferences(appearance: .dark))
        } throws: { error in
            guard let error = error as? PreferenceStoreError else { return false }
            return error.reason == .unwritable && error.description.contains("blocker")
                && error.description.contains("Not a directory")
        }
        #expect(try directory.read("blocker") == "a file, not a directory")
    }

    @Test func anOversizedFileIsDamaged() throws {
        let directory = try TemporaryDirectory()
        try directory.write(String(repeating: " ", count: FilePreferenceStore.sizeLimit + 1), to: "appearance.json")
        let store = FilePreferenceStore(path: directory.file("appearance.json"))
        #expect {
            try store.load()
        } throws: { error in
            (error as? PreferenceStoreError)?.reason == .invalidContents
        }
        #expect(store.hasDamagedFile)
    }

    @Test func theConfigDirectoryFollowsTheXDGSpecification() {
        #if !canImport(Darwin)
            #expect(
                FilePreferenceStore.configDirectory(environment: ["XDG_CONFIG_HOME": "/xdg", "HOME": "/home/u"])
                    == "/xdg")
            // A relative XDG_CONFIG_HOME is invalid and ignored (XDG Base Directory Specification).
            #expect(
                FilePreferenceStore.configDirectory(environment: ["XDG_CONFIG_HOME": "xdg", "HOME": "/home/u"])
                    == "/home/u/.config")
            #expect(FilePreferenceStore.configDirectory(environment: ["HOME": "/home/u"]) == "/home/u/.config")
        #else
            #expect(
                FilePreferenceStore.configDirectory(environment: ["HOME": "/Users/u"])
                    == "/Users/u/Library/Application Support")
        #endif
        #expect(FilePreferenceStore.configDirectory(environment: [:]) == nil)
    }

    @Test func theAppIdentifierNamesTheDirectory() throws {
        #if !canImport(Darwin)
            let store = try FilePreferenceStore(appIdentifier: "com.example.player", environment: ["HOME": "/home/u"])
            #expect(store.path == "/home/u/.config/com.example.player/appearance.json")
        #endif
        for bad in ["", ".", "..", "a/b"] {
            #expect {
                try FilePreferenceStore(appIdentifier: bad, environment: ["HOME": "/home/u"])
            } throws: { error in
                (error as? PreferenceStoreError)?.reason == .invalidLocation
            }
        }
        #expect {
            try FilePreferenceStore(appIdentifier: "com.example.player", environment: [:])
        } throws: { error in
            (error as? PreferenceStoreError)?.reason == .invalidLocation
        }
    }
}
