import Containment
import ContainmentGtk
import Logging

/// A container that slides between three children, written as the
/// custom-container guide's Objective-C, line for line:
///
/// ```objc
/// [oldC willMoveToParentViewController:nil];
/// [self addChildViewController:newC];
/// newC.view.frame = [self newViewStartFrame];
/// CGRect endFrame = [self oldViewEndFrame];
/// [self transitionFromViewController:oldC toViewController:newC duration:0.25 options:0
///       animations:^{ newC.view.frame = oldC.view.frame; oldC.view.frame = endFrame; }
///       completion:^(BOOL finished) { [oldC removeFromParentViewController];
///                                     [newC didMoveToParentViewController:self]; }];
/// ```
///
/// Next slides the new child in from the right, Previous from the left; the
/// Left and Right keys do the same.
@MainActor
final class SlideViewController: ViewController {
    /// Seconds per slide (the guide's 0.25); tests slow it down.
    var slideDuration = 0.25

    /// The view the children slide in. It clips them, so a child off to one
    /// side is out of sight.
    let stage = View()
    private(set) var previousButton: Button!
    private(set) var nextButton: Button!
    private var counter: Label?

    private let cards = [
        SlideCardViewController(number: 1, title: "First child", color: (0.21, 0.52, 0.89)),
        SlideCardViewController(number: 2, title: "Second child", color: (0.18, 0.76, 0.49)),
        SlideCardViewController(number: 3, title: "Third child", color: (0.57, 0.25, 0.67)),
    ]
    /// The index of the child on screen, or being slid in.
    private(set) var currentIndex = 0
    /// A slide in progress ignores further presses.
    private(set) var isSliding = false

    /// The child on screen, or being slid in.
    var currentChild: ViewController { cards[currentIndex] }

    override init() {
        super.init()
        traceName = "slide"
    }

    private var toolbar: View!
    private static let toolbarHeight = 60.0

    override func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 640, height: 480))
        stage.name = "slide.stage"
        try! view.addSubview(stage)
        toolbar = View(makeToolbar())
        try! view.addSubview(toolbar)
        viewDidLayoutSubviews()
    }

    /// The stage fills the view above a strip for the buttons.
    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let stageHeight = max(0, bounds.height - Self.toolbarHeight)
        stage.frame = Rect(x: 0, y: 0, width: bounds.width, height: stageHeight)
        toolbar.frame = Rect(x: 0, y: stageHeight, width: bounds.width, height: Self.toolbarHeight)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The first child is embedded the usual way; its view fills the stage.
        let first = cards[0]
        try! addChild(first)
        try! stage.addSubview(first.view)
        first.didMove(toParent: self)
    }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(.left, title: "Previous") { [weak self] in self?.showPrevious() ?? false },
            KeyCommand(.right, title: "Next") { [weak self] in self?.showNext() ?? false },
        ]
    }

    /// Slides the next child in from the right; false while a slide runs.
    @discardableResult
    func showNext() -> Bool { slide(by: +1) }

    /// Slides the previous child in from the left; false while a slide runs.
    @discardableResult
    func showPrevious() -> Bool { slide(by: -1) }

    private func slide(by step: Int) -> Bool {
        guard !isSliding else { return false }
        let oldC = cards[currentIndex]
        currentIndex = (currentIndex + step + cards.count) % cards.count
        updateCounter()
        isSliding = true
        cycle(from: oldC, to: cards[currentIndex], forward: step > 0)
        return true
    }

    /// The guide's code.
    private func cycle(from oldC: ViewController, to newC: ViewController, forward: Bool) {
        do {
            // Prepare the two view controllers for the change.
            oldC.willMove(toParent: nil)
            try addChild(newC)

            // Get the start frame of the new view controller and the end frame
            // for the old view controller. Both rectangles are offscreen.
            newC.view.frame = newViewStartFrame(forward: forward)
            let endFrame = oldViewEndFrame(forward: forward)

            // Queue up the transition animation.
            try transition(from: oldC, to: newC, duration: slideDuration, options: [], animations: {
                // Animate the views to their final positions.
                newC.view.frame = oldC.view.frame
                oldC.view.frame = endFrame
            }, completion: { _ in
                // Remove the old view controller and send the final
                // notification to the new view controller.
                oldC.removeFromParent()
                newC.didMove(toParent: self)
                self.isSliding = false
            })
        } catch {
            // Nothing changed; put the old child back as it was.
            ContainmentLogging.logger.error("slide from \(oldC.traceName) to \(newC.traceName) failed: \(error)")
            if newC.parent === self, newC.viewIfLoaded?.superview == nil { newC.removeFromParent() }
            oldC.didMove(toParent: self)
            isSliding = false
        }
    }

    /// Just beyond the stage's trailing edge going forward, its leading edge going back.
    private func newViewStartFrame(forward: Bool) -> Rect {
        stage.bounds.offsetBy(dx: forward ? stage.bounds.width : -stage.bounds.width, dy: 0)
    }

    /// The other side: where the old child leaves to.
    private func oldViewEndFrame(forward: Bool) -> Rect {
        stage.bounds.offsetBy(dx: forward ? -stage.bounds.width : stage.bounds.width, dy: 0)
    }

    // MARK: - The buttons

    private func makeToolbar() -> Widget {
        // The strip fills the view's width; the buttons sit in its middle.
        let strip = Box(orientation: .horizontal)
        let box = Box(orientation: .horizontal, spacing: 12)
        box.verticalAlignment = .center
        strip.setCenterWidget(box)
        previousButton = Self.button("_Previous", icon: "go-previous-symbolic", iconAfter: false)
        nextButton = Self.button("_Next", icon: "go-next-symbolic", iconAfter: true)
        let counter = Label()
        counter.sizeRequest = (64, -1)
        counter.addStyleClass("dim-label")
        self.counter = counter
        previousButton.onClicked { [weak self] in self?.showPrevious() }
        nextButton.onClicked { [weak self] in self?.showNext() }
        box.append(previousButton)
        box.append(counter)
        box.append(nextButton)
        updateCounter()
        return strip
    }

    private static func button(_ label: String, icon: String, iconAfter: Bool) -> Button {
        let button = Button(mnemonic: label)
        button.setImage(Image(iconName: icon))
        button.alwaysShowsImage = true
        button.imagePosition = iconAfter ? .right : .left
        return button
    }

    private func updateCounter() {
        counter?.text = "\(currentIndex + 1) of \(cards.count)"
    }
}
