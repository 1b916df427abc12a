import Containment
import ContainmentTesting
import Testing

/// The navigation bar's title and back button change with the slide, as
/// UIKit's and libadwaita's do: the old content fades out, the new in.
@MainActor @Suite("Navigation bar fade")
struct NavigationBarFadeTests {
    @MainActor final class Scene {
        let backend = InMemoryBackend()
        let window: Window
        let europe = ViewController()
        let france = ViewController()
        let navigation: NavigationController

        init() {
            europe.navigationItem.title = "Europe"
            france.navigationItem.title = "France"
            navigation = NavigationController(rootViewController: europe)
            window = backend.makeWindow(size: Size(width: 800, height: 600))
            window.rootViewController = navigation
            window.show()
            backend.driver.runUntilIdle()
        }

        var bar: NavigationBar { navigation.navigationBar }
    }

    private let home = NavigationBar.Content(title: "Europe", backTitle: nil, showsBackButton: false)
    private let pushed = NavigationBar.Content(title: "France", backTitle: "Europe", showsBackButton: true)

    @Test func anAnimatedPushFadesTheBarFromTheOldContentToTheNew() {
        let scene = Scene()
        var changes: [Double] = []
        let painter = scene.bar.onChange
        scene.bar.onChange = { painter?(); changes.append(scene.bar.changeProgress) }
        scene.navigation.pushViewController(scene.france, animated: true)
        #expect(scene.bar.content == pushed, "the model is the new page's at once")
        #expect(scene.bar.fadingOutContent == home)

        scene.backend.driver.advance(by: 0.01)   // the first frame is time zero
        scene.backend.driver.advance(by: scene.navigation.transitionDuration / 2)
        #expect(scene.bar.changeProgress > 0 && scene.bar.changeProgress < 1)
        #expect(scene.bar.fadingOutContent == home)

        scene.backend.driver.runUntilIdle()
        #expect(scene.bar.fadingOutContent == nil)
        #expect(scene.bar.changeProgress == 1)
        #expect(changes.count >= 4, "the painter hears every frame")
        // The first change is the model's own, before the fade starts over it.
        #expect(changes.dropFirst() == changes.dropFirst().sorted()[...], "the fade only goes forward")
    }

    @Test func anInstantPushSwitchesTheBarAtOnce() {
        let scene = Scene()
        scene.navigation.pushViewController(scene.france, animated: false)
        #expect(scene.bar.content == pushed)
        #expect(scene.bar.fadingOutContent == nil && scene.bar.changeProgress == 1)
    }

    @Test func aPopRightAfterAPushFadesBackToWhatWasShown() {
        let scene = Scene()
        scene.navigation.pushViewController(scene.france, animated: true)
        scene.backend.driver.advance(by: 0.05)
        scene.navigation.popViewController(animated: true)
        #expect(scene.bar.content == home)
        // Whatever still fades, fades from Europe to Europe: nothing moves.
        #expect(scene.bar.fadingOutContent == nil || scene.bar.fadingOutContent == home)
        scene.backend.driver.runUntilIdle()
        #expect(scene.bar.content == home && scene.bar.fadingOutContent == nil)

        scene.navigation.pushViewController(scene.france, animated: true)
        scene.backend.driver.runUntilIdle()
        scene.navigation.popViewController(animated: true)
        #expect(scene.bar.fadingOutContent == pushed, "a pop fades from the page it leaves")
        scene.backend.driver.runUntilIdle()
        #expect(scene.bar.fadingOutContent == nil)
    }
}
