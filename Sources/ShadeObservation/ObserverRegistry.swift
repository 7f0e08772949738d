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

/// Names one registration in an ``ObserverRegistry``: its handle (an entry in the registry's table
/// of positions, which follows the registration when compaction moves it) and the stamp it was
/// given. Handles are reused after removal, but stamps never repeat, so an old identifier can
/// never remove or reach a newer registration.
@usableFromInline
package struct RegistrationID: Hashable, Sendable {
    @usableFromInline package var handle: Int32
    @usableFromInline package var stamp: UInt64

    @inlinable
    package init(handle: Int32, stamp: UInt64) {
        self.handle = handle
        self.stamp = stamp
    }
}

/// The one weak-registry data structure behind every observer list in Shade: ``Subject``'s
/// observers, ``ObserverSet``, and the trait and theme registrations.
///
/// Registrations live in a slot array in registration order: a new one is appended, a removed one
/// leaves a dead slot behind, and once at least half of the slots are dead (and at least
/// ``compactionMinimum``), the live ones are moved down over them, keeping their order. So
/// insertion and removal are O(1) amortised, and a broadcast is a linear pass over contiguous
/// memory in registration order (no hash-order cache misses). A registration's identifier names an
/// entry in a table of positions that compaction keeps up to date, so it stays valid however the
/// registration moves. A registration may hold its target weakly; such registrations are also
/// indexed by target so duplicates are found in O(1) and ``removeAll(targetedAt:)`` touches only
/// that target.
///
/// Released targets are purged without a scan per broadcast: a pass that finds a dead target
/// removes that one slot, and ``insert(_:target:key:)`` sweeps the whole table only when the
/// number of targeted registrations has doubled since the last sweep, which is amortised O(1).
///
/// Stamps increase with every insertion, so the slots are in stamp order. That lets a broadcast
/// that was queued at stamp `s` skip registrations made after it was queued (they received the
/// then-current state on registration).
///
/// The type is not thread-safe; its owner guards it (a lock in ``Subject``, the main actor in the
/// trait tree, or value semantics in ``ObserverSet``).
@usableFromInline
package struct ObserverRegistry<Action> {
    @usableFromInline
    package struct Slot {
        /// The registration's stamp, with ``ObserverRegistry/removedFlag`` set once it is removed:
        /// a removed slot keeps its place in the stamp order, and a pass's `stamp <= lastStamp`
        /// test skips it.
        @usableFromInline package var stamp: UInt64
        /// The target the registration's lifetime is tied to, if any, shared by all the
        /// registrations of that target. It is a class so that the pass reads the weak reference
        /// in place: reading a weak field of a struct element copies the whole element.
        @usableFromInline package var reference: WeakReference?
        @usableFromInline package var action: Action?
        /// The registration's entry in the table of positions.
        @usableFromInline package var handle: Int32

        @inlinable
        package init(stamp: UInt64, reference: WeakReference?, action: Action?, handle: Int32) {
            self.stamp = stamp
            self.reference = reference
            self.action = action
            self.handle = handle
        }

        /// Whether the registration is tied to the lifetime of a target.
        @inlinable
        package var isTargeted: Bool { reference != nil }

        /// The target, or `nil` when it was released or there is none.
        @inlinable
        package var target: AnyObject? { reference?.object }

        /// The registration's identifier.
        @inlinable
        package var id: RegistrationID { RegistrationID(handle: handle, stamp: stamp) }
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

    /// Set in a removed slot's stamp. Stamps count insertions, so they never reach it.
    @inlinable package static var removedFlag: UInt64 { 1 << 63 }

    /// Set in ``livePasses`` when a compaction waits for the passes to end.
    @inlinable package static var compactionDeferred: UInt { 1 << (UInt.bitWidth - 1) }

    /// The fewest dead slots worth a compaction: below it, a small table is left as it is.
    @inlinable package static var compactionMinimum: Int { 32 }

    // The fields a broadcast reads come first, so that they share a cache line with one another
    // (and, in a trait node, with the node's other hot fields).
    @usableFromInline package private(set) var slots: ContiguousArray<Slot> = []
    /// The stamp most recently issued; a registration with a larger stamp did not exist yet.
    @usableFromInline package private(set) var lastStamp: UInt64 = 0
    /// The number of live-or-not-yet-purged registrations.
    @usableFromInline package private(set) var count = 0
    /// The passes over the live table under way (see ``beginLivePass()``), with
    /// ``compactionDeferred`` set when a compaction waits for them to end: no compaction happens
    /// while there is one, so that the positions they hold stay valid.
    @usableFromInline var livePasses: UInt = 0
    /// For each handle, the position of its registration in `slots`, or -1 when it is free.
    @usableFromInline var positions: ContiguousArray<Int32> = []
    @usableFromInline var freeHandles: [Int32] = []
    @usableFromInline var targets: [ObjectIdentifier: [TargetRecord]] = [:]
    @usableFromInline var targetedCount = 0
    @usableFromInline var sweepThreshold = 64

    @inlinable
    package init() {}

    @inlinable
    package var isEmpty: Bool { count == 0 }

    /// Adds a registration after every existing one. A targeted registration whose target already
    /// has one with the same key is a duplicate: nothing is added and the existing registration's
    /// identifier is returned.
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
        var reference: WeakReference?
        if let target {
            // Registrations of one target share its reference.
            reference =
                records(of: target).first.flatMap { position(of: $0.id).flatMap { slots[$0].reference } }
                ?? WeakReference(target)
        }
        let handle: Int32
        if let free = freeHandles.popLast() {
            handle = free
            positions[Int(free)] = Int32(slots.count)
        } else {
            handle = Int32(positions.count)
            positions.append(Int32(slots.count))
        }
        let id = RegistrationID(handle: handle, stamp: lastStamp)
        slots.append(Slot(stamp: lastStamp, reference: reference, action: action, handle: handle))
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

    /// The position of registration `id` in ``slots``, or `nil` when it was removed.
    @inlinable
    package func position(of id: RegistrationID) -> Int? {
        guard positions.indices.contains(Int(id.handle)) else { return nil }
        let position = Int(positions[Int(id.handle)])
        guard position >= 0, slots[position].stamp == id.stamp else { return nil }
        return position
    }

    /// Whether `id` still names a registration in this table.
    @inlinable
    package func contains(_ id: RegistrationID) -> Bool {
        position(of: id) != nil
    }

    /// Removes a registration and returns its action, or `nil` when it was already removed.
    @inlinable
    @discardableResult
    package mutating func remove(_ id: RegistrationID) -> Action? {
        guard let position = position(of: id) else { return nil }
        let action = removeSlot(at: position)
        compactIfSparse()
        return action
    }

    /// Removes the live registration at `position` without compacting, so that the positions of
    /// the others stay as they are; returns its action.
    @inlinable
    mutating func removeSlot(at position: Int) -> Action? {
        let id = slots[position].id
        let action = slots[position].action
        if let reference = slots[position].reference {
            targetedCount -= 1
            // By the identifier kept at registration: the target may be gone, and the entry must
            // go with its last registration all the same, or the index would keep one entry for
            // every target ever released.
            let identifier = reference.identifier
            targets[identifier]?.removeAll { $0.id == id }
            if targets[identifier]?.isEmpty == true { targets[identifier] = nil }
        }
        slots[position] = Slot(stamp: id.stamp | Self.removedFlag, reference: nil, action: nil, handle: id.handle)
        positions[Int(id.handle)] = -1
        freeHandles.append(id.handle)
        count -= 1
        return action
    }

    /// Moves the live registrations down over the dead slots, in order, once at least half of the
    /// slots are dead: O(slots), at most once per as many removals as there are live
    /// registrations, so O(1) amortised per removal. Not while a pass over the live table is
    /// under way: the last one to end compacts.
    @inlinable
    mutating func compactIfSparse() {
        let dead = slots.count - count
        guard dead >= Self.compactionMinimum, dead >= count else { return }
        guard livePasses == 0 else {
            livePasses |= Self.compactionDeferred
            return
        }
        var kept = 0
        for index in slots.indices where slots[index].stamp & Self.removedFlag == 0 {
            if index != kept {
                slots.swapAt(index, kept)
                positions[Int(slots[kept].handle)] = Int32(kept)
            }
            kept += 1
        }
        slots.removeSubrange(kept...)
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
        for index in slots.indices where slots[index].stamp & Self.removedFlag == 0 {
            if slots[index].isTargeted, slots[index].target == nil, let action = removeSlot(at: index) {
                removed.append(action)
            }
        }
        targets = targets.filter { _, records in records.contains { contains($0.id) } }
        compactIfSparse()
        return removed
    }

    /// Records of `target` that still name a live slot holding that very object. An entry can be
    /// stale when its object was released and a new object reuses the address.
    @inlinable
    package func records(of target: AnyObject) -> [TargetRecord] {
        guard let records = targets[ObjectIdentifier(target)] else { return [] }
        return records.filter { record in
            position(of: record.id).map { slots[$0].target === target } ?? false
        }
    }
}

// MARK: - Passes

extension ObserverRegistry {
    /// A pass over the registrations, in registration order, that reaches only the registrations
    /// that existed when it began: removed slots are skipped, and so are registrations made during
    /// the pass (their stamps are newer), which got the then-current state when they registered.
    /// Every pass in Shade (``Subject``'s broadcasts, ``ObserverSet``'s iteration and the trait
    /// tree's registration pass) walks its slots with one.
    ///
    /// The pass only chooses slots; the caller reads them (from a snapshot, or from the live table
    /// between ``beginLivePass()`` and ``endLivePass()``), reads a targeted slot's weak reference
    /// once, and removes the registration with ``purge(_:)`` when its target was released.
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
                // A removed slot's stamp has the removed flag set, so it is larger than any stamp.
                let stamp = slots[index].stamp
                if stamp <= lastStamp { return (index, stamp) }
            }
            return nil
        }

        /// The next slot of `slots` that the pass reaches, with its stamp, or `nil` at the end.
        /// For a snapshot, or for the live table between ``beginLivePass()`` and
        /// ``endLivePass()``, which callbacks may change between two calls: the slots are read
        /// afresh at each call, and are not moved while the pass is under way.
        @inlinable
        package mutating func next(in slots: borrowing ContiguousArray<Slot>) -> (index: Int, stamp: UInt64)? {
            while nextIndex < slots.count {
                let index = nextIndex
                nextIndex += 1
                let stamp = slots[index].stamp
                if stamp <= lastStamp { return (index, stamp) }
            }
            return nil
        }
    }

    /// Begins a pass over the live table, which callbacks may change while it is under way: until
    /// the matching ``endLivePass()``, removals only mark their slots and no compaction moves the
    /// others, so the pass's positions stay valid. Passes may nest.
    @inlinable
    package mutating func beginLivePass() -> Pass {
        livePasses &+= 1
        return Pass(upTo: lastStamp)
    }

    /// Ends a pass begun with ``beginLivePass()``; the last one to end compacts the table if
    /// removals made during the passes left it sparse.
    @inlinable
    package mutating func endLivePass() {
        livePasses &-= 1
        if livePasses == Self.compactionDeferred {
            livePasses = 0
            compactIfSparse()
        }
    }

    /// A pass over the registrations made so far.
    @inlinable
    package var pass: Pass { Pass(upTo: lastStamp) }

    /// Removes registration `id` if it is still there: what a pass does with a registration whose
    /// target was released. Returns its action, for the caller to release outside any lock.
    @inlinable
    @discardableResult
    package mutating func purge(_ id: RegistrationID) -> Action? {
        remove(id)
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
