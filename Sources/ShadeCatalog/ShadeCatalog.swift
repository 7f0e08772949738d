// `import ShadeCatalog` gives the catalog model with the formats that read and write it.
@_exported public import ShadeCatalogModel
