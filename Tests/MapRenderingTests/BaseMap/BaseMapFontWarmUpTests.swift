import CCairo
import Dispatch
import Geo
@testable import MapRendering
import Synchronization
import Testing

/// The label fonts warmed up on a worker and adopted by another thread: that
/// thread's default font map becomes the warmed one, and the map it draws
/// with it is pixel for pixel the one drawn without it.
@Suite(.serialized) struct BaseMapFontWarmUpTests {
    /// What a render on a fresh thread gives: its pixels and whether the
    /// thread's default font map changed.
    private typealias Rendering = Result<(pixels: [UInt8], adopted: Bool), any Error>

    /// Runs `body` on a fresh thread (Pango's default font map is per
    /// thread, so installing one there leaves the test runner's alone).
    private func onFreshThread(_ body: @escaping @Sendable () -> Rendering) -> Rendering {
        let box = RenderingBox(body)
        var thread = pthread_t()
        pthread_create(&thread, nil, { raw in
            let box = Unmanaged<RenderingBox>.fromOpaque(raw!).takeUnretainedValue()
            box.result = box.body()
            return nil
        }, Unmanaged.passUnretained(box).toOpaque())
        pthread_join(thread, nil)  // the box outlives the thread: it is used before the join returns
        return box.result!
    }
    /// Denmark at the window's opening zoom: land, borders and city labels.
    private static func render(installing warmUp: BaseMapFontWarmUp?) throws -> (pixels: [UInt8], adopted: Bool) {
        let atlas = try requireBaseMapAtlas()
        let before = pango_cairo_font_map_get_default()
        warmUp?.install()
        let adopted = pango_cairo_font_map_get_default() != before
        let image = BaseMapTestImage(width: 640, height: 361)
        let viewport = MapViewport(center: Coordinate(latitude: 56.55, longitude: 8.316667), zoom: 5.79, width: 640, height: 361)
        BaseMapRenderer(atlas: atlas).draw(viewport, in: image.cr)
        cairo_surface_flush(image.surface)
        let bytes = Int(cairo_image_surface_get_stride(image.surface)) * image.height
        let data = cairo_image_surface_get_data(image.surface)!
        return (Array(UnsafeBufferPointer(start: data, count: bytes)), adopted)
    }

    @Test func theWarmedFontMapIsAdoptedAndDrawsTheSameLabels() throws {
        let warmUp = BaseMapFontWarmUp()
        let plain = onFreshThread { Result { try Self.render(installing: nil) } }
        let warmed = onFreshThread { Result { try Self.render(installing: warmUp) } }
        let (plainPixels, plainAdopted) = try plain.get()
        let (warmedPixels, warmedAdopted) = try warmed.get()
        #expect(!plainAdopted)
        #expect(warmedAdopted, "install() did not make the warmed font map the thread's default")
        #expect(plainPixels.count == warmedPixels.count)
        let differing = zip(plainPixels, warmedPixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) bytes differ between the plain and the warmed rendering")
    }

    @Test func aBorrowerDrawsBeforeTheFontsAreLoadedAndWaitsForThemOnlyForText() {
        let queue = DispatchQueue(label: "test.fonts")
        // Held: the warm-up has not started.
        queue.suspend()
        let fonts = BaseMapFontWarmUp(on: queue)
        fonts.takeOutLoan()
        let borrower = Borrower(fonts)
        var thread = pthread_t()
        pthread_create(&thread, nil, { raw in
            let borrower = Unmanaged<Borrower>.fromOpaque(raw!).takeRetainedValue()
            let before = pango_cairo_font_map_get_default()
            var during: UnsafeMutablePointer<PangoFontMap>?
            borrower.fonts.borrow { fontsNeeded in
                borrower.started.signal()
                fontsNeeded()
                during = pango_cairo_font_map_get_default()
                borrower.warmedDuringText.store(during != before, ordering: .sequentiallyConsistent)
                borrower.readyForText.signal()
            }
            // Not the warmed map: Pango makes the thread a fresh default.
            borrower.restoredAfter.store(pango_cairo_font_map_get_default() != during, ordering: .sequentiallyConsistent)
            borrower.returned.signal()
            return nil
        }, Unmanaged.passRetained(borrower).toOpaque())
        #expect(borrower.started.wait(timeout: .now() + 10) == .success, "the borrower waited for the fonts before drawing")
        #expect(borrower.readyForText.wait(timeout: .now() + 0.3) == .timedOut, "text went ahead of the warm-up")
        queue.resume()
        #expect(borrower.readyForText.wait(timeout: .now() + 10) == .success)
        #expect(borrower.returned.wait(timeout: .now() + 10) == .success)
        pthread_join(thread, nil)
        #expect(borrower.textUsedTheWarmedFonts, "text was not laid out in the warmed font map")
        #expect(borrower.defaultWasRestored, "the borrowed font map stayed the thread's default")
    }
}

/// What the borrowing thread is handed: the fonts, and how it reports back.
private final class Borrower: Sendable {
    let fonts: BaseMapFontWarmUp
    let started = DispatchSemaphore(value: 0)
    let readyForText = DispatchSemaphore(value: 0)
    let returned = DispatchSemaphore(value: 0)
    let warmedDuringText = Atomic<Bool>(false)
    let restoredAfter = Atomic<Bool>(false)
    var textUsedTheWarmedFonts: Bool { warmedDuringText.load(ordering: .sequentiallyConsistent) }
    var defaultWasRestored: Bool { restoredAfter.load(ordering: .sequentiallyConsistent) }
    init(_ fonts: BaseMapFontWarmUp) { self.fonts = fonts }
}

/// A render's closure and result, handed to the thread that runs it.
private final class RenderingBox: @unchecked Sendable {
    // @unchecked: written by the thread before pthread_join returns, read after.
    let body: @Sendable () -> Result<(pixels: [UInt8], adopted: Bool), any Error>
    var result: Result<(pixels: [UInt8], adopted: Bool), any Error>?
    init(_ body: @escaping @Sendable () -> Result<(pixels: [UInt8], adopted: Bool), any Error>) { self.body = body }
}
