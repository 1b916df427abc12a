// A GTK app built on the containment library from outside its package: a
// window whose root is a navigation controller, which pushes a second page,
// then reports what appeared and closes its window, which ends the app.
// ConsumerPackageTests asserts on the lines it prints. No C: the library's
// entry point starts GTK and runs the main loop.
import Containment
import ContainmentGtk
import Foundation

/// A page: a label filling the navigation controller's content area.
@MainActor final class GreetingViewController: ViewController {
    private(set) var didAppear = false
    private let text: String

    init(title: String, text: String) {
        self.text = text
        super.init()
        traceName = title
        navigationItem.title = title
    }

    override func loadView() {
        view = View(Label(text))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        didAppear = true
    }
}

let status = MainActor.assumeIsolated {
    let home = GreetingViewController(title: "Home", text: "Hello from a consumer package")
    let details = GreetingViewController(title: "Details", text: "Pushed by a NavigationController")
    let navigation = NavigationController(rootViewController: home)
    let app = ContainmentApplication(
        id: "io.github.tunnel_app.ContainmentConsumer", title: "Consumer", size: Size(width: 480, height: 320),
        flags: .nonUnique
    ) { window in
        window.rootViewController = navigation
        var pushed = false
        // Push once the first page appeared on the mapped window; close the
        // window once the pushed page appeared; or give up.
        let started = Date()
        MainLoopSource.repeating(every: 0.02) { [weak window] in
            guard let window else { return false }
            if window.toplevel?.isMapped == true && home.didAppear && !pushed {
                pushed = true
                navigation.pushViewController(details, animated: true)
            }
            if pushed && details.didAppear && navigation.topViewController === details {
                let stack = navigation.viewControllers.map(\.traceName).joined(separator: " > ")
                print("consumer: window mapped, navigation stack \(stack), top appeared under \(details.parent.map { String(describing: type(of: $0)) } ?? "nothing")")
                window.toplevel?.close()
                return false
            }
            if Date().timeIntervalSince(started) > 60 {
                print("consumer: timed out waiting for the window")
                exit(1)
            }
            return true
        }
    }
    return app.run()
}
exit(status)
