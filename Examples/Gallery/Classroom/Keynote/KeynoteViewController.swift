import Containment
import ContainmentGtk

/// The keynote pane: the lecture's slides, one at a time, with buttons to
/// turn them.
///
/// The slides are a ``PageViewController`` (the library's page container)
/// whose pages this pane supplies as its data source. The pane owns which
/// slide is shown: it is turned by the video through ``SlideShowing``, or by
/// the reader (buttons, arrow keys, Page Up/Down), and tells its
/// ``observer`` — the chat — each time the slide changes.
@MainActor
final class KeynoteViewController: ViewController, SlideShowing,
    PageViewControllerDataSource, PageViewControllerDelegate
{
    /// The deck: one part of the lecture per slide.
    let parts: [Lecture.Part]
    /// Told whenever another slide is shown.
    weak var observer: (any SlideDeckObserving)?
    /// The slide shown (or being turned to), zero-based.
    private(set) var currentIndex = 0
    /// The slides.
    let pages = PageViewController(transitionStyle: .scroll)

    private var header: Box?
    private var previousButton: Button?
    private var nextButton: Button?
    private var counter: Label?
    private var connections: [SignalConnection] = []

    init(parts: [Lecture.Part]) {
        self.parts = parts
        super.init()
        traceName = "keynote"
        pages.traceName = "slides"
        pages.dataSource = self
        pages.delegate = self
        pages.setViewControllers([makeSlide(at: 0)], direction: .forward, animated: false)
    }

    isolated deinit {
        for connection in connections { connection.disconnect() }
    }

    // MARK: Turning slides

    func showSlide(at index: Int) {
        let index = min(max(0, index), parts.count - 1)
        guard index != currentIndex, !parts.isEmpty else { return }
        let direction: PageViewController.NavigationDirection = index > currentIndex ? .forward : .reverse
        pages.setViewControllers([makeSlide(at: index)], direction: direction,
                                 animated: viewIfLoaded?.window?.isVisible == true)
        slideDidChange(to: index)
    }

    /// Shows the next or previous slide, as the arrow keys do.
    func turn(forward: Bool) {
        pages.turnPage(forward ? .forward : .reverse)
    }

    private func slideDidChange(to index: Int) {
        guard index != currentIndex else { return }
        currentIndex = index
        updateControls()
        observer?.slideDeckDidShowSlide(at: index, title: parts[index].title)
    }

    private func makeSlide(at index: Int) -> KeynoteSlideViewController {
        KeynoteSlideViewController(index: index, part: parts[index], count: parts.count)
    }

    // MARK: The pages' data source and delegate

    func pageViewController(_ pageViewController: PageViewController,
                            viewControllerBefore viewController: ViewController) -> ViewController? {
        guard let index = (viewController as? KeynoteSlideViewController)?.index, index > 0 else { return nil }
        return makeSlide(at: index - 1)
    }

    func pageViewController(_ pageViewController: PageViewController,
                            viewControllerAfter viewController: ViewController) -> ViewController? {
        guard let index = (viewController as? KeynoteSlideViewController)?.index, index + 1 < parts.count else { return nil }
        return makeSlide(at: index + 1)
    }

    func presentationCount(for pageViewController: PageViewController) -> Int? { parts.count }

    func presentationIndex(for pageViewController: PageViewController) -> Int? {
        (pageViewController.viewControllers.first as? KeynoteSlideViewController)?.index
    }

    func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [ViewController], transitionCompleted completed: Bool) {
        guard completed, let slide = pageViewController.viewControllers.first as? KeynoteSlideViewController else { return }
        slideDidChange(to: slide.index)
    }

    // MARK: The view

    override func loadView() {
        ClassroomStyle.install()
        let pane = Box(orientation: .vertical)
        pane.addStyleClass("classroom-pane")
        let header = ClassroomStyle.header(title: "Slides")
        let previous = Button(iconName: "go-previous-symbolic")
        let next = Button(iconName: "go-next-symbolic")
        let counter = Label()
        counter.addStyleClass("classroom-time")
        previous.accessibleName = "Previous slide"
        next.accessibleName = "Next slide"
        for button in [previous, next] { button.isFlat = true }
        header.appendAtEnd(next)
        header.appendAtEnd(counter, padding: 6)
        header.appendAtEnd(previous)
        pane.append(header)
        self.header = header
        previousButton = previous
        nextButton = next
        self.counter = counter
        updateControls()

        view = View(pane)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try addChild(pages)
            pages.view.autoresizingMask = []  // placed below the header in viewDidLayoutSubviews
            try view.addSubview(pages.view)
            pages.didMove(toParent: self)
        } catch {
            ContainmentLogging.logger.error("keynote: cannot embed the slides: \(error)")
        }
        guard let previousButton, let nextButton else { return }
        connections = [
            previousButton.onClicked { [weak self] in self?.turn(forward: false) },
            nextButton.onClicked { [weak self] in self?.turn(forward: true) },
        ]
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The slides fill the pane below its header, inside its border.
        guard pages.parent === self else { return }
        let top = Double(header?.preferredHeight.natural ?? 0) + 1
        pages.view.frame = Rect(x: 1, y: top, width: max(0, view.bounds.width - 2),
                                    height: max(0, view.bounds.height - top - 1))
    }

    private func updateControls() {
        guard let counter, let previousButton, let nextButton else { return }
        counter.text = "\(currentIndex + 1) / \(parts.count)"
        previousButton.isSensitive = currentIndex > 0
        nextButton.isSensitive = currentIndex < parts.count - 1
    }
}
