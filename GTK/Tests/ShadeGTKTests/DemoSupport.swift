import ArgumentParser
import CAdwaita
import Foundation
import ShadeColor
import ShadeGTK
import XCTest

@testable import ShadeGTKDemo

/// Runs the desktop demo in this process, as its command line would, and samples its window.
@MainActor
enum DemoRun {
    /// A configuration folder of its own for each run unless given: no saved choice leaks in.
    static func environment(configuration: String? = nil) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = configuration ?? temporaryFolder()
        return environment
    }

    nonisolated static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "shade-gtk-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs the demo with `arguments` until its first frame, calls `body` with it, and quits;
    /// returns the exit status, or `nil` when the first frame never came.
    @discardableResult
    static func run(
        _ arguments: [String], environment: [String: String] = environment(),
        _ body: @escaping @MainActor (DesktopDemo, DemoWindow, WidgetSnapshot.Pixels?) -> Void
    ) throws -> Int32? {
        let options = try GTKDemoCommand.parse(arguments)
        let demo = DesktopDemo(options: options, environment: environment)
        var sawFrame = false
        demo.onFirstFrame = { window, texture in
            sawFrame = true
            body(demo, window, texture.map(WidgetSnapshot.pixels(of:)))
            demo.quit()
        }
        // Ends a run whose first frame never comes, rather than hang the tests.
        let watchdog = g_timeout_add_seconds(
            20,
            { _ in
                MainActor.assumeIsolated { DemoRun.current?.quit() }
                return gboolean(0)
            }, nil)
        current = demo
        defer {
            current = nil
            if sawFrame { g_source_remove(watchdog) }
        }
        let status = demo.run()
        return sawFrame ? status : nil
    }

    private static var current: DesktopDemo?

    /// The window's next frame, as GTK draws it, after `change`; `nil` when none comes.
    static func nextFrame(of window: DemoWindow, after change: () -> Void = {}) -> WidgetSnapshot.Pixels? {
        var frame: WidgetSnapshot.Pixels?
        var done = false
        WidgetSnapshot.afterNextFrame(of: window.window) { texture in
            frame = texture.map(WidgetSnapshot.pixels(of:))
            if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
            done = true
        }
        change()
        _ = GTKTesting.wait { done }
        return frame
    }

    /// The bounds of `widget` in the window's coordinates.
    static func bounds(of widget: UnsafeMutablePointer<GtkWidget>, in window: DemoWindow) -> (
        x: Int, y: Int, width: Int, height: Int
    ) {
        var rect = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, window.window, &rect)
        return (Int(rect.origin.x), Int(rect.origin.y), Int(rect.size.width), Int(rect.size.height))
    }
}

/// Asserts a pixel is `color` (its sRGB bytes) within one step per channel.
func assertPixel(
    _ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), equals color: Color, _ what: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    let bytes = color.sRGBBytes
    let close =
        abs(Int(pixel.red) - Int(bytes.red)) <= 1 && abs(Int(pixel.green) - Int(bytes.green)) <= 1
        && abs(Int(pixel.blue) - Int(bytes.blue)) <= 1
    XCTAssertTrue(
        close, "\(what): the pixel is (\(pixel.red), \(pixel.green), \(pixel.blue)), not \(color.hexString)",
        file: file, line: line)
}

/// The relative luminance of a pixel's sRGB bytes, 0 (black) to 1 (white), roughly.
func lightness(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Double {
    (0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue)) / 255
}
