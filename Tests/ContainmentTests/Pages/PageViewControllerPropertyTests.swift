import Containment
import ContainmentTesting
import Testing

/// Random turns, cancels, jumps and spine changes keep a page controller's invariants.
@MainActor @Suite("PageViewController properties")
struct PageViewControllerPropertyTests {
    /// A small deterministic generator, so a failure repeats.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test(arguments: [PageViewController.TransitionStyle.scroll, .pageCurl], [1, 2, 3, 4])
    func invariantsHoldUnderRandomTurns(style: PageViewController.TransitionStyle, seed: Int) throws {
        let fx = Fixture()
        let book = NumberedBook(count: 12)
        let pages = PageViewController(transitionStyle: style)
        pages.traceName = "pages"
        pages.dataSource = book
        pages.setViewControllers([book.page(5)], direction: .forward, animated: false)
        try fx.embed(pages, in: fx.root.top, of: fx.root)
        var random = Generator(state: UInt64(seed))
        for step in 0..<300 {
            switch random.next(9) {
            case 0: pages.turnPage(.forward)
            case 1: pages.turnPage(.reverse, animated: random.next(2) == 0)
            case 2:
                if pages.beginInteractiveTurn(random.next(2) == 0 ? .forward : .reverse) {
                    pages.updateInteractiveTurn(Double(random.next(101)) / 100)
                }
            case 3: pages.updateInteractiveTurn(Double(random.next(101)) / 100)
            case 4: pages.endInteractiveTurn(velocity: Double(random.next(9) - 4))
            case 5:
                let target = book.page(random.next(12))
                pages.setViewControllers([target], direction: .forward, animated: random.next(2) == 0)
            case 6 where style == .pageCurl:
                pages.spineLocation = pages.spineLocation == .min ? .mid : .min
            case 7: fx.backend.driver.advance(by: 1.0 / 60)
            default: fx.backend.driver.runUntilIdle()
            }
            check(pages, book, "seed \(seed) step \(step)")
        }
        pages.cancelInteractiveTurn()
        fx.backend.driver.runUntilIdle()
        check(pages, book, "seed \(seed) end")
        #expect(!pages.isTurning)
        #expect(pages.children.allSatisfy { $0.appearanceState == .appeared })
        #expect(pages.pageContainer.subviews.count == pages.viewControllers.count)
    }

    private func check(_ pages: PageViewController, _ book: NumberedBook, _ context: String) {
        // Only the visible pages and the ones being turned to are children, and alive.
        #expect(pages.children.count <= 2 * pages.pagesPerSpread, "\(context)")
        #expect(book.alive.count <= 2 * pages.pagesPerSpread + 1, "\(context): \(book.alive.map(\.traceName))")
        #expect(pages.viewControllers.allSatisfy { $0.parent === pages }, "\(context)")
        // Every page's view is in the container exactly while it is a child.
        for page in book.alive {
            let isChild = page.parent === pages
            #expect((page.viewIfLoaded?.superview === pages.pageContainer) == isChild, "\(context): \(page.traceName)")
            if !isChild { #expect(page.appearanceState == .disappeared, "\(context): \(page.traceName)") }
            // Appearance callbacks alternate will/did properly: never two wills of a kind in a row.
            var last = ""
            for call in page.appearanceCalls {
                #expect(!(call.hasPrefix("viewDid") && last.hasPrefix("viewDid")), "\(context): \(page.appearanceCalls)")
                last = call
            }
        }
        if !pages.isTurning {
            #expect(pages.children.count == pages.viewControllers.count, "\(context)")
            #expect(pages.viewControllers.allSatisfy { $0.appearanceState == .appeared }, "\(context)")
        }
    }
}
