import Dispatch
import ShadeFiles
import ShadeObservation

/// Watches a directory and everything under it, and tells the main actor when files in it are
/// created, written, renamed or removed.
///
/// ```swift
/// let watcher = DirectoryWatcher(path: themesFolder) { change in
///     reloadThemes(changedPaths: change.paths)
/// }
/// try watcher.start()
/// ```
///
/// **How.** On Linux the kernel's inotify reports each change as it happens; on macOS, FSEvents
/// does. Elsewhere, or when the native mechanism cannot start (inotify's watch limit is reached),
/// the watcher compares the files' modification times, sizes and inodes every
/// `pollingInterval`. Subdirectories are watched too, including those created later. Hidden files
/// and folders (whose names start with `.`, such as an editor's swap files) are ignored.
///
/// **Coalescing.** Editors save in several steps (a temporary file written, then renamed over the
/// original), so changes are gathered and delivered together once the directory has been quiet
/// for `debounce`, or at the latest five times `debounce` after the first of a steady stream of
/// changes. Each ``Change`` lists every path involved.
///
/// **The directory itself.** When the watched directory is removed or replaced, a change with
/// ``Change/needsRescan`` says so. Polling notices a directory made again at the same path; the
/// native mechanisms follow the directory they started with, so start the watcher again to
/// follow a new one.
///
/// **Threads and lifetime.** Events are read on a private queue; `onChange` is always called on
/// the main actor, and never after ``stop()`` has returned. Any method may be called from any
/// thread. The watcher stops when it is released, so an object that owns one needs no clean-up;
/// `onChange` is held until then, so it should capture its owner weakly.
public final class DirectoryWatcher: Sendable {
    /// What changed in the directory since the last delivery.
    public struct Change: Hashable, Sendable {
        /// The paths of the files and directories created, written, renamed or removed: the
        /// watched path followed by `/` and the path inside it.
        public var paths: Set<String>
        /// Whether changes may have been missed (the kernel's event queue overflowed, or the
        /// watched directory itself was removed or replaced): look at everything again.
        public var needsRescan: Bool

        /// Creates a change.
        public init(paths: Set<String>, needsRescan: Bool = false) {
            self.paths = paths
            self.needsRescan = needsRescan
        }
    }

    /// How a watcher learns of changes.
    public enum Mechanism: String, Hashable, Sendable, CustomStringConvertible {
        /// Linux's inotify: an event for each change, at once.
        case inotify
        /// macOS's FSEvents: file-level events, at once.
        case fileSystemEvents
        /// Comparing the files' stamps at an interval; works everywhere.
        case polling

        /// The mechanism this platform offers natively: inotify on Linux, FSEvents on macOS,
        /// polling elsewhere.
        public static var native: Mechanism {
            #if os(Linux)
                .inotify
            #elseif os(macOS)
                .fileSystemEvents
            #else
                .polling
            #endif
        }

        /// Its name, such as `inotify`.
        public var description: String { rawValue }
    }

    /// The watched directory, as given.
    public let path: String
    /// Whether subdirectories are watched too.
    public let isRecursive: Bool
    /// How long the directory must be quiet before changes are delivered.
    public let debounce: Duration
    /// How often the polling mechanism compares the files.
    public let pollingInterval: Duration

    private let requestedMechanism: Mechanism?
    private let onChange: @MainActor @Sendable (Change) -> Void
    /// The running session and the generation that may deliver; a session of an older
    /// generation (stopped) delivers nothing.
    private let state = Locked(State())

    private struct State {
        var session: WatchSession?
        var generation = 0
    }

    /// Creates a watcher; it starts watching with ``start()``.
    ///
    /// - Parameters:
    ///   - path: the directory to watch.
    ///   - recursive: whether to watch its subdirectories too (not through symbolic links).
    ///   - debounce: how long the directory must be quiet before changes are delivered.
    ///   - mechanism: the mechanism to use, or `nil` for the platform's native one, falling back
    ///     to polling when it cannot start.
    ///   - pollingInterval: how often polling compares the files.
    ///   - onChange: called on the main actor with the changes gathered.
    public init(
        path: String,
        recursive: Bool = true,
        debounce: Duration = .milliseconds(100),
        mechanism: Mechanism? = nil,
        pollingInterval: Duration = .milliseconds(500),
        onChange: @escaping @MainActor @Sendable (Change) -> Void
    ) {
        self.path = path
        self.isRecursive = recursive
        self.debounce = debounce
        self.requestedMechanism = mechanism
        self.pollingInterval = pollingInterval
        self.onChange = onChange
    }

    deinit {
        stop()
    }

    /// Whether the watcher is running.
    public var isWatching: Bool {
        state.withLock { $0.session != nil }
    }

    /// The mechanism in use while the watcher runs, or `nil` when it is stopped.
    public var mechanism: Mechanism? {
        state.withLock { $0.session?.mechanism }
    }

    /// Starts watching. Changes made after it returns are delivered. Starting a running watcher
    /// does nothing.
    ///
    /// - Throws: ``DirectoryWatcherError`` when the directory does not exist or cannot be
    ///   watched, or when the mechanism asked for is not available here.
    public func start() throws(DirectoryWatcherError) {
        guard !isWatching else { return }
        guard FileTree.isDirectory(path) else {
            throw DirectoryWatcherError(path: path, reason: .notADirectory)
        }
        let generation = state.withLock { state in
            state.generation += 1
            return state.generation
        }
        let delivery = Delivery(state: state, generation: generation, onChange: onChange)
        let session = WatchSession(
            root: path, recursive: isRecursive, debounce: debounce, pollingInterval: pollingInterval,
            deliver: delivery.deliver)
        try session.start(requestedMechanism)
        let isCurrent = state.withLock { state in
            guard state.generation == generation, state.session == nil else { return false }
            state.session = session
            return true
        }
        // Another thread started or stopped the watcher meanwhile: this session is not needed.
        if !isCurrent { session.stop() }
    }

    /// Stops watching: `onChange` is not called again, even for changes already gathered, until
    /// the watcher is started again. Stopping a stopped watcher does nothing.
    public func stop() {
        let session = state.withLock { state in
            defer {
                state.session = nil
                state.generation += 1
            }
            return state.session
        }
        session?.stop()
    }

    /// Hands a session's changes to the main actor, if the session is still the current one.
    private struct Delivery: Sendable {
        let state: Locked<State>
        let generation: Int
        let onChange: @MainActor @Sendable (Change) -> Void

        func deliver(_ change: Change) {
            let state = state
            let generation = generation
            let onChange = onChange
            Task { @MainActor in
                guard state.withLock({ $0.generation == generation }) else { return }
                onChange(change)
            }
        }
    }
}

/// Why a ``DirectoryWatcher`` could not start.
public struct DirectoryWatcherError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// There is no directory at the path.
        case notADirectory
        /// The mechanism asked for does not exist on this platform.
        case mechanismUnavailable(DirectoryWatcher.Mechanism)
        /// A system call failed, with `errno`'s text: the watch limit reached, no permission, ….
        case systemCallFailed(String)
    }

    /// The directory, or the subdirectory that could not be watched.
    public var path: String
    /// What went wrong.
    public var reason: Reason

    /// Creates an error.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// `/path/to/themes: not a directory`.
    public var description: String {
        switch reason {
        case .notADirectory: "\(path): not a directory"
        case .mechanismUnavailable(let mechanism): "\(path): \(mechanism) is not available on this platform"
        case .systemCallFailed(let message): "\(path): \(message)"
        }
    }
}

/// A watching mechanism. It lives on its session's queue: the session creates it there, passes
/// it the events of its sources there (``WatchSession/handleBackendEvent()``), and stops it there;
/// it reports what changed with ``WatchSession/record(_:rescan:)``.
protocol WatchBackend: AnyObject {
    /// Reads what the mechanism's source signalled, and records the changes.
    func handleEvent()
    /// Ends watching and releases the mechanism's descriptors.
    func stop()
}

/// One run of a ``DirectoryWatcher``, from start to stop: the mechanism's sources, and the changes
/// gathered for the next delivery.
final class WatchSession: @unchecked Sendable {
    // Safe: the variables below are read and written only on `queue` (the mechanisms' handlers
    // and the timer run there; `start` and `stop` hop there).
    let queue = DispatchQueue(label: "org.shade.DirectoryWatcher")
    let root: String
    let recursive: Bool
    let pollingInterval: Duration
    private let debounce: DispatchTimeInterval
    private let maximumDelay: DispatchTimeInterval
    private let deliver: @Sendable (DirectoryWatcher.Change) -> Void
    private let timer: any DispatchSourceTimer
    private(set) var mechanism: DirectoryWatcher.Mechanism = .polling
    private var backend: (any WatchBackend)?
    private var pending = Set<String>()
    private var pendingRescan = false
    private var firstPending: DispatchTime?
    private var isStopped = false

    init(
        root: String, recursive: Bool, debounce: Duration, pollingInterval: Duration,
        deliver: @escaping @Sendable (DirectoryWatcher.Change) -> Void
    ) {
        self.root = root
        self.recursive = recursive
        self.pollingInterval = pollingInterval
        self.debounce = debounce.dispatchInterval
        self.maximumDelay = (debounce * 5).dispatchInterval
        self.deliver = deliver
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.setEventHandler { [weak self] in self?.flush() }
        timer.schedule(deadline: .distantFuture)
        timer.resume()
    }

    /// Starts the mechanism asked for, or the native one falling back to polling.
    func start(_ requested: DirectoryWatcher.Mechanism?) throws(DirectoryWatcherError) {
        let result: Result<Void, DirectoryWatcherError> = queue.sync {
            do throws(DirectoryWatcherError) {
                if let requested {
                    try startBackend(requested)
                } else {
                    do throws(DirectoryWatcherError) {
                        try startBackend(.native)
                    } catch {
                        try startBackend(.polling)
                    }
                }
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        if case .failure(let error) = result {
            stop()
            throw error
        }
    }

    private func startBackend(_ mechanism: DirectoryWatcher.Mechanism) throws(DirectoryWatcherError) {
        switch mechanism {
        case .inotify:
            #if os(Linux)
                backend = try InotifyBackend(session: self)
            #else
                throw DirectoryWatcherError(path: root, reason: .mechanismUnavailable(mechanism))
            #endif
        case .fileSystemEvents:
            #if os(macOS)
                backend = try FileSystemEventsBackend(session: self)
            #else
                throw DirectoryWatcherError(path: root, reason: .mechanismUnavailable(mechanism))
            #endif
        case .polling:
            backend = try PollingBackend(session: self)
        }
        self.mechanism = mechanism
    }

    /// Passes a signal of the mechanism's source (data to read, a timer) to the mechanism.
    func handleBackendEvent() {
        guard !isStopped else { return }
        backend?.handleEvent()
    }

    /// Stops the mechanism and drops what was gathered.
    func stop() {
        queue.async { [self] in
            guard !isStopped else { return }
            isStopped = true
            backend?.stop()
            backend = nil
            timer.cancel()
            pending = []
        }
    }

    /// Gathers changed paths, and delivers them once the directory has been quiet for the
    /// debounce interval (or the maximum delay has passed since the first of them).
    func record(_ paths: Set<String>, rescan: Bool) {
        dispatchPrecondition(condition: .onQueue(queue))
        guard !isStopped, !paths.isEmpty || rescan else { return }
        pending.formUnion(paths)
        pendingRescan = pendingRescan || rescan
        let now = DispatchTime.now()
        let first = firstPending ?? now
        firstPending = first
        timer.schedule(deadline: min(now + debounce, first + maximumDelay))
    }

    private func flush() {
        guard !isStopped, firstPending != nil else { return }
        let change = DirectoryWatcher.Change(paths: pending, needsRescan: pendingRescan)
        pending = []
        pendingRescan = false
        firstPending = nil
        timer.schedule(deadline: .distantFuture)
        deliver(change)
    }
}

extension Duration {
    /// The duration for Dispatch, in nanoseconds.
    var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}
