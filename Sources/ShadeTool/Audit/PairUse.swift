/// What a foreground over a background is used for, which sets the WCAG 2 minimum contrast.
package enum PairUse: String, Hashable, Sendable, Codable, CaseIterable {
    /// Body text: 4.5:1 for AA (SC 1.4.3), 7:1 for AAA (SC 1.4.6).
    case text
    /// Large text, at least 18 pt or 14 pt bold: 3:1 for AA, 4.5:1 for AAA.
    case largeText = "large-text"
    /// Icons, control outlines and other graphics that must be seen: 3:1 (SC 1.4.11, AA only).
    case nonText = "non-text"

    /// The minimum ratio for level AA.
    var minimumRatio: Double {
        switch self {
        case .text: 4.5
        case .largeText, .nonText: 3
        }
    }

    /// The minimum ratio for level AAA, or `nil` where WCAG sets none (non-text).
    var enhancedRatio: Double? {
        switch self {
        case .text: 7
        case .largeText: 4.5
        case .nonText: nil
        }
    }

    /// `text`, `large text`, `non-text elements`, for messages: "the minimum for …".
    var phrase: String {
        switch self {
        case .text: "text"
        case .largeText: "large text"
        case .nonText: "non-text elements"
        }
    }
}

/// A foreground and the background it is shown on, whose contrast `shade audit` checks and
/// `shade preview` shows: the one pair type of every command.
package struct ColorPair: Hashable, Sendable, Codable {
    /// The foreground color's name.
    package var foreground: String
    /// The background color's name.
    package var background: String
    /// What the pair is used for, which sets its minimum ratios.
    package var use: PairUse
    /// Why it is checked: the rule that formed it.
    package var reason: PairReason

    /// Creates a pair of `foreground` over `background`, used as `use` says.
    package init(foreground: String, background: String, use: PairUse = .text, reason: PairReason) {
        self.foreground = foreground
        self.background = background
        self.use = use
        self.reason = reason
    }
}
