public import Shade
public import ShadeTerminal

/// How long a theme switch takes from the manager's change to the bytes for the terminal: the
/// trait tree's update (every view re-resolving its palette), drawing the whole screen, and the
/// renderer's diff and encoding.
public struct DemoMeasurement: CustomStringConvertible, Sendable {
    /// The duration of each switch, in nanoseconds, sorted.
    public var samples: [Int64]
    public var size: TerminalSize
    /// The cells the renderer wrote per switch, on average.
    public var averageCellsWritten: Int

    /// The switches timed.
    public static let switches = 300

    /// Switches themes and appearances `switches` times on a screen of `size`, timing each.
    @MainActor
    public static func run(manager: ThemeManager<BasicTheme>, size: TerminalSize) -> DemoMeasurement {
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
        var cells = 0
        for index in 0..<(switches + 20) {
            let start = clock.now
            changes[index % changes.count]()
            app.draw(into: &buffer)
            renderer.render(buffer)
            let elapsed = clock.now - start
            _ = (renderer.output as? MemoryOutput)?.removeAll()
            if index >= 20 {  // the first switches warm up caches
                samples.append(
                    elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000)
                cells += renderer.cellsWritten
            }
        }
        return DemoMeasurement(samples: samples.sorted(), size: size, averageCellsWritten: cells / switches)
    }

    /// The sample at `fraction` of the sorted samples (0.5 is the median).
    public func percentile(_ fraction: Double) -> Int64 {
        samples[min(Int(Double(samples.count - 1) * fraction), samples.count - 1)]
    }

    public var description: String {
        func milliseconds(_ nanoseconds: Int64) -> String {
            let value = Double(nanoseconds) / 1_000_000
            return String(Int(value)) + "." + String(Int((value * 1000).rounded()) % 1000 + 1000).dropFirst() + " ms"
        }
        return """
            Theme switch on a \(size.width)×\(size.height) screen, \(samples.count) switches \
            (change → tree update → draw → render):
              fastest \(milliseconds(samples.first ?? 0)), median \(milliseconds(percentile(0.5))), \
            p90 \(milliseconds(percentile(0.9))), slowest \(milliseconds(samples.last ?? 0))
              cells written per switch: \(averageCellsWritten) of \(size.width * size.height)
              budget: 8.333 ms (one frame at 120 Hz)
            """
    }
}
