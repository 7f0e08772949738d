import ShadeColor
import ShadeDiagnostics
import ShadeJSON

/// A range of allowed component values, with its text for messages (`0…1`, `0…360 (360
/// excluded)`, `0 or more`).
struct TokenRange: CustomStringConvertible {
    var lower: Double
    var upper: Double?
    var excludesUpper = false

    func contains(_ value: Double) -> Bool {
        guard value >= lower else { return false }
        guard let upper else { return true }
        return excludesUpper ? value < upper : value <= upper
    }

    var description: String {
        func text(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        }
        guard let upper else { return "\(text(lower)) or more" }
        return "from \(text(lower)) to \(text(upper))" + (excludesUpper ? " (\(text(upper)) excluded)" : "")
    }
}
