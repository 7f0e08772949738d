extension ColorCatalog {
    /// The entries that are images, with their names.
    public var images: [(name: String, set: ImageSet)] {
        entries.compactMap { entry in
            guard case .image(let set) = entry.value else { return nil }
            return (entry.name, set)
        }
    }

    /// The image of the image entry named `name` for `idiom`, or `nil` when there is no such
    /// image.
    ///
    /// - Parameters:
    ///   - name: The entry's full name, such as `Icons/Share`.
    ///   - idiom: The device idiom (`iphone`, `mac`, …); universal unless given.
    /// - Returns: The entry's image, or `nil` when the catalog has no image entry named `name`.
    public func dynamicImage(named name: String, idiom: String = ColorVariant.universal) -> DynamicImage? {
        guard case .image(let set) = self[name]?.value else { return nil }
        return set.dynamicImage(idiom: idiom)
    }
}
