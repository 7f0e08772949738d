/// Identifies what a weakly held target is registered for, so that registering the same target for
/// the same purpose twice is recognised as a duplicate.
///
/// A target–action registration is identified by the place in the source that made it (an
/// unapplied method reference such as `View.apply` has no identity of its own in Swift: each
/// reference produces a new closure). A protocol registration is identified by the protocol.
@usableFromInline
package enum ActionKey: Hashable, Sendable {
    /// The object is registered as a conformer of the protocol (or as a member of a set).
    case conformance(ObjectIdentifier)
    /// The object is registered with an action written at this place in the source.
    case site(CallSite)
}

/// The source location of a registration call, compared by file, line and column.
@usableFromInline
package struct CallSite: Hashable, Sendable {
    @usableFromInline package let fileID: String
    @usableFromInline package let line: UInt
    @usableFromInline package let column: UInt

    @inlinable
    package init(fileID: String, line: UInt, column: UInt) {
        self.fileID = fileID
        self.line = line
        self.column = column
    }
}

/// The parts of a target–action registration that every registering API shares: the key that
/// identifies it and the cast back from the registry's type-erased target.
@usableFromInline
package enum TargetAction {
    /// The key of a target–action registration made at this place in the source (see
    /// ``ActionKey/site(_:)`` for why the place stands for the action).
    @inlinable
    package static func key(fileID: String, line: UInt, column: UInt) -> ActionKey {
        .site(CallSite(fileID: fileID, line: line, column: column))
    }

    /// The key of a registration of an object as a conformer of `protocol`.
    @inlinable
    package static func conformanceKey(for protocol: Any.Type) -> ActionKey {
        .conformance(ObjectIdentifier(`protocol`))
    }

    /// The registration's target as its own type. The registry hands back the object that was
    /// registered with the action, so the cast cannot fail; it is not checked.
    @inlinable
    package static func target<Target: AnyObject>(_ object: AnyObject?, as type: Target.Type) -> Target {
        unsafeDowncast(object.unsafelyUnwrapped, to: Target.self)
    }
}

/// Names one registration in an ``ObserverRegistry``: the slot it occupies and the stamp it was
/// given. A slot is reused after removal, but stamps never repeat, so an old identifier can never
/// remove or reach a newer registration.
@usableFromInline
package struct RegistrationID: Hashable, Sendable {
    @usableFromInline package var slot: Int32
    @usableFromInline package var stamp: UInt64

    @inlinable
    package init(slot: Int32, stamp: UInt64) {
        self.slot = slot
        self.stamp = stamp
    }
}

/// The one weak-registry data structure behind every observer list in Shade: ``Subject``'s
/// observers, ``ObserverSet``, and the trait and theme registrations.
///
/// Registrations live in a slot array with a free list, so insertion and removal are O(1) and a
/// broadcast is a linear pass over contiguous memory in registration order (no hash-order cache
/// misses). A registration may hold its target weakly; such registrations are also indexed by
/// target so duplicates are found in O(1) and ``removeAll(targetedAt:)`` touches only that target.
///
/// Released targets are purged without a scan per broadcast: a pass that finds a dead target
/// removes that one slot, and ``insert(_:target:key:)`` sweeps the whole table only when the
/// number of targeted registrations has doubled since the last sweep, which is amortised O(1).
///
/// Stamps increase with every insertion, which lets a broadcast that was queued at stamp `s` skip
/// registrations made after it was queued (they received the then-current state on registration).
///
/// The type is not thread-safe; its owner guards it (a lock in ``Subject``, the main actor in the
/// trait tree, or value semantics in ``ObserverSet``).
@usableFromInline
package struct ObserverRegistry<Action> {
    @usableFromInline
    package struct Slot {
        /// The registration's stamp; 0 marks a free slot.
        @usableFromInline package var stamp: UInt64
        /// The target the registration's lifetime is tied to, if any, shared by all the
        /// registrations of that target. It is a class so that the pass reads the weak reference
        /// in place: reading a weak field of a struct element copies the whole element.
        @usableFromInline package var reference: WeakReference?
        @usableFromInline package var action: Action?

        @inlinable
        package init(stamp: UInt64, reference: WeakReference?, action: Action?) {
            self.stamp = stamp
            self.reference = reference
            self.action = action
        }

        /// Whether the registration is tied to the lifetime of a target.
        @inlinable
        package var isTargeted: Bool { reference != nil }

        /// The target, or `nil` when it was released or there is none.
        @inlinable
        package var target: AnyObject? { reference?.object }
    }

    @usableFromInline
    package struct TargetRecord {
        @usableFromInline package var key: ActionKey
        @usableFromInline package var id: RegistrationID

        @inlinable
        package init(key: ActionKey, id: RegistrationID) {
            self.key = key
            self.id = id
        }
    }

    @usableFromInline
    package enum Insertion {
        case inserted(RegistrationID)
        case duplicate(RegistrationID)

        /// Whether a registration was added (rather than found to exist already).
        @inlinable
        package var isInserted: Bool {
            if case .inserted = self { return true }
            return false
        }

        @inlinable
        package var id: RegistrationID {
            switch self {
            case .inserted(let id), .duplicate(let id): id
            }
        }
    }

    // The fields a broadcast reads come first, so that they share a cache line with one another
    // (and, in a trait node, with the node's other hot fields).
    @usableFromInline package private(set) var slots: ContiguousArray<Slot> = []
    /// The stamp most recently issued; a registration with a larger stamp did not exist yet.
    @usableFromInline package private(set) var lastStamp: UInt64 = 0
    /// The number of live-or-not-yet-purged registrations.
    @usableFromInline package private(set) var count = 0
    @usableFromInline var freeSlots: [Int32] = []
    @usableFromInline var targets: [ObjectIdentifier: [TargetRecord]] = [:]
    @usableFromInline var targetedCount = 0
    @usableFromInline var sweepThreshold = 64

    @inlinable
    package init() {}

    @inlinable
    package var isEmpty: Bool { count == 0 }

    /// Adds a registration. A targeted registration whose target already has one with the same
    /// key is a duplicate: nothing is added and the existing registration's identifier is returned.
    ///
    /// - Returns: the registration and, when a sweep of released targets ran, the actions it removed
    ///   (for the caller to release once it no longer holds its lock).
    @inlinable
    package mutating func insert(
        _ action: Action, target: AnyObject? = nil, key: ActionKey? = nil
    ) -> (insertion: Insertion, purged: [Action]) {
        var purged: [Action] = []
        if let target, let key {
            if let existing = liveRegistration(of: target, for: key) {
                return (.duplicate(existing), [])
            }
            if targetedCount >= sweepThreshold {
                purged = sweepReleasedTargets()
                sweepThreshold = max(64, 2 * targetedCount)
            }
        }
        lastStamp += 1
        let id: RegistrationID
        var reference: WeakReference?
        if let target {
            // Registrations of one target share its reference.
            reference =
                records(of: target).first.flatMap { slots[Int($0.id.slot)].reference }
                ?? WeakReference(target)
        }
        let slot = Slot(stamp: lastStamp, reference: reference, action: action)
        if let free = freeSlots.popLast() {
            id = RegistrationID(slot: free, stamp: lastStamp)
            slots[Int(free)] = slot
        } else {
            id = RegistrationID(slot: Int32(slots.count), stamp: lastStamp)
            slots.append(slot)
        }
        count += 1
        if let target {
            targetedCount += 1
            if let key {
                // Keep only records that still name this object: an address can be reused.
                targets[ObjectIdentifier(target)] = records(of: target) + [TargetRecord(key: key, id: id)]
            }
        }
        return (.inserted(id), purged)
    }

    /// Whether `id` still names a registration in this table.
    @inlinable
    package func contains(_ id: RegistrationID) -> Bool {
        slots.indices.contains(Int(id.slot)) && slots[Int(id.slot)].stamp == id.stamp
    }

    /// Removes a registration and returns its action, or `nil` when it was already removed.
    @inlinable
    @discardableResult
    package mutating func remove(_ id: RegistrationID) -> Action? {
        guard contains(id) else { return nil }
        let index = Int(id.slot)
        let (action, isTargeted) = (slots[index].action, slots[index].isTargeted)
        if isTargeted {
            targetedCount -= 1
            // By the identifier kept at registration: the target may be gone, and the entry must
            // go with its last registration all the same, or the index would keep one entry for
            // every target ever released.
            if let identifier = slots[index].reference?.identifier {
                targets[identifier]?.removeAll { $0.id == id }
                if targets[identifier]?.isEmpty == true { targets[identifier] = nil }
            }
        }
        slots[index] = Slot(stamp: 0, reference: nil, action: nil)
        freeSlots.append(id.slot)
        count -= 1
        return action
    }

    /// The live registration of `target` under `key`, if any.
    @inlinable
    package func liveRegistration(of target: AnyObject, for key: ActionKey) -> RegistrationID? {
        records(of: target).first { $0.key == key }?.id
    }

    /// Every live registration of `target`.
    @inlinable
    package func registrations(of target: AnyObject) -> [RegistrationID] {
        records(of: target).map(\.id)
    }

    /// Removes every registration of `target` and returns their actions.
    @inlinable
    package mutating func removeAll(targetedAt target: AnyObject) -> [Action] {
        let ids = registrations(of: target)
        targets[ObjectIdentifier(target)] = nil
        return ids.compactMap { remove($0) }
    }

    /// Removes every registration whose target has been released; returns their actions.
    /// O(slots); called at most once per doubling of the targeted registrations.
    @inlinable
    package mutating func sweepReleasedTargets() -> [Action] {
        var removed: [Action] = []
        for index in slots.indices {
            let (isReleased, stamp) = (slots[index].isTargeted && slots[index].target == nil, slots[index].stamp)
            if isReleased, let action = remove(RegistrationID(slot: Int32(index), stamp: stamp)) {
                removed.append(action)
            }
        }
        targets = targets.filter { _, records in records.contains { contains($0.id) } }
        return removed
    }

    /// Records of `target` that still name a live slot holding that very object. An entry can be
    /// stale when its object was released and a new object reuses the address.
    @inlinable
    package func records(of target: AnyObject) -> [TargetRecord] {
        guard let records = targets[ObjectIdentifier(target)] else { return [] }
        return records.filter { record in
            contains(record.id) && slots[Int(record.id.slot)].target === target
        }
    }
}

// MARK: - Passes

extension ObserverRegistry {
    /// A pass over the registrations, in slot order, that reaches only the registrations that
    /// existed when it began: free slots (stamp 0) are skipped, and so are registrations made
    /// during the pass (their stamps are newer), which got the then-current state when they
    /// registered. Every pass in Shade (``Subject``'s broadcasts, ``ObserverSet``'s iteration and
    /// the trait tree's registration pass) walks its slots with one.
    ///
    /// The pass only chooses slots; the caller reads them (from a snapshot or the live table),
    /// reads a targeted slot's weak reference once, and removes the registration with
    /// ``purge(slot:stamp:)`` when its target was released.
    @usableFromInline
    package struct Pass {
        /// The newest registration the pass reaches.
        @usableFromInline let lastStamp: UInt64
        @usableFromInline var nextIndex = 0

        /// A pass that reaches the registrations with stamps up to `lastStamp`.
        @inlinable
        package init(upTo lastStamp: UInt64) {
            self.lastStamp = lastStamp
        }

        /// The next slot of `slots` that the pass reaches, with its stamp, or `nil` at the end.
        @inlinable
        package mutating func next(in slots: UnsafeBufferPointer<Slot>) -> (index: Int, stamp: UInt64)? {
            while nextIndex < slots.count {
                let index = nextIndex
                nextIndex += 1
                let stamp = slots[index].stamp
                if stamp != 0, stamp <= lastStamp { return (index, stamp) }
            }
            return nil
        }

        /// The next slot of `slots` that the pass reaches, with its stamp, or `nil` at the end.
        /// For a live table, which callbacks may change between two calls: the slots are read
        /// afresh at each call.
        @inlinable
        package mutating func next(in slots: borrowing ContiguousArray<Slot>) -> (index: Int, stamp: UInt64)? {
            while nextIndex < slots.count {
                let index = nextIndex
                nextIndex += 1
                let stamp = slots[index].stamp
                if stamp != 0, stamp <= lastStamp { return (index, stamp) }
            }
            return nil
        }
    }

    /// A pass over the registrations made so far.
    @inlinable
    package var pass: Pass { Pass(upTo: lastStamp) }

    /// Removes the registration in `slot` if it still has `stamp`: what a pass does with a
    /// registration whose target was released. Returns its action, for the caller to release
    /// outside any lock.
    @inlinable
    @discardableResult
    package mutating func purge(slot: Int, stamp: UInt64) -> Action? {
        remove(RegistrationID(slot: Int32(slot), stamp: stamp))
    }
}

/// A weak reference in a box of its own, shared by the registrations of one target.
@usableFromInline
package final class WeakReference {
    @usableFromInline package weak let object: AnyObject?
    /// The target's identifier, kept for after it is released: the registry's index by target
    /// is keyed by it.
    @usableFromInline package let identifier: ObjectIdentifier

    @inlinable
    package init(_ object: AnyObject) {
        self.object = object
        identifier = ObjectIdentifier(object)
    }
}
