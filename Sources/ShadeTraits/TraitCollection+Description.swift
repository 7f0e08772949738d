extension TraitCollection: CustomStringConvertible, CustomDebugStringConvertible {
    /// The specified traits in UIKit's format, such as
    /// `<TraitCollection; UserInterfaceStyle = Dark, AccessibilityContrast = High>`.
    ///
    /// Each trait appears as `Name = Value`, where `Name` is its ``TraitDefinition/name`` and
    /// `Value` is `String(describing:)` of its value. The built-in values print as UIKit prints
    /// them: `Light`/`Dark`, `Normal`/`High`, `Base`/`Elevated`, `Regular`/`Bold`, `sRGB`/`P3`,
    /// `LTR`/`RTL`, and content sizes `XS` … `XXXL`, `AX-M` … `AX-XXXL`. Built-in traits come
    /// first, in the order of the properties, then custom traits by name. Unspecified traits are
    /// left out, so an empty collection is `<TraitCollection>`.
    ///
    /// Matches UIKit's description with the address left out (traits-spec §6).
    public var description: String {
        let traits = specifiedTraits
        if traits.isEmpty { return "<TraitCollection>" }
        let listed = traits.map { "\($0.name) = \(describeValue(of: $0))" }
        return "<TraitCollection; " + listed.joined(separator: ", ") + ">"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// Describes how the traits changed from `previous` to `current`, for change logs.
    ///
    /// Lists only the changed traits, as `Name: old → new`, inside braces:
    /// `{ UserInterfaceStyle: Light → Dark, AccessibilityContrast: Normal → High }`. Built-in traits
    /// come first in the order of the properties, then custom traits by name. An unspecified
    /// built-in trait shows as `Unspecified`; an unspecified custom trait shows its default value.
    /// When nothing changed the result is `{ }`.
    ///
    /// Matches the `trait changes:` line of UIKit's `UITraitCollectionChangeLoggingEnabled` log
    /// (traits-spec §6).
    public static func describeChanges(from previous: TraitCollection, to current: TraitCollection) -> String {
        let changed = current.changedTraits(from: previous)
        if changed.isEmpty { return "{ }" }
        let builtins = BuiltinTrait.allCases.map { Trait($0.definition) }.filter(changed.contains)
        let custom = changed.filter { BuiltinTrait($0.definition) == nil }.sortedForDisplay()
        let listed = (builtins + custom).map { trait in
            "\(trait.name): \(previous.describeValue(of: trait)) → \(current.describeValue(of: trait))"
        }
        return "{ " + listed.joined(separator: ", ") + " }"
    }

    /// `String(describing:)` of the trait's value, or of its default value when not specified.
    func describeValue(of trait: Trait) -> String {
        func describe<Definition: TraitDefinition>(_ definition: Definition.Type) -> String {
            String(describing: self[definition])
        }
        return describe(trait.definition)
    }
}

extension MutableTraits: CustomStringConvertible {
    /// The traits set so far, in the format of ``TraitCollection/description``:
    /// `<MutableTraits; UserInterfaceStyle = Dark>`.
    public var description: String {
        let collection = traitCollection.description
        return "<MutableTraits" + collection.dropFirst("<TraitCollection".count)
    }
}
