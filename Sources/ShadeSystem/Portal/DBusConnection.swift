#if os(Linux)

    import Glibc

    /// A private connection to a message bus through ``DBusLibrary``: blocking method calls, match
    /// rules, and the messages that arrive.
    ///
    /// Not thread-safe: one thread owns it (the portal reader's), except ``close()``'s caller.
    final class DBusConnection {
        /// A D-Bus error: its name (`org.freedesktop.DBus.Error.ServiceUnknown`) and message.
        struct Failure: Error, Hashable {
            var name: String
            var message: String
        }

        /// A signal that arrived.
        struct Signal {
            var interface: String
            var member: String
            var arguments: [DBusValue]
        }

        let library: DBusLibrary
        private let connection: DBusLibrary.Connection

        /// Connects to the bus at `address` and registers with it (a bus name of its own).
        init(library: DBusLibrary, address: String) throws(Failure) {
            self.library = library
            let connection = try Self.withError(library) { error in
                library.connectionOpenPrivate(address, error)
            }
            guard let connection else {
                throw Failure(name: "org.freedesktop.DBus.Error.Failed", message: "no connection to \(address)")
            }
            // libdbus would otherwise call exit() when the bus goes away.
            library.connectionSetExitOnDisconnect(connection, 0)
            self.connection = connection
            let registered = try Self.withError(library) { library.busRegister(connection, $0) }
            guard registered != 0 else {
                close()
                throw Failure(name: "org.freedesktop.DBus.Error.Failed", message: "could not register with the bus")
            }
        }

        deinit {
            close()
            library.connectionUnref(connection)
        }

        /// Closes the connection; later calls fail and ``isConnected`` is `false`.
        func close() {
            if library.connectionGetIsConnected(connection) != 0 { library.connectionClose(connection) }
        }

        var isConnected: Bool { library.connectionGetIsConnected(connection) != 0 }

        /// The socket the connection reads from, to wait on with `poll`.
        var fileDescriptor: Int32? {
            var descriptor: Int32 = -1
            return library.connectionGetUnixFD(connection, &descriptor) != 0 ? descriptor : nil
        }

        /// Asks the bus to route signals matching `rule` here.
        func addMatch(_ rule: String) throws(Failure) {
            try Self.withError(library) { library.busAddMatch(connection, rule, $0) }
        }

        /// Calls a method and waits up to `timeout` milliseconds for its reply's arguments.
        ///
        /// - Parameters:
        ///   - destination: the bus name of the service.
        ///   - path: the object path.
        ///   - interface: the interface that declares the method.
        ///   - method: the method's name.
        ///   - arguments: strings and arrays of strings, the only argument types the portal
        ///     reader sends.
        ///   - timeout: how long to wait for the reply, in milliseconds.
        /// - Returns: The reply's arguments.
        /// - Throws: The D-Bus error the call ended with (the method's own, or the bus's when no
        ///   reply came in time), or `NoMemory` or `NoReply` when libdbus gave no message.
        func call(
            destination: String, path: String, interface: String, method: String, arguments: [Argument],
            timeout: Int32
        ) throws(Failure) -> [DBusValue] {
            guard let message = library.messageNewMethodCall(destination, path, interface, method) else {
                throw Failure(name: "org.freedesktop.DBus.Error.NoMemory", message: "no message")
            }
            defer { library.messageUnref(message) }
            withIterator { iterator in
                library.iterInitAppend(message, iterator)
                for argument in arguments { append(argument, to: iterator) }
            }
            let reply = try Self.withError(library) { error in
                library.connectionSendWithReplyAndBlock(connection, message, timeout, error)
            }
            guard let reply else { throw Failure(name: "org.freedesktop.DBus.Error.NoReply", message: "no reply") }
            defer { library.messageUnref(reply) }
            return decodedArguments(of: reply)
        }

        /// An argument of a method call.
        enum Argument {
            case string(String)
            case strings([String])
        }

        /// Reads and writes what the socket has, without blocking.
        func readWrite() -> Bool {
            library.connectionReadWrite(connection, 0) != 0
        }

        /// The next message that arrived, as a signal, or `nil` when none is waiting. Messages other
        /// than signals (stray replies) are dropped; `Disconnected` from libdbus itself is a signal of
        /// `org.freedesktop.DBus.Local`.
        func nextSignal() -> Signal?? {
            guard let message = library.connectionPopMessage(connection) else { return nil }
            defer { library.messageUnref(message) }
            let signalType: Int32 = 4  // DBUS_MESSAGE_TYPE_SIGNAL
            guard library.messageGetType(message) == signalType,
                let interface = library.messageGetInterface(message),
                let member = library.messageGetMember(message)
            else { return .some(nil) }
            return Signal(
                interface: String(cString: interface), member: String(cString: member),
                arguments: decodedArguments(of: message))
        }

        // MARK: - Messages

        private func append(_ argument: Argument, to iterator: UnsafeMutableRawPointer) {
            switch argument {
            case .string(let string): appendString(string, to: iterator)
            case .strings(let strings):
                withIterator { array in
                    _ = library.iterOpenContainer(iterator, Int32(UInt8(ascii: "a")), "s", array)
                    for string in strings { appendString(string, to: array) }
                    _ = library.iterCloseContainer(iterator, array)
                }
            }
        }

        private func appendString(_ string: String, to iterator: UnsafeMutableRawPointer) {
            string.withCString { characters in
                var pointer: UnsafePointer<CChar>? = characters
                _ = library.iterAppendBasic(iterator, Int32(UInt8(ascii: "s")), &pointer)
            }
        }

        private func decodedArguments(of message: DBusLibrary.Message) -> [DBusValue] {
            withIterator { iterator in
                guard library.iterInit(message, iterator) != 0 else { return [] }
                return values(at: iterator, depth: 0)
            }
        }

        /// The values from `iterator` to the end of its container. D-Bus nests at most 64 deep;
        /// deeper input (which the bus would not pass) is cut off there.
        private func values(at iterator: UnsafeMutableRawPointer, depth: Int) -> [DBusValue] {
            var values: [DBusValue] = []
            while true {
                let type = library.iterGetArgType(iterator)
                guard type != 0 else { break }
                values.append(value(ofType: type, at: iterator, depth: depth))
                guard library.iterNext(iterator) != 0 else { break }
            }
            return values
        }

        private func value(ofType type: Int32, at iterator: UnsafeMutableRawPointer, depth: Int) -> DBusValue {
            func contents() -> [DBusValue] {
                guard depth < 64 else { return [] }
                return withIterator { inner in
                    library.iterRecurse(iterator, inner)
                    return values(at: inner, depth: depth + 1)
                }
            }
            let code = UInt8(truncatingIfNeeded: type)
            switch code {
            case UInt8(ascii: "v"): return .variant(contents().first ?? .unsupported)
            case UInt8(ascii: "r"): return .structure(contents())
            case UInt8(ascii: "a"): return .array(contents())
            case UInt8(ascii: "e"):
                let pair = contents()
                return pair.count == 2 ? .dictEntry(pair[0], pair[1]) : .unsupported
            case UInt8(ascii: "h"):
                // Reading a Unix file descriptor would duplicate it; the portal sends none.
                return .unsupported
            default:
                break
            }
            guard "ynqiuxtbdsog".utf8.contains(code) else { return .unsupported }
            // Every basic value fits the 8 bytes of libdbus's `DBusBasicValue`.
            var basic: UInt64 = 0
            library.iterGetBasic(iterator, &basic)
            switch code {
            case UInt8(ascii: "y"): return .integer(Int64(UInt8(truncatingIfNeeded: basic)))
            case UInt8(ascii: "n"): return .integer(Int64(Int16(truncatingIfNeeded: basic)))
            case UInt8(ascii: "q"): return .integer(Int64(UInt16(truncatingIfNeeded: basic)))
            case UInt8(ascii: "i"): return .integer(Int64(Int32(truncatingIfNeeded: basic)))
            case UInt8(ascii: "u"): return .integer(Int64(UInt32(truncatingIfNeeded: basic)))
            case UInt8(ascii: "x"): return .integer(Int64(bitPattern: basic))
            case UInt8(ascii: "t"): return .integer(Int64(clamping: basic))
            case UInt8(ascii: "b"): return .bool(UInt32(truncatingIfNeeded: basic) != 0)
            case UInt8(ascii: "d"): return .double(Double(bitPattern: basic))
            default:
                // A string, object path or signature: a pointer to its characters.
                guard let pointer = UnsafePointer<CChar>(bitPattern: UInt(basic)) else { return .string("") }
                return .string(String(cString: pointer))
            }
        }

        /// Room for a `DBusMessageIter` (72 bytes on 64-bit systems; 128 leaves a margin).
        private func withIterator<Result>(_ body: (UnsafeMutableRawPointer) -> Result) -> Result {
            let storage = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 16)
            defer { storage.deallocate() }
            storage.initializeMemory(as: UInt8.self, repeating: 0, count: 128)
            return body(storage)
        }

        /// Runs `body` with a `DBusError` (32 bytes on 64-bit systems; 64 leaves a margin) and
        /// throws it when `body` set it.
        private static func withError<Result>(
            _ library: DBusLibrary, _ body: (UnsafeMutableRawPointer) -> Result
        ) throws(Failure) -> Result {
            let error = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
            defer { error.deallocate() }
            error.initializeMemory(as: UInt8.self, repeating: 0, count: 64)
            library.errorInit(error)
            defer { library.errorFree(error) }
            let result = body(error)
            // `DBusError` begins with its name and message; the name is set when an error is.
            let name = error.load(as: UnsafePointer<CChar>?.self)
            if let name {
                let message = error.load(
                    fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafePointer<CChar>?.self)
                throw Failure(name: String(cString: name), message: message.map { String(cString: $0) } ?? "")
            }
            return result
        }
    }

#endif
