import Foundation
import Logging
import ShadeJSON
public import ShadeObservation
public import ShadeTheme
import ShadeTraits

/// The system appearance as environment variables state it.
///
/// | Variable | Values |
/// |---|---|
/// | `SHADE_SYSTEM_APPEARANCE` | `light`, `dark` |
/// | `SHADE_SYSTEM_CONTRAST` | `normal`, `high` |
/// | `GTK_THEME` | a name ending in `:dark` (GTK's own way to ask for a theme's dark variant, e.g. `Adwaita:dark`) means dark |
///
/// `SHADE_SYSTEM_APPEARANCE` wins over `GTK_THEME`. Values are not case-sensitive; an unknown
/// value is ignored, logged, and listed in ``problems``. The environment of a running process does
/// not change, so this provider's appearance changes only through ``reload(environment:)``.
@MainActor
public final class EnvironmentSystemAppearance: SystemAppearanceProvider {
    /// The variables that state an appearance for Shade.
    public static let variables = ["SHADE_SYSTEM_APPEARANCE", "SHADE_SYSTEM_CONTRAST"]

    private let subject: Subject<SystemAppearance>

    /// The values that could not be understood at the last read, as sentences.
    public private(set) var problems: [String] = []

    /// Creates a provider that reads `environment`, or the process environment when it is `nil`.
    public init(environment: [String: String]? = nil) {
        subject = Subject(SystemAppearance())
        reload(environment: environment)
    }

    /// The appearance read last.
    public var appearance: SystemAppearance { subject.state }

    /// Calls `handler` on the main actor after each change the provider reads.
    public func observeChanges(_ handler: @escaping @MainActor (SystemAppearance) -> Void) -> Subscription {
        subject.observeOnMainActor(receivingInitialState: false, handler)
    }

    /// Reads the variables again from `environment` (the process environment when `nil`),
    /// notifying the observers if the appearance changed.
    public func reload(environment: [String: String]? = nil) {
        let environment = environment ?? ProcessInfo.processInfo.environment
        problems = []
        var appearance = SystemAppearance()
        if let value = environment["SHADE_SYSTEM_APPEARANCE"] {
            switch value.lowercased() {
            case "light": appearance.userInterfaceStyle = .light
            case "dark": appearance.userInterfaceStyle = .dark
            default:
                problems.append(
                    "SHADE_SYSTEM_APPEARANCE is \(JSONWriter.displayQuoted(value, limit: 60)); expected light or dark")
            }
        }
        if appearance.userInterfaceStyle == .unspecified, let gtkTheme = environment["GTK_THEME"],
            gtkTheme.lowercased().hasSuffix(":dark")
        {
            appearance.userInterfaceStyle = .dark
        }
        if let value = environment["SHADE_SYSTEM_CONTRAST"] {
            switch value.lowercased() {
            case "normal": appearance.accessibilityContrast = .normal
            case "high": appearance.accessibilityContrast = .high
            default:
                problems.append(
                    "SHADE_SYSTEM_CONTRAST is \(JSONWriter.displayQuoted(value, limit: 60)); expected normal or high")
            }
        }
        for problem in problems {
            SystemLog.logger.warning("\(problem)")
        }
        subject.send(appearance)
    }
}

/// The operating-system layer's log: values it read but could not use.
enum SystemLog {
    static let logger = Logger(label: "org.shade.system")
}
