import Containment
import ContainmentGtk

/// One tab of the gallery: an example running, or its source.
///
/// The example's own controller is built when the tab is first shown (the
/// tab controller loads this controller's view only then). The Source toggle
/// cross-dissolves between the two children; both stay children, so the
/// example keeps its state while its source is read.
final class ExampleViewController: ViewController {
    /// The example shown.
    let example: GalleryExample
    /// The example's controller, once the tab has been shown.
    private(set) var content: ViewController?
    /// The example's source, once asked for.
    private(set) var source: SourceViewController?
    /// Whether the source is shown (or being shown) instead of the example.
    private(set) var showsSource = false

    /// How long the switch between example and source takes.
    static let sourceTransitionDuration = 0.15

    init(example: GalleryExample) {
        self.example = example
        super.init()
        traceName = example.id
        tabBarItem.title = example.title
        tabBarItem.iconName = example.iconName
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let content = example.makeViewController()
        self.content = content
        do {
            try addChild(content)
            try view.addSubview(content.view)
            content.didMove(toParent: self)
        } catch {
            print("containment-gallery: cannot show \(example.id): \(error)")
        }
    }

    /// Shows the source (`true`) or the running example.
    func setShowsSource(_ wanted: Bool, animated: Bool) {
        guard wanted != showsSource, isViewLoaded, let content else { return }
        let source = self.source ?? {
            let made = SourceViewController(sourcePath: example.sourcePath)
            made.traceName = "\(example.id).source"
            self.source = made
            return made
        }()
        if source.parent !== self {
            do { try addChild(source) } catch {
                print("containment-gallery: cannot show the source of \(example.id): \(error)")
                return
            }
            source.didMove(toParent: self)
        }
        let (from, to): (ViewController, ViewController) = wanted ? (content, source) : (source, content)
        do {
            try transition(from: from, to: to, duration: animated ? Self.sourceTransitionDuration : 0,
                           options: [.transitionCrossDissolve, .curveEaseInOut])
            showsSource = wanted
        } catch {
            // A switch is already running: this request waits for the next click.
            print("containment-gallery: \(error)")
        }
    }
}
