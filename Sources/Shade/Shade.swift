// The umbrella module: one import for the whole of Shade, as `Collections` is for swift-collections.
// Each layer is its own module and may be imported on its own.
@_exported public import ShadeColor
@_exported public import ShadeDiagnostics
@_exported public import ShadeJSON
@_exported public import ShadeObservation
@_exported public import ShadeSystem
@_exported public import ShadeTheme
@_exported public import ShadeTraits
