import Containment
import ContainmentGtk
import Geo

/// One page of the Book: a country's outline, names and facts, drawn with
/// Cairo by ``CountryPagePainter``. The page knows its number, so the data
/// source can ask for its neighbours.
///
/// A page is painted once per size, scale and side of the spine, into a
/// surface it keeps, and every frame after copies that. A page curl draws
/// the pages into snapshots as it begins and shows them live as it ends:
/// painted again there, a spread's two pages would cost a frame or two at
/// the end of every turn (`containment-bench pages` prints the turn's frames).
@MainActor final class CountryPageViewController: ViewController {
    let entry: CountryBook.Entry
    /// The page's index in the book (page numbers start at 1).
    let index: Int
    let count: Int
    /// Every country, for the pale neighbours around this one.
    let neighbours: [PolygonFeature]
    /// The page as last painted, and the side of the spine it was painted for.
    private var painted: (page: ImageSurface, gutterOnLeft: Bool)?

    init(entry: CountryBook.Entry, index: Int, count: Int, neighbours: [PolygonFeature]) {
        self.entry = entry
        self.neighbours = neighbours
        self.index = index
        self.count = count
        super.init()
        traceName = "page\(index + 1)"
    }

    /// Alone, a page has its spine on the left; in a spread, which starts on
    /// an even page as a printed book's does, the even page's is on its
    /// right. Told by the page's number, not by its place among the
    /// controller's pages, which a page turning in is not yet among.
    private var gutterOnLeft: Bool {
        guard let pages = parent as? PageViewController, pages.pagesPerSpread == 2 else { return true }
        return !index.isMultiple(of: 2)
    }

    override func loadView() {
        let area = DrawingArea()
        view = View(area)
        area.onDraw { [weak self] context, width, height in
            guard let self else { return }
            let scale = Double(self.view.contentWidget?.scaleFactor ?? 1)
            let page = self.page(size: Size(width: width, height: height), scale: scale,
                                 fontOptionsFrom: context)
            context.setSource(page)
            context.paint()
        }
        area.accessibleName = "\(entry.englishName), page \(index + 1) of \(count)"
    }

    /// The page painted at `size` and `scale`, from the last paint when it
    /// matches. Text is laid out with the font options of the surface
    /// `target` draws on, so the copy looks as a direct paint there would.
    private func page(size: Size, scale: Double, fontOptionsFrom target: DrawingContext) -> ImageSurface {
        let gutterOnLeft = self.gutterOnLeft
        if let painted, painted.gutterOnLeft == gutterOnLeft, painted.page.scale == scale,
           painted.page.width == size.width, painted.page.height == size.height {
            return painted.page
        }
        let page = ImageSurface(width: size.width, height: size.height, scale: scale)
        page.draw { context in
            context.matchFontOptions(of: target)
            CountryPagePainter.paint(
                context, entry: entry, neighbours: neighbours, pageNumber: index + 1, gutterOnLeft: gutterOnLeft,
                size: size)
        }
        painted = (page, gutterOnLeft)
        return page
    }
}
