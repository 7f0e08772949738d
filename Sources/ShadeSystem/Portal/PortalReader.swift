#if os(Linux)

    import Foundation
    import Glibc
    import ShadeTheme
    import Synchronization

    /// Follows the XDG desktop portal's appearance settings on a thread of its own.
    ///
    /// The thread connects to the session bus through ``DBusLibrary``, asks the bus for the
    /// portal's `SettingChanged` signals of `org.freedesktop.appearance` and for `NameOwnerChanged`
    /// of `org.freedesktop.portal.Desktop`, reads the four settings (``readPortal(_:)``), and then sleeps
    /// in `poll` on the bus socket and a wake-up pipe. It wakes only for a message or a request:
    ///
    /// - a `SettingChanged` updates the one key it names;
    /// - the portal leaving the bus (its name losing its owner) makes the reading the commands'
    ///   (the commands' fallback), and its return makes the thread read the
    ///   portal again;
    /// - the bus going away ends the thread, after a last fallback reading;
    /// - ``refresh()`` reads again, ``stop()`` ends the thread.
    ///
    /// Nothing polls on a timer, and no state is busy-waited on. Each reading goes to `deliver`,
    /// called on the thread.
    final class PortalReader: Sendable {
        /// What the reader learned, and where from.
        struct Reading: Equatable, Sendable {
            typealias Source = DesktopSystemAppearance.Source
            var appearance: SystemAppearance
            var source: Source
        }

        static let portalName = "org.freedesktop.portal.Desktop"
        static let portalPath = "/org/freedesktop/portal/desktop"
        static let settingsInterface = "org.freedesktop.portal.Settings"
        /// How long a call to the portal may take before it counts as not answering.
        static let callTimeout: Int32 = 1000

        private let address: String?
        private let libraryName: String
        private let fallback: @Sendable () -> SystemAppearance
        private let deliver: @Sendable (Reading) -> Void
        /// The pipe that wakes the thread: its read end, then its write end.
        private let wakeRead: Int32
        private let wakeWrite: Int32
        private let isStopped = Atomic(false)
        /// The Linux thread id of the reader's thread while it runs, 0 before and after (for the
        /// tests, which read its CPU time from `/proc`).
        let threadID = Atomic<Int32>(0)

        /// Creates a reader; ``start()`` starts its thread.
        ///
        /// - Parameters:
        ///   - address: the bus address, or `nil` when there is no session bus.
        ///   - libraryName: the D-Bus library to open.
        ///   - fallback: the reading when no portal answers; it may block, on the reader's thread.
        ///   - deliver: called on the reader's thread with each reading.
        init(
            address: String?, libraryName: String = DBusLibrary.defaultName,
            fallback: @escaping @Sendable () -> SystemAppearance, deliver: @escaping @Sendable (Reading) -> Void
        ) {
            self.address = address
            self.libraryName = libraryName
            self.fallback = fallback
            self.deliver = deliver
            var descriptors: [Int32] = [-1, -1]
            if pipe(&descriptors) == 0 {
                for descriptor in descriptors {
                    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                }
            } else {
                descriptors = [-1, -1]
            }
            wakeRead = descriptors[0]
            wakeWrite = descriptors[1]
        }

        deinit {
            if wakeRead >= 0 { Glibc.close(wakeRead) }
            if wakeWrite >= 0 { Glibc.close(wakeWrite) }
        }

        /// Starts the thread, which holds the reader until it ends.
        func start() {
            let thread = Thread { [self] in run() }
            thread.name = "org.shade.portal"
            thread.start()
        }

        /// Ends the thread soon; no reading is delivered after it has noticed.
        func stop() {
            isStopped.store(true, ordering: .sequentiallyConsistent)
            wake("s")
        }

        /// Asks the thread to read the settings again.
        func refresh() {
            wake("r")
        }

        private func wake(_ byte: Character) {
            guard wakeWrite >= 0, let value = byte.asciiValue else { return }
            var code = value
            _ = write(wakeWrite, &code, 1)
        }

        private func send(_ reading: Reading) {
            guard !isStopped.load(ordering: .sequentiallyConsistent) else { return }
            deliver(reading)
        }

        private func sendFallback() {
            send(Reading(appearance: fallback(), source: .commands))
        }

        // MARK: - The thread

        private func run() {
            threadID.store(Self.currentThreadID(), ordering: .sequentiallyConsistent)
            defer { threadID.store(0, ordering: .sequentiallyConsistent) }
            guard let library = DBusLibrary.load(libraryName), let address, wakeRead >= 0,
                let connection = try? DBusConnection(library: library, address: address)
            else {
                sendFallback()
                return
            }
            defer { connection.close() }
            do {
                try connection.addMatch(
                    "type='signal',interface='\(Self.settingsInterface)',member='SettingChanged',"
                        + "path='\(Self.portalPath)',arg0='\(PortalAppearance.namespace)'")
                try connection.addMatch(
                    "type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',"
                        + "member='NameOwnerChanged',arg0='\(Self.portalName)'")
            } catch {
                sendFallback()
                return
            }
            var current = readOrFallBack(connection)
            send(current)
            while !isStopped.load(ordering: .sequentiallyConsistent) {
                while case .some(let message) = connection.nextSignal() {
                    guard let signal = message else { continue }
                    if signal.interface == "org.freedesktop.DBus.Local", signal.member == "Disconnected" {
                        connection.close()
                        break
                    }
                    if let next = handle(signal, current: current, connection: connection), next != current {
                        current = next
                        send(current)
                    }
                }
                guard connection.isConnected, let socket = connection.fileDescriptor else { break }
                var descriptors = [
                    pollfd(fd: socket, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
                ]
                let ready = poll(&descriptors, 2, -1)
                if ready < 0 {
                    if errno == EINTR { continue }
                    break
                }
                if descriptors[1].revents != 0 {
                    let request = drainWakeUps()
                    if request.stop { return }
                    if request.refresh {
                        current = readOrFallBack(connection)
                        send(current)
                    }
                }
                if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                    _ = connection.readWrite()
                    connection.close()
                } else if descriptors[0].revents != 0 {
                    _ = connection.readWrite()
                }
            }
            // The bus went away: there is nothing left to wait for, so the commands have the last word.
            if !isStopped.load(ordering: .sequentiallyConsistent) { sendFallback() }
        }

        /// The reading after `signal`, or `nil` when it changes nothing.
        private func handle(_ signal: DBusConnection.Signal, current: Reading, connection: DBusConnection) -> Reading? {
            switch (signal.interface, signal.member) {
            case (Self.settingsInterface, "SettingChanged"):
                guard current.source == .portal, signal.arguments.count == 3,
                    signal.arguments[0].stringValue == PortalAppearance.namespace,
                    let key = signal.arguments[1].stringValue
                else { return nil }
                var next = current
                PortalAppearance.apply(key, signal.arguments[2], to: &next.appearance)
                return next
            case ("org.freedesktop.DBus", "NameOwnerChanged"):
                guard signal.arguments.count == 3, signal.arguments[0].stringValue == Self.portalName else {
                    return nil
                }
                let newOwner = signal.arguments[2].stringValue ?? ""
                return newOwner.isEmpty
                    ? Reading(appearance: fallback(), source: .commands) : readOrFallBack(connection)
            default:
                return nil
            }
        }

        /// What the wake-up pipe asked for since the last time.
        private func drainWakeUps() -> (stop: Bool, refresh: Bool) {
            var stop = false
            var refresh = false
            var buffer = [UInt8](repeating: 0, count: 64)
            while true {
                let count = read(wakeRead, &buffer, buffer.count)
                guard count > 0 else { break }
                for byte in buffer[..<count] {
                    if byte == UInt8(ascii: "s") { stop = true }
                    if byte == UInt8(ascii: "r") { refresh = true }
                }
            }
            return (stop, refresh)
        }

        private func readOrFallBack(_ connection: DBusConnection) -> Reading {
            if let appearance = Self.readPortal(connection) { return Reading(appearance: appearance, source: .portal) }
            return Reading(appearance: fallback(), source: .commands)
        }

        /// The calling thread's Linux thread id, from `/proc/thread-self` (`<pid>/task/<tid>`).
        private static func currentThreadID() -> Int32 {
            let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
            return Int32(link.split(separator: "/").last ?? "") ?? 0
        }

        // MARK: - Reading the portal

        /// The four settings, with `ReadAll`, or with `Read` key by key from a portal older than
        /// `ReadAll`; `nil` when no portal answers.
        static func readPortal(_ connection: DBusConnection) -> SystemAppearance? {
            do {
                let reply = try connection.call(
                    destination: portalName, path: portalPath, interface: settingsInterface, method: "ReadAll",
                    arguments: [.strings([PortalAppearance.namespace])], timeout: callTimeout)
                // a{sa{sv}}: namespace → key → value.
                let namespaces = reply.first?.stringKeyedEntries ?? [:]
                let values = namespaces[PortalAppearance.namespace]?.stringKeyedEntries ?? [:]
                return PortalAppearance.appearance(from: values)
            } catch let failure where failure.name == "org.freedesktop.DBus.Error.UnknownMethod" {
                return readKeyByKey(connection)
            } catch {
                return nil
            }
        }

        /// `Read(namespace, key)` for each key. Its reply is a variant holding the value's variant.
        /// A key the portal does not have (`org.freedesktop.portal.Error.NotFound`) is "no
        /// preference"; any other error means there is no portal to read.
        private static func readKeyByKey(_ connection: DBusConnection) -> SystemAppearance? {
            var values: [String: DBusValue] = [:]
            for key in PortalAppearance.keys {
                do {
                    let reply = try connection.call(
                        destination: portalName, path: portalPath, interface: settingsInterface, method: "Read",
                        arguments: [.string(PortalAppearance.namespace), .string(key)], timeout: callTimeout)
                    if let value = reply.first { values[key] = value }
                } catch let failure where failure.name == "org.freedesktop.portal.Error.NotFound" {
                    continue
                } catch {
                    return nil
                }
            }
            return PortalAppearance.appearance(from: values)
        }

        // MARK: - The session bus

        /// The session bus's address: `DBUS_SESSION_BUS_ADDRESS`, else the socket systemd and
        /// dbus-broker put at `$XDG_RUNTIME_DIR/bus`; `nil` when there is neither (no autolaunch).
        static func sessionBusAddress(environment: [String: String]) -> String? {
            if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
            guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
            let path = runtime + "/bus"
            var status = stat()
            guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK else { return nil }
            return "unix:path=" + path
        }
    }

#endif
