import ShadeTestSupport
import Testing

@testable import ShadeColor

/// A color of a vector: sRGB or Display P3 components and alpha.
struct VectorColor: Sendable {
    let space: ColorSpace
    let components: (Double, Double, Double)
    let alpha: Double

    init(_ space: ColorSpace, _ red: Double, _ green: Double, _ blue: Double, alpha: Double) {
        self.space = space
        self.components = (red, green, blue)
        self.alpha = alpha
    }

    var color: Color {
        Color(space, red: components.0, green: components.1, blue: components.2, alpha: alpha)
    }

    var gamut: CSSColorSpace { space == .displayP3 ? .displayP3 : .sRGB }
}

/// A failing pair (or a text over two backgrounds) and the smallest change coloraide's brute
/// force finds (see `Scripts/generate-suggestion-vectors.py`).
struct SuggestionVector: Sendable {
    let color: VectorColor
    let role: ContrastRequirement.Role
    let appearance: Int
    let others: [(VectorColor, Double)]
    let deltaE: Double?
    let lightness: Double?

    init(
        _ color: VectorColor, _ role: ContrastRequirement.Role, appearance: Int, others: [(VectorColor, Double)],
        deltaE: Double?, lightness: Double?
    ) {
        self.color = color
        self.role = role
        self.appearance = appearance
        self.others = others
        self.deltaE = deltaE
        self.lightness = lightness
    }

    var requirements: [ContrastRequirement] {
        others.map {
            ContrastRequirement(
                role: role, other: $0.0.color, appearance: Appearance(index: appearance), minimumRatio: $0.1)
        }
    }

    /// The vectors of ``coloraideText``, one a line; a line that does not read is left out,
    /// which the test's count of lines catches.
    static let coloraide: [SuggestionVector] = coloraideText.split(separator: "\n").compactMap(vector(_:))

    /// The lines of ``coloraideText``.
    static var lineCount: Int { coloraideText.split(separator: "\n").count }

    private static func vector(_ line: Substring) -> SuggestionVector? {
        let parts = line.split(separator: "|").map { Array($0.split(separator: " ")) }
        func color(_ words: ArraySlice<Substring>) -> VectorColor? {
            let numbers = words.dropFirst().compactMap { Double($0) }
            guard numbers.count == 4 else { return nil }
            return VectorColor(
                words.first == "display-p3" ? .displayP3 : .sRGB, numbers[0], numbers[1], numbers[2],
                alpha: numbers[3])
        }
        guard parts.count == 3, parts[0].count == 7, let own = color(parts[0][..<5]),
            let appearance = Int(parts[0][6])
        else { return nil }
        let others = parts[1].split(separator: ";").compactMap { words -> (VectorColor, Double)? in
            guard let last = words.last, let minimum = Double(last), let other = color(words.dropLast()) else {
                return nil
            }
            return (other, minimum)
        }
        let answer = parts[2].compactMap { Double($0) }
        return SuggestionVector(
            own, parts[0][5] == "background" ? .background : .foreground, appearance: appearance, others: others,
            deltaE: answer.count == 2 ? answer[0] : nil, lightness: answer.count == 2 ? answer[1] : nil)
    }
}

@Suite("The nearest color that meets a contrast, checked against coloraide's brute force")
struct ContrastSuggestionTests {
    /// Shade's suggestion meets every minimum with the contrast every output reports, and is as
    /// near as the brute force's to 0.002 ΔE OK; where the brute force finds no lightness, Shade
    /// reports a compromise.
    @Test func agreesWithTheBruteForceOnMoreThanAThousandPairs() {
        #expect(SuggestionVector.coloraide.count == SuggestionVector.lineCount)
        #expect(SuggestionVector.coloraide.count >= 1_000)
        var largest = 0.0
        var fixes = 0
        var compromises = 0
        for vector in SuggestionVector.coloraide {
            let original = vector.color.color
            let requirements = vector.requirements
            #expect(requirements.contains { $0.ratio(with: original) < $0.minimumRatio }, "\(vector)")
            let suggestion = original.nearestColor(meeting: requirements, within: vector.color.gamut)
            #expect(suggestion.color.alpha == original.alpha)
            #expect(suggestion.color.isInGamut(of: vector.color.gamut))
            guard let expected = vector.deltaE else {
                compromises += 1
                #expect(suggestion.isCompromise, "\(vector): \(suggestion)")
                continue
            }
            fixes += 1
            #expect(!suggestion.isCompromise, "\(vector): \(suggestion)")
            for (requirement, ratio) in zip(requirements, suggestion.ratios) {
                #expect(requirement.ratio(with: suggestion.color) == ratio)
                #expect(ratio >= requirement.minimumRatio, "\(vector): \(suggestion)")
            }
            #expect(abs(suggestion.deltaEOK - original.deltaEOK(suggestion.color)) < 1e-12)
            let difference = abs(suggestion.deltaEOK - expected)
            largest = max(largest, difference)
            #expect(difference <= 0.002, "\(vector): \(suggestion.deltaEOK), coloraide \(expected)")
        }
        #expect(fixes >= 900)
        #expect(compromises > 0)
        print(
            "suggestions: \(fixes) fixes and \(compromises) compromises; largest ΔE OK difference from coloraide's brute force \(largest)"
        )
    }

    /// A requirement measures a color as the appearance does (`Appearance.contrastRatio`), in
    /// either role, over opaque and translucent colors, also after its other color, role or
    /// appearance is changed: a foreground's background as seen is worked out once for them.
    @Test func aRequirementsRatioIsTheAppearancesInEveryRoleAfterEveryChange() {
        let colors = [
            Color(red: 0.9, green: 0.4, blue: 0.1), Color(red: 0.1, green: 0.2, blue: 0.6, alpha: 0.7),
            Color(.displayP3, red: 1, green: 0.5, blue: 0, alpha: 0.8), Color(white: 0.3, alpha: 0.4),
        ]
        var requirement = ContrastRequirement(
            role: .foreground, other: colors[1], appearance: .light, minimumRatio: 4.5, alpha: nil)
        func agrees(_ requirement: ContrastRequirement) -> Bool {
            colors.allSatisfy { color in
                let seen = requirement.alpha.map { color.withAlphaComponent($0) } ?? color
                let expected =
                    requirement.role == .foreground
                    ? requirement.appearance.contrastRatio(of: seen, over: requirement.other)
                    : requirement.appearance.contrastRatio(of: requirement.other, over: seen)
                return requirement.ratio(with: color) == expected
            }
        }
        #expect(agrees(requirement))
        for appearance in Appearance.allCases {
            requirement.appearance = appearance
            #expect(agrees(requirement))
            for other in colors {
                requirement.other = other
                #expect(agrees(requirement))
                requirement.role = .background
                #expect(agrees(requirement))
                requirement.role = .foreground
                requirement.alpha = 0.5
                #expect(agrees(requirement))
                requirement.alpha = nil
            }
        }
    }

    /// Two requirements are equal, and hash alike, when they ask the same of a color: the same
    /// role, other color, appearance, minimum and opacity, whatever changes led there.
    @Test func requirementsThatAskTheSameAreEqualAndHashAlike() {
        let gray = Color(white: 0.3, alpha: 0.4)
        let asked = ContrastRequirement(role: .foreground, other: gray, appearance: .dark, minimumRatio: 4.5)
        var changed = ContrastRequirement(role: .background, other: .white, appearance: .light, minimumRatio: 4.5)
        changed.other = gray
        changed.appearance = .dark
        changed.role = .foreground
        #expect(changed == asked)
        #expect(changed.hashValue == asked.hashValue)
        #expect(Set([asked, changed]).count == 1)
        var differences = [asked, asked, asked, asked, asked]
        differences[0].minimumRatio = 3
        differences[1].alpha = 0.5
        differences[2].appearance = Appearance(index: 5)
        differences[3].role = .background
        differences[4].other = .black
        for different in differences { #expect(different != asked) }
        #expect(Set(differences + [asked]).count == 6)
        // Zero's sign, which `==` ignores, takes no part in the hash either.
        let zero = ContrastRequirement(
            role: .foreground, other: Color(red: 0, green: 0.2, blue: 0.4), appearance: .light, minimumRatio: 4.5)
        let negativeZero = ContrastRequirement(
            role: .foreground, other: Color(red: -0.0, green: 0.2, blue: 0.4), appearance: .light, minimumRatio: 4.5)
        #expect(zero == negativeZero)
        #expect(zero.hashValue == negativeZero.hashValue)
    }

    @Test func aColorThatMeetsEveryRequirementIsKept() throws {
        let black = try Color(parsing: "#111")
        let text = ContrastRequirement(role: .foreground, other: .white, appearance: .light, minimumRatio: 4.5)
        let suggestion = black.nearestColor(meeting: [text], within: .sRGB)
        #expect(suggestion.color == black)
        #expect(suggestion.deltaEOK == 0)
        #expect(!suggestion.isCompromise)
    }

    @Test func grayOnWhiteBecomesTheNearestPassingGray() throws {
        let gray = try Color(parsing: "#777")
        let text = ContrastRequirement(role: .foreground, other: .white, appearance: .light, minimumRatio: 4.5)
        let suggestion = gray.nearestColor(meeting: [text], within: .sRGB)
        #expect(suggestion.ratios[0] >= 4.5)
        #expect(suggestion.ratios[0] < 4.501)
        #expect(suggestion.color.oklch.lightness < gray.oklch.lightness)
        #expect(suggestion.color.oklch.chroma < 1e-6)
    }

    /// A text over a white and a black background that both need 7:1 cannot be one gray.
    @Test func oppositeDirectionsGiveACompromiseThatNamesThePairItFails() throws {
        let gray = try Color(parsing: "#777")
        let requirements = [
            ContrastRequirement(role: .foreground, other: .white, appearance: .light, minimumRatio: 7),
            ContrastRequirement(role: .foreground, other: .black, appearance: .light, minimumRatio: 7),
        ]
        let suggestion = gray.nearestColor(meeting: requirements, within: .sRGB)
        #expect(suggestion.isCompromise)
        #expect(suggestion.unmet.count == 1)
        let met = suggestion.unmet[0] == 0 ? 1 : 0
        #expect(suggestion.ratios[met] >= 7)
    }

    /// Two compromises that meet as many requirements, and whose worst unmet ratios differ only in
    /// the ninth digit, are told apart by their distance: the nearer wins. The text over white and
    /// over black at 7:1 meets one of the two at each edge. A third pair shows it at an opacity of
    /// 10⁻⁹ over a mid gray: 1:1 at every lightness, but a hair more at the edge farther from the
    /// gray, which is also the edge farther from the text, and which that hair alone would pick.
    @Test func compromisesOfTheSameWorstRatioAreToldApartByDistance() throws {
        let lightGray = try Color(parsing: "#939393")
        let requirements = [
            ContrastRequirement(role: .foreground, other: .white, appearance: .light, minimumRatio: 7),
            ContrastRequirement(role: .foreground, other: .black, appearance: .light, minimumRatio: 7),
            ContrastRequirement(
                role: .foreground, other: try Color(parsing: "#808080"), appearance: .light, minimumRatio: 4.5,
                alpha: 1e-9),
        ]
        let suggestion = lightGray.nearestColor(meeting: requirements, within: .sRGB)
        #expect(suggestion.unmet == [0, 2])
        #expect(suggestion.ratios[1] >= 7 && suggestion.ratios[1] < 7.01)
        // The other edge, dark enough for white, is farther.
        let dark = lightGray.nearestColor(meeting: [requirements[0]], within: .sRGB)
        #expect(dark.ratios[0] >= 7)
        #expect(suggestion.deltaEOK < lightGray.deltaEOK(dark.color))
    }

    /// A gray text over a mid gray and over black: every lightness fails one of the two, and so
    /// does the gray already, so nothing of its hue does better and it is kept. The mid gray's
    /// range of failing luminances reaches past white.
    @Test func aCompromiseNoBetterThanTheColorKeepsIt() throws {
        let gray = try Color(parsing: "#777")
        let requirements = [
            ContrastRequirement(
                role: .foreground, other: try Color(parsing: "#888"), appearance: .light, minimumRatio: 4.5),
            ContrastRequirement(role: .foreground, other: .black, appearance: .light, minimumRatio: 4.5),
        ]
        #expect(requirements[0].ratio(with: .white) < 4.5)
        #expect(requirements[1].ratio(with: gray) >= 4.5)
        let suggestion = gray.nearestColor(meeting: requirements, within: .sRGB)
        #expect(suggestion.color == gray)
        #expect(suggestion.deltaEOK == 0)
        #expect(suggestion.unmet == [0])
    }

    /// A gray text over two light grays at 4.5:1 and over black at 7:1: a text light enough for
    /// black fails both grays, so the compromise is the nearest text dark enough for the grays,
    /// which fails black alone.
    @Test func anOpaqueCompromiseIsTheNearestThatMeetsTheMost() throws {
        let text = try Color(parsing: "#9A9A9A")
        let requirements = [
            ContrastRequirement(
                role: .foreground, other: try Color(parsing: "#CCC"), appearance: .light, minimumRatio: 4.5),
            ContrastRequirement(
                role: .foreground, other: try Color(parsing: "#DDD"), appearance: .light, minimumRatio: 4.5),
            ContrastRequirement(role: .foreground, other: .black, appearance: .light, minimumRatio: 7),
        ]
        let suggestion = text.nearestColor(meeting: requirements, within: .sRGB)
        #expect(suggestion.unmet == [2])
        #expect(suggestion.ratios[0] >= 4.5 && suggestion.ratios[0] < 4.51)
        #expect(suggestion.color.oklch.lightness < text.oklch.lightness)
    }

    /// A passing pair stays passing: the text must get darker for its card, and may not get so
    /// dark that it fails on the dark badge it is also shown on.
    @Test func aPassingPairIsNotBroken() throws {
        let text = try Color(parsing: "#8A8A8A")
        let requirements = [
            ContrastRequirement(role: .foreground, other: .white, appearance: .light, minimumRatio: 3),
            ContrastRequirement(
                role: .foreground, other: try Color(parsing: "#202020"), appearance: .light, minimumRatio: 3),
        ]
        #expect(requirements[1].ratio(with: text) >= 3)
        let suggestion = text.nearestColor(meeting: requirements, within: .sRGB)
        #expect(!suggestion.isCompromise)
        #expect(suggestion.ratios.allSatisfy { $0 >= 3 })
    }

    /// A Display P3 color stays in Display P3, keeping more chroma than sRGB could hold.
    @Test func aDisplayP3ColorStaysInItsOwnGamut() {
        let red = Color(.displayP3, red: 1, green: 0, blue: 0)
        let text = ContrastRequirement(role: .foreground, other: .white, appearance: .light, minimumRatio: 4.5)
        #expect(text.ratio(with: red) < 4.5)
        let inP3 = red.nearestColor(meeting: [text], within: .displayP3)
        let inSRGB = red.nearestColor(meeting: [text], within: .sRGB)
        #expect(inP3.color.colorSpace == .displayP3)
        #expect(!inP3.color.isInGamut(of: .sRGB))
        #expect(inSRGB.color.isInGamut(of: .sRGB))
        #expect(inP3.ratios[0] >= 4.5 && inSRGB.ratios[0] >= 4.5)
        #expect(inP3.deltaEOK < inSRGB.deltaEOK)
    }

    /// Requirements grouped once measure what each measures alone, and a search of them finds
    /// what a search of the list finds: with repeated other colors, translucent ones, both roles,
    /// an opacity of its own, and more requirements than are measured without a lookup; and
    /// translucent colors asked about, in sRGB and in Display P3, which a background's
    /// requirements see composited over each appearance's own background.
    @Test func groupedRequirementsMeasureAndFindWhatEachDoesAlone() {
        var generator = SplitMix64(seed: 0x6A0C)
        func unit() -> Double { Double(generator.next(below: 1001)) / 1000 }
        let others = (0..<7).map { index in
            Color(.sRGB, red: unit(), green: unit(), blue: unit(), alpha: index % 3 == 0 ? 0.5 + unit() / 2 : 1)
        }
        let requirements = (0..<60).map { index in
            ContrastRequirement(
                role: index % 4 == 0 ? .background : .foreground, other: others[index % others.count],
                appearance: Appearance.allCases[index % 8], minimumRatio: [1.5, 3, 4.5][index % 3],
                alpha: index % 5 == 0 ? 0.7 : nil)
        }
        let grouped = ContrastRequirement.Grouped(requirements)
        for index in 0..<40 {
            let space: ColorSpace = index % 4 == 3 ? .displayP3 : .sRGB
            let color = Color(space, red: unit(), green: unit(), blue: unit(), alpha: index < 20 ? 1 : 0.2 + unit() / 2)
            #expect(grouped.ratios(with: color) == requirements.map { $0.ratio(with: color) })
            #expect(ContrastRequirement.ratios(of: requirements, with: color) == grouped.ratios(with: color))
            #expect(grouped.ratios(at: 8..<40, with: color) == requirements[8..<40].map { $0.ratio(with: color) })
        }
        for count in [3, 16, 17, 60] {
            let some = Array(requirements.prefix(count))
            let color = Color(.sRGB, red: 0.4, green: 0.45, blue: 0.5, alpha: 1)
            #expect(
                color.nearestColor(meeting: ContrastRequirement.Grouped(some), within: .sRGB)
                    == color.nearestColor(meeting: some, within: .sRGB))
        }
        var raised = grouped
        raised.raiseMinimum(at: 2, by: 0.5)
        #expect(raised.requirements[2].minimumRatio == requirements[2].minimumRatio + 0.5)
        #expect(raised.requirements[3] == requirements[3])
        raised.setMinimum(at: 3, to: 6)
        #expect(raised.requirements[3].minimumRatio == 6)
        #expect(raised.requirements[4] == requirements[4])
        // Any run of the requirements measures what the whole list measures there, grouped or not.
        let color = Color(.sRGB, red: 0.3, green: 0.6, blue: 0.2, alpha: 1)
        for some in [grouped, ContrastRequirement.Grouped(Array(requirements.prefix(9)))] {
            let all = some.ratios(with: color)
            for range in [0..<some.count, 0..<1, 2..<5, (some.count - 3)..<some.count, 4..<4] {
                #expect(some.ratios(at: range, with: color) == Array(all[range]))
            }
        }
    }

    /// A compromise between opaque colors fails the fewest requirements, counting each one: a
    /// gray that fails 7:1 over both white and black goes dark when 20 pairs over white outweigh 3
    /// over black, though it is nearer the light side, and light the other way round.
    @Test func anOpaqueCompromiseCountsEveryRequirementOfAGroup() throws {
        let text = try Color(parsing: "#8A8A8A")
        func requirements(overWhite: Int, overBlack: Int) -> [ContrastRequirement] {
            let onWhite = ContrastRequirement(role: .foreground, other: .white, appearance: .light, minimumRatio: 7)
            let onBlack = ContrastRequirement(role: .foreground, other: .black, appearance: .light, minimumRatio: 7)
            return Array(repeating: onWhite, count: overWhite) + Array(repeating: onBlack, count: overBlack)
        }
        let dark = text.nearestColor(meeting: requirements(overWhite: 20, overBlack: 3), within: .sRGB)
        #expect(dark.unmet.count == 3)
        #expect(dark.color.relativeLuminance < text.relativeLuminance)
        let light = text.nearestColor(meeting: requirements(overWhite: 3, overBlack: 20), within: .sRGB)
        #expect(light.unmet.count == 3)
        #expect(light.color.relativeLuminance > text.relativeLuminance)
    }

    /// A compromise for a translucent color also fails the fewest requirements, counting each one
    /// of a group and each minimum of its own: a 90 % gray text that fails 7:1 over white and over
    /// black goes the way more of its pairs need.
    @Test func aTranslucentCompromiseCountsEveryRequirementOfAGroup() throws {
        let text = try Color(parsing: "#8A8A8AE6")
        func requirement(over other: Color, minimum: Double) -> ContrastRequirement {
            ContrastRequirement(role: .foreground, other: other, appearance: .light, minimumRatio: minimum)
        }
        func requirements(overWhite: Int, overBlack: Int) -> [ContrastRequirement] {
            Array(repeating: requirement(over: .white, minimum: 7), count: overWhite)
                + Array(repeating: requirement(over: .black, minimum: 7), count: overBlack)
        }
        let dark = text.nearestColor(meeting: requirements(overWhite: 20, overBlack: 3), within: .sRGB)
        #expect(dark.unmet.count == 3)
        #expect(dark.color.alpha == text.alpha)
        #expect(dark.color.relativeLuminance < text.relativeLuminance)
        let light = text.nearestColor(meeting: requirements(overWhite: 3, overBlack: 20), within: .sRGB)
        #expect(light.unmet.count == 3)
        #expect(light.color.relativeLuminance > text.relativeLuminance)
        // Over black, 20 pairs ask for 3:1 and one for 7:1; 5 pairs over white ask for 7:1. Going
        // light fails the 5, going dark fails the 21: the strictest of each group alone (one
        // against one) would not tell them apart.
        let mixed =
            Array(repeating: requirement(over: .black, minimum: 3), count: 20)
            + [requirement(over: .black, minimum: 7)]
            + Array(repeating: requirement(over: .white, minimum: 7), count: 5)
        let lighter = text.nearestColor(meeting: mixed, within: .sRGB)
        #expect(lighter.unmet == Array(21..<26))
        #expect(lighter.color.relativeLuminance > text.relativeLuminance)
    }

    /// Requirements of one group that each ask for a minimum of their own (40,000 texts over one
    /// background, as a high-contrast appearance keeping each one's normal ratio asks) constrain
    /// the color as the strictest of them alone does.
    @Test func aGroupWhoseRequirementsEachHaveTheirOwnMinimumMeetsTheStrictest() throws {
        let text = try Color(parsing: "#8A8A8A")
        let minimums = (0..<40_000).map { 3 + Double($0) / 10_000 }
        let requirements = minimums.map {
            ContrastRequirement(role: .foreground, other: .white, appearance: .light, minimumRatio: $0)
        }
        let strictest = ContrastRequirement(
            role: .foreground, other: .white, appearance: .light, minimumRatio: minimums.max() ?? 0)
        let all = text.nearestColor(meeting: requirements, within: .sRGB)
        let alone = text.nearestColor(meeting: [strictest], within: .sRGB)
        #expect(all.unmet.isEmpty)
        #expect(all.color == alone.color)
    }
}
