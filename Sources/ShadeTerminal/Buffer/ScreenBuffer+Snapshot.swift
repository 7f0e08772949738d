extension ScreenBuffer {
    /// The characters of each row as plain text, with trailing spaces removed; wide characters
    /// appear once.
    ///
    /// There is one line per row, blank rows included, so line `n` is row `n`. Colors and
    /// attributes are not shown; use ``cell(column:row:)`` to check those.
    public var snapshotLines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                let cell = cells[row * width + column]
                if !cell.isContinuation { line.append(cell.character) }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The buffer as plain text: ``snapshotLines`` joined with newlines. What an app prints when
    /// its output is not a terminal, and what tests compare against.
    public var snapshot: String {
        snapshotLines.joined(separator: "\n")
    }
}
