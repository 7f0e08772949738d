/// The escape sequences this module writes, with where each is defined.
///
/// CSI is `ESC [` (ECMA-48, 5th edition, section 5.4). The DEC private modes (`CSI ?…h` and
/// `CSI ?…l`) are documented in xterm's "XTerm Control Sequences" by Thomas E. Dickey
/// (https://invisible-island.net/xterm/ctlseqs/ctlseqs.html).
enum ControlSequence {
    /// Control Sequence Introducer, `ESC [`.
    static let csi = "\u{1B}["

    /// CUP, cursor position (ECMA-48 8.3.21): `CSI row ; column H`, both counted from 1.
    static func moveCursor(column: Int, row: Int) -> String {
        "\(csi)\(row + 1);\(column + 1)H"
    }

    /// SGR, select graphic rendition (ECMA-48 8.3.117), with its parameters.
    static func selectGraphicRendition(_ parameters: [String]) -> String {
        "\(csi)\(parameters.joined(separator: ";"))m"
    }

    /// SGR 0: all attributes off, default colors.
    static let resetAttributes = "\(csi)0m"
    /// ED 2, erase in display (ECMA-48 8.3.39): clear the whole screen.
    static let eraseScreen = "\(csi)2J"
    /// DEC private mode 1049 set: save the cursor and switch to the alternate screen, cleared.
    static let enterAlternateScreen = "\(csi)?1049h"
    /// DEC private mode 1049 reset: back to the normal screen, cursor restored.
    static let leaveAlternateScreen = "\(csi)?1049l"
    /// DECTCEM reset (DEC private mode 25): hide the cursor.
    static let hideCursor = "\(csi)?25l"
    /// DECTCEM set: show the cursor.
    static let showCursor = "\(csi)?25h"
    /// DEC private mode 2026 set: begin a synchronized update, so the terminal shows the frame at
    /// once instead of as it arrives ("Synchronized Output", Christian Parpart,
    /// https://gist.github.com/christianparpart/d8a62cc1ab659194337d73e399004036). Terminals that
    /// do not know the mode ignore it, as they ignore every unknown DEC private mode.
    static let beginSynchronizedUpdate = "\(csi)?2026h"
    /// DEC private mode 2026 reset: end a synchronized update and show the frame.
    static let endSynchronizedUpdate = "\(csi)?2026l"
}
