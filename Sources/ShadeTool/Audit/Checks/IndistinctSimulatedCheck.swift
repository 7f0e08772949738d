import ShadeColor
import ShadeDiagnostics

/// `indistinct-simulated`, with `--simulate`: colors that only hue tells apart, and that a
/// color-vision deficiency makes look the same.
///
/// Two colors of one group (the same name parts before the last, as
/// ``NamingConvention/parts(of:)`` cuts them), each composited over the appearance's system
/// background, that in some appearance
/// - have the same lightness to within the just-noticeable difference: their OKLCh lightness
///   differs by less than 0.02,
/// - differ noticeably in hue: their OKLab hue difference ΔH, `√(Δa² + Δb² − ΔC²)`, is 0.02 or
///   more, and
/// - once simulated (ShadeColor's `Color.simulating(_:)`: Machado et al. 2009 at severity 1 for
///   protanopia and deuteranopia, Brettel et al. 1997 for tritanopia), lie within ΔE OK 0.02 of
///   each other,
///
/// so that what tells them apart is hue, and the deficiency takes it away. Aliases of one color
/// are not compared, and a color that is an alias in every mode is not compared at all, as for
/// near-duplicates. The search puts each simulated color in an ``OKLabGrid`` of 0.02-wide cells
/// per group and compares it only with the 27 cells around it.
enum IndistinctSimulatedCheck: CatalogCheck {
    static let id = Finding.Check.indistinctSimulated
    static let defaultSeverity = Severity.warning
    static let severityRule = "warning, with --simulate"
    static let finds = """
        With `--simulate`: two colors of one group (the same parts before the last) told apart by \
        hue alone — OKLCh lightness within 0.02, hue difference ΔH of 0.02 or more in OKLab — that \
        come within ΔE OK 0.02 of each other once simulated, in some appearance; each color is \
        first composited over the system background, and aliases of one color are not compared.
        """

    /// Below this ΔE OK, once simulated, two colors told apart by hue are reported.
    static let simulatedDistance = 0.02

    static func check(pairs: [ColorPair], in state: inout AuditState, progress: (String, Int, Int) -> Void) {
        guard !state.simulations.isEmpty else { return }
        let compared = state.names.indices.filter { state.hasValue[$0] && state.aliasSignatures[$0] == nil }
        guard compared.count > 1 else { return }
        var groupIDs: [String: Int] = [:]
        var groups = [Int](repeating: 0, count: state.names.count)
        for index in compared {
            let group = NamingConvention.parts(of: state.names[index]).dropLast().joined(separator: "/")
            groups[index] = groupIDs[group, default: groupIDs.count]
            groupIDs[group] = groups[index]
        }
        // OKLab of every compared color as seen in every appearance, three numbers each.
        var seen = [Double](repeating: 0, count: state.names.count * 24)
        for index in compared {
            for appearance in Appearance.allCases {
                let color = state.resolved[index * 8 + appearance.index]
                let lab = appearance.seen(color, over: appearance.systemBackground).foreground.oklab
                let offset = (index * 8 + appearance.index) * 3
                (seen[offset], seen[offset + 1], seen[offset + 2]) = (lab.lightness, lab.a, lab.b)
            }
        }
        struct Cell: Hashable {
            var group: Int
            var key: Int
        }
        struct Lookalike {
            var other: Int
            var appearances: AppearanceSet = .empty
            var simulatedDistance = 0.0
            var distance = Double.infinity
        }
        let cell = simulatedDistance
        for deficiency in state.simulations {
            var simulated = [Double](repeating: 0, count: state.names.count * 24)
            var found: [Int: [Int: Lookalike]] = [:]
            for appearance in Appearance.allCases {
                var grid: [Cell: [Int]] = [:]
                var keys = [Int](repeating: 0, count: state.names.count)
                for index in compared {
                    let color = state.resolved[index * 8 + appearance.index]
                    let seenColor = appearance.seen(color, over: appearance.systemBackground).foreground
                    let lab = seenColor.simulating(deficiency).oklab
                    let offset = (index * 8 + appearance.index) * 3
                    (simulated[offset], simulated[offset + 1], simulated[offset + 2]) = (lab.lightness, lab.a, lab.b)
                    keys[index] = OKLabGrid.key(lab.lightness, lab.a, lab.b, cell: cell)
                    grid[Cell(group: groups[index], key: keys[index]), default: []].append(index)
                }
                for index in compared {
                    for neighbor in OKLabGrid.neighborOffsets {
                        guard let candidates = grid[Cell(group: groups[index], key: keys[index] &+ neighbor)] else {
                            continue
                        }
                        for other in candidates where other > index {
                            let first = (index * 8 + appearance.index) * 3
                            let second = (other * 8 + appearance.index) * 3
                            let simulatedDistance = Self.distance(simulated, first, second)
                            guard simulatedDistance < cell,
                                abs(seen[first] - seen[second]) < cell,
                                Self.hueDifference(seen, first, second) >= cell,
                                !state.isAlias(index, other)
                            else { continue }
                            var lookalike = found[index, default: [:]][other] ?? Lookalike(other: other)
                            lookalike.appearances.insert(appearance)
                            lookalike.simulatedDistance = max(lookalike.simulatedDistance, simulatedDistance)
                            lookalike.distance = min(lookalike.distance, Self.distance(seen, first, second))
                            found[index, default: [:]][other] = lookalike
                        }
                    }
                }
            }
            for index in compared {
                guard let lookalikes = found[index] else { continue }
                for lookalike in lookalikes.values.sorted(by: { $0.other < $1.other }) {
                    let name = state.names[index]
                    let other = state.names[lookalike.other]
                    state.append(
                        forColor: index,
                        Finding(
                            check: id, severity: defaultSeverity, color: name, related: [other],
                            appearances: lookalike.appearances,
                            message: "\(name) and \(other) differ only by hue, and look the same with \(deficiency) "
                                + "simulated (\(deficiency.method)): ΔE OK "
                                + "\(Auditor.formatDistance(lookalike.simulatedDistance)) at most, "
                                + "\(Auditor.formatDistance(lookalike.distance)) or more without simulation, in "
                                + lookalike.appearances.phrase,
                            location: state.locations[index], distance: lookalike.simulatedDistance,
                            simulation: deficiency.rawValue))
                }
            }
        }
    }

    /// The Euclidean distance between the OKLab points at `first` and `second` of `points`.
    private static func distance(_ points: [Double], _ first: Int, _ second: Int) -> Double {
        let dl = points[first] - points[second]
        let da = points[first + 1] - points[second + 1]
        let db = points[first + 2] - points[second + 2]
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// The OKLab hue difference ΔH of the points at `first` and `second` of `points`: the part of
    /// their a–b distance that is not a difference in chroma, `√(Δa² + Δb² − ΔC²)`.
    private static func hueDifference(_ points: [Double], _ first: Int, _ second: Int) -> Double {
        let da = points[first + 1] - points[second + 1]
        let db = points[first + 2] - points[second + 2]
        let firstChroma = (points[first + 1] * points[first + 1] + points[first + 2] * points[first + 2]).squareRoot()
        let secondChroma = (points[second + 1] * points[second + 1] + points[second + 2] * points[second + 2])
            .squareRoot()
        let dc = firstChroma - secondChroma
        return max(0, da * da + db * db - dc * dc).squareRoot()
    }
}
