public import Logging
import ShadeDiagnostics
public import ShadeTheme
public import ShadeTraits

extension ThemeProblem {
    /// A problem handler for `ThemeManager` that logs each problem to `logger`: errors (the
    /// preferences could not be loaded or saved, a theme file or folder cannot be used) at
    /// `.error`, warnings (an unknown or removed theme, a theme file read with warnings) at
    /// `.warning`.
    ///
    /// ```swift
    /// let manager = ThemeManager(
    ///     themes: BasicTheme.all,
    ///     onProblem: ThemeProblem.log(to: Logger(label: "com.example.theme")))
    /// ```
    public static func log(to logger: Logger) -> @MainActor (ThemeProblem) -> Void {
        { problem in
            switch problem.severity {
            case .error: logger.error("\(problem)")
            case .warning: logger.warning("\(problem)")
            case .info: logger.info("\(problem)")
            }
        }
    }
}

extension TraitNode {
    /// Sends the trait-change log (see `TraitNode.isChangeLoggingEnabled`) to `logger`, at the
    /// `.debug` level. With swift-log's default bootstrap that handler prints `.info` and above,
    /// so bootstrap a handler at `.debug` or set the logger's `logLevel` to see them.
    @MainActor
    public static func logChanges(to logger: Logger) {
        changeLogHandler = { logger.debug("\($0)") }
    }
}
