import Dispatch
import ShadeFiles

/// Polling: the stamps of everything under the directory, compared at an interval. It works on
/// every platform and file system, at the cost of a walk of the tree per interval and a delay of
/// up to one interval.
final class PollingBackend: WatchBackend {
    private unowned let session: WatchSession
    private let timer: any DispatchSourceTimer
    private var snapshot: [String: FileStamp]
    private var rootStamp: FileStamp?

    init(session: WatchSession) throws(DirectoryWatcherError) {
        self.session = session
        rootStamp = FileTree.stamp(of: session.root, followingLinks: true)
        guard rootStamp?.isDirectory == true else {
            throw DirectoryWatcherError(path: session.root, reason: .notADirectory)
        }
        snapshot = FileTree.snapshot(of: session.root, recursive: session.recursive, includeHidden: false)
        timer = DispatchSource.makeTimerSource(queue: session.queue)
        timer.setEventHandler { [weak session] in session?.handleBackendEvent() }
        let interval = session.pollingInterval.dispatchInterval
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.resume()
    }

    func stop() {
        timer.cancel()
    }

    func handleEvent() {
        let newRoot = FileTree.stamp(of: session.root, followingLinks: true)
        let newSnapshot = FileTree.snapshot(of: session.root, recursive: session.recursive, includeHidden: false)
        var changes = FileTree.changes(from: snapshot, to: newSnapshot)
        // The directory itself removed or replaced by another one.
        let rootReplaced = newRoot?.inode != rootStamp?.inode || newRoot?.device != rootStamp?.device
        if rootReplaced { changes.insert(session.root) }
        snapshot = newSnapshot
        rootStamp = newRoot
        session.record(changes, rescan: rootReplaced)
    }
}
