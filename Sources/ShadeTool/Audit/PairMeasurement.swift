import ShadeColor

/// One pair measured in one appearance: its two colors as seen there and their contrast ratio
/// (`Appearance.measured(_:over:)`), and the first appearance before it that sees the same, if
/// one does.
struct PairMeasurement {
    var foreground: Color
    var background: Color
    var ratio: Double
    /// The index of an earlier appearance with the same measurement, or `nil` when this is its
    /// first.
    var earlier: Int?

    /// A pair measured in each appearance, by `Appearance.index`, from its colors there (`nil` where
    /// it has none): each distinct pair of values over the same system background is composited and
    /// measured once, and the appearances after the first that sees it take its measurement.
    ///
    /// Light and its high-contrast and elevated forms often show the same two values; a translucent
    /// background is seen over each appearance's own system background, so it is measured again
    /// where that differs.
    ///
    /// `known` gives the measurement of an appearance that is known already (the same two values
    /// measured before), or `nil` to have it measured: it is asked only where no earlier
    /// appearance of this pair sees the same.
    static func inEachAppearance(
        _ colors: (Appearance) -> (Color, Color)?, known: (Appearance) -> PairMeasurement? = { _ in nil }
    ) -> [PairMeasurement?] {
        var result: [PairMeasurement?] = []
        result.reserveCapacity(8)
        var given: [(Color, Color)?] = []
        given.reserveCapacity(8)
        for appearance in Appearance.allCases {
            guard let (foreground, background) = colors(appearance) else {
                given.append(nil)
                result.append(nil)
                continue
            }
            given.append((foreground, background))
            let earlier = (0..<appearance.index).first { index in
                guard let (otherForeground, otherBackground) = given[index] else { return false }
                return otherForeground == foreground && otherBackground == background
                    && (background.isOpaque
                        || Appearance(index: index).systemBackground == appearance.systemBackground)
            }
            if let earlier, var first = result[earlier] {
                first.earlier = earlier
                result.append(first)
            } else if let measurement = known(appearance) {
                result.append(measurement)
            } else {
                let measured = appearance.measured(foreground, over: background)
                result.append(
                    PairMeasurement(
                        foreground: measured.foreground, background: measured.background, ratio: measured.ratio))
            }
        }
        return result
    }
}

extension PairMeasurement {
    /// A pair whose two colors have `colors` and `backgrounds` in each appearance (by index)
    /// measured in each (``inEachAppearance(_:known:)``).
    static func inEachAppearance(of colors: ArraySlice<Color>, over backgrounds: ArraySlice<Color>)
        -> [PairMeasurement?]
    {
        inEachAppearance { appearance in
            (colors[colors.startIndex + appearance.index], backgrounds[backgrounds.startIndex + appearance.index])
        }
    }
}

/// Where a pair's two colors are: the foreground's position in the catalog, and the
/// background's, or the values of the system background it is drawn on
/// (``Auditor/ends(of:indexByName:)``).
struct PairEnds: Sendable {
    enum Background: Sendable {
        case color(Int)
        case system([Color])
    }

    var foreground: Int
    var background: Background

    /// The background's position in the catalog; `nil` for a system background.
    var backgroundColor: Int? {
        guard case .color(let position) = background else { return nil }
        return position
    }

    /// The foreground's position, and the values of the two colors in each appearance, with the
    /// catalog's values `resolved` (by `color * 8 + appearance`).
    func colors(in resolved: ContiguousArray<Color>) -> (
        foreground: Int, colors: ArraySlice<Color>, over: ArraySlice<Color>
    ) {
        let backgroundColors: ArraySlice<Color>
        switch background {
        case .color(let background): backgroundColors = resolved[background * 8..<background * 8 + 8]
        case .system(let values): backgroundColors = values[...]
        }
        return (foreground, resolved[foreground * 8..<foreground * 8 + 8], backgroundColors)
    }

    /// The two colors' values in the appearance at `index`, with the catalog's values `values`
    /// (by `color * 8 + appearance`).
    func colors<Values: RandomAccessCollection<Color>>(_ index: Int, in values: Values) -> (Color, Color)
    where Values.Index == Int {
        let backgroundValue: Color
        switch background {
        case .color(let background): backgroundValue = values[values.startIndex + background * 8 + index]
        case .system(let system): backgroundValue = system[index]
        }
        return (values[values.startIndex + foreground * 8 + index], backgroundValue)
    }
}

extension PairEnds {
    /// The pair as seen in each appearance, with a theme's `values` (by `color * 8 +
    /// appearance`): ``PairMeasurement/inEachAppearance(_:known:)``, which composites and
    /// measures each distinct pair of values over the same system background once.
    ///
    /// `known` gives the measurement in an appearance where it is known already, from the
    /// positions in `values` of the foreground and background seen there (`nil` for a system
    /// background), or `nil` to have it measured.
    func seen(
        with values: [Color],
        known: (Appearance, _ foreground: Int, _ background: Int?) -> PairMeasurement? = { _, _, _ in nil }
    ) -> [PairMeasurement?] {
        let (foreground, background) = (foreground, backgroundColor)
        return values.withUnsafeBufferPointer { values in
            PairMeasurement.inEachAppearance(
                { appearance in colors(appearance.index, in: values) },
                known: { appearance in
                    known(appearance, foreground * 8 + appearance.index, background.map { $0 * 8 + appearance.index })
                })
        }
    }
}

/// Every pair of an audit measured in each appearance of each theme at once, on both cores:
/// what the audit's checks and `--suggest`'s plan both read, measured once for both.
struct PairMeasurements: Sendable {
    /// By `theme * pairCount + pair`; `nil` for a pair the audit does not check (a color the
    /// catalog does not have).
    private let measured: [[PairMeasurement?]?]
    private let pairCount: Int
    /// Where each pair's colors are, by its position: what the pairs were measured from.
    let ends: [PairEnds?]

    /// Measures each pair whose colors are at `ends` with the catalog's values in each theme,
    /// `resolved` (the default theme first).
    init(_ ends: [PairEnds?], resolved: [ContiguousArray<Color>]) {
        pairCount = ends.count
        self.ends = ends
        measured = Background.map(Array(0..<(ends.count * resolved.count))) { index in
            guard let pair = ends[index % ends.count] else { return nil }
            let (_, colors, backgrounds) = pair.colors(in: resolved[index / ends.count])
            return PairMeasurement.inEachAppearance(of: colors, over: backgrounds)
        }
    }

    /// The pair at `pair` measured in each appearance of the theme at `theme` (0 for the default),
    /// or `nil` for a pair the audit does not check.
    subscript(theme theme: Int, pair pair: Int) -> [PairMeasurement?]? {
        measured[theme * pairCount + pair]
    }
}
