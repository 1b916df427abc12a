import Containment
import ContainmentTesting
import Testing

/// Turns whose page controller is off screen, or comes on screen midway:
/// the pages end where their views are, with balanced callbacks.
@MainActor @Suite("Page turn appearance")
struct PageTurnAppearanceTests {
    /// A page controller at p2 of a ten-page book, embedded in a hidden window.
    private func makeHiddenPages() throws -> (Fixture, PageViewController, NumberedBook) {
        let fx = Fixture(visible: false)
        let book = NumberedBook(count: 10)
        let pages = PageViewController(transitionStyle: .scroll)
        pages.traceName = "pages"
        pages.dataSource = book
        pages.setViewControllers([book.page(2)], direction: .forward, animated: false)
        try fx.embed(pages, in: fx.root.top, of: fx.root)
        return (fx, pages, book)
    }

    @Test func aTurnCancelledOffScreenLeavesTheStayingPageDisappeared() throws {
        let (fx, pages, book) = try makeHiddenPages()
        let p2 = pages.viewControllers[0] as! TestController
        #expect(pages.beginInteractiveTurn(.forward))
        let p3 = pages.children.last as! TestController
        pages.updateInteractiveTurn(0.3)
        pages.cancelInteractiveTurn()
        fx.backend.driver.runUntilIdle()
        #expect(p2.appearanceState == .disappeared)
        #expect(p3.appearanceState == .disappeared)
        expectBalanced([p2, p3])
        withExtendedLifetime(book) {}
    }

    @Test(arguments: [true, false])
    func aPageControllerShownDuringAnInteractiveTurn(completes: Bool) throws {
        let (fx, pages, book) = try makeHiddenPages()
        let p2 = pages.viewControllers[0] as! TestController
        #expect(pages.beginInteractiveTurn(.forward))
        let p3 = pages.children.last as! TestController
        pages.updateInteractiveTurn(0.6)
        fx.window.show()
        pages.endInteractiveTurn(velocity: completes ? 10 : -10)
        fx.backend.driver.runUntilIdle()
        let shown = completes ? p3 : p2, gone = completes ? p2 : p3
        #expect(pages.viewControllers.map { $0 === shown } == [true])
        #expect(shown.appearanceState == .appeared)
        #expect(gone.appearanceState == .disappeared)
        #expect(gone.viewIfLoaded?.superview == nil)
        expectBalanced([p2, p3])
        withExtendedLifetime(book) {}
    }
}
