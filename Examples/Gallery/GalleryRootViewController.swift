import Containment

/// The gallery window's root: shows the examples.
///
/// Scaffold: it embeds one example filling the window. The gallery's tab
/// controller replaces it (one tab per example, the lifecycle panel).
@MainActor
final class GalleryRootViewController: ViewController {
    private let examples: [GalleryExample]
    private let initialExampleID: String?

    init(examples: [GalleryExample], initialExampleID: String?) {
        self.examples = examples
        self.initialExampleID = initialExampleID
        super.init()
        traceName = "gallery"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let example = examples.first { $0.id == initialExampleID } ?? examples.first
        guard let example else { return }
        let child = example.makeViewController()
        do {
            try addChild(child)
            try view.addSubview(child.view)
            child.didMove(toParent: self)
        } catch {
            print("containment-gallery: cannot show \(example.id): \(error)")
        }
    }
}
