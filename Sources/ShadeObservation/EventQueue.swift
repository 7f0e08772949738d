/// A first-in, first-out queue that keeps its storage when it runs empty, so a steady stream of
/// pushes and pops allocates nothing.
@usableFromInline
struct EventQueue<Element> {
    @usableFromInline var storage: [Element] = []
    @usableFromInline var head = 0

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { head == storage.count }

    @inlinable
    mutating func append(_ element: Element) {
        storage.append(element)
    }

    @inlinable
    mutating func popFirst() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        }
        return element
    }
}
