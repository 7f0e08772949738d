import CAdwaita
import ShadeGTK
import ShadeTheme

/// `--measure`: appearance switches of the demo's window, from the choice to the frame presented.
@MainActor
enum SwitchMeasurement {
    static let switches = 40

    static func run(
        window: UnsafeMutablePointer<GtkWidget>, manager: ThemeManager<BasicTheme>,
        report: @escaping @MainActor (String) -> Void
    ) {
        let original = manager.appearance
        FrameTiming.measure(
            window: window, count: switches,
            change: { manager.appearance = $0.isMultiple(of: 2) ? .dark : .light },
            completion: { times in
                manager.appearance = original
                let sorted = times.sorted()
                guard !sorted.isEmpty else { return report("no frame was presented") }
                let median = sorted[sorted.count / 2]
                let slowest = sorted[sorted.count - 1]
                report(
                    "\(times.count) appearance switches, from the choice to the frame presented: "
                        + "median \(format(median)) ms, slowest \(format(slowest)) ms")
            })
    }

    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
