import Containment
import ContainmentGtk
import ContainmentTesting
import DisplayTesting
import Foundation
@testable import Gallery
import XCTest

/// The Slide example in a real GTK window under Xvfb: what the X server
/// shows mid-slide and at the end, read back from the window's pixels.
final class SlideExampleTests: XCTestCase {
    private static let blue = (red: 54, green: 133, blue: 227)
    private static let green = (red: 46, green: 194, blue: 125)
    /// The card's inset within its view (SlideCardViewController draws it so).
    private static let inset = 12

    func testHalfwayThroughASlideTheIncomingChildIsInViewAtTheCurvesOffset() throws {
        try MainActor.assumeIsolated {
            // A clock the test moves: the frames are real GTK paints, their times exact.
            let (window, toplevel, slide) = try makeWindow()
            defer { toplevel.destroy() }
            let clock = ManualAnimationDriver()
            window.animationDriver = clock
            let width = slide.stage.bounds.width
            let row = Int(slide.stage.bounds.height / 2)

            slide.nextButton.click()
            XCTAssertTrue(slide.isSliding)
            let incoming = slide.currentChild
            clock.advance(by: 0)
            for quarter in [0.25, 0.5, 0.75] {
                clock.advance(by: slide.slideDuration / 4)
                let expected = width * (1 - AnimationCurve.easeInOut.progress(at: quarter))
                XCTAssertEqual(incoming.view.presentationFrame.minX, expected, accuracy: 1e-6)
                spinFrames(2)
                let shot = screenshot(toplevel)
                shot.save("/tmp/slide-\(Int(quarter * 100)).png")
                // The incoming card begins at its frame plus the card's inset; the
                // outgoing card ends a width to the left of it.
                let greenStart = try XCTUnwrap(shot.firstX(row: row, near: Self.green), "at \(quarter)")
                XCTAssertEqual(Double(greenStart), expected.rounded() + Double(Self.inset), accuracy: 2, "at \(quarter)")
                let blueEnd = try XCTUnwrap(shot.lastX(row: row, near: Self.blue), "at \(quarter)")
                XCTAssertEqual(Double(blueEnd + 1), expected.rounded() - Double(Self.inset), accuracy: 2, "at \(quarter)")
            }
            clock.runUntilIdle()
            XCTAssertFalse(slide.isSliding)
            spinFrames(3)
            let end = screenshot(toplevel)
            end.save("/tmp/slide-100.png")
            // The end state is exact: the incoming card fills the stage, the outgoing one is gone.
            XCTAssertEqual(end.firstX(row: row, near: Self.green), Self.inset)
            XCTAssertEqual(end.lastX(row: row, near: Self.green), Int(width) - Self.inset - 1)
            XCTAssertNil(end.firstX(row: row, near: Self.blue))
            XCTAssertEqual(incoming.view.presentationFrame, slide.stage.bounds)
            XCTAssertEqual(slide.children.map(\.traceName), [incoming.traceName])
        }
    }

    func testTheFrameClockMovesTheSlideAndTheScreenFollowsThePresentation() throws {
        try MainActor.assumeIsolated {
            let (window, toplevel, slide) = try makeWindow()
            defer {
                toplevel.destroy()
                withExtendedLifetime(window) {}
            }
            // Long enough that a loaded machine still paints many frames.
            slide.slideDuration = 1.5
            let width = slide.stage.bounds.width
            let row = Int(slide.stage.bounds.height / 2)
            let stageWidget = try XCTUnwrap(slide.stage.widget)
            var painted: [Double] = []
            var incoming: ViewController?
            let connection = stageWidget.onDraw(after: true) { _, _, _ in
                if let incoming { painted.append(incoming.view.presentationFrame.minX) }
            }
            defer { connection.disconnect() }

            // Previous slides the other way: the new card comes in from the left.
            slide.previousButton.click()
            incoming = slide.currentChild
            XCTAssertEqual(slide.currentIndex, 2)
            XCTAssertEqual(incoming?.view.presentationFrame.minX, -width)

            // Half-way: stop as soon as a paint shows a position past the middle,
            // then read the window's pixels before anything else runs.
            spin(timeout: 30) { (painted.last ?? -width) > -width / 2 }
            let shown = try XCTUnwrap(painted.last)
            let shot = screenshot(toplevel)
            shot.save("/tmp/slide-previous-mid.png")
            XCTAssertGreaterThan(shown, -width)
            XCTAssertLessThan(shown, 0)
            // Card 3 is coming in from the left: its right edge is its frame's plus its width, less the inset.
            let incomingEnd = try XCTUnwrap(shot.lastX(row: row, near: (red: 145, green: 64, blue: 171)))
            XCTAssertEqual(Double(incomingEnd + 1), shown.rounded() + width - Double(Self.inset), accuracy: 2)

            spin(timeout: 30) { !slide.isSliding }
            XCTAssertFalse(slide.isSliding)
            // Many distinct frames, each further right than the last, ending exactly in place.
            let moving = painted.filter { $0 > -width && $0 < 0 }
            XCTAssertGreaterThanOrEqual(Set(moving).count, 5, "\(painted)")
            XCTAssertTrue(zip(painted, painted.dropFirst()).allSatisfy { $0 <= $1 }, "\(painted)")
            XCTAssertEqual(incoming?.view.presentationFrame, slide.stage.bounds)
            spinFrames(3)
            XCTAssertEqual(screenshot(toplevel).firstX(row: row, near: (red: 145, green: 64, blue: 171)), Self.inset)
        }
    }

    func testAWindowResizedMidSlideEndsItInPlaceWithNoGtkWarnings() throws {
        try MainActor.assumeIsolated {
            let (window, toplevel, slide) = try makeWindow()
            defer { toplevel.destroy() }
            let warnings = LogCapture()
            defer { warnings.stop() }
            slide.slideDuration = 2
            slide.nextButton.click()
            let incoming = slide.currentChild
            spin(timeout: 10) { incoming.view.presentationFrame.minX < slide.stage.bounds.width * 0.9 }
            // Shrink far below the cards' size: they stay clipped to the stage.
            window.resize(to: Size(width: 120, height: 90))
            spin(timeout: 20) { window.size == Size(width: 120, height: 90) }
            spin(timeout: 20) { !slide.isSliding }
            XCTAssertFalse(slide.isSliding)
            XCTAssertEqual(incoming.view.presentationFrame, slide.stage.bounds)
            window.resize(to: Size(width: 700, height: 500))
            spin(timeout: 20) { window.size == Size(width: 700, height: 500) }
            XCTAssertEqual(incoming.view.frame, slide.stage.bounds)
            // And a slide at that size, once more with the window tiny mid-way.
            slide.nextButton.click()
            spinFrames(2)
            window.resize(to: Size(width: 60, height: 40))
            spin(timeout: 20) { !slide.isSliding }
            spinFrames(2)
            XCTAssertEqual(warnings.messages, [])
        }
    }
}

// MARK: - Support

/// A shown window with the example, its cards drawn.
@MainActor private func makeWindow(size: Size = Size(width: 800, height: 600))
    throws -> (Window, ToplevelWindow, SlideViewController) {
    try requireGtkDisplay()
    let window = GtkWindowHost.makeWindow(title: "Slide test", size: size)
    let toplevel = try XCTUnwrap(window.toplevel)
    let slide = try XCTUnwrap(GalleryExample.slide.makeViewController() as? SlideViewController)
    window.rootViewController = slide
    window.show()
    let firstCard = try XCTUnwrap(slide.currentChild.view.widget)
    spin(timeout: 20) { firstCard.isMapped && window.size == size }
    XCTAssertEqual(window.size, size)
    spinFrames(3)
    return (window, toplevel, slide)
}

/// The window's pixels as the X server holds them now.
@MainActor private func screenshot(_ toplevel: ToplevelWindow) -> Screenshot {
    Screenshot(image: toplevel.windowContents()!)
}

/// An RGB image read back from a window.
@MainActor private final class Screenshot {
    let image: ImageSurface
    var width: Int { image.pixelWidth }
    var height: Int { image.pixelHeight }

    init(image: ImageSurface) {
        self.image = image
    }

    func rgb(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
        let pixel = image.pixel(x: x, y: y)
        return (Int((pixel.red * 255).rounded()), Int((pixel.green * 255).rounded()), Int((pixel.blue * 255).rounded()))
    }

    private func isNear(_ pixel: (red: Int, green: Int, blue: Int), _ color: (red: Int, green: Int, blue: Int)) -> Bool {
        abs(pixel.red - color.red) <= 8 && abs(pixel.green - color.green) <= 8 && abs(pixel.blue - color.blue) <= 8
    }

    /// The leftmost x on `row` whose colour is near `color`.
    func firstX(row: Int, near color: (red: Int, green: Int, blue: Int)) -> Int? {
        (0..<width).first { isNear(rgb($0, row), color) }
    }

    /// The rightmost x on `row` whose colour is near `color`.
    func lastX(row: Int, near color: (red: Int, green: Int, blue: Int)) -> Int? {
        (0..<width).last { isNear(rgb($0, row), color) }
    }

    func save(_ path: String) {
        image.writePNG(to: path)
    }
}
