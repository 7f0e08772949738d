public import ShadeTraits

/// The user's choice of light or dark, as offered by a "System / Light / Dark" switch.
public enum AppearancePreference: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// Follow the system appearance.
    case system
    /// Always light.
    case light
    /// Always dark.
    case dark

    /// The style this preference forces, or `nil` when it follows the system.
    public var userInterfaceStyle: UserInterfaceStyle? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }

    /// "System", "Light" or "Dark", for a settings screen.
    public var description: String {
        switch self {
        case .system: "System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

/// The user's choice of contrast, as offered by an "Increase Contrast: System / On / Off" switch.
public enum ContrastPreference: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// Follow the system's contrast setting.
    case system
    /// Always normal contrast.
    case normal
    /// Always high contrast.
    case high

    /// The contrast this preference forces, or `nil` when it follows the system.
    public var accessibilityContrast: AccessibilityContrast? {
        switch self {
        case .system: nil
        case .normal: .normal
        case .high: .high
        }
    }

    /// "System", "Off" or "On", for a settings screen.
    public var description: String {
        switch self {
        case .system: "System"
        case .normal: "Off"
        case .high: "On"
        }
    }
}
