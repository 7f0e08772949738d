@testable import Shade
@testable import ShadeTraits

/// Swift Testing also declares a `Trait` (test traits such as `.serialized`); in these tests the
/// name means Shade's.
typealias Trait = Shade.Trait

/// A brand theme, the example custom trait that affects color appearance.
enum BrandTheme: String, Hashable, Sendable {
    case standard
    case ocean
    case forest
}

/// A custom trait that affects color appearance, with the default name and identifier.
enum BrandThemeTrait: TraitDefinition {
    static let defaultValue = BrandTheme.standard
    static let affectsColorAppearance = true
}

/// A custom trait that does not affect color appearance, with its own name and identifier.
enum CornerRadiusTrait: TraitDefinition {
    static let defaultValue = 0.0
    static let name = "CornerRadius"
    static let identifier = "com.example.corner-radius"
}

/// A second non-color custom trait, whose name sorts before `CornerRadius`.
enum AvatarSizeTrait: TraitDefinition {
    static let defaultValue = 32
    static let name = "AvatarSize"
}

/// A custom trait with the same name as ``CornerRadiusTrait``: a different trait all the same.
enum ImpostorCornerRadiusTrait: TraitDefinition {
    static let defaultValue = 0.0
    static let name = "CornerRadius"
}

extension TraitCollection {
    var brandTheme: BrandTheme { self[BrandThemeTrait.self] }
}

/// Runs `body` with a default collection of its own, so that tests running in parallel never see
/// each other's defaults. Child tasks inherit it; other threads do not.
func withPrivateDefaultCollection<Result>(
    _ initial: TraitCollection = TraitCollection(),
    _ body: () throws -> Result
) rethrows -> Result {
    var context = TraitCollection.context
    context.defaults = Locked(initial)
    return try TraitCollection.$context.withValue(context, operation: body)
}

/// The asynchronous form of ``withPrivateDefaultCollection(_:_:)``.
func withPrivateDefaultCollection<Result>(
    _ initial: TraitCollection = TraitCollection(),
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    var context = TraitCollection.context
    context.defaults = Locked(initial)
    return try await TraitCollection.$context.withValue(context, operation: body, isolation: isolation)
}
