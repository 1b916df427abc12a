import CGtk
import Containment
import ContainmentGtk

/// The keynote pane: the lecture's slides, one at a time, with buttons to
/// turn them.
///
/// It owns the deck and which slide is shown. It is turned by the video
/// through ``SlideShowing`` or by the reader, and tells its ``observer``
/// (the chat) each time the slide changes.
@MainActor
final class KeynoteViewController: ViewController, SlideShowing {
    /// The deck: one part of the lecture per slide.
    let parts: [Lecture.Part]
    /// Told whenever another slide is shown.
    weak var observer: (any SlideDeckObserving)?
    /// The slide shown (or being turned to), zero-based.
    private(set) var currentIndex = 0

    private let slideContainer = View()
    private var currentSlide: SlideViewController?
    private var isTurning = false
    private var header: UnsafeMutablePointer<GtkWidget>?
    private var previousButton: UnsafeMutablePointer<GtkWidget>?
    private var nextButton: UnsafeMutablePointer<GtkWidget>?
    private var counter: UnsafeMutablePointer<GtkWidget>?
    private var connections: [SignalConnection] = []

    init(parts: [Lecture.Part]) {
        self.parts = parts
        super.init()
        traceName = "keynote"
    }

    isolated deinit {
        for connection in connections { connection.disconnect() }
    }

    // MARK: Turning slides

    func showSlide(at index: Int) {
        let index = min(max(0, index), parts.count - 1)
        guard index != currentIndex, !parts.isEmpty else { return }
        let forward = index > currentIndex
        currentIndex = index
        updateControls()
        observer?.slideDeckDidShowSlide(at: index, title: parts[index].title)
        turnToCurrentSlide(forward: forward)
    }

    /// Shows the next or previous slide.
    func turn(forward: Bool) {
        showSlide(at: currentIndex + (forward ? 1 : -1))
    }

    /// Replaces the slide on screen with the current one, UIKit's way. A
    /// turn asked for during a turn is shown when that one ends.
    private func turnToCurrentSlide(forward: Bool) {
        guard let shown = currentSlide, !isTurning, shown.index != currentIndex else { return }
        let next = SlideViewController(index: currentIndex, part: parts[currentIndex], count: parts.count)
        shown.willMove(toParent: nil)
        do {
            try addChild(next)
            isTurning = true
            try transition(from: shown, to: next, duration: 0.35,
                           options: [.transitionCrossDissolve, .curveEaseInOut], completion: { [weak self] _ in
                shown.removeFromParent()
                next.didMove(toParent: self)
                guard let self else { return }
                self.currentSlide = next
                self.isTurning = false
                self.turnToCurrentSlide(forward: forward)
            })
        } catch {
            isTurning = false
            next.removeFromParent()
            ContainmentLogging.logger.error("keynote: cannot turn to slide \(currentIndex + 1): \(error)")
        }
    }

    // MARK: The view

    override func loadView() {
        ClassroomStyle.install()
        let pane = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtkAddStyleClass(pane, "classroom-pane")
        let header = ClassroomStyle.header(title: "Slides")
        let previous = gtk_button_new_from_icon_name("go-previous-symbolic", GTK_ICON_SIZE_BUTTON)!
        let next = gtk_button_new_from_icon_name("go-next-symbolic", GTK_ICON_SIZE_BUTTON)!
        let counter = gtk_label_new(nil)!
        gtkAddStyleClass(counter, "classroom-time")
        atk_object_set_name(gtk_widget_get_accessible(previous), "Previous slide")
        atk_object_set_name(gtk_widget_get_accessible(next), "Next slide")
        for button in [previous, next] { gtk_button_set_relief(cgtk_button(button), GTK_RELIEF_NONE) }
        gtk_box_pack_end(cgtk_box(header), next, 0, 0, 0)
        gtk_box_pack_end(cgtk_box(header), counter, 0, 0, 6)
        gtk_box_pack_end(cgtk_box(header), previous, 0, 0, 0)
        gtk_box_pack_start(cgtk_box(pane), header, 0, 0, 0)
        self.header = header
        previousButton = previous
        nextButton = next
        self.counter = counter
        updateControls()

        let root = View(gtkWidget: pane)
        slideContainer.name = "slideContainer"
        try! root.addSubview(slideContainer)  // a fresh view under a fresh root: cannot fail
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let first = SlideViewController(index: currentIndex, part: parts[currentIndex], count: parts.count)
        do {
            try addChild(first)
            try slideContainer.addSubview(first.view)
            first.didMove(toParent: self)
            currentSlide = first
        } catch {
            ContainmentLogging.logger.error("keynote: cannot show the first slide: \(error)")
        }
        guard let previousButton, let nextButton else { return }
        connections = [
            Signal.connect(previousButton, "clicked") { [weak self] in self?.turn(forward: false) },
            Signal.connect(nextButton, "clicked") { [weak self] in self?.turn(forward: true) },
        ]
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The slides fill the pane below its header, inside its border.
        var headerHeight: Int32 = 0
        if let header { gtk_widget_get_preferred_height(header, nil, &headerHeight) }
        let top = Double(headerHeight) + 1
        slideContainer.frame = Rect(x: 1, y: top, width: max(0, view.bounds.width - 2),
                                    height: max(0, view.bounds.height - top - 1))
    }

    private func updateControls() {
        guard let counter, let previousButton, let nextButton else { return }
        gtk_label_set_text(cgtk_label(counter), "\(currentIndex + 1) / \(parts.count)")
        gtk_widget_set_sensitive(previousButton, currentIndex > 0 ? 1 : 0)
        gtk_widget_set_sensitive(nextButton, currentIndex < parts.count - 1 ? 1 : 0)
    }
}
