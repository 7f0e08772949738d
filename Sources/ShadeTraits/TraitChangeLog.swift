#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// Logs every trait change the tree delivers, in the format of UIKit's
/// `UITraitCollectionChangeLoggingEnabled` (traits-spec §6, as quoted from a real iOS 13 log):
///
/// ```
/// Sending traitCollectionDidChange to <TraitNode: toolbar>
/// 	► trait changes: { UserInterfaceStyle: Light → Dark }
/// 	► previous: <TraitCollection; UserInterfaceStyle = Light>
/// 	► current: <TraitCollection; UserInterfaceStyle = Dark>
/// ```
///
/// Off by default. Turn it on with the environment variable `SHADE_TRAIT_CHANGE_LOGGING=1` (or
/// `YES`/`true`) before the first trait change, or with ``TraitNode/isChangeLoggingEnabled``.
/// Messages go to ``TraitNode/changeLogHandler``: standard error unless the app sends them
/// elsewhere (`ShadeSystem` sends them to a swift-log `Logger` with one call).
@MainActor
enum TraitChangeLog {
    static var isEnabled: Bool = environmentEnablesLogging()
    static var handler: @MainActor (String) -> Void = { StandardError.writeLine($0) }

    static func record(_ node: TraitNode, previous: TraitCollection, current: TraitCollection) {
        handler(
            """
            Sending traitCollectionDidChange to \(node)
            \t► trait changes: \(TraitCollection.describeChanges(from: previous, to: current))
            \t► previous: \(previous)
            \t► current: \(current)
            """
        )
    }

    private static func environmentEnablesLogging() -> Bool {
        guard let raw = getenv("SHADE_TRAIT_CHANGE_LOGGING") else { return false }
        return ["1", "yes", "true"].contains(String(cString: raw).lowercased())
    }
}

/// Standard error, for the messages the core writes when the app has not sent them elsewhere.
package enum StandardError {
    /// Writes `message` and a newline to standard error, as one write.
    package static func writeLine(_ message: String) {
        var line = message + "\n"
        line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }
}

extension TraitNode {
    /// Whether trait changes are logged, in the format of UIKit's
    /// `UITraitCollectionChangeLoggingEnabled`. Starts as the environment variable
    /// `SHADE_TRAIT_CHANGE_LOGGING` says (`1`, `yes` or `true` turn it on).
    public static var isChangeLoggingEnabled: Bool {
        get { TraitChangeLog.isEnabled }
        set { TraitChangeLog.isEnabled = newValue }
    }

    /// Where trait-change messages go, one call per message (several lines each). Standard error
    /// by default; `TraitNode.logChanges(to:)` in `ShadeSystem` sends them to a swift-log `Logger`.
    public static var changeLogHandler: @MainActor (String) -> Void {
        get { TraitChangeLog.handler }
        set { TraitChangeLog.handler = newValue }
    }
}
