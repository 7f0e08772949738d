/// The differences between two versions of a file as a unified diff, the format of `diff -u` and
/// `git diff`: what `shade fix --dry-run` prints.
///
/// ```
/// --- a/Colors.xcassets/Text.colorset/Contents.json
/// +++ b/Colors.xcassets/Text.colorset/Contents.json
/// @@ -27,7 +27,7 @@
///            "alpha" : "1.000",
///            "blue" : "0.200",
///            "green" : "0.200",
/// -          "red" : "0.200"
/// +          "red" : "0.150"
///          }
///        },
///        "idiom" : "universal"
/// ```
///
/// Lines are compared whole, with their line feeds; a last line without one is marked
/// `\ No newline at end of file`, as `diff` marks it. The lines the two versions share at the
/// start and the end are set aside first and the rest compared with Myers' algorithm, so a
/// file of 10⁵ lines with a few changed values costs a pass over its bytes. Where the versions
/// differ in more than 2000 lines in the middle, that part is given as removed and added whole:
/// still a correct diff, if not the shortest.
public enum UnifiedDiff {
    /// The diff of `old` and `new`, the file at `path` (shown as `a/path` and `b/path`, or as itself when it is absolute), with
    /// `context` unchanged lines around each change; empty when the bytes are the same.
    public static func text(from old: [UInt8], to new: [UInt8], path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let operations = self.operations(
            old: LineList(bytes: old, lines: oldLines), new: LineList(bytes: new, lines: newLines))
        // `git apply` and `patch -p1` take a relative path after `a/` and `b/`; an absolute one is
        // written as it is, for `patch -p0`.
        let (before, after) = path.hasPrefix("/") ? (path, path) : ("a/\(path)", "b/\(path)")
        var output = Array("--- \(before)\n+++ \(after)\n".utf8)
        for hunk in hunks(of: operations, context: max(0, context)) {
            guard let first = hunk.first else { continue }
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += Array(
                "@@ -\(range(first.old, oldCount)) +\(range(first.new, newCount)) @@\n".utf8)
            for operation in hunk {
                let (bytes, line) =
                    operation.kind == .insert ? (new, newLines[operation.new]) : (old, oldLines[operation.old])
                output.append(
                    UInt8(ascii: operation.kind == .insert ? "+" : operation.kind == .delete ? "-" : " "))
                output += bytes[line]
                if bytes[line].last != UInt8(ascii: "\n") {
                    output += Array("\n\\ No newline at end of file\n".utf8)
                }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The most lines of difference Myers' algorithm looks for before the middle is given whole.
    static let maximumDistance = 2000

    /// `start,count` of a hunk's lines (`start` alone for one line; the line before for none).
    private static func range(_ index: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(index),0"
        case 1: "\(index + 1)"
        default: "\(index + 1),\(count)"
        }
    }

    /// The lines of `bytes`, each with its line feed.
    private static func lines(of bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(start..<(index + 1))
            start = index + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }

    /// A file's lines, compared by their bytes.
    private struct LineList {
        let bytes: [UInt8]
        let lines: [Range<Int>]

        subscript(index: Int) -> ArraySlice<UInt8> { bytes[lines[index]] }
        var count: Int { lines.count }
    }

    /// One line of the diff.
    private struct Operation {
        enum Kind { case equal, delete, insert }
        var kind: Kind
        /// The index of the line in the old version (for an insertion: of the line it goes before).
        var old: Int
        /// The index of the line in the new version (for a deletion: of the line it goes before).
        var new: Int
    }

    /// Every line of both versions as kept, removed or added, in order.
    private static func operations(old: LineList, new: LineList) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        var result = (0..<prefix).map { Operation(kind: .equal, old: $0, new: $0) }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        if let middle = myers(old: old, oldRange: oldMiddle, new: new, newRange: newMiddle) {
            result += middle
        } else {
            result += oldMiddle.map { Operation(kind: .delete, old: $0, new: newMiddle.lowerBound) }
            result += newMiddle.map { Operation(kind: .insert, old: oldMiddle.upperBound, new: $0) }
        }
        result += (0..<suffix).map {
            Operation(kind: .equal, old: oldMiddle.upperBound + $0, new: newMiddle.upperBound + $0)
        }
        return result
    }

    /// The shortest edit from `old[oldRange]` to `new[newRange]` (Myers 1986, with the trace of
    /// each step kept for the way back), or `nil` when it is longer than ``maximumDistance``.
    private static func myers(old: LineList, oldRange: Range<Int>, new: LineList, newRange: Range<Int>)
        -> [Operation]?
    {
        let n = oldRange.count
        let m = newRange.count
        let limit = min(n + m, maximumDistance)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // `trace[d]` holds `v` for the diagonals -(d+1)…d+1 as it was before step d.
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[oldRange.lowerBound + x] == new[newRange.lowerBound + y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return nil }
        var reversed: [Operation] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            func at(_ k: Int) -> Int { previous[k + d + 1] }
            let k = x - y
            let previousK = k == -d || (k != d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                reversed.append(Operation(kind: .equal, old: oldRange.lowerBound + x, new: newRange.lowerBound + y))
            }
            guard d > 0 else { break }
            if x == previousX {
                reversed.append(
                    Operation(kind: .insert, old: oldRange.lowerBound + x, new: newRange.lowerBound + previousY))
            } else {
                reversed.append(
                    Operation(kind: .delete, old: oldRange.lowerBound + previousX, new: newRange.lowerBound + y))
            }
            x = previousX
            y = previousY
        }
        return reversed.reversed()
    }

    /// The operations of each hunk: the changes with `context` lines around them, two changes
    /// in one hunk when no more than twice `context` lines lie between them.
    private static func hunks(of operations: [Operation], context: Int) -> [ArraySlice<Operation>] {
        let changes = operations.indices.filter { operations[$0].kind != .equal }
        guard var start = changes.first else { return [] }
        var hunks: [ArraySlice<Operation>] = []
        var last = start
        for change in changes.dropFirst() {
            if change - last - 1 > 2 * context {
                hunks.append(operations[max(0, start - context)...min(operations.count - 1, last + context)])
                start = change
            }
            last = change
        }
        hunks.append(operations[max(0, start - context)...min(operations.count - 1, last + context)])
        return hunks
    }
}
