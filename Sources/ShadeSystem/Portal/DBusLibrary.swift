#if os(Linux)

    import Glibc
    import Synchronization

    /// The system's D-Bus client library, `libdbus-1.so.3`, opened at run time with `dlopen`.
    ///
    /// Building Shade needs no D-Bus headers or package: the handful of functions the portal reader
    /// calls are looked up by name. A system without the library (a minimal container) gets `nil`
    /// from ``load(_:)`` and the desktop appearance falls back to running commands.
    ///
    /// The library is never closed: its functions stay valid for the life of the process.
    final class DBusLibrary: Sendable {
        typealias Connection = OpaquePointer
        typealias Message = OpaquePointer

        let errorInit: @convention(c) (UnsafeMutableRawPointer) -> Void
        let errorFree: @convention(c) (UnsafeMutableRawPointer) -> Void
        let threadsInitDefault: @convention(c) () -> UInt32
        let connectionOpenPrivate: @convention(c) (UnsafePointer<CChar>, UnsafeMutableRawPointer) -> Connection?
        let busRegister: @convention(c) (Connection, UnsafeMutableRawPointer) -> UInt32
        let connectionSetExitOnDisconnect: @convention(c) (Connection, UInt32) -> Void
        let connectionClose: @convention(c) (Connection) -> Void
        let connectionUnref: @convention(c) (Connection) -> Void
        let connectionGetIsConnected: @convention(c) (Connection) -> UInt32
        let connectionGetUnixFD: @convention(c) (Connection, UnsafeMutablePointer<Int32>) -> UInt32
        let connectionReadWrite: @convention(c) (Connection, Int32) -> UInt32
        let connectionPopMessage: @convention(c) (Connection) -> Message?
        let connectionSendWithReplyAndBlock:
            @convention(c) (Connection, Message, Int32, UnsafeMutableRawPointer) -> Message?
        let busAddMatch: @convention(c) (Connection, UnsafePointer<CChar>, UnsafeMutableRawPointer?) -> Void
        let messageNewMethodCall:
            @convention(c) (
                UnsafePointer<CChar>?, UnsafePointer<CChar>, UnsafePointer<CChar>?, UnsafePointer<CChar>
            ) -> Message?
        let messageUnref: @convention(c) (Message) -> Void
        let messageGetType: @convention(c) (Message) -> Int32
        let messageGetInterface: @convention(c) (Message) -> UnsafePointer<CChar>?
        let messageGetMember: @convention(c) (Message) -> UnsafePointer<CChar>?
        let iterInit: @convention(c) (Message, UnsafeMutableRawPointer) -> UInt32
        let iterInitAppend: @convention(c) (Message, UnsafeMutableRawPointer) -> Void
        let iterAppendBasic: @convention(c) (UnsafeMutableRawPointer, Int32, UnsafeRawPointer) -> UInt32
        let iterOpenContainer:
            @convention(c) (UnsafeMutableRawPointer, Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer) -> UInt32
        let iterCloseContainer: @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> UInt32
        let iterGetArgType: @convention(c) (UnsafeMutableRawPointer) -> Int32
        let iterGetBasic: @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void
        let iterRecurse: @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void
        let iterNext: @convention(c) (UnsafeMutableRawPointer) -> UInt32

        /// The name `dlopen` is given by default: the library's ABI-stable soname.
        static let defaultName = "libdbus-1.so.3"

        /// The library opened from `name`, once per name; `nil` when it or one of its functions is
        /// missing.
        static func load(_ name: String = defaultName) -> DBusLibrary? {
            loaded.withLock { cache in
                if let library = cache[name] { return library }
                let library = DBusLibrary(name: name)
                cache[name] = library
                return library
            }
        }

        private static let loaded = Mutex<[String: DBusLibrary?]>([:])

        private struct MissingSymbol: Error {}

        private init?(name: String) {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { return nil }
            func symbol<Function>(_ name: String) throws(MissingSymbol) -> Function {
                guard let address = dlsym(handle, name) else { throw MissingSymbol() }
                return unsafeBitCast(address, to: Function.self)
            }
            do {
                errorInit = try symbol("dbus_error_init")
                errorFree = try symbol("dbus_error_free")
                threadsInitDefault = try symbol("dbus_threads_init_default")
                connectionOpenPrivate = try symbol("dbus_connection_open_private")
                busRegister = try symbol("dbus_bus_register")
                connectionSetExitOnDisconnect = try symbol("dbus_connection_set_exit_on_disconnect")
                connectionClose = try symbol("dbus_connection_close")
                connectionUnref = try symbol("dbus_connection_unref")
                connectionGetIsConnected = try symbol("dbus_connection_get_is_connected")
                connectionGetUnixFD = try symbol("dbus_connection_get_unix_fd")
                connectionReadWrite = try symbol("dbus_connection_read_write")
                connectionPopMessage = try symbol("dbus_connection_pop_message")
                connectionSendWithReplyAndBlock = try symbol("dbus_connection_send_with_reply_and_block")
                busAddMatch = try symbol("dbus_bus_add_match")
                messageNewMethodCall = try symbol("dbus_message_new_method_call")
                messageUnref = try symbol("dbus_message_unref")
                messageGetType = try symbol("dbus_message_get_type")
                messageGetInterface = try symbol("dbus_message_get_interface")
                messageGetMember = try symbol("dbus_message_get_member")
                iterInit = try symbol("dbus_message_iter_init")
                iterInitAppend = try symbol("dbus_message_iter_init_append")
                iterAppendBasic = try symbol("dbus_message_iter_append_basic")
                iterOpenContainer = try symbol("dbus_message_iter_open_container")
                iterCloseContainer = try symbol("dbus_message_iter_close_container")
                iterGetArgType = try symbol("dbus_message_iter_get_arg_type")
                iterGetBasic = try symbol("dbus_message_iter_get_basic")
                iterRecurse = try symbol("dbus_message_iter_recurse")
                iterNext = try symbol("dbus_message_iter_next")
            } catch {
                dlclose(handle)
                return nil
            }
            // Connections are used from the reader's thread and closed from another.
            _ = threadsInitDefault()
        }
    }

#endif
