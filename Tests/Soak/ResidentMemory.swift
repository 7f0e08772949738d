import Foundation

/// The resident set size of a process, read from `/proc/<pid>/status` (`VmRSS`), in KiB.
enum ResidentMemory {
    /// The resident set size of process `pid` (this process when `nil`), or `nil` where there
    /// is no `/proc` or the process is gone.
    static func kibibytes(ofProcess pid: Int32? = nil) -> Int? {
        let path = "/proc/\(pid.map(String.init) ?? "self")/status"
        guard let status = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let fields = line.split(whereSeparator: \.isWhitespace)
            return fields.count >= 2 ? Int(fields[1]) : nil
        }
        return nil
    }
}

/// How much resident memory may grow after warm-up and still count as flat: a share of the
/// warm-up figure or a fixed amount, whichever is larger (the fixed amount keeps a small process
/// from failing on a single new page run of the allocator).
struct MemoryAllowance {
    var percent: Double
    var kibibytes: Int

    func allows(growthFrom warmUp: Int, to end: Int) -> Bool {
        end - warmUp <= max(Int(Double(warmUp) * percent / 100), kibibytes)
    }

    var description: String {
        "growth ≤ \(String(format: "%g", percent)) % or ≤ \(kibibytes / 1024) MiB"
    }
}

/// Resident memory samples of one run: after warm-up, the largest after it, and at the end.
struct MemorySamples {
    private(set) var warmUp: Int?
    private(set) var peak = 0
    private(set) var end: Int?

    /// Records the figure after warm-up.
    mutating func recordWarmUp(_ kibibytes: Int?) {
        guard let kibibytes else { return }
        warmUp = kibibytes
        peak = max(peak, kibibytes)
    }

    /// Records a figure taken after warm-up; the last one is the end figure.
    mutating func record(_ kibibytes: Int?) {
        guard let kibibytes, warmUp != nil else { return }
        peak = max(peak, kibibytes)
        end = kibibytes
    }

    /// A line of figures: `RSS 41.2 MiB after warm-up, 41.9 MiB at the end (+1.7 %), peak 42.0 MiB`.
    var summary: String {
        guard let warmUp, let end else { return "RSS not measured (no /proc, or the run was too short)" }
        let growth = Double(end - warmUp) / Double(warmUp) * 100
        return "RSS \(Self.mebibytes(warmUp)) after warm-up, \(Self.mebibytes(end)) at the end "
            + "(\(growth >= 0 ? "+" : "")\(String(format: "%.1f", growth)) %), "
            + "peak \(Self.mebibytes(peak))"
    }

    /// A failure message when memory grew beyond `allowance`, or `nil`.
    func failure(_ allowance: MemoryAllowance) -> String? {
        guard let warmUp, let end else { return nil }
        guard !allowance.allows(growthFrom: warmUp, to: end) else { return nil }
        return "resident memory grew from \(Self.mebibytes(warmUp)) to \(Self.mebibytes(end)) "
            + "after warm-up (allowed: \(allowance.description))"
    }

    static func mebibytes(_ kibibytes: Int) -> String {
        String(format: "%.1f MiB", Double(kibibytes) / 1024)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
