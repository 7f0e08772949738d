import Foundation
import Shade
import ShadeCatalog
import Testing

@testable import ShadeTool

@Suite struct SwiftIdentifierTests {
    @Test func propertiesAreLowerCamelCase() {
        #expect(SwiftIdentifier.property("Primary") == "primary")
        #expect(SwiftIdentifier.property("My Red") == "myRed")
        #expect(SwiftIdentifier.property("dark-olive-green") == "darkOliveGreen")
        #expect(SwiftIdentifier.property("backgroundPrimary") == "backgroundPrimary")
        #expect(SwiftIdentifier.property("SidebarUnreadCountBackground") == "sidebarUnreadCountBackground")
        #expect(SwiftIdentifier.property("URLColor") == "urlColor")
        #expect(SwiftIdentifier.property("URL") == "url")
        #expect(SwiftIdentifier.property("iOS tint") == "iOSTint")
        #expect(SwiftIdentifier.property("color.bg.default") == "colorBgDefault")
        #expect(SwiftIdentifier.property("Café au lait") == "caféAuLait")
    }

    @Test func leadingDigitsArePrefixed() {
        #expect(SwiftIdentifier.property("24 Hour") == "_24Hour")
        #expect(SwiftIdentifier.property("1") == "_1")
        #expect(SwiftIdentifier.type("24Vision") == "_24Vision")
    }

    @Test func emptyNamesGetAWord() {
        #expect(SwiftIdentifier.property("---") == "color")
        #expect(SwiftIdentifier.property("🙂") == "color")
        #expect(SwiftIdentifier.type("") == "Group")
    }

    @Test func keywordsAreBackticked() {
        #expect(SwiftIdentifier.escaped(SwiftIdentifier.property("default")) == "`default`")
        #expect(SwiftIdentifier.escaped(SwiftIdentifier.property("Class")) == "`class`")
        #expect(SwiftIdentifier.escaped(SwiftIdentifier.property("self")) == "`self`")
        #expect(SwiftIdentifier.escaped("primary") == "primary")
    }

    @Test func typesAvoidReservedAndShadowingNames() {
        #expect(SwiftIdentifier.type("Brand") == "Brand")
        #expect(SwiftIdentifier.type("brand colors") == "BrandColors")
        #expect(SwiftIdentifier.type("color") == "Colors")
        #expect(SwiftIdentifier.type("Type") == "Types")
        #expect(SwiftIdentifier.type("Self") == "Selfs")
        #expect(SwiftIdentifier.type("Protocol") == "Protocols")
        #expect(SwiftIdentifier.type("dynamic color") == "DynamicColors")
    }

    @Test func clashesAreNumberedInOrder() {
        var scope = IdentifierScope(reserved: ["taken"])
        #expect(
            ["myRed", "myRed", "taken", "myRed", "other"].map { scope.claim($0) } == [
                "myRed", "myRed2", "taken2", "myRed3", "other",
            ])
    }

    @Test func awkwardNamesGiveDistinctDeterministicIdentifiers() {
        let source = SwiftExport.source(for: TestCatalogs.awkwardNames(), themeType: "AwkwardTheme").source
        for declaration in [
            "static let myRed =", "static let myRed2 =", "static let myRed3 =", "static let `default` =",
            "static let `class` =", "static let `self` =", "static let type =", "static let _24Hour =",
            "static let labelColor =", "static let systemBlueColor =", "enum Colors {", "enum Types {", "enum Selfs {",
            "enum Protocols {", "static let urlColor =", "\n    static let color =",
            "static let initColor =", "static let id =", "var id2: DynamicColor", "var label: DynamicColor",
            "    enum Brand {", "        static let `default` =", "        static let color =",
        ] {
            #expect(source.contains(declaration), "\(declaration)")
        }
        #expect(source == SwiftExport.source(for: TestCatalogs.awkwardNames(), themeType: "AwkwardTheme").source)
    }

    /// The members of `DynamicColor` a top-level color may not redeclare: every public static and
    /// instance member declared in ShadeColor's `DynamicColor` files.
    @Test func reservedMembersCoverDynamicColorsPublicMembers() throws {
        let directory = "\(TestCatalogs.repositoryRoot)/Sources/ShadeColor"
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
            $0.hasPrefix("DynamicColor") || $0 == "SystemColors.generated.swift"
        }
        #expect(files.count >= 4)
        var members: Set<String> = []
        for file in files {
            let text = try String(contentsOfFile: "\(directory)/\(file)", encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(where: { ["let", "var", "func"].contains($0) }),
                    words.contains("public"), index + 1 < words.count
                else { continue }
                let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { members.insert(String(name)) }
            }
        }
        #expect(members.contains("systemBackground"))
        #expect(members.subtracting(SwiftIdentifier.dynamicColorMembers).isEmpty)
    }

    @Test func themeTypeNamesAreValidated() {
        #expect(SwiftExport.isValidTypeName("AppTheme"))
        #expect(SwiftExport.isValidTypeName("_Theme2"))
        #expect(!SwiftExport.isValidTypeName("2Theme"))
        #expect(!SwiftExport.isValidTypeName("App Theme"))
        #expect(!SwiftExport.isValidTypeName("class"))
        #expect(!SwiftExport.isValidTypeName("Color"))
        #expect(!SwiftExport.isValidTypeName(""))
    }
}
