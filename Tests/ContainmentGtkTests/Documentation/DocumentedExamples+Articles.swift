// The README's and the DocC articles' Swift examples, compiled. Each sits
// between `// example:` and `// end of example` inside the declarations that
// give it its names; DocumentationExamplesTests checks they match the docs.
// Nothing here runs: the compiler is the test.
import Containment
import ContainmentGtk
import Foundation
import Logging

/// The README's example.
@MainActor enum ReadmeExamples {
    final class Root: ViewController {
        func showInfo(_ info: ViewController, replacing map: ViewController) throws {
            // example: README.md
            try addChild(info)                       // calls info.willMove(toParent: self)
            map.willMove(toParent: nil)
            try transition(from: map, to: info, duration: 0.2, options: [.transitionFlipFromTop, .curveEaseIn],
                           completion: { _ in
                               map.removeFromParent()        // calls map.didMove(toParent: nil)
                               info.didMove(toParent: self)
                           })
            // end of example
        }
    }
}

/// The `Containment` article's examples.
@MainActor enum ContainmentArticleExamples {
    final class MapViewController: ViewController {}

    // example: Sources/Containment/Containment.docc/Containment.md
    final class RootViewController: ViewController {
        let topContainer = View()
        let startMap = MapViewController()

        override func loadView() {
            view = View(frame: Rect(x: 0, y: 0, width: 640, height: 860))
            topContainer.frame = Rect(x: 0, y: 0, width: 640, height: 361)
            topContainer.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleBottomMargin]
            try! view.addSubview(topContainer)
        }

        override func viewDidLoad() {
            startMap.traceName = "startMap"
            try! addChild(startMap)                     // calls startMap.willMove(toParent: self)
            try! topContainer.addSubview(startMap.view) // fills the container; appears if on screen
            startMap.didMove(toParent: self)
        }

        func showInfo(_ info: ViewController) throws {
            startMap.willMove(toParent: nil)
            try addChild(info)
            try transition(from: startMap, to: info, duration: 0.2,
                           options: [.transitionFlipFromTop, .curveEaseIn],
                           completion: { _ in
                               self.startMap.removeFromParent()   // calls didMove(toParent: nil)
                               info.didMove(toParent: self)
                           })
        }
    }
    // end of example

    static func showWindow(root: ViewController) {
        // example: Sources/Containment/Containment.docc/Containment.md
        let window = GtkWindowHost.makeWindow(title: "Notes", size: Size(width: 640, height: 860))  // ContainmentGtk
        root.traceName = "root"
        window.rootViewController = root
        window.show()
        // end of example
    }

    final class Mail: TabBarControllerDelegate {
        func showMail(inbox: ViewController, contacts: ViewController, in window: Window) {
            // example: Sources/Containment/Containment.docc/Containment.md
            let tabs = TabBarController()
            inbox.tabBarItem.title = "Inbox"
            inbox.tabBarItem.iconName = "mail-inbox-symbolic"
            inbox.tabBarItem.badgeValue = "3"
            tabs.setViewControllers([inbox, contacts], animated: false)
            tabs.delegate = self          // asked shouldSelect, told didSelect: the user's choices only
            window.rootViewController = tabs
            // end of example
        }
    }

    static func startLogging() {
        // example: Sources/Containment/Containment.docc/Containment.md
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        ContainmentLogging.logger = Logger(label: "org.example.MyApp.containment")
        // end of example
    }

    final class Slides: ViewController {
        let stage = View()

        func slide(from oldC: ViewController, to newC: ViewController) throws {
            // example: Sources/Containment/Containment.docc/Containment.md
            oldC.willMove(toParent: nil)
            try addChild(newC)
            newC.view.frame = stage.bounds.offsetBy(dx: stage.bounds.width, dy: 0)   // start: off to the right
            let endFrame = stage.bounds.offsetBy(dx: -stage.bounds.width, dy: 0)  // the old view leaves left
            try transition(from: oldC, to: newC, duration: 0.25, options: [], animations: {
                newC.view.frame = oldC.view.frame
                oldC.view.frame = endFrame
            }, completion: { _ in
                oldC.removeFromParent()
                newC.didMove(toParent: self)
            })
            // end of example
        }
    }

    static func fadeOut(_ banner: View) {
        // example: Sources/Containment/Containment.docc/Containment.md
        View.animate(withDuration: 0.2, options: .curveEaseOut, animations: {
            banner.alpha = 0
        }, completion: { finished in
            if finished { banner.removeFromSuperview() }
        })
        // end of example
    }
}

/// The `ContainmentGtk` article's examples.
@MainActor enum ContainmentGtkArticleExamples {
    final class NotesViewController: ViewController {}

    static func main() {
        // example: Sources/ContainmentGtk/ContainmentGtk.docc/ContainmentGtk.md
        let app = ContainmentApplication(id: "org.example.Notes", title: "Notes",
                                         size: Size(width: 640, height: 860)) { window in
            window.rootViewController = NotesViewController()
        }
        exit(app.run())
        // end of example
    }

    // example: Sources/ContainmentGtk/ContainmentGtk.docc/ContainmentGtk.md
    final class MapViewController: ViewController {
        override func loadView() {
            let area = DrawingArea()
            area.onDraw { context, width, height in /* paint the map */ }
            view = View(area)
        }
    }
    // end of example

    static func showWindow(root: ViewController) {
        // example: Sources/ContainmentGtk/ContainmentGtk.docc/ContainmentGtk.md
        let window = GtkWindowHost.makeWindow(title: "Notes", size: Size(width: 640, height: 860))
        root.traceName = "root"
        window.rootViewController = root   // root.view fills the GtkWindow
        window.show()                      // GTK "map": root and embedded children appear
        // end of example
    }

    static func showWindow(of application: Application) -> Window {
        // example: Sources/ContainmentGtk/ContainmentGtk.docc/ContainmentGtk.md
        let toplevel = ApplicationWindow(application: application)
        let window = GtkWindowHost.makeWindow(wrapping: toplevel, size: Size(width: 640, height: 860))
        // end of example
        return window
    }
}

/// The `Gtk` article's example.
@MainActor enum GtkArticleExamples {
    @MainActor final class Card {
        func flip() {}

        func build() -> (Box, DrawingArea) {
            // example: Sources/Gtk/Gtk.docc/Gtk.md
            let box = Box(orientation: .vertical, spacing: 12)
            let label = Label("Hello")
            label.addStyleClass("title")
            let button = Button(label: "Flip")
            button.onClicked { [weak self] in self?.flip() }
            box.append(label)
            box.append(button)

            let area = DrawingArea()
            area.onDraw { context, width, height in
                context.addRoundedRectangle(x: 12, y: 12, width: width - 24, height: height - 24, radius: 18)
                context.setColor(red: 0.21, green: 0.52, blue: 0.89)
                context.fill()
            }
            // end of example
            return (box, area)
        }
    }
}
