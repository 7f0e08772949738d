import Foundation
public import ShadeTheme

extension SystemAppearance {
    /// The provider an app normally wants: ``EnvironmentSystemAppearance`` when the environment
    /// sets `SHADE_SYSTEM_APPEARANCE` or `SHADE_SYSTEM_CONTRAST` (so a user or a test can force
    /// an appearance), else the desktop's own setting (``DesktopSystemAppearance``) on Linux and
    /// macOS. Where the system appearance belongs to the app's windows (iOS, tvOS, watchOS,
    /// visionOS) it is a `ManualSystemAppearance` for the app to feed from its trait changes.
    @MainActor
    public static func automaticProvider(
        environment: [String: String]? = nil
    ) -> any SystemAppearanceProvider {
        let environment = environment ?? ProcessInfo.processInfo.environment
        let isForced = EnvironmentSystemAppearance.variables.contains { environment[$0] != nil }
        if isForced { return EnvironmentSystemAppearance(environment: environment) }
        #if os(Linux) || os(macOS)
            return DesktopSystemAppearance()
        #else
            return ManualSystemAppearance()
        #endif
    }
}
