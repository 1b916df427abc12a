import Containment
import ContainmentGtk
import XCTest

/// The page curl's Cairo painting, offscreen.
final class PageCurlPainterTests: XCTestCase {
    @MainActor private static func page(red: Double, green: Double, blue: Double) -> Pixels {
        let pixels = Pixels(width: 200, height: 100)
        pixels.fill(red: red, green: green, blue: blue)
        return pixels
    }

    @MainActor private static func curl(_ fraction: Double) -> Pixels {
        let front = page(red: 1, green: 0, blue: 0), beneath = page(red: 0, green: 0, blue: 1)
        let out = Pixels(width: 200, height: 100)
        out.fill(red: 0, green: 1, blue: 0)
        out.surface.draw { context in
            PageCurlPainter.paint(
                context, curl: PageCurl(fraction: fraction, axis: .horizontal, isSpread: false, isMirrored: false, isDoubleSided: false),
                front: [front.surface], beneath: [beneath.surface], size: Size(width: 200, height: 100))
            XCTAssertTrue(context.isValid)
        }
        return out
    }

    private static func isRed(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.red > 150 && p.blue < 60 && p.green < 60 }
    private static func isBlue(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.blue > 60 && p.red < 40 && p.green < 40 }
    /// The back of a single sheet: paper, the print faintly showing through.
    private static func isPaper(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.green > 120 && p.blue > 120 && p.red > 150 }

    func testFlatAtZeroAndGoneAtOne() {
        onMainActor {
            XCTAssertEqual(Self.curl(0).count(row: 50, where: Self.isRed), 200)
            XCTAssertEqual(Self.curl(1).count(row: 50, where: Self.isBlue), 200)
        }
    }

    func testMidCurlShowsFrontBackAndBeneathWithAShadowedFold() {
        onMainActor {
            let mid = Self.curl(0.35)
            let row = Int32(90)
            let red = mid.count(row: row, where: Self.isRed)
            let paper = mid.count(row: row, where: Self.isPaper)
            let blue = mid.count(row: row, where: Self.isBlue)
            XCTAssertGreaterThan(red, 20, "the part of the page still flat")
            XCTAssertGreaterThan(paper, 10, "the turned-over flap shows the paper's back")
            XCTAssertGreaterThan(blue, 5, "the page beneath is revealed")
            // Nothing of the backdrop shows: the book covers its page.
            XCTAssertEqual(mid.count(row: row) { $0.green > 200 && $0.red < 50 }, 0)
            // The fold throws a shadow on the page beneath: some blue is darkened.
            XCTAssertGreaterThan(mid.count(row: row) { $0.blue > 20 && $0.blue < 200 && $0.red < 40 }, 0)
        }
    }

    func testCurlUpLiftsTheOutgoingViewFromItsBottomEdge() {
        onMainActor {
            let from = Self.page(red: 1, green: 0, blue: 0), to = Self.page(red: 0, green: 0, blue: 1)
            let out = Pixels(width: 200, height: 100)
            out.surface.draw { context in
                TransitionPainter.paint(context, style: .curlUp, progress: 0.3, from: from.surface, to: to.surface,
                                        size: Size(width: 200, height: 100))
            }
            // The top edge is the spine: still red; the bottom corner has lifted.
            XCTAssertTrue(Self.isRed(out.rgb(100, 2)))
            XCTAssertFalse(Self.isRed(out.rgb(198, 98)))
            XCTAssertEqual(TransitionOptions.transitionCurlUp.style, .curlUp)
            XCTAssertEqual(TransitionOptions.transitionCurlDown.style, .curlDown)
        }
    }
}
