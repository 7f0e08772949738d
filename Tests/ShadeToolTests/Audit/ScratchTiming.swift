import Foundation
import Shade
import Testing

@testable import ShadeTool

@Suite struct ScratchTiming {
    @Test func phases() {
        let catalog = CatalogBuilder.generated(count: 10_000)
        let clock = ContinuousClock()
        var state = AuditState(catalog: catalog)
        print("state", clock.measure { state = AuditState(catalog: catalog) })
        print("resolve", clock.measure { state.resolveDefaultTheme { _ in } })
        print("names", clock.measure { _ = NamingConvention.pairs(among: state.names) })
        var last = clock.now
        _ = Auditor(catalog: catalog).audit { phase, done, total in
            if done == 0 {
                print(phase, clock.now - last)
                last = clock.now
            }
        }
        print("end", clock.now - last)
        let colors = (0..<80000).map { Color(rgb: UInt32($0 * 97)) }
        print("hex", clock.measure { for c in colors { _ = c.hexString } })
        print("oklab", clock.measure { for c in colors { _ = c.components(in: .oklab) } })
        print("contrast", clock.measure { for c in colors { _ = Color.contrastRatio(c, .white) } })
        print("isSame", clock.measure { for c in colors { _ = c.isSame(as: .white) } })
    }
}
