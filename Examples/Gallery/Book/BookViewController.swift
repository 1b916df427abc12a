import Containment
import ContainmentGtk
import Foundation
import Geo

extension GalleryExample {
    /// Every country as a page of an atlas, turned with a page curl.
    static var book: GalleryExample {
        GalleryExample(
            id: "book", title: "Book", iconName: "accessories-dictionary-symbolic",
            summary: "A PageViewController with a pull data source: every country as an atlas page, "
                + "two side by side in a wide window, turned with a page curl.",
            sourcePath: #filePath,
            makeViewController: { BookViewController() })
    }
}

/// The Book: a page controller on a desk. Pages come from ``CountryBook``
/// on demand; a wide window shows two pages with the spine between them,
/// a narrow one a single page, switched in `viewWillTransition(to:)`.
@MainActor final class BookViewController: ViewController {
    /// A window at least this wide shows two pages.
    static let spreadWidth = 900.0
    /// A page's width over its height.
    static let pageAspect = 0.74

    let pages = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, spineLocation: .min)
    private(set) var book: CountryBook?
    private var desk: View?
    private var loadError: String?

    override init() {
        super.init()
        traceName = "book"
        pages.traceName = "pages"
    }

    override func loadView() {
        let area = DrawingArea()
        view = View(area)
        area.onDraw { [weak self] context, _, _ in self?.drawDesk(context) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            let book = CountryBook(atlas: try BookAtlas.shared())
            self.book = book
            pages.dataSource = book
            pages.delegate = self
            pages.setViewControllers([book.page(0)], direction: .forward, animated: false)
        } catch {
            loadError = "The world data could not be loaded: \(error)"
            return
        }
        try? addChild(pages)
        try? view.addSubview(pages.view)
        pages.didMove(toParent: self)
        layoutBook(for: view.bounds.size)
    }

    override func viewWillTransition(to size: Size) {
        super.viewWillTransition(to: size)
        let spine: PageViewController.SpineLocation = size.width >= Self.spreadWidth ? .mid : .min
        if pages.spineLocation != spine {
            pages.spineLocation = spine
            alignSpread()
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let spine: PageViewController.SpineLocation = view.bounds.width >= Self.spreadWidth ? .mid : .min
        if pages.spineLocation != spine {
            pages.spineLocation = spine
            alignSpread()
        }
        layoutBook(for: view.bounds.size)
    }

    /// A spread starts on an even page, as a printed book's does.
    private func alignSpread() {
        guard pages.spineLocation == .mid, let book,
              let first = pages.viewControllers.first as? CountryPageViewController, first.index % 2 == 1
        else { return }
        pages.setViewControllers([book.page(first.index - 1), first], direction: .reverse, animated: false)
    }

    /// The book's rectangle: as large as fits with a margin, pages keeping their shape.
    private func layoutBook(for size: Size) {
        guard pages.isViewLoaded else { return }
        let margin = 28.0, indicator = PageViewController.pageIndicatorHeight
        let spreadPages = Double(pages.pagesPerSpread)
        let availableWidth = max(100, size.width - 2 * margin)
        let availableHeight = max(100, size.height - 2 * margin - indicator)
        var height = availableHeight
        var width = height * Self.pageAspect * spreadPages
        if width > availableWidth {
            width = availableWidth
            height = width / (Self.pageAspect * spreadPages)
        }
        pages.view.autoresizingMask = []
        pages.view.frame = Rect(
            x: ((size.width - width) / 2).rounded(), y: ((size.height - height - indicator) / 2).rounded(),
            width: width.rounded(), height: (height + indicator).rounded())
    }

    /// The desk under the book, and the book's shadow.
    private func drawDesk(_ context: DrawingContext) {
        let size = view.bounds.size
        let gradient = Gradient.radial(
            fromX: size.width / 2, y: size.height * 0.45, radius: 40,
            toX: size.width / 2, y: size.height / 2, radius: max(size.width, size.height) * 0.75)
        gradient.addColorStop(at: 0, red: 0.33, green: 0.30, blue: 0.28)
        gradient.addColorStop(at: 1, red: 0.17, green: 0.16, blue: 0.15)
        context.setSource(gradient)
        context.paint()
        if let loadError {
            BookText.draw(context, loadError, font: "DejaVu Sans 12", x: 24, y: 24, width: size.width - 48,
                          color: (1, 1, 1, 0.9))
            return
        }
        // A soft shadow: a few widening translucent rectangles.
        let frame = pages.view.frame
        let bookHeight = frame.height - PageViewController.pageIndicatorHeight
        for step in 1...8 {
            let spread = Double(step) * 2.5
            context.addRectangle(x: frame.minX - spread + 3, y: frame.minY - spread + 6,
                                 width: frame.width + 2 * spread - 6, height: bookHeight + 2 * spread)
            context.setColor(red: 0, green: 0, blue: 0, alpha: 0.045)
            context.fill()
        }
    }
}

/// The world data, loaded once for every Book.
@MainActor enum BookAtlas {
    private static var atlas: WorldAtlas?

    static func shared() throws -> WorldAtlas {
        if let atlas { return atlas }
        let loaded = try WorldAtlas.load()
        atlas = loaded
        return loaded
    }
}

/// The Book hears of every turn the reader makes and writes it to the trace
/// (and so to the lifecycle panel): a drag let go before halfway reports
/// `transitionCompleted: false`.
extension BookViewController: PageViewControllerDelegate {
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
        Trace.emit(TraceEvent("didFinishAnimating", [
            ("controller", .string(traceName)),
            ("previous", .string(previousViewControllers.map(\.traceName).joined(separator: ","))),
            ("transitionCompleted", .bool(completed)),
        ]))
    }
}
