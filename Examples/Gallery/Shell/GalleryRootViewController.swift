import Containment

/// The gallery window's root: a tab controller with one tab per example,
/// and the lifecycle panel beside it.
///
/// The root only lays out its two children; each example is a child of the
/// tab controller, built when its tab is first shown.
final class GalleryRootViewController: ViewController {
    /// The tabs, one per example.
    let tabs = TabBarController()
    /// The live trace.
    let lifecycle = LifecyclePanelViewController()
    /// One controller per example, in tab order.
    let exampleControllers: [ExampleViewController]
    /// Called when the selected example changes (the header bar shows its summary).
    var onSelectionChange: ((GalleryExample) -> Void)?

    init(examples: [GalleryExample], initialExampleID: String?) {
        exampleControllers = examples.map(ExampleViewController.init(example:))
        super.init()
        traceName = "gallery"
        tabs.traceName = "tabs"
        tabs.setViewControllers(exampleControllers, animated: false)
        if let index = examples.firstIndex(where: { $0.id == initialExampleID }) {
            tabs.selectedIndex = index
        }
    }

    /// The example on screen.
    var selectedExample: ExampleViewController? {
        tabs.selectedViewController as? ExampleViewController
    }

    /// Whether examples show their source instead of running; applies to
    /// the selected example now and to each example as it is selected.
    var showsSource = false {
        didSet { selectedExample?.setShowsSource(showsSource, animated: true) }
    }

    /// Whether the lifecycle panel is shown.
    var showsLifecycle = true {
        didSet {
            guard isViewLoaded else { return }
            lifecycle.view.isHidden = !showsLifecycle
            view.layoutSubviews()
        }
    }

    override func loadView() {
        view = GalleryRootView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let root = view as? GalleryRootView else { return }
        for child in [tabs, lifecycle] as [ViewController] {
            do {
                try addChild(child)
                try root.addSubview(child.view)
                child.didMove(toParent: self)
            } catch {
                print("containment-gallery: cannot lay out \(child.traceName): \(error)")
            }
        }
        root.main = tabs.view
        root.panel = lifecycle.view
        lifecycle.view.isHidden = !showsLifecycle
        root.layoutSubviews()
        tabs.tabBar.addObserver(self) { [weak self] in self?.selectionMayHaveChanged() }
        selectionMayHaveChanged()
    }

    private weak var lastSelected: ExampleViewController?

    private func selectionMayHaveChanged() {
        guard let selected = selectedExample, selected !== lastSelected else { return }
        lastSelected = selected
        selected.setShowsSource(showsSource, animated: false)
        onSelectionChange?(selected.example)
    }
}
