public import ShadeObservation
public import ShadeTheme
import ShadeTraits

// The desktop's setting exists on Linux and macOS, and so do the child processes that read it
// (`Process` is missing from Foundation on iOS, tvOS, watchOS and visionOS, whose apps get the
// system appearance from their windows' traits).
#if os(Linux) || os(macOS)

    import Foundation

    /// The system appearance as the desktop sets it.
    ///
    /// - **Linux and other freedesktop systems:** the `color-scheme` and `contrast` settings of the
    ///   XDG desktop portal (`org.freedesktop.appearance`, read with `gdbus`), which GNOME, KDE and
    ///   other desktops publish; failing that, GNOME's `org.gnome.desktop.interface color-scheme` and
    ///   `org.gnome.desktop.a11y.interface high-contrast` (read with `gsettings`).
    /// - **macOS:** the `AppleInterfaceStyle` user default (`Dark` in dark mode, absent in light
    ///   mode) and the Increase Contrast setting.
    ///
    /// Where none of these is available (a server, a container, CI) the appearance is unspecified,
    /// which the manager treats as light with normal contrast. Reading runs small commands with a
    /// one-second timeout, synchronously, so that the first frame is right; ``refresh()`` reads again
    /// (call it when the app becomes active, or on a timer) and notifies observers of a change.
    @MainActor
    public final class DesktopSystemAppearance: SystemAppearanceProvider {
        /// Runs a command (program name and arguments, looked up in `PATH`) and returns its standard
        /// output, or `nil` when it could not run, failed, or timed out.
        public typealias CommandRunner = @Sendable ([String]) -> String?

        private let subject: Subject<SystemAppearance>
        private let runCommand: CommandRunner

        /// Creates a provider and reads the desktop setting.
        ///
        /// - Parameter runCommand: how commands are run; the default runs them as child processes
        ///   with a one-second timeout. Tests pass a function that answers as a desktop would.
        public init(runCommand: @escaping CommandRunner = DesktopSystemAppearance.runProcess) {
            self.runCommand = runCommand
            subject = Subject(Self.read(runCommand))
        }

        /// The appearance read last.
        public var appearance: SystemAppearance { subject.state }

        /// Calls `handler` on the main actor after each change the provider reads.
        public func observeChanges(_ handler: @escaping @MainActor (SystemAppearance) -> Void) -> Subscription {
            subject.observeOnMainActor(receivingInitialState: false, handler)
        }

        /// Reads the desktop setting again, notifying the observers if it changed.
        public func refresh() {
            subject.send(Self.read(runCommand))
        }

        // MARK: - Reading

        static func read(_ run: CommandRunner) -> SystemAppearance {
            #if canImport(Darwin)
                let style = UserDefaults.standard.string(forKey: "AppleInterfaceStyle")
                let contrast = UserDefaults(suiteName: "com.apple.universalaccess")?.bool(forKey: "increaseContrast")
                return SystemAppearance(
                    userInterfaceStyle: style?.caseInsensitiveCompare("Dark") == .orderedSame ? .dark : .light,
                    accessibilityContrast: contrast == true ? .high : .normal)
            #else
                var appearance = SystemAppearance()
                if let output = run(portalCommand(key: "color-scheme")), let value = portalValue(output) {
                    appearance.userInterfaceStyle = styleFromPortal(value)
                } else if let output = run(["gsettings", "get", "org.gnome.desktop.interface", "color-scheme"]) {
                    appearance.userInterfaceStyle = styleFromGSettings(output)
                }
                if let output = run(portalCommand(key: "contrast")), let value = portalValue(output) {
                    appearance.accessibilityContrast = value == 1 ? .high : .normal
                } else if let output = run(["gsettings", "get", "org.gnome.desktop.a11y.interface", "high-contrast"]) {
                    appearance.accessibilityContrast = contrastFromGSettings(output)
                }
                return appearance
            #endif
        }

        /// The `gdbus` call that reads one `org.freedesktop.appearance` setting from the portal.
        static func portalCommand(key: String) -> [String] {
            [
                "gdbus", "call", "--session", "--timeout", "1",
                "--dest", "org.freedesktop.portal.Desktop",
                "--object-path", "/org/freedesktop/portal/desktop",
                "--method", "org.freedesktop.portal.Settings.Read",
                "org.freedesktop.appearance", key,
            ]
        }

        /// The number in a portal reply: `(<<uint32 1>>,)` from `Read` (a variant in a variant), or
        /// `(<uint32 1>,)` from `ReadOne`.
        static func portalValue(_ output: String) -> UInt32? {
            guard let range = output.range(of: "uint32 ") else { return nil }
            return UInt32(output[range.upperBound...].prefix { $0.isNumber })
        }

        /// The portal's `color-scheme`: 1 prefers dark, 2 prefers light, 0 states no preference
        /// (XDG Desktop Portal, org.freedesktop.portal.Settings, "org.freedesktop.appearance").
        static func styleFromPortal(_ value: UInt32) -> UserInterfaceStyle {
            switch value {
            case 1: .dark
            case 2: .light
            default: .unspecified
            }
        }

        /// GNOME's `color-scheme` as `gsettings` prints it: `'prefer-dark'`, `'prefer-light'` or
        /// `'default'`.
        static func styleFromGSettings(_ output: String) -> UserInterfaceStyle {
            switch output.trimmingCharacters(in: .whitespacesAndNewlines) {
            case "'prefer-dark'": .dark
            case "'prefer-light'": .light
            default: .unspecified
            }
        }

        /// GNOME's `high-contrast` as `gsettings` prints it: `true` or `false`.
        static func contrastFromGSettings(_ output: String) -> AccessibilityContrast {
            switch output.trimmingCharacters(in: .whitespacesAndNewlines) {
            case "true": .high
            case "false": .normal
            default: .unspecified
            }
        }

        // MARK: - Running commands

        /// Runs `command` through `/usr/bin/env` (so it is found in `PATH`), with a one-second
        /// timeout, and returns its output if it exits with status 0.
        public static let runProcess: CommandRunner = { command in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = command
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            let exited = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in exited.signal() }
            do {
                try process.run()
            } catch {
                return nil
            }
            // The replies are a few bytes, well within a pipe's buffer, so reading after the exit
            // cannot deadlock.
            if exited.wait(timeout: .now() + 1) == .timedOut {
                process.terminate()
                exited.wait()
                process.waitUntilExit()
                return nil
            }
            // The process has exited, so this returns at once; but on Linux it is also what
            // releases the run-loop source through which Foundation's `Process` holds itself, which
            // a termination handler alone never does: without it every call leaked the process,
            // its pipe and its URL (about 1.2 KB), every few seconds for an app following the
            // desktop's setting.
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            return String(decoding: data, as: UTF8.self)
        }
    }

#endif
