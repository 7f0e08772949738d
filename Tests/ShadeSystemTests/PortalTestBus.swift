#if os(Linux)

    import Foundation

    @testable import ShadeSystem

    /// A private session bus, started with `dbus-run-session`, with python-dbusmock's fake desktop
    /// portal (Fixtures/portal_settings.py) on it when the test starts one.
    ///
    /// python-dbusmock is Debian's `python3-dbusmock`, installed for the system's Python, so the
    /// portal runs with `/usr/bin/python3` (the `python3` on the `PATH` may be another). `.ci/run`
    /// installs it and sets `SHADE_REQUIRE_DBUSMOCK=1`, which turns a missing tool into a failure.
    final class PortalTestBus {
        static let python = "/usr/bin/python3"
        static let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/portal_settings.py").path
        static let portalName = PortalReader.portalName
        static let portalPath = PortalReader.portalPath

        /// `dbus-run-session` on the `PATH`, if there is one.
        static let dbusRunSession: String? = {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            return path.split(separator: ":").map { "\($0)/dbus-run-session" }.first {
                FileManager.default.isExecutableFile(atPath: $0)
            }
        }()

        /// Whether `dbus-run-session` and python-dbusmock (for `/usr/bin/python3`) are installed.
        static let isAvailable: Bool = {
            guard dbusRunSession != nil, FileManager.default.isExecutableFile(atPath: python) else { return false }
            let probe = Process()
            probe.executableURL = URL(fileURLWithPath: python)
            probe.arguments = ["-c", "import dbusmock"]
            probe.standardOutput = FileHandle.nullDevice
            probe.standardError = FileHandle.nullDevice
            guard (try? probe.run()) != nil else { return false }
            probe.waitUntilExit()
            return probe.terminationStatus == 0
        }()

        /// Whether the tests must run rather than be skipped: `SHADE_REQUIRE_DBUSMOCK=1`.
        static var isRequired: Bool {
            ProcessInfo.processInfo.environment["SHADE_REQUIRE_DBUSMOCK"] == "1"
        }

        /// The bus's address.
        let address: String
        private let session: Process
        private let sessionInput = Pipe()
        private var portal: Process?
        private let control: DBusConnection

        struct Failure: Error, CustomStringConvertible {
            var description: String
        }

        /// Starts a bus that lives until ``endBus()`` or the end of the test.
        init() throws {
            guard let dbusRunSession = Self.dbusRunSession else { throw Failure(description: "no dbus-run-session") }
            // The shell prints the address, then waits on its input: closing it ends the session.
            session = Self.process(
                dbusRunSession, "--", "sh", "-c", "echo \"$DBUS_SESSION_BUS_ADDRESS\"; exec cat >/dev/null")
            let output = Pipe()
            session.standardOutput = output
            session.standardError = FileHandle.nullDevice
            session.standardInput = sessionInput
            try session.run()
            var text = Data()
            while !text.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                guard !chunk.isEmpty else { throw Failure(description: "dbus-run-session printed no address") }
                text.append(chunk)
            }
            address = String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let library = DBusLibrary.load() else { throw Failure(description: "no libdbus-1.so.3") }
            control = try DBusConnection(library: library, address: address)
        }

        deinit {
            stopPortal()
            endBus()
        }

        /// Starts the fake portal with `values` (JSON text by key: `"1"`, `"[0.2, 0.5, 0.9]"`), and
        /// waits until it owns its name. `readAll: false` makes a portal older than `ReadAll`.
        func startPortal(_ values: [String: String] = [:], readAll: Bool = true) throws {
            let settings = values.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }
            let parameters = "{\"values\": {\(settings.joined(separator: ", "))}, \"read-all\": \(readAll)}"
            let process = Self.process(
                Self.python, "-m", "dbusmock", "--session", "-t", Self.template, "-p", parameters)
            var environment = ProcessInfo.processInfo.environment
            environment["DBUS_SESSION_BUS_ADDRESS"] = address
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            portal = process
            let deadline = ContinuousClock.now + .seconds(20)
            while !portalIsOnTheBus() {
                guard ContinuousClock.now < deadline, process.isRunning else {
                    throw Failure(description: "the fake portal did not come on the bus")
                }
                usleep(10_000)
            }
        }

        /// Ends the fake portal, which leaves the bus.
        func stopPortal() {
            guard let portal else { return }
            self.portal = nil
            portal.terminate()
            portal.waitUntilExit()
        }

        /// Sets one appearance setting in the fake portal, which emits `SettingChanged`.
        func set(_ key: String, _ json: String) throws {
            _ = try control.call(
                destination: Self.portalName, path: Self.portalPath, interface: "org.freedesktop.DBus.Mock",
                method: "SetAppearance", arguments: [.string(key), .string(json)], timeout: 5000)
        }

        /// Ends the bus itself.
        func endBus() {
            guard session.isRunning else { return }
            try? sessionInput.fileHandleForWriting.close()
            session.waitUntilExit()
        }

        /// A process that runs `command` with no signal blocked. The test runner blocks signals
        /// and its children inherit that; `dbus-run-session` ends its bus with SIGTERM, and a
        /// portal that could not get it would never leave.
        private static func process(_ command: String...) -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments =
                [
                    "-c",
                    "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
                        + "os.execv(sys.argv[1], sys.argv[1:])",
                ] + command
            return process
        }

        private func portalIsOnTheBus() -> Bool {
            let reply = try? control.call(
                destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                method: "NameHasOwner", arguments: [.string(Self.portalName)], timeout: 1000)
            return reply?.first == .bool(true)
        }

        /// The CPU time a thread of this process has used, in clock ticks, from
        /// `/proc/self/task/<id>/stat` (user plus system time); `nil` once the thread has ended.
        static func cpuTicks(ofThread id: Int32) -> Int? {
            guard id != 0, let stat = try? String(contentsOfFile: "/proc/self/task/\(id)/stat", encoding: .utf8),
                let end = stat.lastIndex(of: ")")
            else { return nil }
            // After the command's closing parenthesis: state (field 3) … utime (14), stime (15).
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
            return user + system
        }
    }

#endif
