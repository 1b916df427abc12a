// The Swift examples in the doc comments of Containment, ContainmentGtk and
// ContainmentTesting, compiled. Each sits between `// example:` and
// `// end of example` inside the declarations that give it its names;
// DocumentationExamplesTests checks they match the comments. Nothing here
// runs: the compiler is the test.
import Containment
import ContainmentGtk
import ContainmentTesting
import Foundation
import Logging

/// Names the examples use that a reader's app would have.
@MainActor enum DocCommentExampleNames {
    final class RootViewController: ViewController {}
    final class NotesViewController: ViewController {}
    final class ContinentsViewController: ViewController {}

    final class CountriesViewController: ViewController {
        init(_ continent: String) { super.init() }
    }

    final class DetailViewController: ViewController {
        init(_ item: String) { super.init() }
    }

    final class CountryPage: ViewController {
        let index: Int
        init(index: Int) {
            self.index = index
            super.init()
        }
    }

    /// What an animation timer's frames drive.
    final class Painter {
        var progress = 0.0
        func finish() {}
    }
}

/// `Containment`'s doc-comment examples.
@MainActor enum ContainmentDocCommentExamples {
    typealias RootViewController = DocCommentExampleNames.RootViewController
    typealias ContinentsViewController = DocCommentExampleNames.ContinentsViewController
    typealias CountriesViewController = DocCommentExampleNames.CountriesViewController
    typealias DetailViewController = DocCommentExampleNames.DetailViewController
    typealias CountryPage = DocCommentExampleNames.CountryPage

    static func traceOnlyFirstFrames() {
        // example: Sources/Containment/FilteredTraceSink.swift
        Trace.setSink(FilteredTraceSink(events: ["firstFrame"], next: StandardErrorTraceSink()))
        // end of example
    }

    final class Pages: NavigationController {
        // example: Sources/Containment/KeyCommand.swift
        override var keyCommands: [KeyCommand] {
            [KeyCommand(.left, modifiers: .alternate, title: "Back") { [weak self] in
                self?.popViewController(animated: true) != nil
            }]
        }
        // end of example
    }

    final class Root: ViewController {
        let topContainer = View()

        func embed(_ map: ViewController) throws {
            // example: Sources/Containment/ViewController.swift
            try addChild(map)                       // calls map.willMove(toParent: self)
            try topContainer.addSubview(map.view)   // map appears if self is on screen
            map.didMove(toParent: self)
            // end of example
        }

        func remove(_ map: ViewController) {
            // example: Sources/Containment/ViewController.swift
            map.willMove(toParent: nil)
            map.view.removeFromSuperview()          // map disappears
            map.removeFromParent()                  // calls map.didMove(toParent: nil)
            // end of example
        }

        func flip(from map: ViewController, to info: ViewController) throws {
            // example: Sources/Containment/ViewController.swift
            map.willMove(toParent: nil)
            try addChild(info)
            try transition(from: map, to: info, duration: 0.2,
                           options: [.transitionFlipFromTop, .curveEaseIn],
                           completion: { _ in
                               map.removeFromParent()
                               info.didMove(toParent: self)
                           })
            // end of example
        }

        func flipWithoutCompletion(from map: ViewController, to info: ViewController) throws {
            // example: Sources/Containment/TransitionOptions.swift
            try transition(from: map, to: info, duration: 0.2,
                           options: [.transitionFlipFromTop, .curveEaseIn])
            // end of example
        }

        func showPages(of book: any PageViewControllerDataSource) throws {
            // example: Sources/Containment/Containers/Pages/PageViewController.swift
            let pages = PageViewController(transitionStyle: .pageCurl)
            pages.dataSource = book
            pages.setViewControllers([CountryPage(index: 0)], direction: .forward, animated: false)
            try addChild(pages)
            try view.addSubview(pages.view)
            pages.didMove(toParent: self)
            // end of example
        }

        func showContinents(in window: Window, then continent: String) {
            // example: Sources/Containment/Containers/Navigation/NavigationController.swift
            let navigation = NavigationController(rootViewController: ContinentsViewController())
            window.rootViewController = navigation
            // later, from inside a page:
            navigationController?.pushViewController(CountriesViewController(continent), animated: true)
            // end of example
        }

        func showDetail(of item: String) {
            // example: Sources/Containment/Containers/Navigation/ViewController+NavigationController.swift
            navigationController?.pushViewController(DetailViewController(item), animated: true)
            // end of example
        }
    }

    static func slideIn(_ card: View, hiding hint: View) {
        // example: Sources/Containment/View+Animation.swift
        View.animate(withDuration: 0.25, options: .curveEaseOut, animations: {
            card.frame.origin.x = 0
            hint.alpha = 0
        }, completion: { finished in
            if finished { hint.removeFromSuperview() }
        })
        // end of example
    }

    static func showMail(inbox: ViewController, contacts: ViewController, in window: Window) {
        // example: Sources/Containment/Containers/Tabs/TabBarController.swift
        let tabs = TabBarController()
        inbox.tabBarItem.title = "Inbox"
        inbox.tabBarItem.iconName = "mail-inbox-symbolic"
        tabs.setViewControllers([inbox, contacts], animated: false)
        window.rootViewController = tabs
        tabs.selectedIndex = 1
        // end of example
    }

    final class Atlas: PageViewControllerDataSource {
        let countries: [String] = []

        func pageViewController(_ pages: PageViewController,
                                viewControllerBefore page: ViewController) -> ViewController? {
            nil
        }

        // example: Sources/Containment/Containers/Pages/PageViewControllerDataSource.swift
        func pageViewController(_ pages: PageViewController,
                                viewControllerAfter page: ViewController) -> ViewController? {
            guard let index = (page as? CountryPage)?.index, index + 1 < countries.count else { return nil }
            return CountryPage(index: index + 1)
        }
        // end of example
    }

    static func traceALocation() {
        // example: Sources/Containment/Trace.swift
        Trace.locationChanged(controller: "startMap", latitude: 56.55, longitude: 8.316667)
        // {"event":"locationChanged","controller":"startMap","latitude":56.55,"longitude":8.316667}
        // end of example
    }

    static func showAWindow() {
        // example: Sources/Containment/Window.swift
        let window = Window(size: Size(width: 800, height: 600))
        window.rootViewController = RootViewController()
        window.show()   // root (and its embedded children) appear
        // end of example
    }

    static func nameTheLogger() {
        // example: Sources/Containment/ContainmentDiagnostic.swift
        ContainmentLogging.logger = Logger(label: "org.example.MyApp.containment")
        // end of example
    }

    static func animate(_ painter: DocCommentExampleNames.Painter, on driver: any AnimationDriver, pacing container: View) {
        // example: Sources/Containment/AnimationTimer.swift
        let timer = AnimationTimer(duration: 0.25, curve: .easeOut)
        timer.start(on: driver, pacing: container,
                    onFrame: { progress in painter.progress = progress },
                    onEnd: { painter.finish() })
        // end of example
    }
}

/// `ContainmentGtk`'s doc-comment examples.
@MainActor enum ContainmentGtkDocCommentExamples {
    typealias RootViewController = DocCommentExampleNames.RootViewController
    typealias NotesViewController = DocCommentExampleNames.NotesViewController

    static func main() {
        // example: Sources/ContainmentGtk/ContainmentApplication.swift
        let app = ContainmentApplication(id: "org.example.Notes", title: "Notes") { window in
            window.rootViewController = NotesViewController()
        }
        exit(app.run())
        // end of example
    }

    // example: Sources/ContainmentGtk/GtkHostProviding.swift
    final class ZoomSlider: View, GtkHostProviding {
        func makeGtkHost() -> GtkViewHost {
            GtkViewHost(content: Scale(orientation: .horizontal, range: 1...8, step: 1))
        }
    }
    // end of example

    final class Canvas: ViewController {
        // example: Sources/ContainmentGtk/GtkViewHost.swift
        override func loadView() {
            view = View(DrawingArea())
        }
        // end of example
    }

    final class Front: ViewController {
        override func loadView() {
            // example: Sources/ContainmentGtk/View+Gtk.swift
            let label = Label("Front")
            view = View(label)
            // end of example
        }
    }

    static func showAWindow() {
        // example: Sources/ContainmentGtk/GtkWindowHost.swift
        let window = GtkWindowHost.makeWindow(title: "Notes", size: Size(width: 640, height: 860))
        window.rootViewController = RootViewController()
        window.show()
        // end of example
    }
}

/// `ContainmentTesting`'s doc-comment examples.
@MainActor enum ContainmentTestingDocCommentExamples {
    static func flipInMemory(root: ViewController, from a: ViewController, to b: ViewController) throws -> Int {
        // example: Sources/ContainmentTesting/InMemoryBackend.swift
        let backend = InMemoryBackend()
        let window = backend.makeWindow(size: Size(width: 800, height: 600))
        window.rootViewController = root
        window.show()
        try root.transition(from: a, to: b, duration: 0.2, options: .transitionFlipFromTop)
        backend.driver.runUntilIdle()
        let frames = backend.renderer.frames   // every painted frame
        // end of example
        return frames.count
    }

    static func flipByHand(root: ViewController, from a: ViewController, to b: ViewController) throws {
        // example: Sources/ContainmentTesting/ManualAnimationDriver.swift
        let driver = ManualAnimationDriver()
        try root.transition(from: a, to: b, duration: 0.2, options: .transitionFlipFromTop)
        driver.runUntilIdle(frameInterval: 1.0 / 60)
        // end of example
    }
}
