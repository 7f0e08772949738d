public import ShadeCatalog
import ShadeDiagnostics
import ShadeFiles
import ShadeSystem
public import ShadeTheme

/// The themes of a folder of theme files, offered next to an app's built-in themes and followed
/// while the app runs: a file edited, added or removed is picked up within a second, without a
/// restart.
///
/// ```swift
/// let folder = ThemeFolder(path: themesPath, builtInThemes: BasicTheme.all)
/// folder.load()                                        // before the first frame
/// let manager = ThemeManager(themes: folder.themes, store: store, onProblem: showProblem)
/// folder.start(updating: manager)                      // follows the folder from now on
/// ```
///
/// **Which files are themes.** Each entry directly in the folder that is a theme file by the rule
/// of `ThemeFileKind` (endings in any letter case) is a theme; its identifier is the name
/// without that ending (`Ocean.xcassets` is `Ocean`, `solarized-dark.tokens.json` is
/// `solarized-dark`):
///
/// - `.xcassets` — an Xcode asset catalog (a folder; everything inside it belongs to it);
/// - `.resolver.json` — a DTCG resolver document; the token files it references (its `$ref`s)
///   belong to its theme and are not themes of their own;
/// - `.tokens.json`, `.tokens` or `.json` — a design-token file;
/// - a folder with a `$themes.json` or `$metadata.json` file — a Tokens Studio export, named
///   after the folder;
/// - a folder of Figma's `<Collection>.<Mode>.json` files (told by their `com.figma`
///   extensions) — Figma's variables export, named after the folder; a change to any of its
///   files reloads it.
///
/// Hidden entries (starting with `.`), other files and other folders are ignored. An entry named
/// like a theme but of the other kind (a file `F.xcassets`, a folder `T.tokens.json`), and a
/// symbolic link that leads out of the folder, are ignored too and reported as a theme not loaded
/// (`F.xcassets is a file, not a folder (…): ignored`). When two files give the same identifier,
/// the first by name is used and the other is reported. A resolver that includes itself (or a
/// resolver that includes it) is reported with its theme. The display name comes from the
/// identifier (`solarized-dark` shows as "Solarized Dark").
///
/// **Which themes are offered.** ``themes`` is the built-in themes, in their order, then the
/// folder's themes in the order of their file names; a folder theme with a built-in theme's
/// identifier takes its place (so a file can restyle a built-in theme), and the built-in theme
/// returns when the file goes.
///
/// **Following changes.** ``start(updating:)`` watches the folder with a `DirectoryWatcher`
/// (everything inside `.xcassets` and Tokens Studio folders included) and reads again only the themes whose files
/// changed, off the main actor, then hands the new list to the `ThemeManager` with
/// `replaceThemes(_:defaultThemeID:)`: an edited theme reaches every view and observer, a new
/// one is offered, and a removed one that was in use gives way to the default theme (the manager
/// reports that through the same problem channel, and brings the theme back with its file).
/// Token files a resolver references outside the folder are watched too (their folders, not
/// recursively). A folder that is removed is reported and looked for every half second; when it
/// is made again (or replaced by another folder at the same path), it is watched and read again.
///
/// **Broken files.** A file the reader finds errors in — a half-saved edit, a typo — never
/// replaces a good version: the last good version stays in use, and the located problem
/// (`file:line:column`) is reported. When the file is fixed, the new version is used. A file
/// that was never good is not offered. Values the theme asks for that a good file lacks come
/// from the fallbacks of `makeTheme` (the base theme for a `BasicTheme`) and are reported as
/// warnings.
///
/// **Problems** go through the app's one problem channel, the manager's: each is a `ThemeProblem`
/// given to `ThemeManager.report(_:)` (and so to the handler given to the manager, and its
/// `problems` list). Problems met before the folder has a manager (by a ``load()`` before the
/// manager is made) are held, and reported when ``connect(to:)`` or ``start(updating:)`` gives it
/// one.
///
/// **Lifetime.** The folder holds the manager weakly, and its watcher stops when the folder is
/// released or ``stop()`` is called.
@MainActor
public final class ThemeFolder<AppTheme: Theme> {
    /// The folder's path.
    public let path: String
    /// The app's own themes, offered before the folder's.
    public let builtInThemes: [AppTheme]
    /// How long the folder must be quiet after a change before it is read again.
    public let debounce: Duration
    /// The themes read from the folder, in the order of their file names: the last good version
    /// of each.
    public private(set) var folderThemes: [AppTheme] = []
    /// The manager that ``connect(to:)`` or ``start(updating:)`` gave: the one the folder keeps up
    /// to date and reports its problems through, held weakly.
    public private(set) weak var manager: ThemeManager<AppTheme>?
    /// Called on the main actor with ``themes`` after each change of them, after the manager
    /// has been updated.
    public var onChange: (@MainActor ([AppTheme]) -> Void)?

    private let loader: ThemeFileLoader
    private let makeTheme: @MainActor (ThemeValues) -> AppTheme
    /// Problems met while the folder has no manager, reported when it is given one.
    private var pendingProblems: [ThemeProblem] = []
    private var records: [ThemeID: Record] = [:]
    private var order: [ThemeID] = []
    private var reportedDuplicates: Set<String> = []
    private var reportedIgnored: Set<String> = []
    /// Whether ``start(updating:)`` was called and ``stop()`` was not.
    private var isFollowing = false
    /// The folder the watcher follows, to notice it removed or replaced.
    private var watchedFolder: FileStamp?
    /// Looks for the folder while it is missing.
    private var folderSearch: Task<Void, Never>?
    /// Watchers of the folders of files that resolvers reference outside the folder, by folder.
    private var referenceWatchers: [String: DirectoryWatcher] = [:]
    private var isFolderUnavailable = false
    private var hasLoaded = false
    private var watcher: DirectoryWatcher?
    private var reloadTask: Task<Void, Never>?
    private var pendingChange: (paths: Set<String>, rereadAll: Bool)?

    /// A theme file and what was last read from it.
    private struct Record {
        var file: ThemeFile
        var stamps: ThemeFileStamps
        /// The last good version, if there was one.
        var theme: AppTheme?
        /// The stamps of the version whose problems were last reported: a read of the same
        /// version again (a rescan after the watcher lost track, under load) reports nothing new.
        var reportedStamps: ThemeFileStamps?
    }

    /// Creates a folder of themes. Nothing is read until ``load()`` or ``start(updating:)``.
    ///
    /// - Parameters:
    ///   - path: the folder.
    ///   - builtInThemes: the app's own themes, offered before the folder's. Give at least one
    ///     when the folder drives a `ThemeManager`, which always needs a theme.
    ///   - loader: reads one theme file into a catalog; Shade's readers by default.
    ///   - debounce: how long the folder must be quiet after a change before it is read again;
    ///     editors save in several steps.
    ///   - makeTheme: makes the app's theme from a catalog's values, with a fallback for each.
    public init(
        path: String,
        builtInThemes: [AppTheme] = [],
        loader: ThemeFileLoader = .standard,
        debounce: Duration = .milliseconds(100),
        makeTheme: @escaping @MainActor (ThemeValues) -> AppTheme
    ) {
        self.path = path
        self.builtInThemes = builtInThemes
        self.loader = loader
        self.debounce = debounce
        self.makeTheme = makeTheme
    }

    /// The themes to offer: the built-in ones, each replaced by a folder theme of the same
    /// identifier if there is one, then the other folder themes.
    public var themes: [AppTheme] {
        var fromFolder = Dictionary(folderThemes.map { ($0.id, $0) }) { first, _ in first }
        var themes = builtInThemes.map { fromFolder.removeValue(forKey: $0.id) ?? $0 }
        themes += folderThemes.filter { fromFolder[$0.id] != nil }
        return themes
    }

    /// Whether the folder is being watched.
    public var isWatching: Bool { watcher != nil }

    /// Reads the folder now, synchronously: call it before the first frame, so that a saved
    /// choice of a folder theme is there at once. Only new and changed files are read again.
    public func load() {
        let scan = ThemeFolderScan.scan(
            folder: path, loader: loader, previous: previousStamps, changedPaths: [], rereadAll: false)
        apply(scan)
    }

    /// Makes `manager` (held weakly) the one the folder keeps up to date with ``themes`` and
    /// reports its problems through, without following the folder: the manager is given the
    /// themes at once, and the problems met so far are reported through it now.
    ///
    /// An app that reads the folder once (``load()``) connects it; one that follows it calls
    /// ``start(updating:)`` instead.
    public func connect(to manager: ThemeManager<AppTheme>) {
        self.manager = manager
        updateManager()
        let pending = pendingProblems
        pendingProblems = []
        for problem in pending { manager.report(problem) }
    }

    /// Starts following the folder, reading it first if ``load()`` has not, and, when `manager` is
    /// given, connects it (``connect(to:)``): it is kept up to date with ``themes`` and the
    /// folder's problems go through its problem channel.
    ///
    /// A folder that does not exist or cannot be watched is reported as
    /// `ThemeProblem.themesFolderUnavailable(path:reason:)`, and the built-in themes stay.
    /// Starting a started folder changes only the manager.
    public func start(updating manager: ThemeManager<AppTheme>? = nil) {
        if !hasLoaded { load() }
        if let manager {
            connect(to: manager)
        } else {
            updateManager()
        }
        guard !isFollowing else { return }
        isFollowing = true
        startWatcher()
        updateReferenceWatchers()
    }

    /// Stops following the folder. The themes read so far stay.
    public func stop() {
        isFollowing = false
        watcher?.stop()
        watcher = nil
        folderSearch?.cancel()
        folderSearch = nil
        for watcher in referenceWatchers.values { watcher.stop() }
        referenceWatchers = [:]
        reloadTask?.cancel()
        reloadTask = nil
        pendingChange = nil
    }

    // MARK: - Watching

    /// How often a missing folder is looked for.
    static var folderSearchInterval: Duration { .milliseconds(500) }

    private func startWatcher() {
        let watcher = DirectoryWatcher(path: path, debounce: debounce) { [weak self] change in
            self?.folderDidChange(change)
        }
        do {
            try watcher.start()
            self.watcher = watcher
            watchedFolder = FileTree.stamp(of: path, followingLinks: true)
            isFolderUnavailable = false
            // Catch what changed before the watch began.
            scheduleReload(paths: [], rereadAll: false)
        } catch {
            reportFolderUnavailable(error.description)
            searchForFolder()
        }
    }

    /// Watches the folder again when the one watched was removed or replaced: at once when a
    /// folder is there, otherwise once one is made.
    private func checkWatchedFolder() {
        guard isFollowing, watcher != nil else { return }
        let current = FileTree.stamp(of: path, followingLinks: true)
        guard current?.inode != watchedFolder?.inode || current?.device != watchedFolder?.device else { return }
        watcher?.stop()
        watcher = nil
        if current?.isDirectory == true {
            startWatcher()
        } else {
            searchForFolder()
        }
    }

    /// Looks for the folder every ``folderSearchInterval`` until it is there, then watches it and
    /// reads it again.
    private func searchForFolder() {
        guard folderSearch == nil else { return }
        folderSearch = Task { [weak self, path] in
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.folderSearchInterval)
                guard FileTree.isDirectory(path) else { continue }
                guard let self, self.isFollowing, !Task.isCancelled else { return }
                self.folderSearch = nil
                self.startWatcher()
                self.scheduleReload(paths: [], rereadAll: true)
                return
            }
        }
    }

    /// Watches the folders of the files that resolvers reference outside the themes folder, and
    /// stops watching those no longer referenced.
    private func updateReferenceWatchers() {
        guard isFollowing else { return }
        var wanted: Set<String> = []
        for record in records.values {
            for reference in record.stamps.references where !reference.hasPrefix(path + "/") {
                wanted.insert(reference.lastIndex(of: "/").map { String(reference[..<$0]) } ?? ".")
            }
        }
        for (folder, watcher) in referenceWatchers where !wanted.contains(folder) {
            watcher.stop()
            referenceWatchers[folder] = nil
        }
        for folder in wanted where referenceWatchers[folder] == nil {
            let watcher = DirectoryWatcher(path: folder, recursive: false, debounce: debounce) { [weak self] change in
                self?.scheduleReload(paths: change.paths, rereadAll: false)
            }
            // A folder that cannot be watched (missing) is tried again after the next read.
            if (try? watcher.start()) != nil { referenceWatchers[folder] = watcher }
        }
    }

    // MARK: - Reading

    private var previousStamps: [ThemeID: (path: String, stamps: ThemeFileStamps)] {
        records.mapValues { ($0.file.path, $0.stamps) }
    }

    private func folderDidChange(_ change: DirectoryWatcher.Change) {
        scheduleReload(paths: change.paths, rereadAll: change.needsRescan)
    }

    /// Reads the folder again off the main actor, once any read under way has finished; changes
    /// reported meanwhile are gathered into one more read.
    private func scheduleReload(paths: Set<String>, rereadAll: Bool) {
        let pending = pendingChange ?? ([], false)
        pendingChange = (pending.paths.union(paths), pending.rereadAll || rereadAll)
        guard reloadTask == nil else { return }
        // The task holds the folder only while it applies a scan, not while the scan runs, so a
        // folder released meanwhile goes at once (and its watcher stops).
        reloadTask = Task { [weak self] in
            while let job = self?.takePendingReload() {
                let scan = await Task.detached(priority: .userInitiated) { job.run() }.value
                guard let self, !Task.isCancelled else { return }
                self.apply(scan)
            }
            self?.reloadTask = nil
        }
    }

    /// What the next read needs, taken from the pending changes; `nil` when none are pending.
    private func takePendingReload() -> ReloadJob? {
        guard let change = pendingChange else { return nil }
        pendingChange = nil
        return ReloadJob(
            folder: path, loader: loader, previous: previousStamps, changedPaths: change.paths,
            rereadAll: change.rereadAll)
    }

    /// One read of the folder, made off the main actor.
    private struct ReloadJob: Sendable {
        var folder: String
        var loader: ThemeFileLoader
        var previous: [ThemeID: (path: String, stamps: ThemeFileStamps)]
        var changedPaths: Set<String>
        var rereadAll: Bool

        func run() -> ThemeFolderScan {
            ThemeFolderScan.scan(
                folder: folder, loader: loader, previous: previous, changedPaths: changedPaths, rereadAll: rereadAll)
        }
    }

    /// Takes in what a scan found: new versions of themes, problems, removed files; then tells
    /// the manager and ``onChange`` if the themes changed.
    private func apply(_ scan: ThemeFolderScan) {
        hasLoaded = true
        let themesBefore = folderThemes.map(\.id)
        var isChanged = false

        if let error = scan.folderError {
            reportFolderUnavailable(error)
        } else {
            isFolderUnavailable = false
        }
        for duplicate in scan.duplicates where !reportedDuplicates.contains(duplicate.ignored) {
            report(.duplicateTheme(duplicate.id, used: duplicate.used, ignored: duplicate.ignored))
        }
        reportedDuplicates = Set(scan.duplicates.map(\.ignored))
        for entry in scan.ignored where !reportedIgnored.contains(entry.path) {
            let diagnostic = Diagnostic(.error, file: entry.path, message: entry.reason)
            report(.themeNotLoaded(entry.id, file: entry.path, diagnostics: [diagnostic], keptLastGood: false))
        }
        reportedIgnored = Set(scan.ignored.map(\.path))

        let present = Set(scan.files.map(\.id))
        for id in records.keys where !present.contains(id) {
            records[id] = nil
        }
        for file in scan.files {
            guard let load = scan.loads[file.id] else { continue }
            var record =
                records[file.id].flatMap { $0.file == file ? $0 : nil } ?? Record(file: file, stamps: load.stamps)
            record.stamps = load.stamps
            let isReported = record.reportedStamps == load.stamps
            record.reportedStamps = load.stamps
            if let result = load.result, result.isComplete {
                let values = ThemeValues(catalog: result.catalog, id: file.id)
                record.theme = makeTheme(values)
                isChanged = true
                if !isReported && (!result.diagnostics.isEmpty || !values.problems.isEmpty) {
                    let fallbacks = values.problems.map { $0.diagnostic(themeFile: file.path) }
                    report(
                        .themeLoadedWithWarnings(file.id, file: file.path, diagnostics: result.diagnostics + fallbacks))
                }
            } else if !isReported {
                let diagnostics =
                    load.result?.diagnostics ?? [
                        Diagnostic(.error, file: file.path, message: "the file could not be read as a theme")
                    ]
                report(
                    .themeNotLoaded(
                        file.id, file: file.path, diagnostics: diagnostics, keptLastGood: record.theme != nil))
            }
            records[file.id] = record
        }
        order = scan.files.map(\.id)
        folderThemes = order.compactMap { records[$0]?.theme }
        checkWatchedFolder()
        updateReferenceWatchers()
        if isChanged || folderThemes.map(\.id) != themesBefore {
            updateManager()
            onChange?(themes)
        }
    }

    private func updateManager() {
        let themes = themes
        guard let manager, !themes.isEmpty else { return }
        manager.replaceThemes(themes)
    }

    private func reportFolderUnavailable(_ reason: String) {
        guard !isFolderUnavailable else { return }
        isFolderUnavailable = true
        report(.themesFolderUnavailable(path: path, reason: reason))
    }

    /// Reports `problem` through the manager's problem channel, or holds it until there is a
    /// manager.
    private func report(_ problem: ThemeProblem) {
        if let manager {
            manager.report(problem)
        } else {
            pendingProblems.append(problem)
        }
    }
}

extension ThemeFolder where AppTheme == BasicTheme {
    /// Creates a folder of basic themes: each file's values fill a `BasicTheme` by
    /// its property names (see `BasicTheme.init(_:base:)`), with `base`'s values where a file has
    /// none.
    ///
    /// - Parameters:
    ///   - path: the folder.
    ///   - builtInThemes: the app's own themes, offered before the folder's.
    ///   - base: the theme whose values fill what a file lacks.
    ///   - loader: reads one theme file into a catalog; Shade's readers by default.
    ///   - debounce: how long the folder must be quiet after a change before it is read again.
    public convenience init(
        path: String,
        builtInThemes: [BasicTheme] = BasicTheme.all,
        base: BasicTheme = .standard,
        loader: ThemeFileLoader = .standard,
        debounce: Duration = .milliseconds(100)
    ) {
        self.init(path: path, builtInThemes: builtInThemes, loader: loader, debounce: debounce) { values in
            BasicTheme(values, base: base)
        }
    }
}

extension ThemeFolder where AppTheme == CatalogTheme {
    /// Creates a folder whose themes are the files' catalogs as they are (`CatalogTheme`).
    ///
    /// - Parameters:
    ///   - path: the folder.
    ///   - builtInThemes: the app's own themes, offered before the folder's.
    ///   - loader: reads one theme file into a catalog; Shade's readers by default.
    ///   - debounce: how long the folder must be quiet after a change before it is read again.
    public convenience init(
        path: String,
        builtInThemes: [CatalogTheme] = [],
        loader: ThemeFileLoader = .standard,
        debounce: Duration = .milliseconds(100)
    ) {
        self.init(path: path, builtInThemes: builtInThemes, loader: loader, debounce: debounce) { values in
            values.catalogTheme
        }
    }
}
