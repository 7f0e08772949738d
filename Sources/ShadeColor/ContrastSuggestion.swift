/// One pair a color takes part in, in one appearance, and the contrast it must have there: what
/// ``Color/nearestColor(meeting:within:)-([ContrastRequirement],_)`` keeps or reaches.
///
/// ```swift
/// let gray = try Color(parsing: "#777")
/// let onWhite = ContrastRequirement(role: .foreground, other: .white, appearance: .light, minimumRatio: 4.5)
/// gray.nearestColor(meeting: [onWhite], within: .sRGB).color   // #767676, 4.54:1
/// ```
public struct ContrastRequirement: Hashable, Sendable {
    /// Which side of the pair the color being changed is.
    public enum Role: Hashable, Sendable {
        /// The color is the text (or symbol), drawn over ``ContrastRequirement/other``.
        case foreground
        /// The color is the background ``ContrastRequirement/other`` is drawn over.
        case background
    }

    /// Which side of the pair the color being changed is.
    public var role: Role {
        didSet { seenBackground = Self.seenBackground(role: role, other: other, appearance: appearance) }
    }
    /// The other color of the pair, as it is: a translucent one is composited as
    /// ``Appearance/contrastRatio(of:over:)`` does.
    public var other: Color {
        didSet { seenBackground = Self.seenBackground(role: role, other: other, appearance: appearance) }
    }
    /// The appearance the pair is seen in, whose system background is behind a translucent
    /// background.
    public var appearance: Appearance {
        didSet { seenBackground = Self.seenBackground(role: role, other: other, appearance: appearance) }
    }
    /// The lowest contrast ratio the pair may have, such as 4.5 for text at WCAG AA.
    public var minimumRatio: Double
    /// The opacity the color is seen with in this pair when it is not its own: the pair shows a
    /// token that refers to the color with an opacity of its own (Primer's `alpha`). `nil` for
    /// the color's own.
    public var alpha: Double?
    /// For a foreground, the background as seen (``Appearance/seen(_:over:)``) and its relative
    /// luminance: the same for every color asked about, so worked out once, when the other color,
    /// the role or the appearance is set. `nil` for a background.
    private var seenBackground: SeenBackground?

    /// Why a foreground's requirement always has ``seenBackground``: its init and every change
    /// of what decides it set it.
    private static let keepsItsBackground = "a foreground's requirement keeps its background as seen"

    /// A background as seen, and its relative luminance.
    private struct SeenBackground: Hashable, Sendable {
        var color: Color
        var luminance: Double
    }

    /// Creates a requirement.
    public init(role: Role, other: Color, appearance: Appearance, minimumRatio: Double, alpha: Double? = nil) {
        self.role = role
        self.other = other
        self.appearance = appearance
        self.minimumRatio = minimumRatio
        self.alpha = alpha
        seenBackground = Self.seenBackground(role: role, other: other, appearance: appearance)
    }

    /// Whether two requirements ask the same: the background as seen follows from the role, the
    /// other color and the appearance, so it takes no part.
    public static func == (first: ContrastRequirement, second: ContrastRequirement) -> Bool {
        first.role == second.role && first.other == second.other && first.appearance == second.appearance
            && first.minimumRatio == second.minimumRatio && first.alpha == second.alpha
    }

    /// Hashes what `==` compares (the other color's space aside) as one word: a search that
    /// remembers its answers by the requirements it was given hashes hundreds of thousands of
    /// them, each of which would otherwise take ten rounds of the hasher.
    public func hash(into hasher: inout Hasher) {
        // Each number's bits (zero's sign aside, which `==` ignores), folded by multiplying with
        // a large odd constant and rotating; the hasher then mixes the result.
        var word = UInt64(role == .foreground ? 1 : 2) << 8 | UInt64(appearance.index)
        Self.fold(other, into: &word)
        Self.fold(minimumRatio, into: &word)
        Self.fold(alpha ?? -1, into: &word)
        hasher.combine(word)
    }

    /// Folds `value`'s bits (zero's sign aside, which `==` ignores) into `word`: multiplied by a
    /// large odd constant and rotated, for a hasher to mix once.
    fileprivate static func fold(_ value: Double, into word: inout UInt64) {
        word = (word ^ (value == 0 ? 0 : value.bitPattern)) &* 0x9E37_79B9_7F4A_7C15
        word = word << 29 | word >> 35
    }

    /// Folds a color's components and alpha into `word`, each as a number is.
    fileprivate static func fold(_ color: Color, into word: inout UInt64) {
        fold(color.red, into: &word)
        fold(color.green, into: &word)
        fold(color.blue, into: &word)
        fold(color.alpha, into: &word)
    }

    /// The background of a foreground's pair as ``Appearance/seen(_:over:)`` sees it, and its
    /// relative luminance.
    private static func seenBackground(role: Role, other: Color, appearance: Appearance) -> SeenBackground? {
        guard role == .foreground else { return nil }
        let seen = appearance.seen(background: other)
        return SeenBackground(color: seen, luminance: seen.relativeLuminance)
    }

    /// The pair's contrast ratio with `color` in the role (with ``alpha`` when it is given):
    /// ``Appearance/contrastRatio(of:over:)``, the function every output of Shade reports. For a
    /// foreground it is computed with the background as seen worked out once, step for step as
    /// that function does.
    public func ratio(with color: Color) -> Double {
        let color = alpha.map { color.withAlphaComponent($0) } ?? color
        switch role {
        case .foreground:
            guard let background = seenBackground else { preconditionFailure(Self.keepsItsBackground) }
            let seen = color.isOpaque ? color : color.composited(over: background.color)
            return Color.contrastRatio(seen, background.color, backgroundLuminance: background.luminance)
        case .background:
            return appearance.contrastRatio(of: other, over: color)
        }
    }

    /// ``ratio(with:)`` of `color` whose relative luminance is `luminance` when it is opaque
    /// (`nil` when it is not): the same ratio, bit for bit, without working the luminance out
    /// again for each of a color's requirements over the backgrounds it is seen on.
    func ratio(with color: Color, luminance: Double?) -> Double {
        guard role == .foreground, alpha == nil, let luminance else { return ratio(with: color) }
        guard let background = seenBackground else { preconditionFailure(Self.keepsItsBackground) }
        return Color.contrastRatio(luminance, background.luminance)
    }

    /// The relative luminance ``ratio(with:luminance:)`` takes: worked out once for a color that
    /// is opaque, `nil` for one that is not.
    static func luminance(ofOpaque color: Color) -> Double? {
        color.isOpaque ? color.relativeLuminance : nil
    }

    /// How much lighter `color`'s side of the pair is than the other, seen with `color` in the
    /// role: the difference of their relative luminances, positive when `color`'s side is lighter.
    func lighterBy(_ color: Color) -> Double {
        let color = alpha.map { color.withAlphaComponent($0) } ?? color
        switch role {
        case .foreground:
            guard let background = seenBackground else { preconditionFailure(Self.keepsItsBackground) }
            let seen = color.isOpaque ? color : color.composited(over: background.color)
            return seen.relativeLuminance - background.luminance
        case .background:
            let seen = appearance.seen(other, over: color)
            return seen.background.relativeLuminance - seen.foreground.relativeLuminance
        }
    }

    /// The ratio each of `requirements` measures with `color` (``ratio(with:)``), measured once
    /// for each different key: a color seen over the same few backgrounds in many pairs, or a
    /// background under many foregrounds of the same value, is measured once for each.
    public static func ratios(of requirements: [ContrastRequirement], with color: Color) -> [Double] {
        Grouped(requirements).ratios(with: color)
    }

    /// Requirements grouped by what decides their ratio (the other color, the role, the system
    /// background where it shows through, the opacity), so that each group is measured once for
    /// every color asked about: the grouping is done once for all of them.
    ///
    /// ```swift
    /// let grouped = ContrastRequirement.Grouped(requirements)
    /// grouped.ratios(with: candidate)   // the same as requirements.map { $0.ratio(with: candidate) }
    /// ```
    public struct Grouped: Sendable {
        /// The requirements, in the order given.
        public private(set) var requirements: [ContrastRequirement]
        /// The first requirement of each group, whose ratio is every one of the group's.
        fileprivate private(set) var representatives: [ContrastRequirement]
        /// Each requirement's group, by position in ``representatives``; empty when every
        /// requirement is a group of its own.
        fileprivate private(set) var groups: [Int]

        /// Groups `requirements`.
        public init(_ requirements: [ContrastRequirement]) {
            self.requirements = requirements
            // Below a few requirements a lookup costs more than it saves.
            guard requirements.count > 16 else {
                representatives = requirements
                groups = []
                return
            }
            var positions: [Key: Int] = [:]
            var representatives: [ContrastRequirement] = []
            groups = requirements.map { requirement in
                let key = requirement.key
                if let position = positions[key] { return position }
                positions[key] = representatives.count
                representatives.append(requirement)
                return representatives.count - 1
            }
            self.representatives = representatives
        }

        /// How many requirements there are.
        public var count: Int { requirements.count }

        /// Asks the requirement at `position` for `amount` more contrast.
        public mutating func raiseMinimum(at position: Int, by amount: Double) {
            requirements[position].minimumRatio += amount
        }

        /// Sets the lowest ratio the requirement at `position` may have: its group stays the same,
        /// since the minimum does not decide the ratio.
        public mutating func setMinimum(at position: Int, to minimum: Double) {
            requirements[position].minimumRatio = minimum
        }

        /// The ratio each requirement measures with `color` (``ContrastRequirement/ratio(with:)``),
        /// in order, measured once for each group.
        public func ratios(with color: Color) -> [Double] {
            let measured = groupRatios(with: color)
            return groups.isEmpty ? measured : groups.map { measured[$0] }
        }

        /// The ratio of each group with `color`, by its position in ``representatives``.
        fileprivate func groupRatios(with color: Color) -> [Double] {
            let luminance = ContrastRequirement.luminance(ofOpaque: color)
            return representatives.map { $0.ratio(with: color, luminance: luminance) }
        }

        /// The ratio each requirement at `positions` measures with `color`, in order, measured once
        /// for each group among them: the requirements of one place, where the color has one value,
        /// among those of every place it is seen.
        public func ratios(at positions: Range<Int>, with color: Color) -> [Double] {
            let luminance = ContrastRequirement.luminance(ofOpaque: color)
            guard !groups.isEmpty else {
                return requirements[positions].map { $0.ratio(with: color, luminance: luminance) }
            }
            var measured = [Double?](repeating: nil, count: representatives.count)
            return groups[positions].map { group in
                if let ratio = measured[group] { return ratio }
                let ratio = representatives[group].ratio(with: color, luminance: luminance)
                measured[group] = ratio
                return ratio
            }
        }

        /// The requirements that constrain the color differently: of each group, the one with
        /// the highest minimum, in the order of the groups' first requirements.
        fileprivate var strictest: [ContrastRequirement] {
            guard !groups.isEmpty else { return Self.strictest(requirements) }
            var result = representatives
            for (requirement, group) in zip(requirements, groups)
            where requirement.minimumRatio > result[group].minimumRatio {
                result[group] = requirement
            }
            return result
        }

        /// Each different constraint on the color once, with how many requirements it stands for
        /// and its group (a position in ``representatives``, as ``groupRatios(with:)`` measures
        /// them): requirements of one group with the same minimum constrain it alike. In the
        /// order of their first requirements.
        fileprivate var distinctConstraints: [(requirement: ContrastRequirement, count: Int, group: Int)] {
            guard !groups.isEmpty else { return requirements.enumerated().map { ($1, 1, $0) } }
            // The position in `result` of each group and minimum, by its bits: a group's pairs may
            // each ask for a minimum of their own (a high-contrast appearance keeping its normal
            // one's ratio), so a list per group would be searched once for each of them.
            struct Constraint: Hashable {
                var group: Int
                var minimum: UInt64
            }
            var positions: [Constraint: Int] = [:]
            var result: [(requirement: ContrastRequirement, count: Int, group: Int)] = []
            for (requirement, group) in zip(requirements, groups) {
                let constraint = Constraint(group: group, minimum: requirement.minimumRatio.bitPattern)
                if let position = positions[constraint] {
                    result[position].count += 1
                } else {
                    positions[constraint] = result.count
                    result.append((requirement, 1, group))
                }
            }
            return result
        }

        /// ``strictest`` of a few requirements, compared directly.
        private static func strictest(_ requirements: [ContrastRequirement]) -> [ContrastRequirement] {
            var result: [ContrastRequirement] = []
            var keys: [Key] = []
            for requirement in requirements {
                let key = requirement.key
                if let position = keys.firstIndex(of: key) {
                    if requirement.minimumRatio > result[position].minimumRatio { result[position] = requirement }
                } else {
                    keys.append(key)
                    result.append(requirement)
                }
            }
            return result
        }
    }

    /// What decides the ratio: two requirements with the same key and minimum are the same
    /// constraint on the color.
    fileprivate var key: Key {
        let involvesSystem = !other.isOpaque || role == .background
        return Key(
            role: role, other: other, behind: involvesSystem || alpha != nil ? appearance.systemBackground : nil,
            alpha: alpha)
    }

    fileprivate struct Key: Hashable {
        var role: Role
        var other: Color
        var behind: Color?
        var alpha: Double?

        /// Hashes what `==` compares (the colors' spaces aside) as one word, as a requirement
        /// does: a background under thousands of foregrounds groups as many requirements.
        func hash(into hasher: inout Hasher) {
            var word: UInt64 = role == .foreground ? 1 : 2
            ContrastRequirement.fold(other, into: &word)
            if let behind { ContrastRequirement.fold(behind, into: &word) }
            ContrastRequirement.fold(alpha ?? -1, into: &word)
            hasher.combine(word)
        }
    }
}

/// The color ``Color/nearestColor(meeting:within:)-([ContrastRequirement],_)`` suggests, how far it is from the original
/// and the ratios it reaches.
public struct ContrastSuggestion: Hashable, Sendable {
    /// The suggested color, inside the gamut asked for, with the original's alpha.
    public var color: Color
    /// ΔE OK from the original color (``Color/deltaEOK(_:)``); 0 when nothing had to change.
    public var deltaEOK: Double
    /// The contrast ratio of each requirement with ``color``, in the order given.
    public var ratios: [Double]
    /// The positions of the requirements ``color`` still does not meet: empty for a fix, not
    /// empty for a compromise (no color of the same hue meets them all).
    public var unmet: [Int]

    /// Whether the suggestion fails some requirement: the best that could be done, not a fix.
    public var isCompromise: Bool { !unmet.isEmpty }
}

extension Color {
    /// The nearest color, by ΔE OK, that meets every requirement: the color with its OkLCh
    /// lightness moved, hue and alpha kept, and its chroma reduced only as far as the gamut of
    /// `space` needs (CSS Color 4's gamut mapping, ``gamutMapped(to:)``).
    ///
    /// ```swift
    /// let brand = try Color(parsing: "#E44001")
    /// let text = ContrastRequirement(role: .foreground, other: .white, appearance: .light, minimumRatio: 4.5)
    /// let suggestion = brand.nearestColor(meeting: [text], within: .sRGB)
    /// suggestion.color.hexString   // a darker orange of the same hue
    /// suggestion.deltaEOK          // 0.03…
    /// ```
    ///
    /// Each requirement is met by a color dark enough or light enough against its other color: the
    /// set of lightnesses that meets it is one range from black and one to white (either may be
    /// empty). From the color's own lightness the search climbs, and then descends, over the
    /// ranges that the requirements failing there forbid, each edge found by a bracketed search
    /// (regula falsi with the Illinois step) to within 10⁻⁶ of lightness; the nearer of the two
    /// colors reached, by ΔE OK, is the suggestion. Each color is checked against every
    /// requirement with ``ContrastRequirement/ratio(with:)``, the contrast every output reports. A
    /// translucent color keeps its alpha and is judged composited, as the audit judges it. Between
    /// opaque colors the ratio depends on the luminances alone, and the ranges are found without a
    /// search of each.
    ///
    /// When no lightness meets them all (a text over two backgrounds that need opposite
    /// directions, or a color too transparent to reach the ratio), the result is a compromise:
    /// of the edges of every requirement's ranges, black and white, the color that meets the most
    /// requirements, then the one whose worst unmet ratio comes closest to its minimum (worst
    /// ratios within 10⁻⁶ of each other, the search's precision, are the same), then the nearest,
    /// with ``ContrastSuggestion/unmet`` naming those it fails. Between opaque colors,
    /// where the ratio follows the luminances alone, the compromise is the nearest color that
    /// meets the most requirements, and the color itself when no lightness meets more than it
    /// does. When the color already meets every requirement it is returned as it is.
    ///
    /// - Parameters:
    ///   - requirements: Every pair the color takes part in, in every appearance the value is
    ///     used in, failing or passing: a passing pair must not fail after the change.
    ///   - space: The space the color must stay displayable in: its own (an sRGB color stays in
    ///     sRGB, a Display P3 one in Display P3). A space without a gamut (Oklab, OkLCh, Lab, LCH,
    ///     XYZ) is taken as Display P3.
    /// - Returns: The suggestion: the color, its ΔE OK from this one, the ratio of each
    ///   requirement, and the requirements it still fails (none for a fix).
    /// - Complexity: O(*r*) contrast ratios for each range climbed over, for *r* distinct
    ///   requirements (requirements with the same other color, role and system background count
    ///   once); a compromise O(*c*²), for *c* distinct constraints (those that also ask for the
    ///   same minimum count once, each for as many requirements as it stands for).
    public func nearestColor(meeting requirements: [ContrastRequirement], within space: CSSColorSpace)
        -> ContrastSuggestion
    {
        nearestColor(meeting: ContrastRequirement.Grouped(requirements), within: space)
    }

    /// ``nearestColor(meeting:within:)-([ContrastRequirement],_)`` of requirements grouped once for several searches: a
    /// caller that asks again with some minimums raised keeps the grouping.
    public func nearestColor(meeting grouped: ContrastRequirement.Grouped, within space: CSSColorSpace)
        -> ContrastSuggestion
    {
        let requirements = grouped.requirements
        let originalRatios = grouped.ratios(with: self)
        if zip(requirements, originalRatios).allSatisfy({ $1 >= $0.minimumRatio }) {
            return ContrastSuggestion(color: self, deltaEOK: 0, ratios: originalRatios, unmet: [])
        }
        let gamut = space.gamutSpace == nil ? CSSColorSpace.displayP3 : space
        var search = LightnessSearch(color: self, gamut: gamut)
        if let opaque = search.nearestOpaqueColor(meeting: grouped) { return opaque }
        let strictest = grouped.strictest
        let fixes = [true, false].compactMap { search.nearestFix(meeting: strictest, upward: $0) }
        let color =
            fixes.min { deltaEOK($0) < deltaEOK($1) }
            ?? search.compromise(meeting: grouped)
        let ratios = grouped.ratios(with: color)
        let unmet = requirements.indices.filter { ratios[$0] < requirements[$0].minimumRatio }
        return ContrastSuggestion(color: color, deltaEOK: deltaEOK(color), ratios: ratios, unmet: unmet)
    }

    /// How close the search comes to the edge of a range of lightnesses that meets a requirement:
    /// 10⁻⁶ of OkLCh lightness, about 10⁻⁶ ΔE OK.
    static let lightnessPrecision = 1e-6
}

/// The search of ``Color/nearestColor(meeting:within:)-([ContrastRequirement],_)`` along one color's hue: the colors of
/// each OkLCh lightness, kept as they are computed, and the edges of the ranges of lightness that
/// meet each requirement.
private struct LightnessSearch {
    /// The color, its OkLCh components and alpha.
    private let original: Color
    private let lch: ColorComponents
    private let alpha: Double
    /// The gamut the colors are mapped into, in linear light (`nil` for a space without one),
    /// made once for the many lightnesses a search tries.
    private let linearGamut: LinearGamut?
    /// The color of each lightness asked for so far: the edges of different requirements are
    /// searched from the same ends.
    private var colors: [Double: Color] = [:]

    init(color: Color, gamut: CSSColorSpace) {
        self.original = color
        self.lch = color.exactComponents(in: .oklch)
        self.alpha = color.alpha
        linearGamut = gamut.gamutSpace.map(LinearGamut.init)
    }

    /// The color of the hue at `lightness`, with the original's chroma as far as the gamut allows.
    mutating func candidate(_ lightness: Double) -> Color {
        if let color = colors[lightness] { return color }
        let color = Color.gamutMapped(
            oklch: ColorComponents(lightness, lch.c1, lch.c2), alpha: alpha, into: linearGamut)
        colors[lightness] = color
        return color
    }

    /// How far the requirement's ratio at `lightness` is above its minimum (negative below).
    private mutating func margin(_ requirement: ContrastRequirement, _ lightness: Double) -> Double {
        requirement.ratio(with: candidate(lightness)) - requirement.minimumRatio
    }

    /// ``Color/nearestColor(meeting:within:)-([ContrastRequirement],_)`` for an opaque color among opaque ones, in time linear in
    /// the requirements (after sorting), or `nil` to leave it to the general search: for a
    /// translucent color or other color.
    ///
    /// Between opaque colors the ratio depends only on the two relative luminances, so each
    /// requirement forbids one open range of the changed color's luminance, from
    /// `(other + 0.05) / minimum − 0.05` to `minimum × (other + 0.05) − 0.05`. A sweep over the
    /// ranges' edges finds the luminance nearest the color's own that the fewest ranges forbid
    /// (none, for a fix; the color's own when no luminance is forbidden by fewer); along the
    /// color's hue the luminance grows with OkLCh lightness, so the lightness that reaches it is
    /// found by a bracketed search. The color found is checked with
    /// ``ContrastRequirement/ratio(with:)``, the contrast every output reports; when it fails
    /// other requirements than the sweep counted (the luminance was not monotonic there), the
    /// general search decides.
    mutating func nearestOpaqueColor(meeting grouped: ContrastRequirement.Grouped) -> ContrastSuggestion? {
        let requirements = grouped.requirements
        guard original.isOpaque, requirements.allSatisfy({ $0.other.isOpaque && ($0.alpha ?? 1) >= 1 }) else {
            return nil
        }
        // Each requirement's forbidden range of luminance, as two events of a sweep; requirements
        // of one group with the same minimum forbid the same range, one event each with their count.
        var events: [(luminance: Double, opens: Bool, weight: Int)] = []
        let distinct = grouped.distinctConstraints
        events.reserveCapacity(distinct.count * 2)
        for (requirement, weight, _) in distinct {
            let other = requirement.other.relativeLuminance + 0.05
            let (low, high) = (other / requirement.minimumRatio - 0.05, requirement.minimumRatio * other - 0.05)
            guard low < high else { continue }
            events.append((low, true, weight))
            events.append((high, false, weight))
        }
        // At equal luminances a range closes before another opens: the edges of an open range
        // meet the requirement.
        events.sort { $0.luminance != $1.luminance ? $0.luminance < $1.luminance : !$0.opens && $1.opens }
        // The luminances between events, each with how many requirements forbid it; the edges
        // themselves are where ranges close (or before the first opens), and forbid fewer.
        let black = candidate(0).relativeLuminance
        let white = candidate(1).relativeLuminance
        let luminance = original.relativeLuminance
        // How many ranges forbid a luminance: those opened below it and not closed at or below it
        // (a range may begin below black or reach past white).
        func forbidding(_ luminance: Double) -> Int {
            events.reduce(0) { count, event in
                if event.opens { return event.luminance < luminance ? count + event.weight : count }
                return event.luminance <= luminance ? count - event.weight : count
            }
        }
        // Each luminance worth trying, with how many requirements forbid it.
        var points: [(target: Double, count: Int)] = []
        points.reserveCapacity(events.count + 2)
        points.append((black, forbidding(black)))
        var open = 0
        for event in events {
            if event.opens {
                // Just below where a range opens, which it does not forbid yet.
                points.append((event.luminance, open))
                open += event.weight
            } else {
                open -= event.weight
                points.append((event.luminance, open))
            }
        }
        points.append((white, forbidding(white)))
        let reachable = points.filter { $0.target >= black && $0.target <= white }
        guard let fewest = reachable.map(\.count).min() else { return nil }
        // No other luminance fails fewer than the color's own: it stays as it is.
        let own = forbidding(luminance)
        if own <= fewest {
            let ratios = grouped.ratios(with: original)
            let unmet = requirements.indices.filter { ratios[$0] < requirements[$0].minimumRatio }
            guard unmet.count == own else { return nil }
            return ContrastSuggestion(color: original, deltaEOK: 0, ratios: ratios, unmet: unmet)
        }
        // The nearest such luminance below the color's and above it: the nearer by ΔE OK wins.
        let least = reachable.filter { $0.count == fewest }
        let below = least.filter { $0.target <= luminance }.max { $0.target < $1.target }
        let above = least.filter { $0.target >= luminance }.min { $0.target < $1.target }
        var best: ContrastSuggestion?
        for (point, isBelow) in [(below, true), (above, false)] {
            guard let point else { continue }
            let color = candidate(lightness(reaching: point.target, below: isBelow, black: black, white: white))
            let ratios = grouped.ratios(with: color)
            let unmet = requirements.indices.filter { ratios[$0] < requirements[$0].minimumRatio }
            // The luminance was not monotonic along the hue there: the general search decides.
            guard unmet.count == fewest else { return nil }
            let distance = original.deltaEOK(color)
            if distance < best?.deltaEOK ?? .infinity {
                best = ContrastSuggestion(color: color, deltaEOK: distance, ratios: ratios, unmet: unmet)
            }
        }
        return best
    }

    /// The lightness whose color's luminance is the nearest to `target` at or below it (`below`)
    /// or at or above it, along the hue, whose luminance grows from `black` at 0 to `white` at 1.
    private mutating func lightness(reaching target: Double, below: Bool, black: Double, white: Double) -> Double {
        if target <= black { return 0 }
        if target >= white { return 1 }
        return below
            ? boundary(held: 0, lost: 1) { search, lightness in
                let margin = target - search.candidate(lightness).relativeLuminance
                return (margin, margin >= 0)
            }
            : boundary(held: 1, lost: 0) { search, lightness in
                let margin = search.candidate(lightness).relativeLuminance - target
                return (margin, margin >= 0)
            }
    }

    /// The lightness nearest the color's own, on one side of it, that meets every requirement, or
    /// `nil` when none does: from the color's lightness, each requirement failing there is
    /// climbed over to the edge of the range it forbids, until all are met. The requirements
    /// should each constrain the color differently (``ContrastRequirement/Grouped/strictest``).
    mutating func nearestFix(meeting requirements: [ContrastRequirement], upward: Bool) -> Color? {
        let end = upward ? 1.0 : 0.0
        var lightness = min(max(lch.c0, 0), 1)
        // Each step leaves a requirement's forbidden range for good, so there are at most as many.
        for _ in 0...requirements.count {
            let color = candidate(lightness)
            let luminance = ContrastRequirement.luminance(ofOpaque: color)
            var next = lightness
            var fails = false
            for requirement in requirements
            where requirement.ratio(with: color, luminance: luminance) < requirement.minimumRatio {
                fails = true
                guard margin(requirement, end) >= 0 else { return nil }
                let edge = boundary(held: end, lost: lightness) { search, lightness in
                    let margin = search.margin(requirement, lightness)
                    return (margin, margin >= 0)
                }
                next = upward ? max(next, edge) : min(next, edge)
            }
            if !fails { return color }
            guard next != lightness else { return nil }
            lightness = next
        }
        return nil
    }

    /// The best color when no lightness meets every requirement: of the edges of every
    /// constraint's ranges, black and white, the one that meets the most requirements (each
    /// constraint counting for as many as it stands for), then whose worst unmet ratio comes
    /// closest to its minimum (``sameRatioTolerance``), then the nearest to the original.
    ///
    /// How many requirements each edge meets is counted by a sweep over the forbidden ranges of
    /// the different constraints (``ContrastRequirement/Grouped/distinctConstraints``); the edges
    /// that meet the most by that count are then measured, each group once.
    mutating func compromise(meeting grouped: ContrastRequirement.Grouped) -> Color {
        let constraints = grouped.distinctConstraints
        // Each constraint's forbidden range, with how many requirements it stands for.
        var lows: [(lightness: Double, count: Int)] = []
        var highs: [(lightness: Double, count: Int)] = []
        var lightnesses: [Double] = [0, 1]
        for (requirement, count, _) in constraints {
            // The ratio is lowest where the two sides are equally light, 1 there, and grows both
            // ways: a requirement that black and white both fail is failed by every lightness.
            if requirement.minimumRatio > Self.equallyLightRatio, margin(requirement, 0) < 0, margin(requirement, 1) < 0
            {
                lows.append((-1, count))
                highs.append((2, count))
                continue
            }
            let failing = failingLightness(requirement)
            guard margin(requirement, failing) < 0 else { continue }
            var range = (low: -1.0, high: 2.0)
            for end in [0.0, 1.0] where margin(requirement, end) >= 0 {
                let edge = boundary(held: end, lost: failing) { search, lightness in
                    let margin = search.margin(requirement, lightness)
                    return (margin, margin >= 0)
                }
                lightnesses.append(edge)
                if end == 0 { range.low = edge } else { range.high = edge }
            }
            lows.append((range.low, count))
            highs.append((range.high, count))
        }
        // How many requirements each lightness fails: those of the ranges that opened below it
        // (strictly above their low edge) and have not closed (strictly below their high edge).
        let opened = WeightedEdges(lows)
        let closed = WeightedEdges(highs)
        let counts = lightnesses.map { opened.count(below: $0) - closed.count(atOrBelow: $0) }
        let fewest = counts.min() ?? 0
        var best: (color: Color, met: Int, worst: Double, distance: Double)?
        for (lightness, count) in zip(lightnesses, counts) where count == fewest {
            let color = candidate(lightness)
            var met = 0
            var worst = Double.infinity
            // Each group measured once, each constraint counted for its requirements.
            let ratios = grouped.groupRatios(with: color)
            for (requirement, count, group) in constraints {
                let ratio = ratios[group]
                if ratio >= requirement.minimumRatio {
                    met += count
                } else {
                    worst = min(worst, ratio / requirement.minimumRatio)
                }
            }
            let distance = original.deltaEOK(color)
            if let current = best {
                if met < current.met { continue }
                // Worst ratios within the search's precision of each other are the same: the nearer
                // color is then the better, whichever of the two rounds a hair closer.
                if met == current.met {
                    let sameWorst =
                        worst == current.worst
                        || abs(worst - current.worst) <= Self.sameRatioTolerance * max(worst, current.worst)
                    if !sameWorst, worst < current.worst { continue }
                    if sameWorst, distance >= current.distance { continue }
                }
            }
            best = (color, met, worst, distance)
        }
        return best?.color ?? original
    }

    /// A lightness that fails `requirement`, when one does: the ratio is lowest where the two
    /// sides of the pair are equally light, so the search for that lightness ends at the first it
    /// tries that fails the requirement, and otherwise returns where they are (0 or 1 when the
    /// color's side is lighter, or darker, at every lightness). Either is inside the range the
    /// requirement forbids, if there is one, and brackets its edges with black and white.
    private mutating func failingLightness(_ requirement: ContrastRequirement) -> Double {
        if requirement.lighterBy(candidate(0)) > 0 { return 0 }
        if requirement.lighterBy(candidate(1)) <= 0 { return 1 }
        return boundary(
            held: 1, lost: 0,
            until: { search, lightness in search.margin(requirement, lightness) < 0 },
            { search, lightness in
                let lighterBy = requirement.lighterBy(search.candidate(lightness))
                return (lighterBy, lighterBy > 0)
            })
    }

    /// Above the ratio of two sides found equally light (1, to the precision of the search), a
    /// requirement is failed where they are.
    private static let equallyLightRatio = 1.01

    /// How far apart, relatively, two compromises' worst unmet ratios may be and still count as
    /// the same: edges found to 10⁻⁶ of lightness give ratios that differ by about as much, so a
    /// smaller difference says nothing of the colors.
    private static let sameRatioTolerance = 1e-6

    /// The lightness between `held` and `lost`, within 10⁻⁶ of where `evaluate` stops holding, on
    /// the side where it holds: regula falsi with the Illinois step on the value `evaluate`
    /// returns (positive where it holds), bisecting where three steps have not halved the bracket.
    /// The search ends early at the first lightness it tries (between the two) where `done` is
    /// true.
    private mutating func boundary(
        held: Double, lost: Double, until done: ((inout LightnessSearch, Double) -> Bool)? = nil,
        _ evaluate: (inout LightnessSearch, Double) -> (value: Double, holds: Bool)
    ) -> Double {
        var (inside, insideValue) = (held, evaluate(&self, held).value)
        var (outside, outsideValue) = (lost, evaluate(&self, lost).value)
        var kept = 0
        var checkpoint = abs(inside - outside)
        var steps = 0
        while abs(inside - outside) > Color.lightnessPrecision {
            var middle = inside - insideValue * (outside - inside) / (outsideValue - insideValue)
            let between = min(inside, outside) < middle && middle < max(inside, outside)
            if steps >= 3 || !between { middle = (inside + outside) / 2 }
            let (value, holds) = evaluate(&self, middle)
            if let done, done(&self, middle) { return middle }
            if holds {
                (inside, insideValue) = (middle, value)
                if kept == 1 { outsideValue /= 2 }
                kept = 1
            } else {
                (outside, outsideValue) = (middle, value)
                if kept == -1 { insideValue /= 2 }
                kept = -1
            }
            let width = abs(inside - outside)
            if width <= checkpoint / 2 {
                checkpoint = width
                steps = 0
            } else {
                steps += 1
            }
        }
        return inside
    }
}

/// Edges of ranges of lightness, each with how many requirements its range stands for, sorted
/// once so that the requirements of the edges below any lightness are counted by a binary search.
private struct WeightedEdges {
    private var lightnesses: [Double] = []
    /// How many requirements the edges before each position stand for: one more entry than edges.
    private var totals: [Int] = [0]

    init(_ edges: [(lightness: Double, count: Int)]) {
        for edge in edges.sorted(by: { $0.lightness < $1.lightness }) {
            lightnesses.append(edge.lightness)
            totals.append(totals[totals.count - 1] + edge.count)
        }
    }

    /// How many requirements the edges below `limit` stand for.
    func count(below limit: Double) -> Int {
        totals[lightnesses.partitioningIndex(where: { $0 >= limit })]
    }

    /// How many requirements the edges at or below `limit` stand for.
    func count(atOrBelow limit: Double) -> Int {
        totals[lightnesses.partitioningIndex(where: { $0 > limit })]
    }
}

extension Array {
    /// The first position whose element satisfies `predicate`, which is false for a prefix of the
    /// array and true for the rest: a binary search.
    fileprivate func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
