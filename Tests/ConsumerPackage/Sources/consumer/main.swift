// A GTK app built on the containment library from outside its package: a
// window whose root controller embeds a child, then reports what appeared
// and quits. ConsumerPackageTests asserts on the lines it prints.
import CGtk
import Containment
import ContainmentGtk
import Foundation

/// The child: a label filling its container.
@MainActor final class GreetingViewController: ViewController {
    private(set) var didAppear = false

    override func loadView() {
        view = View(gtkWidget: gtk_label_new("Hello from a consumer package"))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        didAppear = true
    }
}

/// The root: a plain container controller holding one child.
@MainActor final class ContainerViewController: ViewController {
    let greeting = GreetingViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try addChild(greeting)
            try view.addSubview(greeting.view)
            greeting.didMove(toParent: self)
        } catch {
            print("consumer: cannot embed the child: \(error)")
        }
    }
}

MainActor.assumeIsolated {
    guard gtk_init_check(nil, nil) != 0 else {
        print("consumer: no display")
        exit(2)
    }
    let window = GtkWindowHost.makeWindow(title: "Consumer", size: Size(width: 480, height: 320))
    let root = ContainerViewController()
    window.rootViewController = root
    window.show()

    // Quit once the child has appeared on a mapped window, or give up.
    let started = Date()
    MainLoopSource.repeating(every: 0.02) {
        let host = window.host as? GtkWindowHost
        let mapped = host.map { gtk_widget_get_mapped($0.gtkWindow) != 0 } ?? false
        if mapped && root.greeting.didAppear {
            print("consumer: window mapped, child appeared under \(root.greeting.parent?.traceName ?? "nothing")")
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
