extension String {
    /// The text cut to at most `width` terminal columns, ending in "…" when anything was cut.
    ///
    /// Widths are ``Swift/Character/terminalWidth`` columns, and the ellipsis takes one column.
    /// Text that fits is returned unchanged; a width of zero or less gives the empty string. A wide
    /// character that would straddle the limit is left out, so the result can be one column
    /// narrower than `width`.
    ///
    /// ```swift
    /// "Appearance".truncated(toWidth: 6)   // "Appea…"
    /// "日本語".truncated(toWidth: 4)         // "日…"
    /// ```
    public func truncated(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if terminalWidth <= width { return self }
        var result = ""
        var used = 0
        for character in self {
            let characterWidth = character.terminalWidth
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }

    /// The text fitted to exactly `width` terminal columns: cut as ``truncated(toWidth:)`` cuts
    /// it, then padded with spaces according to `alignment`.
    ///
    /// ```swift
    /// "Dark".padded(toWidth: 8, alignment: .center)   // "  Dark  "
    /// ```
    public func padded(toWidth width: Int, alignment: TextAlignment = .leading) -> String {
        let text = truncated(toWidth: width)
        let padding = max(width - text.terminalWidth, 0)
        let leading: Int
        switch alignment {
        case .leading: leading = 0
        case .center: leading = padding / 2
        case .trailing: leading = padding
        }
        return String(repeating: " ", count: leading) + text + String(repeating: " ", count: padding - leading)
    }
}
