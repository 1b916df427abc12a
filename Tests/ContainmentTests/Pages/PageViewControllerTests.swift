import Containment
import ContainmentTesting
import Testing

/// PageViewController's lifecycle, data-source pulls and turns, in memory.
@MainActor @Suite("PageViewController")
struct PageViewControllerTests {
    /// A visible root holding a page controller at page `start` of `book`.
    private func makePages(
        _ style: PageViewController.TransitionStyle = .scroll, count: Int = 10, start: Int = 0
    ) throws -> (Fixture, PageViewController, NumberedBook, PageDelegateRecorder) {
        let fx = Fixture()
        let book = NumberedBook(count: count)
        let delegate = PageDelegateRecorder()
        let pages = PageViewController(transitionStyle: style)
        pages.traceName = "pages"
        pages.dataSource = book
        pages.delegate = delegate
        pages.setViewControllers([book.page(start)], direction: .forward, animated: false)
        try fx.embed(pages, in: fx.root.top, of: fx.root)
        book.clearQuestions()
        return (fx, pages, book, delegate)
    }

    @Test func firstPageAppearsWithItsController() throws {
        let fx = Fixture()
        let book = NumberedBook(count: 3)
        let pages = PageViewController()
        pages.traceName = "pages"
        pages.dataSource = book
        let lines = try fx.trace {
            pages.setViewControllers([book.page(0)], direction: .forward, animated: false)
            try fx.embed(pages, in: fx.root.top, of: fx.root)
        }
        #expect(pageLines(lines) == [
            "p0.willMove(pages)",
            "p0.didMove(pages)",
            "pages.willMove(root)",
            "pages.viewWillAppear(false)",
            "p0.viewWillAppear(false)",
            "pages.viewDidAppear(false)",
            "p0.viewDidAppear(false)",
            "pages.didMove(root)",
        ])
        #expect(pages.viewControllers.map(\.traceName) == ["p0"])
        #expect(pages.children.map(\.traceName) == ["p0"])
        #expect(book.questions.isEmpty)
        #expect(pages.pageIndicator.accessibleLabel == "Page 1 of 3")
    }

    @Test func turnForwardFollowsUIKitOrder() throws {
        let (fx, pages, book, delegate) = try makePages()
        let p0 = pages.viewControllers[0] as! TestController
        let began = fx.trace { #expect(pages.turnPage(.forward)) }
        #expect(pageLines(began) == [
            "p1.willMove(pages)",
            "delegate.willTransitionTo(p1)",
            "p0.viewWillDisappear(true)",
            "p1.viewWillAppear(true)",
        ])
        #expect(book.questions == ["after p0"])
        #expect(pages.isTurning)
        let p1 = pages.children.last as! TestController
        #expect(p1.calls.contains("viewWillAppear(true) movingTo=true movingFrom=false"))
        // Halfway through a slide the pages share the container.
        fx.backend.driver.advance(by: 0)
        fx.backend.driver.advance(by: 0.1)
        #expect(p0.view.frame.minX < 0)
        #expect(p1.view.frame.minX > 0 && p1.view.frame.minX < pages.pageContainer.bounds.width)
        let ended = fx.trace { fx.backend.driver.runUntilIdle() }
        #expect(pageLines(ended) == [
            "p0.viewDidDisappear(true)",
            "p1.viewDidAppear(true)",
            "p0.willMove(nil)",
            "p0.didMove(nil)",
            "p1.didMove(pages)",
            "delegate.didFinishAnimating(completed: true)",
        ])
        #expect(p0.calls.contains("viewWillDisappear(true) movingTo=false movingFrom=false"))
        #expect(delegate.calls == ["willTransitionTo(p1)", "didFinishAnimating(true, p0, true)"])
        #expect(pages.viewControllers.map(\.traceName) == ["p1"])
        #expect(pages.children.map(\.traceName) == ["p1"])
        #expect(p1.view.frame == pages.pageContainer.bounds)
        #expect(pages.pageContainer.subviews.map(\.name) == ["p1.root"])
        #expect(pages.pageIndicator.index == 1)
    }

    @Test func turnBackwardAsksForThePageBefore() throws {
        let (fx, pages, book, delegate) = try makePages(start: 5)
        let lines = fx.trace {
            #expect(pages.turnPage(.reverse))
            fx.backend.driver.runUntilIdle()
        }
        #expect(pageLines(lines) == [
            "p4.willMove(pages)",
            "delegate.willTransitionTo(p4)",
            "p5.viewWillDisappear(true)",
            "p4.viewWillAppear(true)",
            "p5.viewDidDisappear(true)",
            "p4.viewDidAppear(true)",
            "p5.willMove(nil)",
            "p5.didMove(nil)",
            "p4.didMove(pages)",
            "delegate.didFinishAnimating(completed: true)",
        ])
        #expect(book.questions == ["before p5"])
        #expect(delegate.calls.last == "didFinishAnimating(true, p5, true)")
    }

    @Test func noPageBeyondTheEndLeavesTheKeyToOthers() throws {
        let (fx, pages, book, delegate) = try makePages(count: 1)
        let lines = fx.trace {
            #expect(!pages.turnPage(.forward))
            #expect(!pages.turnPage(.reverse))
        }
        #expect(pageLines(lines).isEmpty)
        #expect(book.questions == ["after p0", "before p0"])
        #expect(delegate.calls.isEmpty)
        #expect(!fx.window.handleKeyPress(.right, modifiers: []))
    }

    @Test func setViewControllersAnimatedTellsCompletionNotDelegate() throws {
        let (fx, pages, book, delegate) = try makePages()
        var completions: [Bool] = []
        let p7 = book.page(7)
        let lines = fx.trace {
            pages.setViewControllers([p7], direction: .forward, animated: true) { completions.append($0) }
            fx.backend.driver.runUntilIdle()
        }
        #expect(pageLines(lines) == [
            "p7.willMove(pages)",
            "p0.viewWillDisappear(true)",
            "p7.viewWillAppear(true)",
            "p0.viewDidDisappear(true)",
            "p7.viewDidAppear(true)",
            "p0.willMove(nil)",
            "p0.didMove(nil)",
            "p7.didMove(pages)",
        ])
        #expect(completions == [true])
        #expect(delegate.calls.isEmpty)
        #expect(book.questions.isEmpty)
        #expect(pages.pageIndicator.index == 7)
    }

    @Test func setViewControllersNotAnimatedIsImmediate() throws {
        let (fx, pages, book, _) = try makePages()
        var completions: [Bool] = []
        let p3 = book.page(3)
        let lines = fx.trace {
            pages.setViewControllers([p3], direction: .reverse, animated: false) { completions.append($0) }
        }
        #expect(pageLines(lines) == [
            "p3.willMove(pages)",
            "p0.viewWillDisappear(false)",
            "p3.viewWillAppear(false)",
            "p0.viewDidDisappear(false)",
            "p3.viewDidAppear(false)",
            "p0.willMove(nil)",
            "p0.didMove(nil)",
            "p3.didMove(pages)",
        ])
        #expect(completions == [true])
        #expect(!fx.backend.driver.isAnimating)
    }

    @Test(arguments: [PageViewController.TransitionStyle.scroll, .pageCurl])
    func cancelledInteractiveTurnBalancesEveryCallback(style: PageViewController.TransitionStyle) throws {
        let (fx, pages, book, delegate) = try makePages(style, start: 2)
        defer { withExtendedLifetime(book) {} }  // the data source is weak, as UIKit's
        let p2 = pages.viewControllers[0] as! TestController
        var p3: TestController?
        let lines = fx.trace {
            #expect(pages.beginInteractiveTurn(.forward))
            p3 = pages.children.last as? TestController
            pages.updateInteractiveTurn(0.2)
            pages.updateInteractiveTurn(0.4)
            pages.endInteractiveTurn()
            fx.backend.driver.runUntilIdle()
        }
        #expect(pageLines(lines) == [
            "p3.willMove(pages)",
            "delegate.willTransitionTo(p3)",
            "p2.viewWillDisappear(true)",
            "p3.viewWillAppear(true)",
            "p3.viewWillDisappear(true)",
            "p2.viewWillAppear(true)",
            "p3.viewDidDisappear(true)",
            "p2.viewDidAppear(true)",
            // Its arrival is finished before its departure, so its moves balance.
            "p3.didMove(pages)",
            "p3.willMove(nil)",
            "p3.didMove(nil)",
            "delegate.didFinishAnimating(completed: false)",
        ])
        #expect(delegate.calls.last == "didFinishAnimating(true, p2, false)")
        #expect(pages.viewControllers.map(\.traceName) == ["p2"])
        #expect(pages.children.map(\.traceName) == ["p2"])
        #expect(p2.appearanceState == .appeared)
        #expect(p3?.appearanceState == .disappeared)
        #expect(p2.view.frame == pages.pageContainer.bounds)
        #expect(pages.pageContainer.curl == nil)
    }

    @Test func interactiveTurnPastHalfwayCompletes() throws {
        let (fx, pages, book, delegate) = try makePages(start: 2)
        defer { withExtendedLifetime(book) {} }  // the data source is weak, as UIKit's
        #expect(pages.beginInteractiveTurn(.forward))
        pages.updateInteractiveTurn(0.7)
        #expect(pages.turnFraction == 0.7)
        pages.endInteractiveTurn()
        fx.backend.driver.runUntilIdle()
        #expect(pages.viewControllers.map(\.traceName) == ["p3"])
        #expect(delegate.calls.last == "didFinishAnimating(true, p2, true)")
    }

    @Test func flickBeforeHalfwayCompletes() throws {
        let (fx, pages, book, _) = try makePages(start: 2)
        defer { withExtendedLifetime(book) {} }  // the data source is weak, as UIKit's
        #expect(pages.beginInteractiveTurn(.reverse))
        pages.updateInteractiveTurn(0.2)
        pages.endInteractiveTurn(velocity: 5)
        fx.backend.driver.runUntilIdle()
        #expect(pages.viewControllers.map(\.traceName) == ["p1"])
    }

    @Test func curlDescribesAForwardTurnEitherWay() throws {
        let (fx, pages, book, _) = try makePages(.pageCurl, start: 4)
        defer { withExtendedLifetime(book) {} }  // the data source is weak, as UIKit's
        #expect(pages.beginInteractiveTurn(.reverse))
        pages.updateInteractiveTurn(0.25)
        // A backward turn is the forward turn from p3 to p4 played backwards.
        #expect(pages.pageContainer.curl?.fraction == 0.75)
        #expect(pages.pageContainer.curlFrontViews.map(\.name) == ["p3.root"])
        #expect(pages.pageContainer.curlBeneathViews.map(\.name) == ["p4.root"])
        pages.endInteractiveTurn()
        fx.backend.driver.runUntilIdle()
        #expect(pages.pageContainer.curl == nil)
    }

    @Test func keysTurnPagesAndMirrorRightToLeft() throws {
        let (fx, pages, book, _) = try makePages(start: 3)
        defer { withExtendedLifetime(book) {} }  // the data source is weak, as UIKit's
        #expect(fx.window.handleKeyPress(.right, modifiers: []))
        fx.backend.driver.runUntilIdle()
        #expect(pages.viewControllers.map(\.traceName) == ["p4"])
        #expect(fx.window.handleKeyPress(.pageUp, modifiers: []))
        fx.backend.driver.runUntilIdle()
        #expect(pages.viewControllers.map(\.traceName) == ["p3"])
        pages.isLayoutRightToLeft = true
        #expect(fx.window.handleKeyPress(.left, modifiers: []))
        fx.backend.driver.runUntilIdle()
        #expect(pages.viewControllers.map(\.traceName) == ["p4"])
        #expect(fx.window.handleKeyPress(.pageDown, modifiers: []))
        fx.backend.driver.runUntilIdle()
        #expect(pages.viewControllers.map(\.traceName) == ["p5"])
    }

    @Test func onlyVisiblePagesAndNeighboursLive() throws {
        let (fx, pages, book, _) = try makePages(count: 40)
        var peak = 0
        for _ in 0..<39 {
            #expect(pages.turnPage(.forward))
            peak = max(peak, book.alive.count)
            fx.backend.driver.advance(by: 0)
            fx.backend.driver.advance(by: 0.1)
            peak = max(peak, book.alive.count)
            fx.backend.driver.runUntilIdle()
        }
        #expect(!pages.turnPage(.forward))
        #expect(peak <= 2)
        #expect(book.alive.map(\.traceName) == ["p39"])
        #expect(book.questions.count == 40)
        #expect(pages.pageIndicator.accessibleLabel == "Page 40 of 40")
    }

    @Test func spreadShowsTwoPagesAndTurnsBoth() throws {
        let (fx, pages, book, _) = try makePages(.pageCurl, count: 9, start: 0)
        pages.spineLocation = .mid
        #expect(pages.viewControllers.map(\.traceName) == ["p0", "p1"])
        let width = pages.pageContainer.bounds.width
        #expect(pages.viewControllers[1].view.frame.minX == width / 2)
        #expect(pages.pageIndicator.accessibleLabel == "Pages 1 and 2 of 9")
        book.clearQuestions()
        #expect(pages.turnPage(.forward))
        fx.backend.driver.runUntilIdle()
        #expect(pages.viewControllers.map(\.traceName) == ["p2", "p3"])
        #expect(book.questions == ["after p1", "after p2"])
        pages.spineLocation = .min
        #expect(pages.viewControllers.map(\.traceName) == ["p2"])
        #expect(pages.children.map(\.traceName) == ["p2"])
    }

    @Test func disappearingMidTurnLandsItBalanced() throws {
        let (fx, pages, book, _) = try makePages(start: 1)
        defer { withExtendedLifetime(book) {} }  // the data source is weak, as UIKit's
        #expect(pages.turnPage(.forward))
        fx.window.hide()
        #expect(!pages.isTurning)
        #expect(pages.viewControllers.map(\.traceName) == ["p2"])
        #expect(pages.children.allSatisfy { $0.appearanceState == .disappeared })
        fx.window.show()
        #expect(pages.viewControllers[0].appearanceState == .appeared)
    }

    @Test func verticalPagesSlideUpAndTurnWithUpAndDown() throws {
        let fx = Fixture()
        let book = NumberedBook(count: 5)
        let pages = PageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        pages.dataSource = book
        pages.setViewControllers([book.page(1)], direction: .forward, animated: false)
        try fx.embed(pages, in: fx.root.top, of: fx.root)
        #expect(!fx.window.handleKeyPress(.right, modifiers: []))
        #expect(pages.beginInteractiveTurn(.forward))
        pages.updateInteractiveTurn(0.5)
        let incoming = pages.children.last!
        let height = pages.pageContainer.bounds.height
        #expect(incoming.view.frame.minY == height / 2)
        #expect(incoming.view.frame.minX == 0)
        pages.cancelInteractiveTurn()
        fx.backend.driver.runUntilIdle()
        #expect(fx.window.handleKeyPress(.down, modifiers: []))
        fx.backend.driver.runUntilIdle()
        #expect(pages.viewControllers.map(\.traceName) == ["p2"])
        #expect(fx.window.handleKeyPress(.up, modifiers: []))
        fx.backend.driver.runUntilIdle()
        #expect(pages.viewControllers.map(\.traceName) == ["p1"])
    }
}
