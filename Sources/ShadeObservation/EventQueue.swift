/// A first-in, first-out queue that keeps its storage when it runs empty, so a steady stream of
/// pushes and pops allocates nothing.
///
/// Popped elements are reclaimed when the queue runs empty, or once they are at least half of the
/// storage, so a queue that never runs empty still holds at most about twice its elements.
@usableFromInline
struct EventQueue<Element> {
    @usableFromInline var storage: [Element] = []
    @usableFromInline var head = 0

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { head == storage.count }

    /// The number of elements waiting.
    @inlinable
    var count: Int { storage.count - head }

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
        } else if head >= 32, head >= storage.count - head {
            storage.removeSubrange(..<head)
            head = 0
        }
        return element
    }

    /// Removes the waiting elements for which `shouldBeRemoved` is true, keeping the others in
    /// order. O(count).
    @inlinable
    mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
        storage.removeSubrange(..<head)
        head = 0
        storage.removeAll(where: shouldBeRemoved)
    }
}
