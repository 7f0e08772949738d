import Foundation
import ShadeDiagnostics
import ShadeJSON

/// Text of a theme file written into the preview page: the one way names, descriptions and
/// titles reach its HTML.
///
/// Every such string goes through ``escaped(_:)`` (for an attribute value in double or single
/// quotes and for the text of an element alike), or through ``shown(_:)`` where it is shown to a
/// reader. The page's one style sheet with theme data, the CSS export, goes through
/// ``styleSheet(_:)``, and its script holds no theme data.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, so that it can
    /// neither start a tag nor end the attribute value it stands in; safe in element text and in
    /// quoted attribute values. The browser reads it back as `text`, scalar for scalar.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` as a reader should see it on the page: its control, format and other invisible
    /// characters (a right-to-left override, a zero-width space) shown as escapes `\u202E` as in
    /// the tool's messages (`DisplayText`), then ``escaped(_:)``.
    static func shown(_ text: String) -> String {
        escaped(DisplayText.escaped(text))
    }

    /// `css` for the inside of a `<style>` element, where character references are not read and
    /// only `</style` ends the element: each `<` is written as the CSS escape `\3C `, so that
    /// nothing in the style sheet can close the element. The style sheets Shade writes hold no
    /// `<` (their custom property names are made of letters, digits and `-`), so this changes
    /// nothing in them; it is what makes that so whatever they hold.
    static func styleSheet(_ css: String) -> String {
        css.replacingOccurrences(of: "<", with: "\\3C ")
    }
}
