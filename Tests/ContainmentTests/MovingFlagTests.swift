import Containment
import ContainmentTesting
import Testing

/// `isMovingToParent` and `isMovingFromParent` as UIKit has them: true only
/// inside the appearance callbacks of an actual move, never between calls.
@MainActor @Suite("Moving flags")
struct MovingFlagTests {
    @Test func anAddWhoseDidMoveNeverCameLeavesNoFlagSet() throws {
        let fx = Fixture()
        let child = TestController("child")
        try fx.root.addChild(child)
        #expect(!child.isMovingToParent)
        try fx.root.top.addSubview(child.view)
        #expect(child.calls.contains("viewWillAppear(false) movingTo=true movingFrom=false"))
        #expect(!child.isMovingToParent)
        #expect(!child.isMovingFromParent)
    }

    @Test func aCancelledRemovalLeavesNoFlagSet() throws {
        let fx = Fixture()
        let child = TestController("child")
        try fx.embed(child, in: fx.root.top, of: fx.root)
        child.willMove(toParent: nil)
        #expect(!child.isMovingFromParent)
        // The container changes its mind: the child stays.
        child.didMove(toParent: fx.root)
        child.clearCalls()
        fx.window.hide()
        fx.window.show()
        #expect(!child.isMovingFromParent)
        #expect(child.calls == [
            "viewWillDisappear(false) movingTo=false movingFrom=false",
            "viewDidDisappear(false) movingTo=false movingFrom=false",
            "viewWillAppear(false) movingTo=false movingFrom=false",
            "viewDidAppear(false) movingTo=false movingFrom=false",
        ])
    }

    @Test func reAddingElsewhereEndsAPendingRemoval() throws {
        let fx = Fixture()
        let child = TestController("child")
        let other = TestController("other")
        try fx.embed(child, in: fx.root.top, of: fx.root)
        try fx.embed(other, in: fx.root.bottom, of: fx.root)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        try other.addChild(child)
        #expect(!child.isMovingFromParent)
        #expect(!child.isMovingToParent)
        child.clearCalls()
        try other.top.addSubview(child.view)
        child.didMove(toParent: other)
        #expect(child.calls.filter { !$0.contains("Layout") } == [
            "viewWillAppear(false) movingTo=true movingFrom=false",
            "viewDidAppear(false) movingTo=true movingFrom=false",
            "didMove(other)",
        ])
        #expect(!child.isMovingFromParent)
        #expect(!child.isMovingToParent)
    }

    @Test func viewDidLoadDuringAnAddIsNotAMove() throws {
        let fx = Fixture()
        let child = LoadRecorder()
        try fx.root.addChild(child)
        try fx.root.top.addSubview(child.view)
        child.didMove(toParent: fx.root)
        #expect(child.movingInViewDidLoad == false)
    }

    @Test func theFlagsHoldForTheParentsCallbacksWhileItsChildrenAreForwarded() throws {
        // A child may ask its parent, from its own callback, whether the
        // parent is being added: the parent's move spans its forwarding.
        let fx = Fixture()
        let parent = TestController("parent")
        let child = ParentMoveProbe()
        try fx.embed(child, in: parent.top, of: parent)
        try fx.embed(parent, in: fx.root.top, of: fx.root)
        #expect(child.parentMovingSeen == [true, true])
        #expect(!parent.isMovingToParent)
    }
}

/// Records `isMovingToParent` as its view loads.
@MainActor private final class LoadRecorder: ViewController {
    var movingInViewDidLoad: Bool?
    override func viewDidLoad() { movingInViewDidLoad = isMovingToParent }
}

/// Records its parent's `isMovingToParent` in its own appearing callbacks.
@MainActor private final class ParentMoveProbe: ViewController {
    var parentMovingSeen: [Bool] = []
    override func viewWillAppear(_ animated: Bool) { parentMovingSeen.append(parent?.isMovingToParent ?? false) }
    override func viewDidAppear(_ animated: Bool) { parentMovingSeen.append(parent?.isMovingToParent ?? false) }
}
