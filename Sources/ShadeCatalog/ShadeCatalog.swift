// `import ShadeCatalog` gives the catalog model with the formats that read and write it.
@_exported public import ShadeAssetCatalog
@_exported public import ShadeCatalogModel
@_exported public import ShadeFigma
@_exported public import ShadeTokens
