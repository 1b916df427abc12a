import Containment
import Geo
import Testing
import TunnelCore

/// The way down opens once its picture is drawn, over both panes, and
/// closes back to them; what asks for it meanwhile wins or is refused.
@MainActor @Suite struct WayDownOpeningTests {
    @Test func theWayDownShowsOnlyOnceItsPictureIsDrawnAndClosesBackToThePanes() throws {
        let fixture = try TunnelFixture()
        let events = try fixture.traced {
            fixture.root.toggleWayDown()
            #expect(fixture.root.isOpeningWayDown)
            #expect(!fixture.root.isShowingWayDown)
            let canvas = try #require(fixture.views.wayDowns.first)
            #expect(canvas.preparing?.width == 640)
            #expect(canvas.preparing?.height == 860)
            fixture.advance(by: 0.05)
            canvas.finishPreparation()
        }
        #expect(fixture.root.isShowingWayDown)
        #expect(fixture.root.children.contains { $0 === fixture.root.wayDown })
        #expect(fixture.root.wayDown.view.frame == fixture.root.view.bounds)
        #expect(fixture.root.startMap.view.superview?.isHidden == true, "the panes stayed in the focus chain")
        let prepared = try #require(events.first { $0.name == "wayDownPrepared" })
        if case .number(let ms)? = prepared["ms"] { #expect(abs(ms - 50) < 1) } else { Issue.record("no ms") }
        #expect(fixture.views.wayDowns.first?.focusCount == 1, "the way down did not take the keyboard")

        let focusBefore = fixture.startCanvas.focusCount
        fixture.root.toggleWayDown()
        #expect(!fixture.root.isShowingWayDown)
        #expect(fixture.root.wayDown.parent == nil)
        #expect(fixture.root.startMap.view.superview?.isHidden == false)
        #expect(fixture.startCanvas.focusCount == focusBefore + 1, "the top map did not get the keyboard back")
    }

    @Test func ctrlDAgainOrAFlipBeforeThePictureIsDrawnCancelsTheOpening() throws {
        let fixture = try TunnelFixture()
        fixture.root.toggleWayDown()
        fixture.root.toggleWayDown()
        #expect(!fixture.root.isOpeningWayDown)
        #expect(fixture.views.wayDowns.first?.preparing == nil)

        fixture.root.toggleWayDown()
        fixture.root.radarClicked()
        #expect(!fixture.root.isOpeningWayDown)
        #expect(fixture.root.isFlipping)
        fixture.views.wayDowns.first?.finishPreparation()
        #expect(!fixture.root.isShowingWayDown, "a cancelled opening showed the way down")
    }

    @Test func theWayDownIsNotOpenedDuringAFlip() throws {
        let fixture = try TunnelFixture()
        fixture.root.radarClicked()
        fixture.root.showWayDown()
        #expect(!fixture.root.isOpeningWayDown)
        fixture.advance(by: 0.5)
        fixture.root.showWayDown()
        #expect(fixture.root.isOpeningWayDown, "after the flip the way down opens")
    }

    @Test func theInfoCardsButtonOpensTheWayDownFromTheDigger() throws {
        let fixture = try TunnelFixture(start: Coordinate(latitude: -33.86, longitude: 151.21))
        fixture.root.show(.info)
        let card = try #require(fixture.views.cards.first { $0.onWayDown != nil })
        card.onWayDown?()
        #expect(fixture.root.isOpeningWayDown)
        fixture.views.wayDowns.first?.finishPreparation()
        #expect(fixture.root.isShowingWayDown)
        let sydney = Coordinate(latitude: -33.86, longitude: 151.21)
        let here = GeoInfoText(describing: try TunnelFixture.geocoder.get().describe(sydney, language: .english)).title
        #expect(fixture.views.wayDowns.first?.scene?.startName == here)
        #expect(here == "Sydney")
    }
}
