public import ShadeObservation
public import ShadeTheme
import ShadeTraits

// The desktop's setting exists on Linux and macOS, and so do the child processes that read it
// (`Process` is missing from Foundation on iOS, tvOS, watchOS and visionOS, whose apps get the
// system appearance from their windows' traits).
#if os(Linux) || os(macOS)

    import Foundation
    import Synchronization

    /// The system appearance as the desktop sets it, followed live.
    ///
    /// - **Linux and other freedesktop systems:** the XDG desktop portal's settings
    ///   (`org.freedesktop.portal.Settings`, namespace `org.freedesktop.appearance`), which GNOME,
    ///   KDE and other desktops publish: `color-scheme` (light or dark), `contrast`,
    ///   `accent-color` and `reduced-motion`. A thread of the provider's own talks to the session
    ///   bus through the system's D-Bus library, `libdbus-1.so.3`, opened at run time (building
    ///   Shade needs no D-Bus package). It reads the four keys with `ReadAll` (with `Read`, key by
    ///   key, from a portal that predates `ReadAll`), then sleeps until the portal's
    ///   `SettingChanged` signal arrives and passes each change to the main actor, where observers
    ///   and the `ThemeManager` see it within milliseconds. Nothing polls: the thread
    ///   waits in `poll` on the bus socket.
    ///
    ///   When no portal answers (no session bus, no `libdbus-1`, or no portal on the bus), the
    ///   provider runs the commands it used before the portal reader: `gdbus` to call the portal's
    ///   `Read`, then GNOME's `gsettings` (`org.gnome.desktop.interface color-scheme` and
    ///   `org.gnome.desktop.a11y.interface high-contrast`), which give style and contrast only.
    ///   When the portal leaves the bus, the provider says so (``source`` becomes
    ///   ``Source/commands``) and takes the commands' reading; when it returns, the thread reads
    ///   it again. When the bus itself goes away, the thread ends.
    /// - **macOS:** the `AppleInterfaceStyle` user default (`Dark` in dark mode, absent in light
    ///   mode) and the Increase Contrast setting, read again by ``refresh()``.
    ///
    /// Where none of these is available (a server, a container, CI) the appearance is unspecified,
    /// which the manager treats as light with normal contrast. The first reading is synchronous
    /// (at most about a second per step when something does not answer), so that the first frame
    /// is right.
    @MainActor
    public final class DesktopSystemAppearance: SystemAppearanceProvider {
        /// Runs a command (program name and arguments, looked up in `PATH`) and returns its standard
        /// output, or `nil` when it could not run, failed, or timed out.
        public typealias CommandRunner = @Sendable ([String]) -> String?

        /// Where the provider's appearance comes from.
        public enum Source: Hashable, Sendable {
            /// The XDG desktop portal, followed live.
            case portal
            /// Commands (`gdbus`, `gsettings`; the user defaults on macOS), read at start-up and by
            /// ``DesktopSystemAppearance/refresh()``.
            case commands
        }

        /// The message bus on which to look for the desktop portal.
        public enum Bus: Hashable, Sendable {
            /// The session bus: `DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`.
            case session
            /// The bus at a D-Bus address such as `unix:path=/run/user/1000/bus`.
            case address(String)
            /// No bus: the commands only.
            case unavailable
        }

        private let subject: Subject<SystemAppearance>
        private let runCommand: CommandRunner
        /// Where ``appearance`` came from.
        public private(set) var source: Source = .commands
        #if os(Linux)
            private let reader: PortalReader?
            private let mailbox = PortalMailbox()
        #endif

        /// Creates a provider and reads the desktop setting.
        ///
        /// - Parameters:
        ///   - runCommand: how commands are run; the default runs them as child processes with a
        ///     one-second timeout. Tests pass a function that answers as a desktop would.
        ///   - bus: where to look for the desktop portal (Linux only); the session bus by default.
        public convenience init(
            runCommand: @escaping CommandRunner = DesktopSystemAppearance.runProcess, bus: Bus = .session
        ) {
            #if os(Linux)
                self.init(runCommand: runCommand, bus: bus, libraryName: DBusLibrary.defaultName)
            #else
                self.init(commandsOnly: runCommand)
            #endif
        }

        #if os(Linux)
            /// Creates a provider that opens the D-Bus library `libraryName` (tests name a missing
            /// one) and waits up to `firstReadingTimeout` for the first reading.
            init(
                runCommand: @escaping CommandRunner, bus: Bus, libraryName: String,
                firstReadingTimeout: Duration = .seconds(5)
            ) {
                self.runCommand = runCommand
                let address: String? =
                    switch bus {
                    case .session: PortalReader.sessionBusAddress(environment: ProcessInfo.processInfo.environment)
                    case .address(let address): address
                    case .unavailable: nil
                    }
                guard bus != .unavailable else {
                    reader = nil
                    subject = Subject(Self.read(runCommand))
                    return
                }
                let mailbox = mailbox
                let reader = PortalReader(
                    address: address, libraryName: libraryName, fallback: { Self.read(runCommand) },
                    deliver: { mailbox.post($0) })
                self.reader = reader
                reader.start()
                let first = mailbox.waitForFirstReading(timeout: firstReadingTimeout)
                subject = Subject(first?.appearance ?? SystemAppearance())
                source = first?.source ?? .commands
                mailbox.attach(self)
            }

            deinit {
                reader?.stop()
            }

            /// The Linux thread id of the portal reader's thread while it runs, else 0.
            var portalThreadID: Int32 { reader?.threadID.load(ordering: .sequentiallyConsistent) ?? 0 }

            /// Takes the reader's latest reading, on the main actor.
            fileprivate func receiveReading() {
                guard let reading = mailbox.takeLatest() else { return }
                source = reading.source
                subject.send(reading.appearance)
            }
        #else
            private init(commandsOnly runCommand: @escaping CommandRunner) {
                self.runCommand = runCommand
                subject = Subject(Self.read(runCommand))
            }
        #endif

        /// The appearance read last.
        public var appearance: SystemAppearance { subject.state }

        /// Calls `handler` on the main actor after each change the provider reads.
        public func observeChanges(_ handler: @escaping @MainActor (SystemAppearance) -> Void) -> Subscription {
            subject.observeOnMainActor(receivingInitialState: false, handler)
        }

        /// Reads the desktop setting again, notifying the observers if it changed.
        ///
        /// While the portal is followed this is never needed (its changes arrive by themselves);
        /// it asks the portal again, and the answer arrives shortly after. Otherwise it runs the
        /// commands again, now. Call it when the app becomes active.
        public func refresh() {
            #if os(Linux)
                if source == .portal, let reader {
                    reader.refresh()
                    return
                }
            #endif
            subject.send(Self.read(runCommand))
        }

        // MARK: - Reading

        /// The commands' reading: the user defaults on macOS; elsewhere the portal's `Read`
        /// through `gdbus`, then GNOME's `gsettings`.
        nonisolated static func read(_ run: CommandRunner) -> SystemAppearance {
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
        nonisolated static func portalCommand(key: String) -> [String] {
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
        nonisolated static func portalValue(_ output: String) -> UInt32? {
            guard let range = output.range(of: "uint32 ") else { return nil }
            return UInt32(output[range.upperBound...].prefix { $0.isNumber })
        }

        /// The portal's `color-scheme`: 1 prefers dark, 2 prefers light, 0 states no preference
        /// (XDG Desktop Portal, org.freedesktop.portal.Settings, "org.freedesktop.appearance").
        nonisolated static func styleFromPortal(_ value: UInt32) -> UserInterfaceStyle {
            switch value {
            case 1: .dark
            case 2: .light
            default: .unspecified
            }
        }

        /// GNOME's `color-scheme` as `gsettings` prints it: `'prefer-dark'`, `'prefer-light'` or
        /// `'default'`.
        nonisolated static func styleFromGSettings(_ output: String) -> UserInterfaceStyle {
            switch output.trimmingCharacters(in: .whitespacesAndNewlines) {
            case "'prefer-dark'": .dark
            case "'prefer-light'": .light
            default: .unspecified
            }
        }

        /// GNOME's `high-contrast` as `gsettings` prints it: `true` or `false`.
        nonisolated static func contrastFromGSettings(_ output: String) -> AccessibilityContrast {
            switch output.trimmingCharacters(in: .whitespacesAndNewlines) {
            case "true": .high
            case "false": .normal
            default: .unspecified
            }
        }

        // MARK: - Running commands

        /// Runs `command` through `/usr/bin/env` (so it is found in `PATH`), with a one-second
        /// timeout, and returns its output if it exits with status 0.
        nonisolated public static let runProcess: CommandRunner = { command in
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

    #if os(Linux)
        /// Where the portal reader's thread leaves its readings for the main actor: the latest one
        /// only (a reading is the whole appearance, so one that was never taken is simply replaced),
        /// and a main-actor task to take it.
        final class PortalMailbox: Sendable {
            private struct State {
                var latest: PortalReader.Reading?
                var count = 0
                weak var owner: DesktopSystemAppearance?
            }
            private let state = Mutex(State())
            private let firstReading = DispatchSemaphore(value: 0)

            /// Leaves `reading`, and has the owner take it on the main actor.
            func post(_ reading: PortalReader.Reading) {
                let (owner, isFirst) = state.withLock { state in
                    state.latest = reading
                    state.count += 1
                    return (state.owner, state.count == 1)
                }
                if isFirst { firstReading.signal() }
                if let owner { Task { @MainActor in owner.receiveReading() } }
            }

            /// The first reading, taken, once it has arrived; `nil` after `timeout`.
            func waitForFirstReading(timeout: Duration) -> PortalReader.Reading? {
                let (seconds, attoseconds) = timeout.components
                let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
                guard firstReading.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else { return nil }
                return takeLatest()
            }

            /// Makes `owner` take every reading from now on, and any that arrived meanwhile.
            @MainActor
            func attach(_ owner: DesktopSystemAppearance) {
                let hasPending = state.withLock { state in
                    state.owner = owner
                    return state.latest != nil
                }
                if hasPending { Task { @MainActor in owner.receiveReading() } }
            }

            func takeLatest() -> PortalReader.Reading? {
                state.withLock { state in
                    defer { state.latest = nil }
                    return state.latest
                }
            }
        }
    #endif

#endif
