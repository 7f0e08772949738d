import Foundation
import Shade
import ShadeCatalog
import ShadeTestSupport
import Testing

@Suite("Image sets")
struct ImageSetTests {
    /// An image set as Xcode writes it: light and dark at 1x, 2x and 3x, high contrast at 2x, a
    /// vector file for any iPad, and an empty slot.
    static let contents = """
        {
          "images" : [
            {
              "filename" : "logo.png",
              "idiom" : "universal",
              "scale" : "1x"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "filename" : "logo-dark.png",
              "idiom" : "universal",
              "scale" : "1x"
            },
            {
              "filename" : "logo@2x.png",
              "idiom" : "universal",
              "scale" : "2x"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "filename" : "logo-dark@2x.png",
              "idiom" : "universal",
              "scale" : "2x"
            },
            {
              "appearances" : [
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
              "filename" : "logo-hc@2x.png",
              "idiom" : "universal",
              "scale" : "2x"
            },
            {
              "idiom" : "universal",
              "scale" : "3x"
            },
            {
              "display-gamut" : "display-P3",
              "filename" : "logo-p3@2x.png",
              "idiom" : "universal",
              "scale" : "2x"
            },
            {
              "filename" : "logo.pdf",
              "idiom" : "ipad"
            },
            {
              "filename" : "logo-vision.png",
              "idiom" : "vision",
              "scale" : "2x",
              "subtype" : "retina4"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "preserves-vector-representation" : true,
            "template-rendering-intent" : "template"
          }
        }

        """

    static let files = [
        "logo.png", "logo-dark.png", "logo@2x.png", "logo-dark@2x.png", "logo-hc@2x.png", "logo-p3@2x.png", "logo.pdf",
        "logo-vision.png",
    ]

    /// A catalog with the image set as `Brand/Logo` and its files.
    func catalog(in directory: TemporaryDirectory) throws -> URL {
        var files: CatalogFiles = [
            ("Brand/Contents.json", namespaced), ("Brand/Logo.imageset/Contents.json", Self.contents),
        ]
        files += Self.files.map { ("Brand/Logo.imageset/\($0)", "pixels of \($0)") }
        return try makeCatalog(files, in: directory)
    }

    @Test func anImageSetReadsItsSlotsEmptyOnesAndUnknownKeysIncluded() throws {
        let directory = try TemporaryDirectory()
        let url = try catalog(in: directory)
        let result = AssetCatalogReader.read(at: url)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.catalog.images.map(\.name) == ["Brand/Logo"])
        let set = try #require(result.catalog.images.first?.set)
        #expect(set.directory?.path == url.appendingPathComponent("Brand/Logo.imageset").path)
        #expect(set.images.count == 9)
        #expect(set.images[5] == ImageVariant(scale: 3, filename: nil))
        #expect(set.images[1] == ImageVariant(conditions: [.dark], scale: 1, filename: "logo-dark.png"))
        #expect(set.images[6].displayGamut == .displayP3)
        #expect(set.images[7] == ImageVariant(idiom: "ipad", filename: "logo.pdf"))
        #expect(set.images[8].extraKeys == [CatalogJSON.Member("subtype", .string("retina4"))])
        #expect(
            result.catalog["Brand/Logo"]?.extensions == [
                CatalogJSON.Member(
                    "properties",
                    .object([
                        CatalogJSON.Member("preserves-vector-representation", .bool(true)),
                        CatalogJSON.Member("template-rendering-intent", .string("template")),
                    ]))
            ])
        #expect(set.filenames == Self.files)
    }

    func traits(
        _ style: UserInterfaceStyle = .light, contrast: AccessibilityContrast = .normal, gamut: DisplayGamut = .sRGB
    )
        -> TraitCollection
    {
        TraitCollection {
            $0.userInterfaceStyle = style
            $0.accessibilityContrast = contrast
            $0.displayGamut = gamut
        }
    }

    @Test func theFileForTraitsAndAScaleAppearanceFallbackAsColorsThenExactHigherSingleLowerScale() throws {
        let directory = try TemporaryDirectory()
        let url = try catalog(in: directory)
        let catalog = AssetCatalogReader.read(at: url).catalog
        let image = try #require(catalog.dynamicImage(named: "Brand/Logo"))
        func file(_ traits: TraitCollection, _ scale: Double) -> String? {
            image.fileURL(for: traits, scale: scale)?.lastPathComponent
        }
        #expect(file(traits(), 1) == "logo.png")
        #expect(file(traits(), 2) == "logo@2x.png")
        // No 3x file (an empty slot): the nearest lower scale.
        #expect(file(traits(), 3) == "logo@2x.png")
        // Between scales: the nearest higher.
        #expect(file(traits(), 1.5) == "logo@2x.png")
        #expect(file(traits(.dark), 1) == "logo-dark.png")
        #expect(file(traits(.dark), 2) == "logo-dark@2x.png")
        #expect(file(TraitCollection(), 1) == "logo.png")
        // High contrast: any-high-contrast is looked up before any, so even at 1x the 2x file wins.
        #expect(file(traits(contrast: .high), 1) == "logo-hc@2x.png")
        // Dark high contrast: dark comes before any high contrast.
        #expect(file(traits(.dark, contrast: .high), 2) == "logo-dark@2x.png")
        // A P3 display prefers the P3 file of the same appearance and scale.
        #expect(file(traits(gamut: .P3), 2) == "logo-p3@2x.png")
        #expect(file(traits(gamut: .P3), 1) == "logo-p3@2x.png")
        #expect(image.fileURL(for: traits(), scale: 1) == url.appendingPathComponent("Brand/Logo.imageset/logo.png"))

        let iPad = try #require(catalog.dynamicImage(named: "Brand/Logo", idiom: "ipad"))
        // The iPad's single vector file wins over universal files of every scale.
        #expect(iPad.fileURL(for: traits(), scale: 2)?.lastPathComponent == "logo.pdf")
        #expect(iPad.fileURL(for: traits(.dark), scale: 2)?.lastPathComponent == "logo-dark@2x.png")
        #expect(catalog.dynamicImage(named: "Nothing") == nil)
    }

    @Test func scaleFallbackWithinOneSlotGroupExactNearestHigherSingleScaleNearestLower() {
        let images = [
            ImageVariant(scale: 1, filename: "1x"), ImageVariant(scale: 3, filename: "3x"),
            ImageVariant(filename: "any"),
        ]
        let image = DynamicImage(images: images, directory: nil)
        #expect(image.image(for: TraitCollection(), scale: 1)?.filename == "1x")
        #expect(image.image(for: TraitCollection(), scale: 2)?.filename == "3x")
        #expect(image.image(for: TraitCollection(), scale: 4)?.filename == "any")
        let noSingle = DynamicImage(images: Array(images.prefix(2)), directory: nil)
        #expect(noSingle.image(for: TraitCollection(), scale: 4)?.filename == "3x")
        #expect(noSingle.fileURL(for: TraitCollection(), scale: 1) == nil)
        let unknown = DynamicImage(
            images: [ImageVariant(conditions: [.other(kind: "luminosity", value: "tinted")], filename: "t")],
            directory: nil)
        #expect(unknown.image(for: TraitCollection(), scale: 1) == nil)
    }

    @Test func missingAndUnnamedFilesAreWarningsABadScaleOrFileNameLeavesTheImageOut() throws {
        let directory = try TemporaryDirectory()
        let url = try makeCatalog(
            [
                (
                    "Pic.imageset/Contents.json",
                    #"{"images": [{"filename": "gone.png", "idiom": "universal"}, {"filename": "../x.png", "idiom": "universal"}, {"idiom": "universal", "scale": "big"}]}"#
                ),
                ("Pic.imageset/stray.png", "?"),
            ], in: directory)
        let result = AssetCatalogReader.read(at: url)
        let file = url.appendingPathComponent("Pic.imageset/Contents.json").path
        #expect(
            result.diagnostics.map(\.description) == [
                #"\#(file):1:74: error: Pic: images[1].filename: expected the name of a file in the image set, found "../x.png"; the image is left out"#,
                #"\#(file):1:141: error: Pic: images[2].scale: expected a scale such as "2x", found "big"; the image is left out"#,
                #"\#(file): warning: Pic: names the file "gone.png", which is not in the image set; it is kept as named"#,
                #"\#(file): warning: Pic: the file "stray.png" is in the image set but not named in Contents.json; it is not part of the catalog"#,
            ])
        #expect(result.catalog.images.first?.set.images == [ImageVariant(filename: "gone.png")])
    }

    @Test func anImageSetIsWrittenInXcodesLayoutWithItsFilesAndReadsBackTheSame() throws {
        let directory = try TemporaryDirectory()
        let url = try catalog(in: directory)
        let original = AssetCatalogReader.read(at: url).catalog
        let entry = try #require(original["Brand/Logo"])
        #expect(
            String(decoding: try #require(AssetCatalogWriter.contentsJSON(for: entry)), as: UTF8.self) == Self.contents)
        let copy = URL(fileURLWithPath: directory.file("Copy.xcassets"))
        let warnings = try AssetCatalogWriter.write(original, to: copy)
        #expect(warnings.isEmpty)
        #expect(
            try directory.entries(in: "Copy.xcassets/Brand/Logo.imageset") == (Self.files + ["Contents.json"]).sorted())
        #expect(
            try directory.read("Copy.xcassets/Brand/Logo.imageset/logo-dark@2x.png") == "pixels of logo-dark@2x.png")
        let reread = AssetCatalogReader.read(at: copy)
        #expect(reread.diagnostics.isEmpty)
        #expect(withoutSources(reread.catalog) == withoutSources(original))
        #expect(
            reread.catalog.dynamicImage(named: "Brand/Logo")?.fileURL(for: TraitCollection(), scale: 2)
                == copy.appendingPathComponent("Brand/Logo.imageset/logo@2x.png"))
    }

    @Test func anImageSetWithoutItsFilesIsWrittenWithAWarningForEachMissingFile() throws {
        let result = AssetCatalogReader.read(
            contentsJSON: Array(Self.contents.utf8), file: "Logo.imageset/Contents.json", name: "Logo", kind: .imageSet)
        #expect(result.diagnostics.isEmpty)
        let directory = try TemporaryDirectory()
        let warnings = try AssetCatalogWriter.write(
            result.catalog, to: URL(fileURLWithPath: directory.file("Out.xcassets")))
        #expect(warnings.count == Self.files.count)
        #expect(warnings.first?.message == #"the image file "logo.png" is missing; it is named but not copied"#)
        #expect(try directory.entries(in: "Out.xcassets/Logo.imageset") == ["Contents.json"])
    }
}
