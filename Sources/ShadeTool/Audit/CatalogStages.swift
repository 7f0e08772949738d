package import ShadeCatalog
import ShadeColor

/// The stages a catalog goes through after its reader, in one call, for the fuzz targets that
/// check that every stage takes whatever a reader accepts (a color component of 10³⁰ once passed
/// the readers and stopped the audit and the CSS export).
package enum CatalogStages {
    /// Audits `catalog` as `shade audit` does with the pairs its names give, simulating every
    /// color-vision deficiency, and exports it as CSS; returns the number of findings and of CSS
    /// custom properties.
    package static func run(_ catalog: ColorCatalog) -> (findings: Int, properties: Int) {
        var auditor = Auditor(catalog: catalog)
        auditor.simulations = ColorVisionDeficiency.allCases
        let result = auditor.audit()
        return (result.findings.count, CSSExport.css(for: catalog).properties.count)
    }

    /// The names of the colors of `catalog` that hold a component no reader accepts (beyond
    /// `CatalogColor.maximumComponentMagnitude`, or not finite), or a `Color` that is not finite.
    package static func colorsOutsideTheReadersBound(in catalog: ColorCatalog) -> [String] {
        catalog.colors.compactMap { name, set in
            let isInside = set.variants.allSatisfy { variant in
                guard case .color(let value)? = variant.value else { return true }
                let color = value.color
                return value.components.allSatisfy { $0.map(CatalogColor.isAcceptedComponent) ?? true }
                    && [color.red, color.green, color.blue, color.alpha].allSatisfy(\.isFinite)
            }
            return isInside ? nil : name
        }
    }
}
