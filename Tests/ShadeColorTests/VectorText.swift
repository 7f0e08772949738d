/// The vectors of a generated file written as text (`Fixtures/*.generated.swift`) rather than as
/// Swift literals, which the compiler would type-check as one expression of thousands of parts:
/// one vector a line, its fields separated by `|`, a field's words by spaces.
enum VectorText {
    /// Each line of `text` as its fields, each field as its words.
    static func lines(_ text: String) -> [[[Substring]]] {
        text.split(separator: "\n").map { line in line.split(separator: "|").map { $0.split(separator: " ") } }
    }

    /// The words as numbers, or `nil` when one of them is not a number.
    static func numbers(_ words: some Collection<Substring>) -> [Double]? {
        let numbers = words.compactMap { Double($0) }
        return numbers.count == words.count ? numbers : nil
    }
}
