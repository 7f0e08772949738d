import ShadeObservation

/// A registration made with `registerForTraitChanges`; pass it to
/// ``TraitNode/unregisterForTraitChanges(_:)`` to end it early.
///
/// Keeping it is optional: registrations end with their node (or, for the target–action form,
/// with their target), as UIKit's do.
public struct TraitChangeRegistration: Hashable, Sendable {
    let id: RegistrationID
}

/// What a trait-change registration calls, and for which traits.
struct TraitChangeAction {
    let traits: TraitFilter
    let handler: @MainActor (_ target: AnyObject?, _ node: TraitNode, _ previous: TraitCollection) -> Void
}

/// The registration API of ``TraitNode``, declared as a protocol so that handlers receive the
/// node as its own type, as UIKit's `registerForTraitChanges(_:handler:)` does.
@MainActor
public protocol TraitChangeObservable: TraitNode {}

extension TraitNode: TraitChangeObservable {}

extension TraitChangeObservable {
    /// Calls `handler` whenever one of `traits` changes in this node's effective traits.
    ///
    /// ```swift
    /// badge.registerForTraitChanges([UserInterfaceStyleTrait.self, AccessibilityContrastTrait.self]) {
    ///     (badge: BadgeView, previous) in badge.updateColors()
    /// }
    /// ```
    ///
    /// The handler runs after ``TraitNode/traitCollectionDidChange(_:)``, with
    /// ``TraitCollection/current`` set to the node's traits, and receives the node and its previous
    /// traits. Use the node parameter rather than capturing the node, which would keep it alive.
    /// The registration lasts as long as the node unless passed to
    /// ``TraitNode/unregisterForTraitChanges(_:)``.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [any TraitDefinition.Type],
        handler: @escaping @MainActor (_ node: Self, _ previousTraitCollection: TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        let action = TraitChangeAction(traits: TraitFilter(traits)) { _, node, previous in
            handler(unsafeDowncast(node, to: Self.self), previous)
        }
        return TraitChangeRegistration(id: registrations.insert(action).insertion.id)
    }
}

extension TraitNode {
    /// Calls `action` on `target` whenever one of `traits` changes in this node's effective traits,
    /// with the node and its previous traits.
    ///
    /// ```swift
    /// toolbar.registerForTraitChanges([UserInterfaceStyleTrait.self], target: controller,
    ///                                 action: ToolbarController.toolbarTraitsChanged)
    /// ```
    ///
    /// The target is held weakly: the registration ends when it is released. Registering the same
    /// target again from the same place in the source is a no-op (see
    /// `Subject.subscribe(_:_:receivingInitialState:fileID:line:column:)` for why the place
    /// stands for the action).
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [any TraitDefinition.Type],
        target: Target,
        action:
            @escaping (Target) -> @MainActor (_ node: TraitNode, _ previousTraitCollection: TraitCollection) -> Void,
        fileID: String = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) -> TraitChangeRegistration {
        let change = TraitChangeAction(traits: TraitFilter(traits)) { target, node, previous in
            action(TargetAction.target(target, as: Target.self))(node, previous)
        }
        let site = TargetAction.key(fileID: fileID, line: line, column: column)
        return TraitChangeRegistration(id: registrations.insert(change, target: target, key: site).insertion.id)
    }

    /// Calls `action`, a method of `target` with no parameters, whenever one of `traits` changes
    /// in this node's effective traits. The target is held weakly, as in the form above.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [any TraitDefinition.Type],
        target: Target,
        action: @escaping (Target) -> @MainActor () -> Void,
        fileID: String = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) -> TraitChangeRegistration {
        let change = TraitChangeAction(traits: TraitFilter(traits)) { target, _, _ in
            action(TargetAction.target(target, as: Target.self))()
        }
        let site = TargetAction.key(fileID: fileID, line: line, column: column)
        return TraitChangeRegistration(id: registrations.insert(change, target: target, key: site).insertion.id)
    }

    /// Ends a registration. Ending one that already ended does nothing.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        registrations.remove(registration.id)
    }

    /// Calls the registrations for which one of their traits differs from `previous`.
    ///
    /// Handlers may register and unregister, so the pass reads the live table slot by slot rather
    /// than holding on to it: one unregistered during the pass is not called later in it (its slot
    /// is marked removed; no compaction moves the slots while the pass is under way), and one
    /// registered during the pass waits for the next change (its stamp is newer than the pass). No copy of the table is made, so a pass
    /// costs no reference counting but that of the handlers it calls.
    func callRegistrations(changedFrom previous: TraitCollection, to current: TraitCollection) {
        // `slots` rather than `isEmpty`: it shares the node's first cache line with the other fields
        // a walk reads (and a table that emptied keeps its slots, which the loop then skips).
        guard !registrations.slots.isEmpty else { return }
        let builtinChanges = current.builtins.changes(from: previous.builtins)
        // No closures in this loop: a closure made here would be main-actor isolated, and passing
        // it to a nonisolated function (such as `withUnsafeBufferPointer`) makes Swift check the
        // executor every time it runs.
        var pass = registrations.beginLivePass()
        defer { registrations.endLivePass() }
        while let (index, stamp) = pass.next(in: registrations.slots) {
            // Fields are read one by one, in place: copying the whole action or filter would retain
            // the references they hold. The custom traits, rarer, are compared on a copy of the
            // filter, as comparing them runs their values' `==`.
            if (registrations.slots[index].action?.traits.builtinMask ?? 0) & builtinChanges == 0 {
                guard let traits = registrations.slots[index].action?.traits,
                    traits.matchesCustomTrait(from: previous, to: current)
                else { continue }
            }
            // A copy, retained: the handler may unregister itself, which releases the table's.
            guard let handler = registrations.slots[index].action?.handler else { continue }
            var target: AnyObject?
            if let reference = registrations.slots[index].reference {
                target = reference.object
                if target == nil {
                    registrations.purge(RegistrationID(handle: registrations.slots[index].handle, stamp: stamp))
                    continue
                }
            }
            handler(target, self, previous)
        }
    }
}
