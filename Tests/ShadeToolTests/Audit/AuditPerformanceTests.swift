import Foundation
import Testing

@testable import ShadeTool

@Suite struct AuditPerformanceTests {
    /// The audit of 10 000 colors (7 000 pairs in 8 appearances, the variant checks and the
    /// near-duplicate search) takes well under a second: the whole audit logic, timed.
    @Test func auditOfTenThousandColorsTakesUnderASecond() {
        let catalog = CatalogBuilder.generated(count: 10_000)
        let clock = ContinuousClock()
        var result: AuditResult?
        let elapsed = clock.measure {
            result = Auditor(catalog: catalog).audit()
        }
        print("audit of 10 000 colors: \(elapsed)")
        #expect(result?.colorCount == 10_000)
        #expect(result?.pairs.count == 7_000)
        #expect(elapsed < .seconds(1))
    }
}
