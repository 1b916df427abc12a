import Containment
import ContainmentTesting
import Testing

/// Seeded random operations over nested navigation, tab, page and custom
/// containers, with re-entrant calls from callbacks, interrupted and
/// unfinished transitions, re-parenting, window changes and misuse. After
/// every step: parent and child agree, every container lists only its
/// children, each view sits in its parent's, every appearance sequence is
/// balanced and no moving flag is set outside a callback; whenever things
/// settle, exactly the controllers whose views are in the visible window
/// have appeared.
@MainActor @Suite("Nested container fuzz")
struct NestedContainerFuzzTests {
    /// 25 seeds of 4,000 operations, 100,000 in all: each seed a reproducible
    /// run; a failure names its seed, step, the operations so far and the
    /// trace of the one that broke an invariant.
    @Test(arguments: 1...25)
    func invariantsHoldUnderRandomOperations(seed: Int) {
        let world = FuzzWorld(seed: UInt64(seed))
        for _ in 0..<4_000 {
            world.step()
            if world.failed { break }
        }
        world.settleAndCheck()
    }
}
