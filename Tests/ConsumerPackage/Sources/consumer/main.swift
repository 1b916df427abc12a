// A GTK app built on the containment library from outside its package: a
// window whose root is a navigation controller, which pushes a second page,
// then reports what appeared and quits. ConsumerPackageTests asserts on the
// lines it prints.
import CGtk
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
        view = View(gtkWidget: gtk_label_new(text))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        didAppear = true
    }
}

MainActor.assumeIsolated {
    guard gtk_init_check(nil, nil) != 0 else {
        print("consumer: no display")
        exit(2)
    }
    let window = GtkWindowHost.makeWindow(title: "Consumer", size: Size(width: 480, height: 320))
    let home = GreetingViewController(title: "Home", text: "Hello from a consumer package")
    let details = GreetingViewController(title: "Details", text: "Pushed by a NavigationController")
    let navigation = NavigationController(rootViewController: home)
    window.rootViewController = navigation
    window.show()
    var pushed = false

    // Push once the first page appeared on the mapped window; quit once the
    // pushed page appeared; or give up.
    let started = Date()
    MainLoopSource.repeating(every: 0.02) {
        let host = window.host as? GtkWindowHost
        let mapped = host.map { gtk_widget_get_mapped($0.gtkWindow) != 0 } ?? false
        if mapped && home.didAppear && !pushed {
            pushed = true
            navigation.pushViewController(details, animated: true)
        }
        if pushed && details.didAppear && navigation.topViewController === details {
            let stack = navigation.viewControllers.map(\.traceName).joined(separator: " > ")
            print("consumer: window mapped, navigation stack \(stack), top appeared under \(details.parent.map { String(describing: type(of: $0)) } ?? "nothing")")
            gtk_main_quit()
            return false
        }
        if Date().timeIntervalSince(started) > 60 {
            print("consumer: timed out waiting for the window")
            exit(1)
        }
        return true
    }
    gtk_main()
}
