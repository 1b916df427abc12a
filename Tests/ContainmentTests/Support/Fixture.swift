import Containment
import ContainmentTesting

/// A window on the in-memory backend with a `root` controller, plus a trace
/// recorder scoped to the current test.
@MainActor final class Fixture {
    let backend = InMemoryBackend()
    let window: Window
    let root = TestController("root")
    let recorder = TraceRecorder()

    init(visible: Bool = true, size: Size = Size(width: 800, height: 600)) {
        window = backend.makeWindow(size: size)
        window.rootViewController = root
        if visible { window.show() }
        root.clearCalls()
    }

    /// Runs `body` and returns the trace it produced, summarised one line per
    /// event; layout and load events only when asked for.
    func trace(
        layout: Bool = false,
        loading: Bool = false,
        _ body: () throws -> Void
    ) rethrows -> [String] {
        recorder.removeAll()
        try Trace.withSink(recorder, operation: body)
        return recorder.events.compactMap { summary($0, layout: layout, loading: loading) }
    }

    /// Embeds `child` in `container` of `parent` the UIKit way.
    func embed(_ child: ViewController, in container: View, of parent: ViewController) throws {
        try parent.addChild(child)
        try container.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    /// Removes `child` the UIKit way.
    func unembed(_ child: ViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}

/// One line per trace event, short enough to compare lists by eye:
/// `a.viewWillAppear(true)`, `a.willMove(root)`, `transitionBegan(root: a→b flipFromTop easeIn 0.2)`.
func summary(_ event: TraceEvent, layout: Bool = true, loading: Bool = true) -> String? {
    func string(_ name: String) -> String {
        switch event[name] {
        case .string(let value)?: return value
        case .number(let value)?: return "\(value)"
        case .bool(let value)?: return "\(value)"
        case .null?: return "nil"
        case nil: return "?"
        }
    }
    let controller = string("controller")
    switch event.name {
    case "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear":
        return "\(controller).\(event.name)(\(string("animated")))"
    case "willMove(toParent:)":
        return "\(controller).willMove(\(string("parent")))"
    case "didMove(toParent:)":
        return "\(controller).didMove(\(string("parent")))"
    case "viewWillLayoutSubviews", "viewDidLayoutSubviews":
        return layout ? "\(controller).\(event.name)" : nil
    case "loadView", "viewDidLoad":
        return loading ? "\(controller).\(event.name)" : nil
    case "viewWillTransition(to:)":
        return "\(controller).viewWillTransition(\(string("width"))x\(string("height")))"
    case "transitionBegan", "transitionEnded":
        let finished = event.name == "transitionEnded" ? " \(string("finished"))" : ""
        return "\(event.name)(\(string("container")): \(string("from"))→\(string("to")) "
            + "\(string("options")) \(string("curve")) \(string("duration"))\(finished))"
    case "diagnostic":
        return "diagnostic(\(string("code")))"
    default:
        return event.jsonLine
    }
}
