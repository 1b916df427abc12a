import Foundation
import Containment
import ContainmentGtk
import XCTest

/// The Cairo painting of each transition style, offscreen.
final class TransitionPainterTests: XCTestCase {
    private static let size = Size(width: 200, height: 100)

    /// Paints a red outgoing card and a blue incoming one over black.
    @MainActor
    private static func paint(_ style: TransitionStyle, at progress: Double) -> Pixels {
        let from = Pixels(width: 200, height: 100)
        from.fill(red: 1, green: 0, blue: 0)
        let to = Pixels(width: 200, height: 100)
        to.fill(red: 0, green: 0, blue: 1)
        let out = Pixels(width: 200, height: 100)
        out.fill(red: 0, green: 0, blue: 0)
        out.surface.draw { context in
            TransitionPainter.paint(context, style: style, progress: progress, from: from.surface, to: to.surface, size: size)
            XCTAssertTrue(context.isValid, "\(style) at \(progress) broke the context")
        }
        return out
    }

    private static func isRed(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.red > 20 && p.blue < 10 }
    private static func isBlue(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.blue > 20 && p.red < 10 }

    func testFlipStartsAsTheOutgoingViewAndEndsAsTheIncomingOne() {
        onMainActor {
            for style in TransitionStyle.allCases where style.isFlip {
                let start = Self.paint(style, at: 0)
                XCTAssertEqual(start.count(row: 50, where: Self.isRed), 200, "\(style)")
                XCTAssertTrue(start.rgb(100, 50) == (255, 0, 0), "\(style): no shading when flat")
                let end = Self.paint(style, at: 1)
                XCTAssertEqual(end.count(row: 50, where: Self.isBlue), 200, "\(style)")
            }
        }
    }

    func testFlipFromTopForeshortensAboutTheHorizontalAxis() {
        onMainActor {
            let frame = Self.paint(.flipFromTop, at: 0.25)
            // The card is turned 45°: shorter than the pane…
            let height = frame.count(column: 100, where: Self.isRed)
            XCTAssertLessThan(height, 90)
            XCTAssertGreaterThan(height, 50)
            // …its top edge, nearer the eye, wider than its bottom edge…
            let rows = (0..<100).filter { frame.rgb(100, Int32($0)).red > 20 }
            let topWidth = frame.count(row: Int32(rows.first! + 1), where: Self.isRed)
            let bottomWidth = frame.count(row: Int32(rows.last! - 1), where: Self.isRed)
            // At 45° with the eye 2.2 card heights away the near edge is ~1.19× wide
            // (overflowing the pane, clipped to it) and the far edge ~0.86×.
            XCTAssertEqual(topWidth, 200, "the near edge overflows the pane and is clipped")
            XCTAssertLessThan(bottomWidth, 180, "perspective: far edge narrower")
            XCTAssertGreaterThan(bottomWidth, 160)
            // …and shaded.
            let shade = frame.rgb(100, 50).red
            XCTAssertLessThan(shade, 230)
            XCTAssertGreaterThan(shade, 100)
        }
    }

    func testSecondHalfShowsTheIncomingCardWithItsOtherEdgeNear() {
        onMainActor {
            let frame = Self.paint(.flipFromTop, at: 0.75)
            let rows = (0..<100).filter { frame.rgb(100, Int32($0)).blue > 20 }
            XCTAssertFalse(rows.isEmpty)
            XCTAssertEqual(frame.count(row: 50, where: Self.isRed), 0)
            let topWidth = frame.count(row: Int32(rows.first! + 1), where: Self.isBlue)
            let bottomWidth = frame.count(row: Int32(rows.last! - 1), where: Self.isBlue)
            XCTAssertEqual(bottomWidth, 200)
            XCTAssertLessThan(topWidth, 180)
        }
    }

    func testFlipFromBottomTurnsTheOtherWay() {
        onMainActor {
            let frame = Self.paint(.flipFromBottom, at: 0.25)
            let rows = (0..<100).filter { frame.rgb(100, Int32($0)).red > 20 }
            let topWidth = frame.count(row: Int32(rows.first! + 1), where: Self.isRed)
            let bottomWidth = frame.count(row: Int32(rows.last! - 1), where: Self.isRed)
            XCTAssertEqual(bottomWidth, 200)
            XCTAssertLessThan(topWidth, 180)
        }
    }

    func testFlipFromLeftAndRightTurnAboutTheVerticalAxis() {
        onMainActor {
            let left = Self.paint(.flipFromLeft, at: 0.25)
            let columns = (0..<200).filter { left.rgb(Int32($0), 50).red > 20 }
            XCTAssertLessThan(columns.count, 180, "foreshortened horizontally")
            let leftHeight = left.count(column: Int32(columns.first! + 1), where: Self.isRed)
            let rightHeight = left.count(column: Int32(columns.last! - 1), where: Self.isRed)
            XCTAssertEqual(leftHeight, 100, "flip from left: left edge near")
            XCTAssertLessThan(rightHeight, 90)

            let right = Self.paint(.flipFromRight, at: 0.25)
            let rightColumns = (0..<200).filter { right.rgb(Int32($0), 50).red > 20 }
            let nearHeight = right.count(column: Int32(rightColumns.last! - 1), where: Self.isRed)
            let farHeight = right.count(column: Int32(rightColumns.first! + 1), where: Self.isRed)
            XCTAssertEqual(nearHeight, 100, "flip from right: right edge near")
            XCTAssertLessThan(farHeight, 90)
        }
    }

    func testEdgeOnInstantPaintsNothingAndNeverBreaksCairo() {
        onMainActor {
            for style in TransitionStyle.allCases where style.isFlip {
                let edgeOn = Self.paint(style, at: 0.5)
                XCTAssertEqual(edgeOn.count(row: 50, where: { $0.red > 0 || $0.blue > 0 }), 0, "\(style)")
                for progress in [0.4999, 0.49999999, 0.5000001, 0.5001] {
                    _ = Self.paint(style, at: progress)
                }
            }
        }
    }

    func testStripsLeaveNoSeams() {
        onMainActor {
            for (style, progress) in [(TransitionStyle.flipFromTop, 0.2), (.flipFromLeft, 0.8), (.flipFromBottom, 0.37)] {
                let frame = Self.paint(style, at: progress)
                let horizontal = style == .flipFromTop || style == .flipFromBottom
                // Walk across the strips through the middle of the card.
                let line: [(red: Int, green: Int, blue: Int)] = horizontal
                    ? (0..<100).map { frame.rgb(100, Int32($0)) }
                    : (0..<200).map { frame.rgb(Int32($0), 50) }
                let card = line.filter { max($0.red, $0.blue) > 30 }
                XCTAssertGreaterThan(card.count, 20, "\(style)")
                let inner = card.dropFirst(2).dropLast(2)
                let values = inner.map { max($0.red, $0.blue) }
                XCTAssertLessThanOrEqual(values.max()! - values.min()!, 2, "\(style) at \(progress): seams \(values)")
            }
        }
    }

    func testCrossDissolveBlendsAndNoneShowsTheIncomingView() {
        onMainActor {
            let half = Self.paint(.crossDissolve, at: 0.5).rgb(100, 50)
            XCTAssertEqual(Double(half.red), 127.5, accuracy: 2)
            XCTAssertEqual(Double(half.blue), 127.5, accuracy: 2)
            XCTAssertTrue(Self.paint(.none, at: 0.3).rgb(10, 10) == (0, 0, 255))
        }
    }
}
