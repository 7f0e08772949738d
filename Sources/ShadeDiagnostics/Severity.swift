/// How serious a diagnostic, a problem or a finding is: the one scale every part of Shade
/// reports on, from a hint to something that could not be used.
public enum Severity: String, Hashable, Sendable, Codable, Comparable, CaseIterable, CustomStringConvertible {
    /// A hint: worth knowing, nothing to fix.
    case info
    /// Something was read by a reasonable guess, replaced by a fallback or kept without being
    /// understood; probably a mistake, or a problem for some users.
    case warning
    /// Something could not be read or used, or fails accessibility guidelines.
    case error

    /// `info`, `warning` or `error`, as messages write it.
    public var description: String { rawValue }

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Whether `lhs` is less serious than `rhs`: info, then warning, then error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
