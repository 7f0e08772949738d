import ShadeDiagnostics

/// The rules of `shade audit`, written once: which checks it runs and with which severity, how
/// contrast is measured, and where the pairs come from.
///
/// `shade audit --help` prints them as text (``helpText``), and the article "Audit rules"
/// (`Sources/ShadeTool/ShadeTool.docc/AuditRules.md`) is made from them (``article``).
/// `AuditRulesTests` fails when the committed article differs from what these rules make, and
/// writes it anew when run with `SHADE_WRITE_ARTICLES=1`:
///
/// ```sh
/// SHADE_WRITE_ARTICLES=1 swift test --filter AuditRulesTests
/// ```
///
/// The text is Markdown that reads as plain text too: code in backticks (which the help leaves
/// out), and lists as paragraphs of lines starting with `- `.
enum AuditRules {
    /// A part of the rules: a heading and its paragraphs.
    struct Section {
        /// The heading.
        var title: String
        /// 2 for a section, 3 for a part of the one before.
        var level = 2
        /// The paragraphs; one whose lines start with `- ` is a list.
        var paragraphs: [String]
    }

    /// The first paragraph: what is resolved and checked.
    static let introduction = """
        Every color is resolved in the eight appearances — light and dark, normal and high contrast, \
        base and elevated level (and in each named theme, for contrast) — and checked. Each finding \
        names its check and has a severity; `--fail-on` sets the lowest severity that fails the audit.
        """

    /// The sections after the checks.
    static let sections: [Section] = [
        Section(
            title: "Contrast",
            paragraphs: [
                """
                Contrast is WCAG 2's ratio, compared exactly (4.499:1 fails 4.5:1, and is printed rounded \
                down, `4.49`). A translucent background is first composited over the appearance's system \
                background (`systemBackground`: white in light, black in dark, #1C1C1E dark elevated, …), \
                then a translucent foreground over that.
                """,
                """
                A palette color — one that other colors are aliases of, or one of a token file without \
                modes beside theme files with them — gets its modes through those aliases and is not \
                checked for missing variants; a color with no value (an empty `AccentColor`) is not audited.
                """,
            ]),
        Section(
            title: "Pairs from shade.json",
            paragraphs: [
                """
                The foreground and background pairs come from `shade.json` in the folder that holds the \
                input, or from the file `--config` names: \
                `{"pairs": [{"foreground": "label", "background": "background", "use": "text"}]}`. \
                `use` is `text` (the default), `large-text` or `non-text`, and `*` matches any run of \
                characters in a name (`"*AccentColor"`).
                """,
                """
                `--pairs config` checks the pairs of `shade.json` only (an input without one cannot be \
                audited), `--pairs names` those of the names only, even beside a `shade.json`, and \
                `--pairs both` the pairs of `shade.json` and then the names' other pairs. The default is \
                `config` when there is a `shade.json`, else `names`.
                """,
                """
                `--list-pairs` prints the pairs of each input, each with the reason it was formed \
                (`shade.json pairs[0]`, `on-color`, `same role 'success'`, `neutral background`, \
                `system background`), and exits without auditing: 0, or 2 when an input could not be \
                read. With `--format json` it prints `{"version": 1, "inputs": [{"path", "kind", \
                "readable", "colors", "pairSource", "pairs": [{"foreground", "background", "use", \
                "reason"}], "findings"}]}`; the audit's JSON report gives each pair its reason too.
                """,
            ]),
        Section(
            title: "Pairs from the names",
            paragraphs: [
                """
                Without a `shade.json` (or with `--pairs names` or `both`), the pairs come from the \
                colors' names, by the words they hold: the pairs a designer would draw, a foreground over \
                the backgrounds of its own group and role and the neutral ones, never over a background \
                of another role.
                """
            ]),
        Section(
            title: "Words",
            level: 3,
            paragraphs: [
                """
                A name is cut into parts at `/` and `.` (`Brand/Text/primary`, `color.text.primary`), \
                leaving out a design token's final `$root`; the parts before the last are its group. Each \
                part is cut into words at `-`, `_`, spaces, between a lowercase letter or digit and an \
                uppercase letter (`onPrimary` → `on`, `primary`), before the last capital of a run of \
                capitals followed by a lowercase letter (`URLText` → `url`, `text`), and between letters \
                and digits; words are compared in lowercase.
                """
            ]),
        Section(
            title: "Roles",
            level: 3,
            paragraphs: [
                """
                - A name with the word \(words(NamingConvention.exemptWords, "or")) has no role: WCAG 2 sets no minimum \
                contrast for inactive components (SC 1.4.3 and 1.4.11).
                - An on-color is a name with a part that starts with the word `on` followed by more words \
                (`onPrimary`, `on-brand`, `text.on-solid.primary`; the last such part): text shown on the \
                color named by the rest of that part. It is used for \
                text, or for non-text elements when it also has an icon word.
                - A background has the word \(words(NamingConvention.backgroundWords, "or")) in any part.
                - A foreground has the word \(words(NamingConvention.textWords, "or")) (used for text), \
                or \(words(NamingConvention.nonTextWords, "or")) (used for non-text elements). A name that has a \
                background word is a background, not a foreground (`textBackground`).
                - The role of a foreground or background is the set of its words that are \
                \(words(NamingConvention.roleWords, "or")): a status, a brand or an emphasis. A name with \
                none of them is neutral (`bg.canvas`, `surface`, `color.background.default`).
                """
            ]),
        Section(
            title: "Pairing",
            level: 3,
            paragraphs: [
                """
                - An on-color is paired with the color of its group named by the rest (`onPrimary` → \
                `primary`; a background or a color with no role, never a foreground), and with the backgrounds whose words include all of the rest's \
                (`fgColor.onEmphasis` → `bgColor.accentEmphasis`) and have the fewest other words, not \
                counting background words, the words of the on-color's group and the states \
                \(words(NamingConvention.stateWords, "and")): so \
                `on-brand` goes over `background.brand` and `background.brand-hover` but not \
                `background.brand-secondary`, and `on-brand-secondary` over `background.brand-secondary`. \
                Of those, the nearest are taken, as for other foregrounds below. No other foreground is \
                paired with the backgrounds an on-color matched by words, unless the rest is a single \
                background word (`onSurface`, `onBackground`). An on-color that matches nothing has no \
                pair: it is not shown on the neutral backgrounds (white `onAccent` on a white canvas).
                - Every other foreground is paired with the backgrounds whose role words are all among \
                its own: the neutral backgrounds (reason `neutral background`), and those of its role \
                (`same role 'success'`). So `text.success.primary` goes over `bg.success.subtle` and \
                `bg.canvas.default` but never over `bg.critical.hovered`, and `text.primary`, which has \
                no role, over the neutral backgrounds only. Of those, it is paired with the ones of its \
                own group, subgroups included; when the group has none, with those of the enclosing \
                group, and so on up to the whole catalog. So `Card/title text` pairs with \
                `Card/background`, `label` with every neutral background of a flat catalog, and \
                `color.text.primary` with `color.background.default`.
                """,
                """
                Each role word is a role of its own: `danger` and `critical` are not paired with each \
                other, since a catalog that has both means two things by them.
                """,
                """
                The pairing and the near-duplicate search (a grid of 0.02-wide OKLab cells, each color \
                compared only with the 27 cells around its own) take time in proportion to the number of \
                colors.
                """,
            ]),
        Section(
            title: "System backgrounds",
            level: 3,
            paragraphs: [
                """
                When the pairs come from the names alone (no `shade.json`, or `--pairs names`) and they \
                make none, the colors whose words include \
                \(words(NamingConvention.systemBackgroundTextWords, "or")) (for text), or \
                \(words(NamingConvention.systemBackgroundNonTextWords, "or")) (for non-text elements), \
                and no background or exempt word, are checked over the platform's system backgrounds, \
                \(NamingConvention.systemBackgrounds.map { "`\($0)`" }.joined(separator: ", ")), with \
                their values in each of the eight appearances (ShadeColor's system colors: \
                `systemBackground` is #000000 in dark and #1C1C1E in dark elevated). The report says \
                the pairs are over the system backgrounds (`pairSource` `system-backgrounds` in JSON), \
                each with the reason `system background`, and a finding is at the catalog color's \
                definition.
                """
            ]),
    ]

    /// The rules as `shade audit --help` prints them: headings in capitals, no backticks.
    static var helpText: String {
        var blocks = [introduction, "CHECKS, with their severity:\n" + checkList]
        for section in sections {
            blocks.append(section.title.uppercased())
            blocks += section.paragraphs
        }
        return plainText(blocks.joined(separator: "\n\n"))
    }

    /// The article "Audit rules" of ShadeTool's documentation, as `AuditRules.md` holds it.
    static var article: String {
        var lines = [
            "# Audit rules",
            "",
            "What `shade audit` checks, with which severity, and which colors it pairs.",
            "",
            "<!-- Made from Sources/ShadeTool/Audit/AuditRules.swift: edit there, then run",
            "     SHADE_WRITE_ARTICLES=1 swift test --filter AuditRulesTests -->",
            "",
            "## Overview",
            "",
            introduction,
            "",
            "## Checks",
            "",
            "| check | severity | finds |",
            "|---|---|---|",
        ]
        for check in Finding.Check.allCases {
            lines.append("| `\(check.rawValue)` | \(check.severityRule) | \(check.finds) |")
        }
        for section in sections {
            lines += ["", String(repeating: "#", count: section.level) + " " + section.title]
            for paragraph in section.paragraphs {
                lines += ["", paragraph]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The checks as a list, one line each: name, severity, what it finds.
    private static var checkList: String {
        Finding.Check.allCases.map { "- \($0.rawValue), \($0.severityRule): \($0.finds)" }
            .joined(separator: "\n")
    }

    /// The words of `set` in code voice and in alphabetical order: "`a`, `b` or `c`".
    private static func words(_ set: Set<String>, _ conjunction: String) -> String {
        let quoted = set.sorted().map { "`\($0)`" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// `text` without the Markdown that plain text does not need: the backticks of code voice.
    static func plainText(_ text: String) -> String {
        String(text.filter { $0 != "`" })
    }
}
