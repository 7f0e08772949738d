import ShadeColor

extension ContrastFixPlan {
    /// The failing pairs measured after a plan's changes, by ``PairKey``: each in each appearance,
    /// by `Appearance.index` (without ``Finding/Measurement/required``; `nil` where the pair
    /// cannot be measured).
    ///
    /// A pair is measured when asked for, from the values before and after the changes: a report
    /// asks for each finding's pair on the thread that writes the finding's suggestion, so the
    /// tens of thousands of pairs of a large catalog are measured once, where they are used, with
    /// no table of their measurements made and kept in between. An appearance whose two colors no
    /// change reached keeps how the pair was seen before.
    struct PairsAfter: Sendable {
        /// A failing pair in a theme: its position in the planned pairs, the theme's position
        /// (the default first), and how it was seen in each appearance before the changes.
        typealias Failing = (pair: Int, theme: Int, seen: [PairMeasurement?])

        private var failing: [Failing] = []
        /// The position in `failing` of each pair, by its names and theme.
        private var positionOfKey: [PairKey: Int] = [:]
        /// Where each planned pair's colors are, by its position (`nil` for a pair with a color
        /// the catalog does not have).
        private var ends: [PairEnds?] = []
        /// `before[theme][color * 8 + appearance]`: the values before the changes; `after`, with
        /// them.
        private var before: [[Color]] = []
        private var after: [[Color]] = []

        /// No failing pairs.
        init() {}

        /// The pairs `failing` (found at `positionOfKey`) of the planned pairs, whose colors are at
        /// `ends`, with the values `before` and `after` the changes in each theme.
        init(
            failing: [Failing], positionOfKey: [PairKey: Int], ends: [PairEnds?], before: [[Color]],
            after: [[Color]]
        ) {
            (self.failing, self.positionOfKey, self.ends, self.before, self.after) = (
                failing, positionOfKey, ends, before, after
            )
        }

        /// The failing pairs.
        var keys: Dictionary<PairKey, Int>.Keys { positionOfKey.keys }

        /// How many pairs fail.
        var count: Int { positionOfKey.count }

        /// The pair `key`'s measurements after the changes, or `nil` for a pair that does not fail.
        subscript(key: PairKey) -> [Finding.Measurement?]? {
            positionOfKey[key].map { measurements(of: failing[$0]) }
        }

        /// Every failing pair's measurements, by its key: for a page of a few colors, or to
        /// compare two plans.
        var all: [PairKey: [Finding.Measurement?]] {
            positionOfKey.mapValues { measurements(of: failing[$0]) }
        }

        /// `pair` measured with the values after the changes, in the appearances where a change
        /// reached one of its colors; as seen before in the others.
        private func measurements(of pair: Failing) -> [Finding.Measurement?] {
            guard let ends = ends[pair.pair] else { return [Finding.Measurement?](repeating: nil, count: 8) }
            let (valuesBefore, valuesAfter, seenBefore) = (before[pair.theme], after[pair.theme], pair.seen)
            let seenAfter = ends.seen(with: valuesAfter) { appearance, foreground, background in
                guard valuesBefore[foreground] == valuesAfter[foreground],
                    background.map({ valuesBefore[$0] == valuesAfter[$0] }) ?? true,
                    var before = seenBefore[appearance.index]
                else { return nil }
                before.earlier = nil
                return before
            }
            var measurements: [Finding.Measurement?] = []
            measurements.reserveCapacity(8)
            for (appearance, seen) in zip(Appearance.allCases, seenAfter) {
                guard let seen else {
                    measurements.append(nil)
                    continue
                }
                // The same colors seen, in an appearance before: the same measurement there.
                if let earlier = seen.earlier, var measurement = measurements[earlier] {
                    measurement.appearances = [appearance]
                    measurements.append(measurement)
                } else {
                    measurements.append(
                        Finding.Measurement(
                            appearance: appearance, ratio: seen.ratio, seen: (seen.foreground, seen.background)))
                }
            }
            return measurements
        }
    }
}
