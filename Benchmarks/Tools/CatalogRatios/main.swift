import CatalogSample
import Foundation
import ShadeCatalog
@_spi(Benchmarks) import ShadeJSON
import ShadeTool

// Checks the theme-file readers' speed targets against their floors, measured in the same run:
//
// - reading an asset catalog of 10 000 color sets costs at most 2× reading the same files' bytes
//   with no parsing;
// - reading and resolving a 10 000-token file with alias chains of depth 5 costs at most 3.5× the
//   strict JSON reader alone on the same bytes (see Benchmarks/README.md → Theme files for why
//   3.5× and not 3×);
// - `shade convert <file> --to css -o <file> --force`, run through the command's entry point as
//   the `shade` executable runs it, on 30 000 tokens (300 base colors, each with a chain of 99
//   references, so 100 tokens deep, in groups nested 100 deep, so every name is about 210
//   characters) costs at most 3× reading the same file alone with `TokenReader` (see
//   Benchmarks/README.md → Theme files).
//
// Each pair is timed alternately, `rounds` times after one warm-up round, and the medians are
// compared, so both sides see the same machine state. Exits 1 when a ratio is over its limit.
//
//     swift run -c release --package-path Benchmarks CatalogRatios [rounds]
//
// `CatalogRatios --write-samples <folder>` writes the token files of the convert ratio instead
// (`deep.tokens.json`, and `flat.tokens.json`: the same tokens in one group each), for timing the
// `shade` command on them.

/// The token file of the convert ratio: 300 base colors, each with a chain of 99 references
/// (29 700 in all; the last token of a chain is 100 tokens from its color), in groups
/// `groupDepth` deep.
func convertSample(groupDepth: Int) -> [UInt8] {
    CatalogSample.aliasChainTokenFile(baseColors: 300, chains: 1, chainLength: 99, groupDepth: groupDepth)
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

/// Times `floor` and `subject` alternately and returns the medians.
func compare(floor: () -> Int, subject: () -> Int) -> (floor: Duration, subject: Duration) {
    let clock = ContinuousClock()
    var floors: [Duration] = []
    var subjects: [Duration] = []
    var sink = 0
    for round in 0...rounds {
        let floorTime = clock.measure { sink &+= floor() }
        let subjectTime = clock.measure { sink &+= subject() }
        if round > 0 {
            floors.append(floorTime)
            subjects.append(subjectTime)
        }
    }
    if sink == 42 { print("") }
    return (median(floors), median(subjects))
}

var failed = false

@MainActor
func report(_ name: String, floorName: String, limit: Double, _ times: (floor: Duration, subject: Duration)) {
    let ratio = times.subject / times.floor
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
    "asset catalog of 10 000 color sets", floorName: "reading its files' bytes", limit: 2, catalogTimes)

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
    "10 000 tokens with alias chains of depth 5", floorName: "the JSON reader alone", limit: 3.5, tokenTimes)

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

// Removed here, not in a `defer`: `exit` ends the process without running them.
CatalogSample.remove(catalog)
CatalogSample.remove(convertFile)
try? FileManager.default.removeItem(at: cssFile)
exit(failed ? 1 : 0)
