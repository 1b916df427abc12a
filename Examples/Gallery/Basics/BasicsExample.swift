import Containment
import ContainmentGtk

extension GalleryExample {
    /// Containment in its smallest form: a container with two children and
    /// a button that flips between them with `transition(from:to:…)`.
    static let basics = GalleryExample(
        id: "basics",
        title: "Basics",
        iconName: "view-dual-symbolic",
        summary: "A container flipping between two children with transition(from:to:)",
        sourcePath: #filePath
    ) {
        FlipCardViewController()
    }
}

/// A container with a card area and a Flip button; the card area holds one
/// of two child controllers at a time.
final class FlipCardViewController: ViewController {
    private let front = CardViewController(title: "Front", colour: "#3584e4")
    private let back = CardViewController(title: "Back", colour: "#e66100")
    private let cardArea = View()

    override init() {
        super.init()
        traceName = "flipCard"
        front.traceName = "front"
        back.traceName = "back"
    }

    override func loadView() {
        let button = Button(label: "Flip")
        button.addStyleClass("suggested-action")
        button.onClicked { [weak self] in self?.flip() }
        let buttonView = View(button, frame: Rect(x: 24, y: 24, width: 96, height: 34))
        view = View()
        cardArea.autoresizingMask = .flexibleSize
        try? view.addSubview(cardArea)
        try? view.addSubview(buttonView)
    }

    override func viewDidLayoutSubviews() {
        // The card sits in the middle, 3:2, leaving room for the button.
        let bounds = view.bounds
        let width = min(bounds.width - 48, (bounds.height - 120) * 1.5, 600)
        cardArea.frame = Rect(x: (bounds.width - width) / 2, y: (bounds.height - width / 1.5) / 2 + 20,
                              width: max(0, width), height: max(0, width / 1.5))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Embedding a child: addChild, place its view, didMove.
        try? addChild(front)
        try? cardArea.addSubview(front.view)
        front.didMove(toParent: self)
    }

    /// Replaces the card shown with the other one, turning it over.
    private func flip() {
        let (from, to) = front.parent === self ? (front, back) : (back, front)
        from.willMove(toParent: nil)
        try? addChild(to)
        try? transition(from: from, to: to, duration: 0.4,
                        options: [from === front ? .transitionFlipFromLeft : .transitionFlipFromRight, .curveEaseInOut],
                        completion: { _ in
                            from.removeFromParent()
                            to.didMove(toParent: self)
                        })
    }
}

/// A coloured card with a title: the simplest child controller.
final class CardViewController: ViewController {
    private let title: String
    private let colour: String

    init(title: String, colour: String) {
        self.title = title
        self.colour = colour
        super.init()
    }

    override func loadView() {
        let label = Label(title)
        label.addStyleProvider(CssProvider(css: """
            label { background-color: \(colour); color: white; font-size: 28pt; font-weight: bold; border-radius: 12px; }
            """))
        view = View(label)
    }
}
