import CatalogSample
import Foundation
import ShadeCatalog
@_spi(Benchmarks) import ShadeJSON
import ShadeTool

// Checks the theme-file readers' speed targets against their floors, measured in the same run:
//
// - reading an asset catalog of 10 000 color sets costs at most 2.5× reading the same files' bytes
//   with no parsing (see Benchmarks/README.md → Theme files for why 2.5× and not 2×);
// - reading and resolving a 10 000-token file with alias chains of depth 5 costs at most 4× the
//   strict JSON reader alone on the same bytes (see Benchmarks/README.md → Theme files for why
//   4× and not 3×);
// - reading a Figma REST response of 40 000 COLOR variables in one group (one in five an alias)
//   costs at most 2× reading the same tokens written as one DTCG file (see Benchmarks/README.md →
//   Theme files);
// - `shade convert <file> --to css -o <file> --force`, run through the command's entry point as
//   the `shade` executable runs it, on 30 000 tokens (300 base colors, each with a chain of 99
//   references, so 100 tokens deep, in groups nested 100 deep, so every name is about 210
//   characters) costs at most 3× reading the same file alone with `TokenReader` (see
//   Benchmarks/README.md → Theme files).
//
// - `shade audit --format json` of 30 000 pairs (10 000 colors, each as text over three
//   backgrounds) takes at most 1.5× the text report's time, and at most 100 MB resident;
//   `--format sarif` at most 3× and 100 MB; the text report with `--suggest` (the nearest passing
//   colors of every failing pair) is reported against its target of 1.5× the text report alone,
//   and fails above 1.8×;
//   and the audit stays linear: the text report of the 30 000 pairs takes at most 2.4× that of
//   the same sample at half the size, and that half-size audit with `--simulate all` at most 4×
//   the same audit without.
//   The `shade` executable is run as a user runs it, from
//   the folder that holds this tool (`swift build -c release --package-path Benchmarks --product
//   shade`), with its output to /dev/null, under `/usr/bin/time`, which reports its peak memory.
//
// Each pair is timed alternately, `rounds` times after one warm-up round (more for work of a few
// milliseconds, until two seconds are measured), and the ratio is the median of the rounds'
// ratios, so both sides of a ratio see the same machine state. Exits 1 when a ratio is over its
// limit.
//
//     swift run -c release --package-path Benchmarks CatalogRatios [rounds]
//
// `CatalogRatios --write-samples <folder>` writes the token files of the convert ratio instead
// (`deep.tokens.json`, and `flat.tokens.json`: the same tokens in one group each), for timing the
// `shade` command on them; `CatalogRatios --write-audit-sample` writes the audit's catalog and its
// `shade.json` to a temporary folder and prints the catalog's path, for profiling the audit.

/// The token file of the convert ratio: 300 base colors, each with a chain of 99 references
/// (29 700 in all; the last token of a chain is 100 tokens from its color), in groups
/// `groupDepth` deep.
func convertSample(groupDepth: Int) -> [UInt8] {
    CatalogSample.aliasChainTokenFile(baseColors: 300, chains: 1, chainLength: 99, groupDepth: groupDepth)
}

if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "--write-audit-sample" {
    print(try CatalogSample.writeAuditSample(colorSets: 10_000, backgrounds: 3).path)
    exit(0)
}

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--write-samples" {
    let folder = URL(fileURLWithPath: CommandLine.arguments[2])
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(convertSample(groupDepth: 100)).write(to: folder.appendingPathComponent("deep.tokens.json"))
    try Data(convertSample(groupDepth: 1)).write(to: folder.appendingPathComponent("flat.tokens.json"))
    exit(0)
}

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 7

func median(_ values: [Duration]) -> Duration {
    values.sorted()[values.count / 2]
}

func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.1f ms", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
}

/// Two timings and their ratio: the median of each side's times, and the median of the rounds'
/// ratios, each round's two times taken one after the other, so that a moment the machine is
/// slower for both counts once rather than on one side.
struct Comparison {
    var floor: Duration
    var subject: Duration
    var ratio: Double

    init(floors: [Duration], subjects: [Duration]) {
        floor = median(floors)
        subject = median(subjects)
        let ratios = zip(subjects, floors).map { $0 / $1 }.sorted()
        ratio = ratios[ratios.count / 2]
    }
}

/// Times `floor` and `subject` alternately, after a warm-up round: `rounds` rounds, and more for
/// work of a few milliseconds, until the measured time reaches two seconds (at most 200 rounds),
/// so that a short timing is a median of many.
func compare(floor: () -> Int, subject: () -> Int) -> Comparison {
    let clock = ContinuousClock()
    var floors: [Duration] = []
    var subjects: [Duration] = []
    var measured = Duration.zero
    var sink = 0
    var round = 0
    while round <= rounds || (measured < .seconds(2) && round <= 200) {
        let floorTime = clock.measure { sink &+= floor() }
        let subjectTime = clock.measure { sink &+= subject() }
        if round > 0 {
            floors.append(floorTime)
            subjects.append(subjectTime)
            measured += floorTime + subjectTime
        }
        round += 1
    }
    if sink == 42 { print("") }
    return Comparison(floors: floors, subjects: subjects)
}

var failed = false

@MainActor
func report(_ name: String, floorName: String, limit: Double, _ times: Comparison) {
    let ratio = times.ratio
    let verdict = ratio <= limit ? "ok" : "OVER THE LIMIT"
    print(
        "\(name): \(milliseconds(times.subject)); \(floorName): \(milliseconds(times.floor)); "
            + String(format: "%.2f× (limit %g×) %@", ratio, limit, verdict))
    if ratio > limit { failed = true }
}

let catalog = try CatalogSample.writeAssetCatalog(colorSets: 10_000)
let catalogTimes = compare(
    floor: { CatalogSample.readAllContents(under: catalog) },
    subject: {
        let result = AssetCatalogReader.read(at: catalog)
        precondition(result.catalog.count == 10_000 && result.diagnostics.isEmpty, "\(result.diagnostics.prefix(3))")
        return result.catalog.count
    })
report(
    "asset catalog of 10 000 color sets", floorName: "reading its files' bytes", limit: 2.5, catalogTimes)

let tokens = CatalogSample.tokenFile(tokens: 10_000, aliasDepth: 5)
let tokenText = String(decoding: tokens, as: UTF8.self)
let tokenTimes = compare(
    floor: { JSONReaderBenchmarkAccess.parse(tokens) },
    subject: {
        let result = TokenReader().read([.text(tokenText, name: "palette.tokens.json")])
        precondition(result.catalog.count == 10_000 && result.diagnostics.isEmpty, "\(result.diagnostics.prefix(3))")
        return result.catalog.count
    })
report(
    "10 000 tokens with alias chains of depth 5", floorName: "the JSON reader alone", limit: 4, tokenTimes)

let figmaCount = 40_000
let figmaResponse = CatalogSample.figmaVariables(count: figmaCount)
let figmaTokens = CatalogSample.figmaVariablesAsTokens(count: figmaCount)
let figmaTimes = compare(
    floor: {
        let result = TokenReader().read([.bytes(figmaTokens, name: "palette.tokens.json")])
        precondition(
            result.catalog.count == figmaCount && result.diagnostics.isEmpty, "\(result.diagnostics.prefix(3))")
        return result.catalog.count
    },
    subject: {
        let result = TokenReader().read(figmaVariablesBytes: figmaResponse)
        precondition(
            result.catalog.count == figmaCount && result.diagnostics.isEmpty, "\(result.diagnostics.prefix(3))")
        return result.catalog.count
    })
report(
    "Figma REST response of 40 000 variables in one group", floorName: "the same tokens as DTCG", limit: 2,
    figmaTimes)

let convertFile = try CatalogSample.writeTemporaryFile(convertSample(groupDepth: 100), name: "deep.tokens.json")
/// The CSS goes to a memory file system where there is one (`/dev/shm`): the command flushes what
/// it writes to the disk before renaming it into place, and on a disk that flush alone can cost
/// more than the conversion, which is not what this ratio is about.
let cssFile =
    FileManager.default.isWritableFile(atPath: "/dev/shm")
    ? URL(fileURLWithPath: "/dev/shm/shade-catalog-ratios-\(getpid()).css")
    : convertFile.deletingLastPathComponent().appendingPathComponent("deep.css")
let convertTimes = compare(
    floor: {
        let result = TokenReader().read(file: convertFile)
        precondition(result.catalog.count == 30_000 && result.diagnostics.isEmpty, "\(result.diagnostics.prefix(3))")
        return result.catalog.count
    },
    subject: {
        ShadeCommand.main(["convert", convertFile.path, "--to", "css", "-o", cssFile.path, "--force"])
        return 1
    })
report(
    "convert of 30 000 tokens (29 700 references in chains 100 deep, groups 100 deep) to CSS",
    floorName: "reading the file alone", limit: 3, convertTimes)

/// Runs `executable` with `arguments` and its standard output to /dev/null, under
/// `/usr/bin/time -f %M`, and returns its exit status, the time it took, and its peak resident
/// memory in bytes as `time` reports it.
///
/// The peak comes from `time`, not from this process's own `wait4`: a child started from this
/// process begins as a copy of it, and Linux keeps the highest resident size a process had before
/// `exec` as its own, so a child of this process (which holds the convert ratio's 100 MB) would be
/// reported at least as large as this process. `time` is small, so its child's peak is the
/// command's own.
func spawn(_ executable: String, _ arguments: [String]) -> (status: Int32, time: Duration, peakBytes: Int) {
    let peakFile = FileManager.default.temporaryDirectory.appendingPathComponent("shade-peak-\(getpid())")
    defer { try? FileManager.default.removeItem(at: peakFile) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    let argv = (["/usr/bin/time", "-f", "%M", "-o", peakFile.path, executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/usr/bin/time", &actions, nil, argv, environ) == 0 else {
        fatalError("could not start /usr/bin/time")
    }
    var status: Int32 = 0
    guard waitpid(pid, &status, 0) == pid else { fatalError("could not wait for \(executable)") }
    let time = start.duration(to: clock.now)
    let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
    // `time` writes a line about a non-zero status before the number; the number is the last line.
    let report = (try? String(contentsOf: peakFile, encoding: .utf8)) ?? ""
    guard let kilobytes = report.split(separator: "\n").last.flatMap({ Int($0) }) else {
        fatalError("/usr/bin/time reported no peak memory: \(report)")
    }
    return (exitStatus, time, kilobytes * 1024)
}

guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else {
    print("no /usr/bin/time, which measures the audit's peak memory (Debian's time package)")
    exit(1)
}
let shade = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("shade")
guard FileManager.default.isExecutableFile(atPath: shade.path) else {
    print(
        "no shade executable beside this tool (\(shade.path)): build it with "
            + "swift build -c release --package-path Benchmarks --product shade")
    exit(1)
}
let auditCatalog = try CatalogSample.writeAuditSample(colorSets: 10_000, backgrounds: 3)
/// The same sample at half the size (5 000 colors over three backgrounds), for the audit's
/// linearity below.
let halfCatalog = try CatalogSample.writeAuditSample(colorSets: 5_000, backgrounds: 3)
// Each report format, and the half-size audit with and without every simulation, all timed in
// every round, so that each ratio below pairs two runs of the same round.
let audits: [(name: String, catalog: URL, arguments: [String])] = [
    ("text", auditCatalog, ["--format", "text"]), ("json", auditCatalog, ["--format", "json"]),
    ("sarif", auditCatalog, ["--format", "sarif"]), ("suggest", auditCatalog, ["--format", "text", "--suggest"]),
    ("half", halfCatalog, ["--format", "text"]),
    ("simulated", halfCatalog, ["--format", "text", "--simulate", "all"]),
]
var auditTimes: [String: [Duration]] = [:]
var auditPeaks: [String: Int] = [:]
for round in 0...rounds {
    for (name, catalog, arguments) in audits {
        let run = spawn(shade.path, ["audit", catalog.path] + arguments)
        guard run.status == 1 else {
            print("shade audit \(catalog.path) \(arguments.joined(separator: " ")) exited with \(run.status), not 1")
            exit(1)
        }
        if round > 0 { auditTimes[name, default: []].append(run.time) }
        auditPeaks[name] = max(auditPeaks[name] ?? 0, run.peakBytes)
    }
}
func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1e6) }
let textTime = median(auditTimes["text", default: []])
print(
    "audit of 30 000 pairs (10 000 colors over 3 backgrounds), text report: \(milliseconds(textTime)), "
        + "at most \(megabytes(auditPeaks["text", default: 0])) resident")
for (format, limit) in [("json", 1.5), ("sarif", 3.0)] {
    let times = Comparison(floors: auditTimes["text", default: []], subjects: auditTimes[format, default: []])
    report("audit of 30 000 pairs, --format \(format)", floorName: "the text report", limit: limit, times)
    let peak = auditPeaks[format, default: 0]
    let fits = peak < 100_000_000
    print("  at most \(megabytes(peak)) resident (limit 100 MB) \(fits ? "ok" : "OVER THE LIMIT")")
    if !fits { failed = true }
}

// Reported against its target of 1.5×, which the search reaches on this sample in most runs but
// not all (1.43–1.48× on a 2-core machine, 1.45× and 1.56× in two CI runs of the same code, and
// 1.49× and 1.62× on a busier day, when the run with suggestions, on both cores, lost more):
// its colors are saturated and every dark one is translucent, so nearly every color fails, most
// dark variants are compromises (whose search finds the edges of every requirement's ranges), and
// each of the three backgrounds takes part in 10 000 pairs. The target is printed, not enforced:
// that close to it, the machine's speed, which moves the ratio by as much, would decide the run.
// What fails the run is 1.8×, above every figure seen, so that a regression of the suggestions
// cannot pass unseen while the target is not yet met on every run.
let suggestTimes = Comparison(floors: auditTimes["text", default: []], subjects: auditTimes["suggest", default: []])
let suggestLimit = 1.8
print(
    "audit of 30 000 pairs with --suggest: \(milliseconds(suggestTimes.subject)); the text report without: "
        + "\(milliseconds(suggestTimes.floor)); "
        + String(
            format: "%.2f× (target 1.5×; limit %g×) %@", suggestTimes.ratio, suggestLimit,
            suggestTimes.ratio <= suggestLimit ? "ok" : "OVER THE LIMIT"))
if suggestTimes.ratio > suggestLimit { failed = true }

// The audit stays linear in the colors it is given, with every color-vision simulation too: the
// 30 000 pairs' text report against the same sample at half the size (5 000 colors over three
// backgrounds), which a linear audit reads, pairs and reports in a little over half the time,
// and where a search of every pair of colors (the near-duplicates', the simulations' colors told
// apart only by hue) takes a quarter; and the half-size audit with `--simulate all`, which
// measures each pair again three times and searches every color's simulations, against the same
// audit without it. Timed in the rounds above with the formats: the size's ratio measured
// 1.92–2.17× in four runs of three rounds.
report(
    "audit of 30 000 pairs, text report", floorName: "the same sample at half the size", limit: 2.4,
    Comparison(floors: auditTimes["half", default: []], subjects: auditTimes["text", default: []]))
report(
    "audit of 15 000 pairs with --simulate all", floorName: "the same audit without", limit: 4,
    Comparison(floors: auditTimes["half", default: []], subjects: auditTimes["simulated", default: []]))

// Removed here, not in a `defer`: `exit` ends the process without running them.
CatalogSample.remove(halfCatalog)
CatalogSample.remove(auditCatalog)
CatalogSample.remove(catalog)
CatalogSample.remove(convertFile)
try? FileManager.default.removeItem(at: cssFile)
exit(failed ? 1 : 0)
