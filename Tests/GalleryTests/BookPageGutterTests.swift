import Containment
@testable import ContainmentGtk
import Foundation
@testable import Gallery
import XCTest

/// The Book's pages in a real GTK window under Xvfb: a page's paper darkens
/// towards the book's spine, so which side is darker tells where the page
/// thinks its spine is.
final class BookPageGutterTests: XCTestCase {
    /// A page turning in to the left of a spread is drawn, for the curl's
    /// snapshots, with its spine on its right, as it shows once the turn
    /// has ended. It had been drawn with its spine on the left until it was
    /// among the controller's pages, and so jumped as the turn ended.
    func testAPageTurningInToTheLeftOfASpreadHasItsSpineOnItsRightThroughout() throws {
        try MainActor.assumeIsolated {
            try requireGtkDisplay()
            let size = Size(width: 1280, height: 800)
            let window = GtkWindowHost.makeWindow(title: "Book test", size: size)
            let toplevel = try XCTUnwrap(window.toplevel)
            defer { toplevel.destroy() }
            let book = try XCTUnwrap(GalleryExample.book.makeViewController() as? BookViewController)
            window.rootViewController = book
            window.show()
            spin { book.pages.pagesPerSpread == 2 && book.pages.viewControllers.count == 2 && window.size == size }
            spinFrames(3)
            XCTAssertEqual(book.pages.viewControllers.count, 2, "a spread at 1280×800")

            XCTAssertTrue(book.pages.turnPage(.forward))
            let turningIn = book.pages.children.compactMap { $0 as? CountryPageViewController }
                .filter { page in !book.pages.viewControllers.contains { $0 === page } }
            let left = try XCTUnwrap(turningIn.first { $0.index.isMultiple(of: 2) }, "no even page turning in")
            XCTAssertEqual(try spineSide(of: left), .right, "the page as the curl draws it")

            spin { !book.pages.isTurning }
            XCTAssertTrue(book.pages.viewControllers.first === left, "the page turned in is the spread's left")
            XCTAssertEqual(try spineSide(of: left), .right, "the page once the turn has ended")
            let right = try XCTUnwrap(book.pages.viewControllers.last as? CountryPageViewController)
            XCTAssertEqual(try spineSide(of: right), .left, "the spread's right page")
        }
    }
}

private enum Side { case left, right }

/// The side of `page` where its paper is darker, a little in from each
/// edge at half its height (inside the margin, clear of the fore-edge
/// lines), in a snapshot taken as the curl takes its own. A page the curl
/// has hidden behind its snapshots is shown for it, as the curl showed it
/// to take them, and hidden again.
@MainActor private func spineSide(of page: CountryPageViewController) throws -> Side {
    let widget = try XCTUnwrap(page.view.widget)
    let hidden = !widget.isVisible
    if hidden { widget.show() }
    let snapshot = GtkTransitionRenderer.snapshot(widget, scale: 1)
    if hidden { widget.hide() }
    let drawn = try XCTUnwrap(snapshot as? ImageSurface, "no snapshot of the page")
    let width = drawn.pixelWidth, height = drawn.pixelHeight
    XCTAssertGreaterThan(width, 300)
    let inset = Int(Double(width) * 0.03)
    let left = drawn.pixel(x: inset, y: height / 2), right = drawn.pixel(x: width - inset, y: height / 2)
    let leftLightness = left.red + left.green + left.blue, rightLightness = right.red + right.green + right.blue
    XCTAssertGreaterThan(abs(leftLightness - rightLightness), 0.05, "no gutter shading at either edge")
    return leftLightness < rightLightness ? .left : .right
}
