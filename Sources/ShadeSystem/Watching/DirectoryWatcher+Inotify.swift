import ShadeFiles

#if os(Linux)

    import Dispatch
    import Glibc

    /// Linux's inotify: one watch per directory, events read from a non-blocking descriptor when
    /// Dispatch says it is readable.
    ///
    /// A directory created (or moved in) under a watched one is watched at once, and everything
    /// already inside it is reported, since it may have been written before its watch existed. A
    /// directory moved out loses its watches; one removed loses them by itself (`IN_IGNORED`).
    final class InotifyBackend: WatchBackend {
        /// The events that change what a directory holds or what a file contains (`IN_ATTRIB`
        /// too, so that a `touch` counts).
        private static let events: UInt32 =
            UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MODIFY) | UInt32(IN_CLOSE_WRITE)
            | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)
            | UInt32(IN_ATTRIB) | UInt32(IN_ONLYDIR)

        private unowned let session: WatchSession
        private let descriptor: Int32
        private var source: (any DispatchSourceRead)?
        /// The watched directories by watch descriptor.
        private var directories: [Int32: String] = [:]
        private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

        init(session: WatchSession) throws(DirectoryWatcherError) {
            self.session = session
            descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
            guard descriptor >= 0 else {
                throw DirectoryWatcherError(
                    path: session.root, reason: .systemCallFailed(Self.errorText("inotify_init1")))
            }
            var discovered = Set<String>()
            guard addWatches(under: session.root, isRoot: true, discovered: &discovered) else {
                let error = DirectoryWatcherError(
                    path: session.root, reason: .systemCallFailed(Self.errorText("inotify_add_watch")))
                close(descriptor)
                throw error
            }
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: session.queue)
            source.setEventHandler { [weak session] in session?.handleBackendEvent() }
            source.setCancelHandler { [descriptor] in close(descriptor) }
            source.resume()
            self.source = source
        }

        func stop() {
            source?.cancel()
            source = nil
            directories = [:]
        }

        func handleEvent() {
            var paths = Set<String>()
            var rescan = false
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    if errno != EAGAIN && errno != EWOULDBLOCK { rescan = true }
                    break
                }
                if count == 0 { break }
                parse(count: count, into: &paths, rescan: &rescan)
            }
            session.record(paths, rescan: rescan)
        }

        /// Reads the `inotify_event`s in the first `count` bytes of the buffer: a watch
        /// descriptor, a mask, a cookie, the name's length, and the name padded with zeros.
        private func parse(count: Int, into paths: inout Set<String>, rescan: inout Bool) {
            var events: [(descriptor: Int32, mask: UInt32, name: String)] = []
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                let headerSize = MemoryLayout<inotify_event>.size
                while offset + headerSize <= count {
                    let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + headerSize)..<min(offset + headerSize + length, count)]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    events.append((watch, mask, name))
                    offset += headerSize + length
                }
            }
            for event in events {
                handle(event.descriptor, event.mask, event.name, paths: &paths, rescan: &rescan)
            }
        }

        private func handle(
            _ watch: Int32, _ mask: UInt32, _ name: String, paths: inout Set<String>, rescan: inout Bool
        ) {
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                rescan = true
                return
            }
            guard let directory = directories[watch] else { return }
            if mask & UInt32(IN_IGNORED) != 0 {
                directories[watch] = nil
                return
            }
            if mask & (UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)) != 0 {
                paths.insert(directory)
                if directory == session.root { rescan = true }
                return
            }
            guard !name.hasPrefix(".") else { return }  // hidden: an editor's swap or temporary file
            let path = name.isEmpty ? directory : directory + "/" + name
            paths.insert(path)
            guard mask & UInt32(IN_ISDIR) != 0, session.recursive else { return }
            if mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0 {
                if !addWatches(under: path, isRoot: false, discovered: &paths) { rescan = true }
            } else if mask & UInt32(IN_MOVED_FROM) != 0 {
                removeWatches(under: path)
            }
        }

        /// Watches `path` and, when recursive, the directories under it, adding every entry found
        /// to `discovered`. Returns `false` when `path` itself could not be watched.
        private func addWatches(under path: String, isRoot: Bool, discovered: inout Set<String>) -> Bool {
            let mask = Self.events | (isRoot ? 0 : UInt32(IN_DONT_FOLLOW))
            let watch = inotify_add_watch(descriptor, path, mask)
            guard watch >= 0 else { return false }
            directories[watch] = path
            guard session.recursive else { return true }
            var allWatched = true
            for name in FileTree.names(in: path) ?? [] where !name.hasPrefix(".") {
                let child = path + "/" + name
                if !isRoot { discovered.insert(child) }
                if FileTree.stamp(of: child)?.isDirectory == true {
                    allWatched = addWatches(under: child, isRoot: false, discovered: &discovered) && allWatched
                }
            }
            return allWatched
        }

        /// Ends the watches of `path` and the directories under it (moved out of the tree).
        private func removeWatches(under path: String) {
            for (watch, directory) in directories where directory == path || directory.hasPrefix(path + "/") {
                inotify_rm_watch(descriptor, watch)
                directories[watch] = nil
            }
        }

        private static func errorText(_ call: String) -> String {
            "\(call): \(String(cString: strerror(errno)))"
        }
    }

#endif
