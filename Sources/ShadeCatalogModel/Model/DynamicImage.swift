public import Foundation
import ShadeColor
public import ShadeTraits

/// The image of an ``ImageSet`` for one device idiom, resolved like an image view resolves an
/// asset-catalog image: by appearance, then display gamut, then scale.
///
/// ```swift
/// let icon = catalog.dynamicImage(named: "Toolbar/Share")!
/// let dark = TraitCollection { $0.userInterfaceStyle = .dark }
/// icon.fileURL(for: dark, scale: 3)   // …/Share.imageset/share-dark@3x.png
/// ```
///
/// ## Resolution
/// 1. **Appearance.** The variants are tried in the order a dynamic color tries its table,
///    `DynamicColor.Variant.lookupOrder(for:)` (dark high contrast, then dark, then any high
///    contrast, then any, for a dark high-contrast trait collection). The first appearance with a
///    file wins, whatever its scale.
/// 2. **Idiom and gamut.** Among that appearance's files, those of the idiom win over universal
///    ones; then those of the trait collection's display gamut (`P3`, or sRGB when unspecified) win
///    over those for any gamut, which win over those for the other gamut.
/// 3. **Scale.** The file for exactly `scale`; else the nearest higher scale (downsampling keeps
///    detail); else the single-scale file that serves every scale (a vector PDF); else the nearest
///    lower scale.
///
/// Slots without a file, variants of other idioms and variants with appearances Shade does not
/// know are never chosen.
public struct DynamicImage: Hashable, Sendable {
    /// The variants of the image set.
    public let images: [ImageVariant]
    /// The folder the files are in, or `nil` when unknown.
    public let directory: URL?
    /// The device idiom this image resolves for.
    public let idiom: String

    /// Creates the image of `images` (files in `directory`) for `idiom`.
    public init(images: [ImageVariant], directory: URL?, idiom: String = ColorVariant.universal) {
        self.images = images
        self.directory = directory
        self.idiom = idiom
    }

    /// The variant an image view shows for `traits` on a display of `scale` (1, 2, 3), or `nil`
    /// when the set has no file that applies.
    public func image(for traits: TraitCollection, scale: Double) -> ImageVariant? {
        let candidates = images.filter {
            $0.filename != nil && ($0.idiom == idiom || $0.idiom == ColorVariant.universal)
        }
        for appearance in DynamicColor.Variant.lookupOrder(for: traits) {
            let matching = candidates.filter { $0.appearance == appearance }
            guard let best = matching.map({ specificity(of: $0, for: traits) }).max() else { continue }
            let group = matching.filter { specificity(of: $0, for: traits) == best }
            return Self.closest(to: scale, in: group)
        }
        return nil
    }

    /// The file an image view shows for `traits` on a display of `scale` (1, 2, 3), or `nil` when
    /// the set has no file that applies or its ``directory`` is unknown.
    public func fileURL(for traits: TraitCollection, scale: Double) -> URL? {
        guard let directory, let filename = image(for: traits, scale: scale)?.filename else { return nil }
        return directory.appendingPathComponent(filename, isDirectory: false)
    }

    /// How well a variant's idiom and gamut fit: idiom first, then gamut.
    private func specificity(of image: ImageVariant, for traits: TraitCollection) -> Int {
        let idiomScore = image.idiom == idiom && idiom != ColorVariant.universal ? 3 : 0
        let wanted: ColorVariant.DisplayGamut = traits.displayGamut == .P3 ? .displayP3 : .sRGB
        let gamutScore =
            switch image.displayGamut {
            case wanted: 2
            case nil: 1
            default: 0
            }
        return idiomScore + gamutScore
    }

    /// The variant of `group` for `scale`: exact, else nearest higher, else single-scale, else
    /// nearest lower. The first in file order wins a tie.
    private static func closest(to scale: Double, in group: [ImageVariant]) -> ImageVariant? {
        if let exact = group.first(where: { $0.scale == scale }) { return exact }
        let scaled = group.compactMap { image in image.scale.map { (scale: $0, image: image) } }
        if let higher = scaled.filter({ $0.scale > scale }).min(by: { $0.scale < $1.scale }) { return higher.image }
        if let single = group.first(where: { $0.scale == nil }) { return single }
        return scaled.filter { $0.scale < scale }.max { $0.scale < $1.scale }?.image
    }
}
