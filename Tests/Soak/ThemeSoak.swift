import Foundation
import Shade
import ShadeTestSupport

/// The theme part of the soak: a ``ThemeManager`` driving many windows of ``SoakNode``s is
/// switched between appearances, contrasts, themes and system appearances many times, while
/// observers of the manager come and go, windows are detached and attached again, subtrees are
/// replaced, and other threads work ``SubjectTraffic``'s subjects.
///
/// Pass: no crash; every node, every observer of the manager (target–action, protocol, closure,
/// asynchronous sequence) and every observer of the subjects ends on the final state; resident
/// memory is flat after warm-up (the first tenth of the switches, or of the time limit).
@MainActor
final class ThemeSoak {
    struct Report: CustomStringConvertible {
        var windows = 0
        var nodes = 0
        var switches = 0
        var seconds = 0.0
        var subjectSends = 0
        var sendersPaced = true
        var observersChecked = 0
        var memory = MemorySamples()
        var failures: [String] = []

        /// Switches a second over the whole part.
        var switchRate: Double { seconds > 0 ? Double(switches) / seconds : 0 }

        var description: String {
            return """
                themes: \(switches) switches of \(windows) windows, \(nodes) nodes in \
                \(String(format: "%.1f", seconds)) s (\(String(format: "%.0f", switchRate)) switches/s); \
                \(subjectSends) sends to subjects from other threads \
                (\(String(format: "%.0f", seconds > 0 ? Double(subjectSends) / seconds : 0)) a second, \
                \(sendersPaced ? "paced" : "unpaced")); \
                \(observersChecked) observers and \(nodes) nodes checked at the end
                themes: \(memory.summary)
                """
        }
    }

    private let options: SoakOptions
    private let system = ManualSystemAppearance(
        SystemAppearance(userInterfaceStyle: .light, accessibilityContrast: .normal))
    private let manager: ThemeManager<BasicTheme>
    private var random: SplitMix64
    private var windows: [Window] = []
    private var observers: [ManagerObserver] = []
    private var problems: [String] = []
    private var nodeSerial = 0

    /// A window: its root, the options it was attached with, and how many nodes its tree has.
    private struct Window {
        var root: SoakNode
        var style: UserInterfaceStyle?
        var theme: ThemeID?
        var nodeCount: Int
    }

    init(options: SoakOptions) {
        self.options = options
        random = SplitMix64(state: options.seed)
        manager = ThemeManager(
            themes: BasicTheme.all, systemAppearance: system, saveDelay: .milliseconds(50),
            onProblem: { problem in say("themes: problem reported: \(problem)") })
    }

    func run() async -> Report {
        var report = Report()
        buildWindows()
        report.windows = windows.count
        report.nodes = windows.reduce(0) { $0 + $1.nodeCount }
        for _ in 0..<64 { addObserver() }
        let updates = UpdatesConsumer(manager: manager)
        let traffic = SubjectTraffic(subjects: options.subjects, seed: options.seed &+ 1)
        traffic.start(
            senders: options.senders, sendsPerSecond: options.sendsPerSecond, observers: options.observerThreads,
            changesPerSecond: options.observerChangesPerSecond, seed: options.seed &+ 2)

        let clock = ContinuousClock()
        let start = clock.now
        let deadline = options.timeLimit.map { start + $0 }
        let warmUpCount = max(1, options.switches / 10)
        let warmUpTime = options.timeLimit.map { start + $0 / 10 }
        var done = 0
        var nextProgress = start + .seconds(10)
        while done < options.switches {
            if let deadline, clock.now >= deadline { break }
            switchOnce()
            done += 1
            if done % 8 == 0 {
                replaceObserver()
                traffic.churnMainObservers()
            }
            if done % 64 == 0 {
                changeATree()
                // Let the main actor run what other threads scheduled on it: main-lane deliveries
                // and the manager's saves.
                await Task.yield()
            }
            if report.memory.warmUp == nil, done >= warmUpCount || warmUpTime.map({ clock.now >= $0 }) == true {
                report.memory.recordWarmUp(ResidentMemory.kibibytes())
            } else if done % 256 == 0 {
                report.memory.record(ResidentMemory.kibibytes())
            }
            if clock.now >= nextProgress {
                nextProgress = clock.now + .seconds(10)
                let elapsed = (clock.now - start).seconds
                say(
                    "themes: \(done) switches in \(String(format: "%.0f", elapsed)) s, "
                        + "\(String(format: "%.0f", Double(done) / elapsed)) switches/s, "
                        + "\(traffic.sendCount) sends so far, "
                        + "RSS \(MemorySamples.mebibytes(ResidentMemory.kibibytes() ?? 0))")
            }
        }
        report.switches = done
        report.seconds = (clock.now - start).seconds
        report.memory.record(ResidentMemory.kibibytes())

        // Counted before the threads stop: the sends made while the switches ran.
        report.subjectSends = traffic.sendCount
        report.sendersPaced = options.sendsPerSecond > 0
        await traffic.finish()
        // The main lane and the asynchronous sequence deliver on the main actor's next turns.
        let settleDeadline = clock.now + .seconds(30)
        while clock.now < settleDeadline, !traffic.mainLaneIsSettled || updates.last != manager.state {
            try? await Task.sleep(for: .milliseconds(2))
        }
        manager.savePreferences()

        problems += traffic.problems()
        for window in windows {
            var nodes = [window.root]
            while let node = nodes.popLast() {
                if let problem = node.problem(in: manager.state) { problems.append(problem) }
                nodes += node.children.map { unsafeDowncast($0, to: SoakNode.self) }
            }
        }
        for observer in observers where observer.recorder.last != manager.state {
            problems.append(
                "an observer of the manager (\(observer.form)) ended on \(observer.recorder.lastDescription)")
        }
        if updates.last != manager.state {
            problems.append(
                "the manager's updates sequence ended on \(updates.last.map(String.init(describing:)) ?? "nothing")")
        }
        if !manager.problems.isEmpty { problems.append("the manager reported \(manager.problems)") }
        if let failure = report.memory.failure(options.memoryAllowance) { problems.append(failure) }
        if let minimum = options.minSwitchesPerSecond, report.switchRate < minimum {
            problems.append(
                "the main actor switched \(String(format: "%.0f", report.switchRate)) times a second, "
                    + "fewer than \(String(format: "%.0f", minimum))")
        }
        updates.stop()
        report.observersChecked = observers.count + traffic.observerCount + 1
        report.failures = problems.map { "themes: \($0)" }
        return report
    }

    // MARK: - The tree

    private func buildWindows() {
        let perWindow = options.nodes / options.windows
        let extra = options.nodes % options.windows
        for index in 0..<options.windows {
            // One window in ten stays light, one in seven shows the ocean theme, as an app's
            // always-light panel or a branded window would.
            let style: UserInterfaceStyle? = index % 10 == 9 ? .light : nil
            let theme: ThemeID? = index % 7 == 6 ? "ocean" : nil
            let root = SoakNode(name: "window-\(index)", fixedStyle: style, fixedTheme: theme)
            var window = Window(root: root, style: style, theme: theme, nodeCount: perWindow + (index < extra ? 1 : 0))
            addSubtree(to: &window)
            manager.attach(root, theme: theme, style: style ?? .unspecified)
            windows.append(window)
        }
    }

    /// Fills a window's tree up to its node count, breadth first with fan-out 3; one child in five
    /// overrides the style, as a sheet that stays dark would.
    private func addSubtree(to window: inout Window) {
        var parents = [window.root]
        var next = 0
        for _ in 1..<max(window.nodeCount, 1) {
            let parent = parents[next / 3]
            next += 1
            nodeSerial += 1
            let override: UserInterfaceStyle? = nodeSerial % 5 == 0 ? .dark : nil
            let child = SoakNode(
                name: "node-\(nodeSerial)", fixedStyle: override ?? parent.fixedStyle, fixedTheme: window.theme)
            if let override { child.overrideUserInterfaceStyle = override }
            parent.addChild(child)
            parents.append(child)
        }
    }

    /// Replaces a window's subtree (the old nodes are released), or detaches the window and
    /// attaches it again.
    private func changeATree() {
        let index = random.below(windows.count)
        if random.below(2) == 0 {
            for child in windows[index].root.children { child.removeFromParent() }
            addSubtree(to: &windows[index])
        } else {
            let window = windows[index]
            manager.detach(window.root)
            manager.attach(window.root, theme: window.theme, style: window.style ?? .unspecified)
        }
    }

    // MARK: - Switching

    /// One change that the manager's observers see: the appearance, the contrast, the theme, or
    /// the system appearance (which changes the state under "System").
    private func switchOnce() {
        switch random.below(4) {
        case 0:
            manager.appearance = pick(AppearancePreference.allCases, other: manager.appearance)
        case 1:
            manager.contrast = pick(ContrastPreference.allCases, other: manager.contrast)
        case 2:
            manager.themeID = pick(BasicTheme.all.map(\.id), other: manager.themeID)
        default:
            var appearance = system.appearance
            if random.below(2) == 0 {
                appearance.userInterfaceStyle = appearance.userInterfaceStyle == .dark ? .light : .dark
            } else {
                appearance.accessibilityContrast = appearance.accessibilityContrast == .high ? .normal : .high
            }
            system.appearance = appearance
        }
    }

    private func pick<Value: Equatable>(_ values: [Value], other current: Value) -> Value {
        let others = values.filter { $0 != current }
        return others[random.below(others.count)]
    }

    // MARK: - Observers of the manager

    private func addObserver() {
        let recorder = StateRecorder()
        let form: ManagerObserver.Form
        var subscription: Subscription?
        switch random.below(3) {
        case 0:
            form = .targetAction
            manager.subscribe(recorder, StateRecorder.record)
        case 1:
            form = .stateObserver
            manager.subscribe(recorder)
        default:
            form = .closure
            subscription = manager.observe { recorder.apply($0) }
        }
        if recorder.last != manager.state {
            problems.append("a new observer of the manager (\(form)) did not get the current state at once")
        }
        observers.append(ManagerObserver(form: form, recorder: recorder, subscription: subscription))
    }

    /// Lets one observer of the manager go (cancelled, unsubscribed or just released) and adds
    /// another.
    private func replaceObserver() {
        let gone = observers.remove(at: random.below(observers.count))
        switch random.below(3) {
        case 0: gone.subscription?.cancel()
        case 1: manager.unsubscribe(gone.recorder)
        default: break
        }
        addObserver()
    }
}

/// An observer of the manager and the form it registered in.
@MainActor
private struct ManagerObserver {
    enum Form: String {
        case targetAction = "target–action"
        case stateObserver = "StateObserver"
        case closure
    }

    var form: Form
    var recorder: StateRecorder
    var subscription: Subscription?
}

/// Records the last state of the manager it was given.
@MainActor
private final class StateRecorder: StateObserver {
    private(set) var last: ThemeState<BasicTheme>?

    var lastDescription: String { last.map(String.init(describing:)) ?? "nothing" }

    func apply(_ state: ThemeState<BasicTheme>) {
        last = state
    }

    func record(_ state: ThemeState<BasicTheme>) {
        apply(state)
    }
}

/// Iterates the manager's `updates` sequence and keeps the last state.
@MainActor
private final class UpdatesConsumer {
    private(set) var last: ThemeState<BasicTheme>?
    private var task: Task<Void, Never>?

    init(manager: ThemeManager<BasicTheme>) {
        let updates = manager.updates
        task = Task { @MainActor [weak self] in
            for await state in updates {
                self?.last = state
            }
        }
    }

    func stop() {
        task?.cancel()
    }
}
