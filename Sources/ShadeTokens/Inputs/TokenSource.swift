public import Foundation
import ShadeDiagnostics
import ShadeFiles
import ShadeJSON

/// One source of tokens for ``TokenReader/read(_:)``: a file or text, and the mode it belongs to.
public struct TokenSource: Sendable {
    /// Where the tokens are.
    public enum Content: Sendable {
        /// A file.
        case file(URL)
        /// Text, with a name for diagnostics.
        case text(String, name: String)
        /// The bytes of a file read elsewhere (downloaded, or from a bundle), with a name for
        /// diagnostics; bytes that are not UTF-8 are reported, not repaired.
        case bytes([UInt8], name: String)
    }

    /// Where the tokens are.
    public var content: Content
    /// The mode the tokens belong to, or `nil` for tokens every mode shares.
    public var mode: TokenMode?

    /// Creates a source.
    public init(_ content: Content, mode: TokenMode? = nil) {
        self.content = content
        self.mode = mode
    }

    /// A file, shared by every mode or belonging to `mode`.
    public static func file(_ url: URL, mode: TokenMode? = nil) -> TokenSource {
        TokenSource(.file(url), mode: mode)
    }

    /// The bytes of a file named `name`, shared by every mode or belonging to `mode`.
    public static func bytes(_ bytes: [UInt8], name: String, mode: TokenMode? = nil) -> TokenSource {
        TokenSource(.bytes(bytes, name: name), mode: mode)
    }

    /// Text named `name`, shared by every mode or belonging to `mode`.
    public static func text(_ text: String, name: String, mode: TokenMode? = nil) -> TokenSource {
        TokenSource(.text(text, name: name), mode: mode)
    }
}
