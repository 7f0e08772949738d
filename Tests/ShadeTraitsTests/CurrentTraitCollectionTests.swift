import Dispatch
import ShadeTestSupport
import Testing

@testable import Shade
@testable import ShadeTraits

@Suite("TraitCollection.current, performAsCurrent and the default collection")
struct CurrentTraitCollectionTests {
    @Test func currentIsTheDefaultCollectionWhenNothingIsCurrent() {
        withPrivateDefaultCollection {
            #expect(TraitCollection.current == TraitCollection())
            let system = TraitCollection {
                $0.userInterfaceStyle = .light
                $0.preferredContentSizeCategory = .large
            }
            TraitCollection.defaultCollection = system
            #expect(TraitCollection.defaultCollection == system)
            #expect(TraitCollection.current == system)
        }
    }

    @Test func performAsCurrentMakesTheCollectionCurrentAndRestoresIt() {
        withPrivateDefaultCollection {
            let dark = TraitCollection(userInterfaceStyle: .dark)
            let inside = dark.performAsCurrent { TraitCollection.current }
            #expect(inside == dark)
            #expect(TraitCollection.current == TraitCollection())
        }
    }

    @Test func performAsCurrentReturnsTheBodysResult() {
        let count = TraitCollection(legibilityWeight: .bold).performAsCurrent { [1, 2, 3].count }
        #expect(count == 3)
    }

    @Test func nestedCallsUseTheInnermostCollectionAndRestoreEachLevel() {
        withPrivateDefaultCollection {
            let outer = TraitCollection {
                $0.userInterfaceStyle = .dark
                $0.accessibilityContrast = .high
            }
            let inner = TraitCollection(userInterfaceStyle: .light)
            outer.performAsCurrent {
                #expect(TraitCollection.current == outer)
                inner.performAsCurrent {
                    // The innermost collection alone is current: no contrast from the outer one.
                    #expect(TraitCollection.current == inner)
                }
                #expect(TraitCollection.current == outer)
            }
            #expect(TraitCollection.current == TraitCollection())
        }
    }

    @Test func previousCollectionIsRestoredWhenTheBodyThrows() {
        struct Failure: Error {}
        withPrivateDefaultCollection {
            let outer = TraitCollection(userInterfaceStyle: .light)
            outer.performAsCurrent {
                #expect(throws: Failure.self) {
                    try TraitCollection(userInterfaceStyle: .dark).performAsCurrent { throw Failure() }
                }
                #expect(TraitCollection.current == outer)
            }
        }
    }

    @Test func unspecifiedTraitsAreFilledInFromTheDefaultCollection() {
        let system = TraitCollection {
            $0.userInterfaceStyle = .light
            $0.accessibilityContrast = .normal
            $0.displayGamut = .P3
            $0.preferredContentSizeCategory = .large
            $0[BrandThemeTrait.self] = .forest
        }
        withPrivateDefaultCollection(system) {
            let current = TraitCollection {
                $0.userInterfaceStyle = .dark
                $0[CornerRadiusTrait.self] = 8
            }.performAsCurrent { TraitCollection.current }
            #expect(current.userInterfaceStyle == .dark)
            #expect(current.accessibilityContrast == .normal)
            #expect(current.displayGamut == .P3)
            #expect(current.preferredContentSizeCategory == .large)
            #expect(current.userInterfaceLevel == .unspecified)
            #expect(current.brandTheme == .forest)
            #expect(current[CornerRadiusTrait.self] == 8)
        }
    }

    @Test func changingTheDefaultCollectionAffectsTheCurrentOneAtOnce() {
        withPrivateDefaultCollection {
            TraitCollection(userInterfaceLevel: .elevated).performAsCurrent {
                #expect(TraitCollection.current.userInterfaceStyle == .unspecified)
                TraitCollection.defaultCollection = TraitCollection(userInterfaceStyle: .dark)
                #expect(TraitCollection.current.userInterfaceStyle == .dark)
                #expect(TraitCollection.current.userInterfaceLevel == .elevated)
            }
        }
    }

    @Test func asyncPerformAsCurrentHoldsAcrossSuspensionPoints() async {
        await withPrivateDefaultCollection {
            let dark = TraitCollection(userInterfaceStyle: .dark)
            let styles = await dark.performAsCurrent {
                var seen: [UserInterfaceStyle] = []
                for _ in 0..<10 {
                    await Task.yield()
                    seen.append(TraitCollection.current.userInterfaceStyle)
                }
                return seen
            }
            #expect(styles == Array(repeating: .dark, count: 10))
            #expect(TraitCollection.current == TraitCollection())
        }
    }

    @Test func childTasksInheritTheCurrentCollection() async {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        let inherited = await dark.performAsCurrent {
            async let child = TraitCollection.current.userInterfaceStyle
            return await child
        }
        #expect(inherited == .dark)
    }

    @Test func concurrentTasksEachSeeOnlyTheirOwnCurrentCollection() async {
        let styles: [UserInterfaceStyle] = [.light, .dark, .light, .dark, .unspecified]
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for (index, style) in styles.enumerated() {
                group.addTask {
                    let traits = TraitCollection {
                        $0.userInterfaceStyle = style
                        $0[AvatarSizeTrait.self] = index
                    }
                    return await traits.performAsCurrent {
                        var mismatches = 0
                        for _ in 0..<200 {
                            await Task.yield()
                            let current = TraitCollection.bound
                            if current != traits { mismatches += 1 }
                        }
                        return mismatches
                    }
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test func eachThreadSeesOnlyItsOwnCurrentCollection() {
        let styles: [UserInterfaceStyle] = [.light, .dark]
        let bound = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        let inside = Recorder<Bool>()
        let after = Recorder<Bool>()
        for style in styles {
            DispatchQueue.global().async(group: group) {
                let traits = TraitCollection(userInterfaceStyle: style)
                traits.performAsCurrent {
                    bound.signal()
                    // Wait until every thread has bound its own collection, then look.
                    _ = release.wait(timeout: .now() + 10)
                    let current = TraitCollection.current
                    inside.record(TraitCollection.bound == traits && current.userInterfaceStyle == style)
                }
                after.record(TraitCollection.bound == nil)
            }
        }
        for _ in styles { _ = bound.wait(timeout: .now() + 10) }
        for _ in styles { release.signal() }
        _ = group.wait(timeout: .now() + 10)
        #expect(inside.values == [true, true])
        #expect(after.values == [true, true])
    }

    @Test func defaultCollectionReadsAndWritesSafelyFromManyTasks() async {
        let candidates = [
            TraitCollection(userInterfaceStyle: .light),
            TraitCollection {
                $0.userInterfaceStyle = .dark
                $0.accessibilityContrast = .high
                $0[BrandThemeTrait.self] = .ocean
            },
        ]
        let unexpected = await withPrivateDefaultCollection(candidates[0]) {
            await withTaskGroup(of: Int.self) { group in
                for worker in 0..<8 {
                    group.addTask {
                        var unexpected = 0
                        for step in 0..<500 {
                            if (worker + step) % 3 == 0 {
                                TraitCollection.defaultCollection = candidates[step % 2]
                            } else if !candidates.contains(TraitCollection.current) {
                                unexpected += 1
                            }
                        }
                        return unexpected
                    }
                }
                return await group.reduce(0, +)
            }
        }
        #expect(unexpected == 0)
    }
}
