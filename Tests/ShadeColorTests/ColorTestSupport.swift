import Testing

@testable import Shade
@testable import ShadeColor

/// The eight combinations of style, contrast and level a variant table distinguishes, named as
/// the keys of system-colors.json.
enum Combination: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case light
    case dark
    case lightHighContrast
    case darkHighContrast
    case lightElevated
    case darkElevated
    case lightElevatedHighContrast
    case darkElevatedHighContrast

    var style: UserInterfaceStyle { rawValue.hasPrefix("dark") ? .dark : .light }
    var contrast: AccessibilityContrast { rawValue.hasSuffix("HighContrast") ? .high : .normal }
    var level: UserInterfaceLevel { rawValue.contains("Elevated") ? .elevated : .base }

    /// A collection that specifies exactly this combination.
    var traits: TraitCollection {
        TraitCollection {
            $0.userInterfaceStyle = style
            $0.accessibilityContrast = contrast
            $0.userInterfaceLevel = level
        }
    }

    var testDescription: String { rawValue }
}

/// One system color and the value system-colors.json gives it for each combination.
struct SystemColorExpectation: Sendable, CustomTestStringConvertible {
    let name: String
    let color: DynamicColor
    let fallback: Color
    /// `#RRGGBBAA` by combination name.
    let values: [String: String]

    var testDescription: String { name }
}

/// Whether two numbers differ by at most `tolerance`.
func isClose(_ actual: Double, _ expected: Double, tolerance: Double) -> Bool {
    abs(actual - expected) <= tolerance
}

/// Whether each component of `color` is within `tolerance` of the expected one.
func hasComponents(
    _ color: Color,
    _ red: Double,
    _ green: Double,
    _ blue: Double,
    tolerance: Double
) -> Bool {
    isClose(color.red, red, tolerance: tolerance) && isClose(color.green, green, tolerance: tolerance)
        && isClose(color.blue, blue, tolerance: tolerance)
}

/// Whether two colors are in the same space with every value within `tolerance`.
func isClose(_ actual: Color, _ expected: Color, tolerance: Double) -> Bool {
    actual.colorSpace == expected.colorSpace
        && hasComponents(actual, expected.red, expected.green, expected.blue, tolerance: tolerance)
        && isClose(actual.alpha, expected.alpha, tolerance: tolerance)
}
