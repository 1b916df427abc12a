import CGtk
import Containment
import ContainmentGtk
import Geo

/// One page of the Book: a country's outline, names and facts, drawn with
/// Cairo by ``CountryPagePainter``. The page knows its number, so the data
/// source can ask for its neighbours.
@MainActor final class CountryPageViewController: ViewController {
    let entry: CountryBook.Entry
    /// The page's index in the book (page numbers start at 1).
    let index: Int
    let count: Int
    /// Every country, for the pale neighbours around this one.
    let neighbours: [PolygonFeature]

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
        let area = gtk_drawing_area_new()!
        view = View(gtkWidget: area)
        Signal.connect(area, "draw", eventHandler: { [weak self] cr in
            guard let self else { return false }
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(area, &allocation)
            CountryPagePainter.paint(
                OpaquePointer(cr), entry: self.entry, neighbours: self.neighbours, pageNumber: self.index + 1,
                gutterOnLeft: self.gutterOnLeft,
                size: Size(width: Double(allocation.width), height: Double(allocation.height)))
            return false
        })
        if let accessible = gtk_widget_get_accessible(area) {
            atk_object_set_name(accessible, "\(entry.englishName), page \(index + 1) of \(count)")
        }
    }
}
