/// What one format keeps of a catalog that the others have no place for: an asset catalog's
/// folders and the assets Shade does not read (``AssetCatalogLayout``), a token file's group
/// properties (``TokenGroups``).
///
/// A catalog holds one sidecar of each type, read and written by the format that defines it:
/// the model itself knows no format's fields, so a new format brings its own sidecar and touches
/// nothing else. A catalog without a format's sidecar has the empty one, `init()`.
///
/// ```swift
/// catalog[sidecar: AssetCatalogLayout.self].groups   // the folders an asset catalog was read with
/// ```
public protocol CatalogSidecar: Hashable, Sendable {
    /// Nothing kept: the sidecar of a catalog the format did not read.
    init()
}

extension ColorCatalog {
    /// The sidecar of `type`: what that format kept, or the empty one.
    public subscript<Sidecar: CatalogSidecar>(sidecar type: Sidecar.Type) -> Sidecar {
        get { sidecars[type] }
        set { sidecars[type] = newValue }
    }
}

/// A catalog's sidecars, one of each type; an empty one is not stored, so a catalog with an empty
/// sidecar equals one without.
struct CatalogSidecars: Hashable, Sendable {
    private var storage: [ObjectIdentifier: any CatalogSidecar] = [:]

    subscript<Sidecar: CatalogSidecar>(type: Sidecar.Type) -> Sidecar {
        get { storage[ObjectIdentifier(type)] as? Sidecar ?? Sidecar() }
        set { storage[ObjectIdentifier(type)] = newValue == Sidecar() ? nil : newValue }
    }

    static func == (first: CatalogSidecars, second: CatalogSidecars) -> Bool {
        first.storage.count == second.storage.count
            && first.storage.allSatisfy { key, value in second.storage[key].map(value.isEqual(to:)) ?? false }
    }

    func hash(into hasher: inout Hasher) {
        // Independent of the dictionary's order.
        hasher.combine(storage.values.reduce(0) { $0 ^ $1.hashValue })
    }
}

extension CatalogSidecar {
    /// Whether `other` is a sidecar of this type, equal to this one.
    fileprivate func isEqual(to other: any CatalogSidecar) -> Bool {
        (other as? Self) == self
    }
}
