import ShadeSystem
import ShadeTerminal
import ShadeTheme
import ShadeTraits

/// How long a theme switch takes from the manager's change to the bytes for the terminal: the
/// trait tree's update (every view re-resolving its palette), drawing the whole screen, and the
/// renderer's diff and encoding.
///
/// The manager here keeps its preferences in memory, so the figures are the frame's work alone;
/// saving the choice to the preference file (written and flushed to disk) is timed separately,
/// because its cost is the disk's.
struct DemoMeasurement: CustomStringConvertible, Sendable {
    /// The duration of each switch, in nanoseconds, sorted.
    var samples: [Int64]
    var size: TerminalSize
    /// The cells the renderer wrote per switch, on average.
    var averageCellsWritten: Int
    /// The median time of each phase, in nanoseconds: the change with the tree update, drawing,
    /// and rendering.
    var phaseMedians: (change: Int64, draw: Int64, render: Int64)

    /// The switches timed.
    static let switches = 300

    /// The median time to save the preferences to a file, in nanoseconds, if it was measured.
    var saveMedian: Int64?

    /// Switches themes and appearances `switches` times on a screen of `size`, timing each, and
    /// times saving the preferences to a file at `preferencePath` if one is given.
    @MainActor
    static func run(size: TerminalSize, preferencePath: String? = nil) -> DemoMeasurement {
        let manager = ThemeManager(
            themes: BasicTheme.all,
            systemAppearance: ManualSystemAppearance(SystemAppearance(userInterfaceStyle: .light)))
        let app = DemoApp(manager: manager, size: size)
        let renderer = Renderer(output: MemoryOutput(), colorMode: .trueColor)
        var buffer = ScreenBuffer(width: size.width, height: size.height)
        app.draw(into: &buffer)
        renderer.render(buffer)
        let changes: [@MainActor () -> Void] = [
            { manager.themeID = SettingsView.step(manager.themeID, in: manager.themes.map(\.id), 1) },
            { manager.appearance = manager.state.userInterfaceStyle == .dark ? .light : .dark },
        ]
        let clock = ContinuousClock()
        var samples: [Int64] = []
        var phases: (change: [Int64], draw: [Int64], render: [Int64]) = ([], [], [])
        var cells = 0
        for index in 0..<(switches + 20) {
            let start = clock.now
            changes[index % changes.count]()
            let changed = clock.now
            app.draw(into: &buffer)
            let drawn = clock.now
            renderer.render(buffer)
            let rendered = clock.now
            _ = (renderer.output as? MemoryOutput)?.removeAll()
            if index >= 20 {  // the first switches warm up caches
                samples.append(nanoseconds(rendered - start))
                phases.change.append(nanoseconds(changed - start))
                phases.draw.append(nanoseconds(drawn - changed))
                phases.render.append(nanoseconds(rendered - drawn))
                cells += renderer.cellsWritten
            }
        }
        var saves: [Int64] = []
        if let preferencePath {
            let store = FilePreferenceStore(path: preferencePath)
            for index in 0..<50 {
                let start = clock.now
                try? store.save(ThemePreferences(appearance: index % 2 == 0 ? .dark : .light))
                saves.append(nanoseconds(clock.now - start))
            }
        }
        func median(_ values: [Int64]) -> Int64 { values.sorted()[values.count / 2] }
        return DemoMeasurement(
            samples: samples.sorted(), size: size, averageCellsWritten: cells / switches,
            phaseMedians: (median(phases.change), median(phases.draw), median(phases.render)),
            saveMedian: saves.isEmpty ? nil : median(saves))
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
    }

    /// A debug build is several times slower than what an app ships; say so next to its figures.
    private static var buildNote: String {
        #if DEBUG
            " in a debug build (an app's figures: swift run -c release shade-demo --measure)"
        #else
            ""
        #endif
    }

    /// The sample at `fraction` of the sorted samples (0.5 is the median).
    func percentile(_ fraction: Double) -> Int64 {
        samples[min(Int(Double(samples.count - 1) * fraction), samples.count - 1)]
    }

    var description: String {
        func milliseconds(_ nanoseconds: Int64) -> String {
            let value = Double(nanoseconds) / 1_000_000
            return String(Int(value)) + "." + String(Int((value * 1000).rounded()) % 1000 + 1000).dropFirst() + " ms"
        }
        return """
            Theme switch on a \(size.width)×\(size.height) screen, \(samples.count) switches\(Self.buildNote) \
            (change → tree update → draw → render):
              fastest \(milliseconds(samples.first ?? 0)), median \(milliseconds(percentile(0.5))), \
            p90 \(milliseconds(percentile(0.9))), slowest \(milliseconds(samples.last ?? 0))
              median by phase: change and tree update \(milliseconds(phaseMedians.change)), \
            draw \(milliseconds(phaseMedians.draw)), render \(milliseconds(phaseMedians.render))
              cells written per switch: \(averageCellsWritten) of \(size.width * size.height)
              budget: 8.333 ms (one frame at 120 Hz)
            """
                + (saveMedian.map {
                    "\n  saving the choice to the preference file (not in the frame): median \(milliseconds($0))"
                } ?? "")
    }
}
