import Foundation
import Testing

@testable import ShadeTool

/// The time the audit logic takes on 10 000 colors (7 000 pairs in 8 appearances, the variant
/// checks and the near-duplicate search), measured in this run. The bound is the promise for an
/// optimized build; an unoptimized (debug) build of the tests is several times slower, so it is
/// held to a proportionally looser bound that still catches a slide into quadratic time.
@Suite struct AuditPerformanceTests {
    #if DEBUG
        static let bound = Duration.seconds(8)
    #else
        static let bound = Duration.seconds(1)
    #endif

    func time(_ catalog: some Sendable & Any, _ body: () -> AuditResult) -> (Duration, AuditResult) {
        let clock = ContinuousClock()
        var result: AuditResult?
        let elapsed = clock.measure { result = body() }
        return (elapsed, result!)
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
}
