import ShadeDiagnostics

/// The names `shade convert --to css` gives a theme's colors, for other style sheets that carry
/// them: a GTK app's (the `ShadeGTK` bridge's `@define-color` names) writes them by the same rule,
/// so a color is `--secondary-label` in a web page and `@secondary-label` in GTK.
public enum StyleSheetNames {
    /// The custom property name of each of `names`, made unique in order as the CSS export makes
    /// them: `--brand-primary`, `--brand-primary-2`. Only letters, digits and `-`, so a name
    /// cannot write CSS of its own.
    public static func customPropertyNames(for names: [String]) -> [String] {
        CSSExport.propertyNames(for: names)
    }

    /// The identifier of each of `names`: its custom property name (``customPropertyNames(for:)``)
    /// without the leading `--` (`secondary-label`), which is an identifier unless it then starts
    /// with a digit (`--2x-large` stays as it is).
    public static func identifiers(for names: [String]) -> [String] {
        customPropertyNames(for: names).map { name in
            let rest = name.dropFirst(2)
            guard let first = rest.unicodeScalars.first, !("0"..."9").contains(first) else { return name }
            return String(rest)
        }
    }

    /// `text` made safe inside a CSS comment: `*/` cannot end it, and what does not show is escaped.
    public static func comment(_ text: String) -> String {
        DisplayText.escaped(text).replacing("*/", with: "* /")
    }
}
