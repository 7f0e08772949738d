import ShadeColor
import ShadeTheme
import ShadeTraits

/// The XDG desktop portal's appearance settings: namespace `org.freedesktop.appearance` of
/// `org.freedesktop.portal.Settings` (XDG Desktop Portal, "org.freedesktop.portal.Settings",
/// version 2), read into a `SystemAppearance`.
///
/// | key | type | values |
/// |---|---|---|
/// | `color-scheme` | `u` | 0 no preference, 1 prefer dark, 2 prefer light |
/// | `contrast` | `u` | 0 no preference, 1 higher contrast |
/// | `accent-color` | `(ddd)` | red, green and blue in sRGB, 0…1; any other value means none |
/// | `reduced-motion` | `u` | 0 no preference, 1 reduced motion |
///
/// A value of another type, or a number the specification does not list, is "no preference".
enum PortalAppearance {
    static let namespace = "org.freedesktop.appearance"
    static let keys = ["color-scheme", "contrast", "accent-color", "reduced-motion"]

    /// The appearance of a `ReadAll` reply's namespace, or of the values `Read` gave, by key; a
    /// missing key is "no preference".
    static func appearance(from values: [String: DBusValue]) -> SystemAppearance {
        var appearance = SystemAppearance()
        for (key, value) in values { apply(key, value, to: &appearance) }
        return appearance
    }

    /// Sets the part of `appearance` that `key` holds to `value` (inside any number of variants,
    /// as `Read` wraps values in two). Unknown keys change nothing.
    static func apply(_ key: String, _ value: DBusValue, to appearance: inout SystemAppearance) {
        switch key {
        case "color-scheme":
            appearance.userInterfaceStyle =
                switch value.integerValue {
                case 1: .dark
                case 2: .light
                default: .unspecified
                }
        case "contrast":
            appearance.accessibilityContrast = value.integerValue == 1 ? .high : .normal
        case "accent-color":
            appearance.accentColor = accentColor(value)
        case "reduced-motion":
            appearance.prefersReducedMotion = value.integerValue == 1
        default:
            break
        }
    }

    /// The `(ddd)` accent, when each component is a number from 0 to 1 (the portal's way of
    /// saying "no accent" is a value outside that range).
    static func accentColor(_ value: DBusValue) -> Color? {
        guard case .structure(let fields) = value.unwrapped, fields.count == 3 else { return nil }
        var components: [Double] = []
        for field in fields {
            guard case .double(let component) = field, component >= 0, component <= 1 else { return nil }
            components.append(component)
        }
        return Color(red: components[0], green: components[1], blue: components[2])
    }
}
