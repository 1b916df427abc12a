import Containment
import Geo
import Testing
import TunnelCore

/// The radar's staggered flip, on the in-memory backend: the top pane turns
/// to its card first, the bottom one 0.2 s later, each in 0.2 s; a click
/// meanwhile is ignored; a second flip turns both back.
@MainActor @Suite struct RadarFlipTests {
    @Test func theTopPaneFlipsFirstAndTheBottomOneAFifthOfASecondLater() throws {
        let fixture = try TunnelFixture()
        var sides: [RootViewController.Side] = []
        fixture.root.onSideChange = { sides.append($0) }
        var began: [(from: String, to: String, at: Double)] = []
        var ended: [(from: String, to: String, at: Double)] = []
        let events = fixture.traced {
            var seen = 0
            @MainActor func note() {
                for event in fixture.recorder.events[seen...] {
                    let pair = (event.text("from") ?? "", event.text("to") ?? "", fixture.views.manual.now)
                    if event.name == "transitionBegan" { began.append(pair) }
                    if event.name == "transitionEnded" { ended.append(pair) }
                }
                seen = fixture.recorder.events.count
            }
            fixture.views.radar!.click()
            note()
            for _ in 0..<40 {
                fixture.advance(by: 1.0 / 60)
                note()
            }
        }
        #expect(began.map(\.from) == ["startMap", "antipodeMap"])
        #expect(began.map(\.to) == ["startGeoInfo", "antipodeGeoInfo"])
        #expect(ended.map(\.from) == ["startMap", "antipodeMap"])
        // The first flip began before the clock moved; the second one the
        // stagger later; each took the flip's duration.
        let first = try #require(events.first { $0.name == "transitionBegan" })
        #expect(first.text("options") == "flipFromTop")
        #expect(began[0].at == 0)
        #expect(abs(began[1].at - RootViewController.flipStagger) < 1.5 / 60, "\(began[1].at)")
        #expect(abs(ended[0].at - RootViewController.flipDuration) < 1.5 / 60, "\(ended[0].at)")
        #expect(abs(ended[1].at - RootViewController.flipStagger - RootViewController.flipDuration) < 1.5 / 60)
        #expect(fixture.root.side == .info)
        #expect(!fixture.root.isFlipping)
        #expect(sides == [.info])
        #expect(fixture.views.radar!.isSensitive)
    }

    @Test func aClickWhileTheFlipRunsIsIgnoredAndTheRadarIsInsensitive() throws {
        let fixture = try TunnelFixture()
        fixture.views.radar!.click()
        fixture.advance(by: 0.1)
        #expect(fixture.root.isFlipping)
        #expect(!fixture.views.radar!.isSensitive)
        fixture.root.radarClicked()  // as a key binding would, past the insensitive button
        fixture.advance(by: 0.5)
        #expect(fixture.root.side == .info, "the second click turned the flip around")
        #expect(fixture.root.children.contains { $0 === fixture.root.startInfo })
        #expect(!fixture.root.children.contains { $0 === fixture.root.startMap })
    }

    @Test func theCardsNameBothEndsAndASecondFlipTurnsBackFromTheBottom() throws {
        let fixture = try TunnelFixture()
        fixture.views.radar!.click()
        fixture.advance(by: 0.5)
        func title(_ info: GeoInfoViewController) -> String? {
            if case .described(let text)? = info.content { return text.title }
            return nil
        }
        #expect(title(fixture.root.startInfo) == "Lemvig")
        #expect(title(fixture.root.antipodeInfo) == "South Pacific Ocean")
        #expect(fixture.root.startInfo.eyebrow == "Where you dig")
        let back = fixture.traced {
            fixture.views.radar!.click()
            fixture.advance(by: 0.5)
        }
        let options = back.filter { $0.name == "transitionBegan" }.map { $0.text("options") }
        #expect(options == ["flipFromBottom", "flipFromBottom"])
        #expect(fixture.root.side == .maps)
        #expect(fixture.root.children.contains { $0 === fixture.root.startMap })
    }

    @Test func sideBySidePanesFlipAboutTheVerticalAxis() throws {
        let fixture = try TunnelFixture(size: Size(width: 1280, height: 700))
        let events = fixture.traced {
            fixture.views.radar!.click()
            fixture.advance(by: 0.5)
        }
        #expect(events.filter { $0.name == "transitionBegan" }.map { $0.text("options") } == ["flipFromLeft", "flipFromLeft"])
    }

    @Test func showingTheInfoSideAtOnceNeedsNoClock() throws {
        let fixture = try TunnelFixture()
        fixture.root.show(.info)
        #expect(fixture.root.side == .info)
        #expect(fixture.root.children.contains { $0 === fixture.root.antipodeInfo })
        #expect(!fixture.root.isFlipping)
    }
}
