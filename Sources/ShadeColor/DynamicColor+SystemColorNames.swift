extension DynamicColor {
    /// The system color called `name`, or `nil` when Shade has no system color of that name.
    ///
    /// Takes UIKit's property name (`systemBlue`, `label`) or the selector name an asset catalog's
    /// color reference uses (`systemBlueColor`, `labelColor`; the `Color` suffix is optional):
    ///
    /// ```swift
    /// DynamicColor.systemColor(named: "systemBackgroundColor") == .systemBackground  // true
    /// DynamicColor.systemColor(named: "controlAccentColor")  // nil: an AppKit color Shade lacks
    /// ```
    public static func systemColor(named name: String) -> DynamicColor? {
        if let color = systemColorsByName[name] { return color }
        guard name.hasSuffix("Color") else { return nil }
        return systemColorsByName[String(name.dropLast("Color".count))]
    }

    /// ``systemColors`` as a dictionary, for lookups by name.
    private static let systemColorsByName: [String: DynamicColor] = Dictionary(
        systemColors.map { ($0.key, $0.value) },
        uniquingKeysWith: { first, _ in first }
    )
}
