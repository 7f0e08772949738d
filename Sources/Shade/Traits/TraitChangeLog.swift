public import Logging

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
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
/// Messages go to ``TraitNode/changeLogger`` at the `.debug` level; with swift-log's default
/// bootstrap that handler prints `.info` and above, so bootstrap a handler at `.debug`
/// or set the logger's `logLevel` to see them.
@MainActor
enum TraitChangeLog {
    static var isEnabled: Bool = environmentEnablesLogging()
    static var logger = Logger(label: "Shade.TraitCollectionChange")

    static func record(_ node: TraitNode, previous: TraitCollection, current: TraitCollection) {
        logger.debug(
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

extension TraitNode {
    /// Whether trait changes are logged, in the format of UIKit's
    /// `UITraitCollectionChangeLoggingEnabled`. Starts as the environment variable
    /// `SHADE_TRAIT_CHANGE_LOGGING` says (`1`, `yes` or `true` turn it on).
    public static var isChangeLoggingEnabled: Bool {
        get { TraitChangeLog.isEnabled }
        set { TraitChangeLog.isEnabled = newValue }
    }

    /// The logger that trait-change messages go to, at the `.debug` level. Its label is
    /// `Shade.TraitCollectionChange`; replace it to send the messages elsewhere.
    public static var changeLogger: Logger {
        get { TraitChangeLog.logger }
        set { TraitChangeLog.logger = newValue }
    }
}
