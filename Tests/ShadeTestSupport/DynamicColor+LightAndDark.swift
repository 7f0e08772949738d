public import ShadeColor
import ShadeTraits

extension DynamicColor {
    /// The color in light and in dark mode, as hex strings.
    public var lightAndDark: [String] {
        [
            resolvedColor(with: TraitCollection(userInterfaceStyle: .light)).hexString,
            resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).hexString,
        ]
    }
}
