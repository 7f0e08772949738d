import ShadeColor
import ShadeDiagnostics
import ShadeJSON

/// The report of `shade audit` for people: for each input a heading, then the findings grouped
/// by color, each color with its swatches in the eight appearances when colors are on.
///
/// ```
/// Colors.xcassets: 3 colors, 2 pairs from the color names
///
///   label  ████████  light #000000 · dark #555555   Colors.xcassets/label.colorset/Contents.json:1:1
///     error    label on background: 3.12:1 in all dark appearances; text needs 4.5:1 (WCAG AA)  [contrast]
/// ```
///
/// The report is ``TerminalText``: every name, path and message from the input is escaped, so a
/// theme file cannot send the terminal control characters or hide text from the reader.
struct AuditTextReport {
    /// How colors and emphasis are written.
    var painter: Painter

    /// The report of every input, and a total line when there are several; with a baseline,
    /// `gone` is its entries that no finding used, listed at the end.
    func render(_ outcomes: [AuditOutcome], failOn: Severity, gone: [AuditBaseline.Key]? = nil) -> TerminalText {
        var text: TerminalText = ""
        write(outcomes, failOn: failOn, gone: gone) { text += $0 }
        return text
    }

    /// ``render(_:failOn:gone:)`` given to `output` a piece at a time, in order, as it is made: a
    /// report of tens of megabytes is written as it goes, never held whole.
    func write(
        _ outcomes: [AuditOutcome], failOn: Severity, gone: [AuditBaseline.Key]? = nil,
        to output: (TerminalText) -> Void
    ) {
        var text: TerminalText = ""
        var unreadable: [TerminalText] = []
        for outcome in outcomes {
            switch outcome {
            case .audited(let input, let result):
                write(input: input, result: result, to: output)
            case .unreadable(let path, _, _):
                // Its error is on standard error already.
                unreadable.append(TerminalText(quoting: path))
            }
        }
        if !unreadable.isEmpty {
            text += "not audited, could not be read (see the errors above): \(unreadable.joined(separator: ", "))\n"
        }
        // The severities of the findings not baselined, read in place: the findings are not copied.
        var severities: [Severity] = []
        var baselined = 0
        for outcome in outcomes {
            let findings = outcome.findings
            for index in findings.indices {
                if findings[index].baselined == true {
                    baselined += 1
                } else {
                    severities.append(findings[index].severity)
                }
            }
        }
        let colors = outcomes.reduce(0) { $0 + $1.colorCount }
        if outcomes.count > 1 {
            text +=
                "\(Self.counts(severities, baselined: baselined)) in \(colors) "
                + "\(colors == 1 ? "color" : "colors") of \(outcomes.count) inputs\n"
        }
        if let gone, !gone.isEmpty {
            text +=
                "fixed since the baseline, \(Self.plural(gone.count, "entry", "entries")) no finding matches "
                + "(--write-baseline drops them):\n"
            for entry in gone { text += "  \(entry.summary)\n" }
        }
        let failing = severities.count { $0 >= failOn }
        if failing > 0 {
            text +=
                "\(failing) \(failing == 1 ? "finding" : "findings") at or above \(failOn.rawValue) (--fail-on \(failOn.rawValue))\n"
        }
        output(text)
    }

    /// How many colors' findings are made at once, on both cores, and then written: enough to
    /// share between the cores, few enough that the text in hand stays small.
    private static let blocksAtOnce = 512

    /// One input's heading, findings and counts, given to `output` a piece at a time.
    private func write(input: CatalogInput, result: AuditResult, to output: (TerminalText) -> Void) {
        var text = painter.bold(TerminalText(quoting: input.path)) + ": \(Self.plural(result.colorCount, "color"))"
        text += ", \(Self.plural(result.pairs.count, "pair")) \(result.pairSource.phrase)"
        if !result.themes.isEmpty {
            text += ", themes: default, " + result.themes.map { TerminalText(quoting: $0) }.joined(separator: ", ")
        }
        text += "\n"
        if !result.simulations.isEmpty {
            let simulated = result.simulations.map { "\($0) (\($0.method))" }
            text += "  simulated: \(simulated.joined(separator: ", "))\n"
        }
        if painter.showsColor, result.findings.contains(where: { $0.baselined != true }) {
            text += painter.dim("  swatches: \(Appearance.allCases.map(\.label).joined(separator: " · "))") + "\n"
        }
        let findings = result.findings
        let shown = findings.indices.filter { findings[$0].baselined != true }
        // Each change the suggestions name, numbered in the order first named, written once in
        // full and once as a reference: the first naming writes it in full, the others refer to it.
        // A change shared by many findings is one box (``Finding/Suggestion/Change/identity``),
        // whose number is found once; changes of the same values in other boxes share it.
        // The boxes first, in the order first named (those each finding names in one list, each
        // finding's at `namedOfFinding[index]`: no small list for each of tens of thousands); then
        // their keys, hashed on both cores; then each box's number, that of the first box with
        // its key.
        var boxes: [Finding.Suggestion.Change] = []
        var positionOfBox: [ObjectIdentifier: Int] = [:]
        var boxesNamed: [Int] = []
        var namedOfFinding = [Range<Int>](repeating: 0..<0, count: findings.count)
        findings.withUnsafeBufferPointer { findings in
            for index in shown {
                guard let changes = findings[index].suggestion?.changes else { continue }
                let start = boxesNamed.count
                for change in changes {
                    if let position = positionOfBox[change.identity] {
                        boxesNamed.append(position)
                    } else {
                        positionOfBox[change.identity] = boxes.count
                        boxesNamed.append(boxes.count)
                        boxes.append(change)
                    }
                }
                namedOfFinding[index] = start..<boxesNamed.count
            }
        }
        // Each box's texts, made on both cores while the boxes are numbered here: a box with the
        // values of one before it (which a plan does not make) has texts it does not use.
        let texting = Background { [boxes] in Background.map(boxes) { ChangeText($0) } }
        let keys = Background.map(boxes) { Prehashed(ChangeKey($0)) }
        var numbers: [Prehashed<ChangeKey>: Int] = [:]
        numbers.reserveCapacity(keys.count)
        // The first box of each number.
        var named: [Int] = []
        let numberOfBox = keys.enumerated().map { position, key in
            if let number = numbers[key] { return number }
            numbers[key] = named.count
            named.append(position)
            return named.count - 1
        }
        // A number is written in full where it is first named, with the texts of its first box.
        var isNamed = [Bool](repeating: false, count: named.count)
        let mentions = boxesNamed.map { box in
            let number = numberOfBox[box]
            defer { isNamed[number] = true }
            return (text: named[number], isFirst: !isNamed[number])
        }
        let (report, changeTexts, mentioned, mentionsOfFinding) = (self, texting.take(), mentions, namedOfFinding)
        let lead = "    " + painter.dim("suggest") + "  "
        // Each color's findings, under its heading: the colors are written on both cores.
        var blocks: [Range<Int>] = []
        for position in shown.indices {
            if position == 0 || findings[shown[position]].color != findings[shown[position - 1]].color {
                blocks.append(position..<position)
            }
            blocks[blocks.count - 1] = blocks[blocks.count - 1].lowerBound..<(position + 1)
        }
        output(text)
        text = ""
        Background.mapInBatches(blocks, atOnce: Self.blocksAtOnce) { block in
            let color = findings[shown[block.lowerBound]].color
            var text = "\n" + report.heading(of: color, in: result) + "\n"
            let definition = color.flatMap(result.definition(of:))
            for index in shown[block] {
                text += report.line(for: findings[index], definition: definition) + "\n"
                if let suggestion = findings[index].suggestion {
                    report.write(
                        suggestion, changes: mentioned[mentionsOfFinding[index]], texts: changeTexts, lead: lead,
                        to: &text)
                }
            }
            return text
        } each: {
            output($0)
        }
        if !result.unauditedColors.isEmpty {
            text +=
                "\n  not audited, no value (the system's default): "
                + result.unauditedColors.map { TerminalText(quoting: $0) }.joined(separator: ", ") + "\n"
        }
        let baselined = result.findings.count - shown.count
        if baselined > 0 {
            text += "\n  \(Self.plural(baselined, "baselined finding")) not shown\n"
        }
        text += "\n  \(Self.counts(shown.map { findings[$0].severity }, baselined: baselined))\n\n"
        output(text)
    }

    /// A color's name, swatches, values and definition; or `catalog` for findings of no color.
    private func heading(of color: String?, in result: AuditResult) -> TerminalText {
        guard let color else { return "  " + painter.bold("catalog") }
        var text = "  " + painter.bold(TerminalText(quoting: color))
        if let colors = result.swatches(of: color) {
            if painter.showsColor {
                text += "  "
                for appearance in Appearance.allCases {
                    if appearance.index == 4 { text += " " }
                    text += painter.swatch(
                        colors[colors.startIndex + appearance.index], over: appearance.systemBackground)
                }
            }
            text += "  \(Self.values(colors))"
        }
        if let location = result.definition(of: color) {
            text += "  " + painter.dim("\(location)")
        }
        return text
    }

    /// One finding: severity, a sample of a contrast pair when colors are on, the message, the
    /// check, and the finding's place when it is not its color's definition (a reader diagnostic,
    /// a rule of `shade.json`).
    private func line(for finding: Finding, definition: FileLocation?) -> TerminalText {
        var text = "    " + painter.severity(finding.severity) + "  "
        if painter.showsColor, let worst = finding.contrast?.min(by: { $0.ratio < $1.ratio }) {
            text += painter.sample(" Aa ", foreground: worst.foreground.color, background: worst.background.color) + " "
        }
        text += "\(finding.message)  " + painter.dim("[\(finding.check.rawValue)]")
        if let location = finding.location, location != definition {
            text += "  " + painter.dim("\(location)")
        }
        return text
    }

    /// A suggestion under its finding: each change as before → after with its ΔE OK, then the
    /// ratios the pair reaches.
    ///
    ///     suggest  label (dark): #8E8E93 → #A2A2A7, ΔE OK 0.052
    ///              background (dark): #1C1C1E → #000000, as above
    ///              then 4.62:1 in dark, dark elevated
    ///
    /// A change is written in full the first time, with why it is not written or what it still
    /// fails; a change that also fixes other pairs (a shared background's) is then named by its
    /// values, `as above`, under each of them. `changes` holds, for each change, its position in
    /// `texts` and whether it is written in full here; `lead` begins the first line.
    private func write(
        _ suggestion: Finding.Suggestion, changes: ArraySlice<(text: Int, isFirst: Bool)>, texts: [ChangeText],
        lead: TerminalText, to text: inout TerminalText
    ) {
        // Tens of thousands of suggestions: appended in place, each change's line ending with
        // its text, and the numbers and appearances, which need no escaping, appended as they are.
        for (index, change) in changes.enumerated() {
            text += index == 0 ? lead : Self.suggestionIndent
            text += change.isFirst ? texts[change.text].fullLine : texts[change.text].referenceLine
        }
        if suggestion.changes.isEmpty {
            text += lead + "\(suggestion.note ?? "no change of one color's value found")\n"
        }
        text += suggestion.fixes ? Self.thenLead : Self.stillLead
        for (index, measurement) in suggestion.contrast.enumerated() {
            if index > 0 { text += "; " }
            text += TerminalText(verbatim: Auditor.format(measurement.ratio))
            text += ":1 in "
            text += TerminalText(verbatim: measurement.appearances.phrase)
        }
        text += "\n"
    }

    /// Where a suggestion's lines after its first begin.
    private static let suggestionIndent: TerminalText = "             "
    private static let thenLead = suggestionIndent + "then "
    private static let stillLead = suggestionIndent + "still "

    /// A change as a suggestion writes it, each a whole line: in full, with why it is not written
    /// or what it still fails, and as a reference, `as above`. Made once for each change however
    /// often it is named.
    private struct ChangeText: Sendable {
        var fullLine: TerminalText
        var referenceLine: TerminalText

        init(_ change: Finding.Suggestion.Change) {
            (fullLine, referenceLine) = change.texts
            if let reason = change.reason { fullLine += "; " + TerminalText(quoting: reason) }
            fullLine += "\n"
            referenceLine += ", as above\n"
        }
    }

    /// What tells one change of a report from another.
    private struct ChangeKey: Hashable, Sendable {
        var color: String
        var variant: String
        var theme: String?
        var mode: String?
        var after: String

        init(_ change: Finding.Suggestion.Change) {
            (color, variant, theme, mode, after) = (
                change.color, change.variant, change.theme, change.mode, change.after
            )
        }
    }

    /// `light #FFFFFF · dark #1C1C1E`, and each other appearance whose value differs from the
    /// one it falls back to (high contrast from normal, elevated from base).
    static func values(_ colors: ArraySlice<Color>) -> String {
        var parts: [String] = []
        for appearance in Appearance.allCases {
            let hex = colors[colors.startIndex + appearance.index].hexString
            var parent = appearance
            if appearance.isHighContrast {
                parent.isHighContrast = false
            } else if appearance.isElevated {
                parent.isElevated = false
            } else {
                parts.append("\(appearance.label) \(hex)")
                continue
            }
            if colors[colors.startIndex + parent.index].hexString != hex { parts.append("\(appearance.label) \(hex)") }
        }
        return parts.joined(separator: " · ")
    }

    /// `1 error, 2 warnings, no infos, 87 baselined`: the findings by their severities, and those
    /// a baseline covers when there are some.
    static func counts(_ severities: [Severity], baselined: Int) -> String {
        guard baselined > 0 else { return counts(severities) }
        return (severities.isEmpty ? "no new findings" : counts(severities)) + ", \(baselined) baselined"
    }

    /// `1 error, 2 warnings, no infos`: the findings by their severities.
    static func counts(_ severities: [Severity]) -> String {
        let errors = severities.count { $0 == .error }
        let warnings = severities.count { $0 == .warning }
        let infos = severities.count { $0 == .info }
        if severities.isEmpty { return "no findings" }
        return [plural(errors, "error"), plural(warnings, "warning"), plural(infos, "info")].joined(separator: ", ")
    }

    /// `1 color`, `3 colors`, `no colors`.
    static func plural(_ count: Int, _ noun: String) -> String {
        plural(count, noun, noun + "s")
    }

    /// `1 entry`, `3 entries`, `no entries`.
    static func plural(_ count: Int, _ noun: String, _ plural: String) -> String {
        count == 0 ? "no \(plural)" : count == 1 ? "1 \(noun)" : "\(count) \(plural)"
    }
}

/// What became of one input of `shade audit`.
enum AuditOutcome: Sendable {
    /// It was read and audited.
    case audited(CatalogInput, AuditResult)
    /// It could not be read.
    case unreadable(path: String, kind: CatalogInput.Kind?, message: String)

    /// Its findings.
    var findings: [Finding] {
        if case .audited(_, let result) = self { return result.findings }
        return []
    }

    /// Its number of colors.
    var colorCount: Int {
        if case .audited(_, let result) = self { return result.colorCount }
        return 0
    }
}
