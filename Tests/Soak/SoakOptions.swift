import ArgumentParser

/// The command line of `shade-soak`: what to run, how much of it, and for how long at most.
///
/// The defaults are the full soak: 1 000 windows of 10 000 nodes in all, 100 000 switches and
/// 100 000 keys. CI runs it with smaller counts and a time limit.
struct SoakOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shade-soak",
        abstract: "Runs a theme manager and the demo under load for a bounded time and checks what they leave.",
        discussion: """
            The theme part switches appearance, contrast, theme and the system appearance of a \
            manager driving many windows, while other threads send to subjects and observers come \
            and go. The demo part types random keys at shade-demo on a pseudo-terminal. Each part \
            ends at its count or at the time limit, whichever comes first, and fails on a crash, an \
            observer that did not end on the final state, resident memory that grew after warm-up, \
            or a terminal that was not given back.
            """)

    /// The parts of the soak.
    enum Part: String, CaseIterable, ExpressibleByArgument {
        case all
        case themes
        case demo
    }

    @Argument(help: "Stop each part after this many seconds even if its count is not reached.")
    var seconds: Double?

    @Option(help: "The part to run: all, themes or demo.")
    var part: Part = .all

    @Option(help: "Windows: root nodes attached to the theme manager.")
    var windows = 1_000

    @Option(help: "Nodes in all, windows included, shared evenly among the windows.")
    var nodes = 10_000

    @Option(help: "Changes of appearance, contrast, theme or system appearance.")
    var switches = 100_000

    @Option(help: "Threads sending to subjects while the switches run.")
    var senders = 2

    @Option(
        help: """
            Sends per second of each sending thread; 0 sends as fast as the thread can, faster than \
            delivery: the subjects conflate what waits, so memory stays flat.
            """)
    var sendsPerSecond = 10_000

    @ArgumentParser.Flag(
        help: """
            Senders not paced: the same as --sends-per-second 0, and the theme part must still \
            switch at least --min-switches-per-second times a second (300 unless given).
            """)
    var unpaced = false

    @Option(help: "Fail when the theme part switches fewer times a second than this (no check by default).")
    var minSwitchesPerSecond: Double?

    @Option(help: "Threads subscribing to subjects and cancelling while the switches run.")
    var observerThreads = 2

    @Option(help: "Observers each of those threads adds or lets go per second; 0 for as many as it can.")
    var observerChangesPerSecond = 10_000

    @Option(help: "Subjects the threads send to.")
    var subjects = 8

    @Option(help: "Random keys typed at the demo.")
    var keys = 100_000

    @Option(help: "The shade-demo executable; by default the one beside shade-soak.")
    var demo: String?

    @Option(help: "The seed of every random choice.")
    var seed: UInt64 = 0x5EED

    @Option(help: "Resident memory may grow this many percent from warm-up to the end…")
    var rssGrowthPercent = 5.0

    @Option(help: "…or this many MiB, whichever is larger.")
    var rssGrowthMiB = 4.0

    mutating func validate() throws {
        guard windows > 0, nodes >= windows else {
            throw ValidationError("--nodes must be at least --windows, and --windows at least 1")
        }
        guard switches >= 0, keys >= 0, senders >= 0, sendsPerSecond >= 0, observerThreads >= 0,
            observerChangesPerSecond >= 0, subjects > 0
        else {
            throw ValidationError("counts must not be negative, and --subjects must be at least 1")
        }
        if let seconds, seconds <= 0 { throw ValidationError("the time limit must be positive") }
        if unpaced {
            sendsPerSecond = 0
            minSwitchesPerSecond = minSwitchesPerSecond ?? 300
        }
    }

    /// The time limit of a part, if any.
    var timeLimit: Duration? {
        seconds.map { .milliseconds(Int64($0 * 1000)) }
    }

    /// The growth of resident memory after warm-up that still counts as flat.
    var memoryAllowance: MemoryAllowance {
        MemoryAllowance(percent: rssGrowthPercent, kibibytes: Int(rssGrowthMiB * 1024))
    }
}
