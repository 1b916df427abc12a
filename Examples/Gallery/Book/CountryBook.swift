import Containment
import Foundation
import Geo

/// The Book's contents: every country of the world data, sorted by English
/// name, with the facts a page shows. A pull data source: it makes a page
/// controller only when the page controller asks for one.
@MainActor final class CountryBook: PageViewControllerDataSource {
    /// One country's page.
    struct Entry {
        let feature: PolygonFeature
        let englishName: String
        let chineseName: String
        let code: String?
        /// Computed from the polygon on the sphere, in square kilometres.
        let areaSquareKilometres: Double
        let largestCity: Place?
        /// Places of at least 15,000 people in the places table.
        let cityCount: Int
    }

    let entries: [Entry]
    /// Every country's polygon, for the neighbours drawn around each page's country.
    let features: [PolygonFeature]
    /// Page controllers made and not yet freed, for the benchmark's peak count.
    private(set) var livePages = WeakPageSet()

    init(atlas: WorldAtlas) {
        var largest: [String: Place] = [:]
        var counts: [String: Int] = [:]
        // Sorted by descending population: the first place per country is its largest.
        for place in atlas.cities() {
            counts[place.countryCode, default: 0] += 1
            if largest[place.countryCode] == nil { largest[place.countryCode] = place }
        }
        var seen = Set<String>()
        features = atlas.countries(at: .medium)
        entries = atlas.countries(at: .medium)
            .filter { !$0.name.isEmpty && seen.insert($0.name).inserted }
            .map { feature in
                Entry(
                    feature: feature, englishName: feature.name,
                    chineseName: feature.name(in: .chinese),
                    code: feature.code,
                    areaSquareKilometres: Self.area(of: feature),
                    largestCity: feature.code.flatMap { largest[$0] },
                    cityCount: feature.code.flatMap { counts[$0] } ?? 0)
            }
            .sorted { $0.englishName.localizedStandardCompare($1.englishName) == .orderedAscending }
    }

    /// The page controller for page `index`.
    func page(_ index: Int) -> CountryPageViewController {
        let page = CountryPageViewController(
            entry: entries[index], index: index, count: entries.count, neighbours: features)
        livePages.insert(page)
        return page
    }

    // MARK: - PageViewControllerDataSource

    func pageViewController(_ pages: PageViewController, viewControllerBefore page: ViewController) -> ViewController? {
        guard let index = (page as? CountryPageViewController)?.index, index > 0 else { return nil }
        return self.page(index - 1)
    }

    func pageViewController(_ pages: PageViewController, viewControllerAfter page: ViewController) -> ViewController? {
        guard let index = (page as? CountryPageViewController)?.index, index + 1 < entries.count else { return nil }
        return self.page(index + 1)
    }

    func presentationCount(for pages: PageViewController) -> Int? { entries.count }

    func presentationIndex(for pages: PageViewController) -> Int? {
        (pages.viewControllers.first as? CountryPageViewController)?.index
    }

    // MARK: - Area

    /// The area enclosed by the feature's rings on a sphere of the Earth's
    /// mean radius: outer rings count positive, holes negative (their
    /// windings are opposite), so the signed sum is the land area.
    static func area(of feature: PolygonFeature) -> Double {
        let radius = 6371.0088
        var total = 0.0
        feature.forEachRing { points in
            let count = points.count / 2
            guard count >= 3 else { return }
            var sum = 0.0
            for i in 0..<count {
                let j = (i + 1) % count
                let lon1 = Double(points[2 * i]) * .pi / 180, lat1 = Double(points[2 * i + 1]) * .pi / 180
                let lon2 = Double(points[2 * j]) * .pi / 180, lat2 = Double(points[2 * j + 1]) * .pi / 180
                sum += (lon2 - lon1) * (2 + sin(lat1) + sin(lat2))
            }
            total += sum * radius * radius / 2
        }
        return abs(total)
    }
}

/// Weak references to page controllers, to count the live ones.
@MainActor struct WeakPageSet {
    private final class Box {
        weak var page: ViewController?
        init(_ page: ViewController) { self.page = page }
    }
    private var boxes: [Box] = []

    mutating func insert(_ page: ViewController) {
        boxes.removeAll { $0.page == nil }
        boxes.append(Box(page))
    }

    /// How many of the inserted pages are still alive.
    var count: Int { boxes.filter { $0.page != nil }.count }
}
