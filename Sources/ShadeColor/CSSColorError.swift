/// The error thrown when components cannot make a color in a ``CSSColorSpace``.
///
/// ``Color/init(_:components:alpha:)`` throws it; its description says what was expected and what
/// was found:
///
/// ```
/// "oklch" takes 3 components (lightness, chroma, hue), found 2
/// component 3 (b) of "lab" must be a finite number, found nan
/// alpha must be a number from 0 to 1, found 1.5
/// ```
public enum CSSColorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The number of components is not the 3 every space takes.
    case wrongComponentCount(space: CSSColorSpace, expected: Int, found: Int)
    /// A component is infinite or NaN. `index` counts from 0.
    case nonFiniteComponent(space: CSSColorSpace, index: Int, value: Double)
    /// Alpha is not a number from 0 to 1 (or is NaN).
    case alphaOutOfRange(Double)
    /// The components are finite, but so large that the color overflows when converted (such as
    /// a Lab lightness of 1e300).
    case notRepresentable(space: CSSColorSpace, components: [Double])

    /// The message, naming the space, the component and the value at fault.
    public var description: String {
        switch self {
        case .wrongComponentCount(let space, let expected, let found):
            let names = space.componentNames.joined(separator: ", ")
            return "\"\(space)\" takes \(expected) components (\(names)), found \(found)"
        case .nonFiniteComponent(let space, let index, let value):
            let name = space.componentNames.indices.contains(index) ? " (\(space.componentNames[index]))" : ""
            return "component \(index + 1)\(name) of \"\(space)\" must be a finite number, found \(value)"
        case .alphaOutOfRange(let alpha):
            return "alpha must be a number from 0 to 1, found \(alpha)"
        case .notRepresentable(let space, let components):
            let values = components.map { "\($0)" }.joined(separator: ", ")
            return "\(space)(\(values)) is too far out of range to convert to a color"
        }
    }
}
