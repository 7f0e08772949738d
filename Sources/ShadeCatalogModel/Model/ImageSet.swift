public import Foundation
public import ShadeColor
public import ShadeJSON

/// An image with every variant its asset catalog declares: an image set's files for each
/// appearance, idiom, display gamut and scale.
///
/// Shade does not decode pixels. It keeps which file belongs where, and ``dynamicImage(idiom:)``
/// answers which file an image view would show for a trait collection and a display scale.
///
/// Two image sets are equal when they declare the same images; the ``directory`` their files are
/// in is not part of the value, so a catalog read back from a copy equals the original.
public struct ImageSet: Hashable, Sendable {
    /// The variants, in file order, empty slots (without a file) included.
    public var images: [ImageVariant]
    /// The folder the files are in (the `.imageset` folder), or `nil` when the set was not read
    /// from disk.
    public var directory: URL?

    /// Creates an image set of `images` whose files are in `directory`.
    public init(images: [ImageVariant], directory: URL? = nil) {
        self.images = images
        self.directory = directory
    }

    /// The image of this set for one idiom, resolving against traits and scales.
    ///
    /// - Parameter idiom: The device idiom (`iphone`, `mac`, …). Images of that idiom are
    ///   preferred to universal ones; images of other idioms are left out.
    /// - Returns: The image, which picks among the set's files when it is resolved.
    public func dynamicImage(idiom: String = ColorVariant.universal) -> DynamicImage {
        DynamicImage(images: images, directory: directory, idiom: idiom)
    }

    /// The names of the files the variants refer to, each once, in file order.
    public var filenames: [String] {
        var seen = Set<String>()
        return images.compactMap(\.filename).filter { seen.insert($0).inserted }
    }

    /// Whether two sets declare the same images, wherever their files are.
    public static func == (lhs: ImageSet, rhs: ImageSet) -> Bool {
        lhs.images == rhs.images
    }

    /// Hashes the images, the part of the set that `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(images)
    }
}

/// One variant of an ``ImageSet``: the file for one appearance, idiom, display gamut and scale.
public struct ImageVariant: Hashable, Sendable {
    /// The appearance conditions, in file order; none means "Any". The same pairs as a color
    /// variant's (`luminosity`/`dark`, `contrast`/`high`).
    public var conditions: [ColorVariant.Condition]
    /// The idiom: `universal`, `iphone`, `ipad`, `mac`, `tv`, `watch`, `car`, `vision`, ….
    public var idiom: String
    /// The display gamut it is limited to, or `nil` for any.
    public var displayGamut: ColorVariant.DisplayGamut?
    /// The display scale it is drawn for (`"2x"` is 2), or `nil` for a single-scale image, such as
    /// a vector PDF, that serves every scale.
    public var scale: Double?
    /// The image file's name inside the image set's folder, or `nil` for an empty slot.
    public var filename: String?
    /// Keys of the file's entry that Shade does not interpret (`subtype`, `width-class`, `locale`,
    /// …), kept for the writer.
    public var extraKeys: [CatalogJSON.Member]

    /// Creates an image variant.
    public init(
        conditions: [ColorVariant.Condition] = [],
        idiom: String = ColorVariant.universal,
        displayGamut: ColorVariant.DisplayGamut? = nil,
        scale: Double? = nil,
        filename: String?,
        extraKeys: [CatalogJSON.Member] = []
    ) {
        self.conditions = conditions
        self.idiom = idiom
        self.displayGamut = displayGamut
        self.scale = scale
        self.filename = filename
        self.extraKeys = extraKeys
    }

    /// The entry of Shade's variant table these conditions select, by the same rule as a color
    /// variant's (``ColorVariant/appearance``), or `nil` when a condition is unknown.
    public var appearance: DynamicColor.Variant? {
        ColorVariant(conditions: conditions, value: nil).appearance
    }
}
