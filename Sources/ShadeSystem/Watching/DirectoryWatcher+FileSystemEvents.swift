#if os(macOS)

    import CoreServices
    import Darwin
    import Dispatch
    import Foundation

    /// macOS's FSEvents, with file-level events, delivered on the session's queue.
    ///
    /// FSEvents reports paths with symbolic links resolved (`/private/var/…` for `/var/…`); they
    /// are given back under the path the watcher was asked for.
    final class FileSystemEventsBackend: WatchBackend {
        /// What the C callback reaches through the stream's context pointer. The backend owns it and
        /// invalidates the stream before releasing it.
        fileprivate final class Context: Sendable {
            let root: String
            let resolvedRoot: String
            weak let session: WatchSession?

            init(root: String, resolvedRoot: String, session: WatchSession) {
                self.root = root
                self.resolvedRoot = resolvedRoot
                self.session = session
            }

            /// `path` under the root as the watcher was given it.
            func path(for reported: String) -> String {
                guard resolvedRoot != root, reported.hasPrefix(resolvedRoot) else { return reported }
                return root + reported.dropFirst(resolvedRoot.count)
            }
        }

        private let context: Context
        private var stream: FSEventStreamRef?

        init(session: WatchSession) throws(DirectoryWatcherError) {
            var resolvedRoot = session.root
            if let resolved = realpath(session.root, nil) {
                resolvedRoot = String(cString: resolved)
                free(resolved)
            }
            context = Context(root: session.root, resolvedRoot: resolvedRoot, session: session)
            var streamContext = FSEventStreamContext(
                version: 0, info: Unmanaged.passUnretained(context).toOpaque(), retain: nil, release: nil,
                copyDescription: nil)
            let flags = FSEventStreamCreateFlags(
                kFSEventStreamCreateFlagFileEvents | kFSEventStreamCreateFlagNoDefer
                    | kFSEventStreamCreateFlagWatchRoot)
            guard
                let stream = FSEventStreamCreate(
                    kCFAllocatorDefault, fileSystemEventsCallback, &streamContext, [session.root] as CFArray,
                    FSEventStreamEventId(kFSEventStreamEventIdSinceNow), 0.02, flags)
            else {
                throw DirectoryWatcherError(path: session.root, reason: .systemCallFailed("FSEventStreamCreate failed"))
            }
            FSEventStreamSetDispatchQueue(stream, session.queue)
            guard FSEventStreamStart(stream) else {
                FSEventStreamInvalidate(stream)
                FSEventStreamRelease(stream)
                throw DirectoryWatcherError(path: session.root, reason: .systemCallFailed("FSEventStreamStart failed"))
            }
            self.stream = stream
        }

        deinit {
            stop()
        }

        /// FSEvents calls ``fileSystemEventsCallback`` itself; there is no other source.
        func handleEvent() {}

        func stop() {
            guard let stream else { return }
            FSEventStreamStop(stream)
            FSEventStreamInvalidate(stream)
            FSEventStreamRelease(stream)
            self.stream = nil
        }
    }

    /// The stream's callback, on the session's queue: records the paths, and asks for a rescan
    /// when FSEvents says events were dropped or the root changed.
    private func fileSystemEventsCallback(
        _ stream: ConstFSEventStreamRef,
        _ info: UnsafeMutableRawPointer?,
        _ count: Int,
        _ paths: UnsafeMutableRawPointer,
        _ flags: UnsafePointer<FSEventStreamEventFlags>,
        _ identifiers: UnsafePointer<FSEventStreamEventId>
    ) {
        guard let info else { return }
        let context = Unmanaged<FileSystemEventsBackend.Context>.fromOpaque(info).takeUnretainedValue()
        let reportedPaths = paths.assumingMemoryBound(to: UnsafePointer<CChar>.self)
        let rescanFlags = FSEventStreamEventFlags(
            kFSEventStreamEventFlagMustScanSubDirs | kFSEventStreamEventFlagUserDropped
                | kFSEventStreamEventFlagKernelDropped | kFSEventStreamEventFlagRootChanged)
        var changed = Set<String>()
        var rescan = false
        for index in 0..<count {
            if flags[index] & rescanFlags != 0 { rescan = true }
            changed.insert(context.path(for: String(cString: reportedPaths[index])))
        }
        context.session?.record(changed, rescan: rescan)
    }

#endif
