import Foundation
import Shade
import ShadeTestSupport
import Testing

@testable import ShadeTool

/// The time the audit logic takes on 10 000 colors (7 000 pairs in 8 appearances, the variant
/// checks and the near-duplicate search), measured in this run. The bound is the promise for an
/// optimized build (about 0.2 s there on a 2-core machine); an unoptimized (debug) build is about
/// ten times slower and shares the cores with the other tests, so it is held to a looser bound
/// that still catches a slide into quadratic time (a pairwise near-duplicate search alone would
/// compare 50 million pairs in 8 appearances). A build with the address or thread sanitizer runs
/// several times slower again, so there the bound is ten times looser, which still catches that.
@Suite struct AuditPerformanceTests {
    #if DEBUG
        static let plainBound = Duration.seconds(15)
    #else
        static let plainBound = Duration.seconds(1)
    #endif
    static let bound = plainBound * (isSanitized ? 10 : 1)

    func time(_ catalog: some Sendable & Any, _ body: () -> AuditResult) -> (Duration, AuditResult) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = body()
        return (start.duration(to: clock.now), result)
    }

    @Test func auditingTenThousandReadableColorsTakesUnderASecond() {
        let catalog = CatalogBuilder.generated(count: 10_000)
        let (elapsed, result) = time(catalog) { Auditor(catalog: catalog).audit() }
        print("audit of 10 000 colors, 7 000 pairs, \(result.findings.count) findings: \(elapsed)")
        #expect(result.colorCount == 10_000)
        #expect(result.pairs.count == 7_000)
        #expect(elapsed < Self.bound)
    }

    @Test func auditingTenThousandColorsWhosePairsMostlyFailStaysFast() {
        let catalog = CatalogBuilder.generated(count: 10_000, readable: false)
        let (elapsed, result) = time(catalog) { Auditor(catalog: catalog).audit() }
        print("audit of 10 000 colors, 7 000 pairs, \(result.findings.count) findings: \(elapsed)")
        #expect(result.findings.count > 10_000)
        #expect(elapsed < Self.bound * 2)
    }

    /// With `--simulate all`, each pair is measured again three times, and every color is
    /// simulated three times in each appearance for the search of colors only hue tells apart,
    /// which uses the near-duplicate search's grid: time in proportion to the colors still.
    @Test func auditingTenThousandColorsWithEverySimulationStaysFast() {
        let catalog = CatalogBuilder.generated(count: 10_000)
        let (plain, _) = time(catalog) { Auditor(catalog: catalog).audit() }
        let (elapsed, result) = time(catalog) {
            Auditor(catalog: catalog, simulations: ColorVisionDeficiency.allCases).audit()
        }
        let simulated = result.findings.count { $0.simulation != nil }
        print(
            "audit of 10 000 colors with every simulation, \(simulated) simulated findings: \(elapsed), \(plain) without"
        )
        #expect(result.simulations == ColorVisionDeficiency.allCases)
        #expect(elapsed < Self.bound * 3)
    }
}
