import Containment

/// A controller whose view holds two containers, `<name>.top` and
/// `<name>.bottom`, and which records every lifecycle callback it receives
/// with the containment flags it saw at that moment.
@MainActor final class TestController: ViewController {
    /// Callbacks received, e.g. `viewWillAppear(false) movingTo=true`.
    private(set) var calls: [String] = []
    /// Appearance callbacks only, as `viewWillAppear` etc.
    private(set) var appearanceCalls: [String] = []
    /// Runs inside `viewWillAppear`, after the call is recorded: a subclass
    /// that changes the hierarchy from its own callback.
    var onViewWillAppear: (() -> Void)?
    /// Runs inside `viewWillDisappear`, likewise.
    var onViewWillDisappear: (() -> Void)?
    /// What `shouldAutomaticallyForwardAppearanceMethods` answers.
    var forwardsAppearance = true

    private var topView: View?
    private var bottomView: View?
    /// The upper container; loads the view.
    var top: View { loadViewIfNeeded(); return topView! }
    /// The lower container; loads the view.
    var bottom: View { loadViewIfNeeded(); return bottomView! }

    init(_ name: String) {
        super.init()
        traceName = name
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }

    override func loadView() {
        let root = View()
        root.name = "\(traceName).root"
        let top = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        top.name = "\(traceName).top"
        top.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleBottomMargin]
        let bottom = View(frame: Rect(x: 0, y: 50, width: 100, height: 50))
        bottom.name = "\(traceName).bottom"
        bottom.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleTopMargin]
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        try! root.addSubview(top)
        try! root.addSubview(bottom)
        topView = top
        bottomView = bottom
        view = root
        calls.append("loadView")
    }

    override func viewDidLoad() { calls.append("viewDidLoad") }

    override func viewWillAppear(_ animated: Bool) {
        appearance("viewWillAppear", animated)
        onViewWillAppear?()
    }
    override func viewDidAppear(_ animated: Bool) { appearance("viewDidAppear", animated) }
    override func viewWillDisappear(_ animated: Bool) {
        appearance("viewWillDisappear", animated)
        onViewWillDisappear?()
    }
    override func viewDidDisappear(_ animated: Bool) { appearance("viewDidDisappear", animated) }

    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        calls.append("willMove(\(parent?.traceName ?? "nil"))")
    }

    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        calls.append("didMove(\(parent?.traceName ?? "nil"))")
    }

    override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }

    override func viewWillTransition(to size: Size) {
        calls.append("viewWillTransition(\(size))")
        super.viewWillTransition(to: size)
    }

    /// The appearance state when the calls were last cleared: where a
    /// replay of ``appearanceCalls`` starts.
    private(set) var stateAtClear = AppearanceState.disappeared

    func clearCalls() {
        calls.removeAll()
        appearanceCalls.removeAll()
        stateAtClear = appearanceState
    }

    private func appearance(_ name: String, _ animated: Bool) {
        appearanceCalls.append(name)
        calls.append("\(name)(\(animated)) movingTo=\(isMovingToParent) movingFrom=\(isMovingFromParent)")
    }
}
