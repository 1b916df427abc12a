import CCairo
import Geo
@testable import MapRendering
import Testing

/// The worker's renderings carry the night (``ThreadedBaseMapRenderer/moment``):
/// shaded once per rendering, as the synchronous renderer shades a view, and
/// replaced when the moment moves on, with no frame left blank meanwhile.
@Suite(.serialized) struct ThreadedBaseMapNightTests {
    /// Denmark at 23:00 UTC on the December solstice: deep night.
    static let night = SolarMoment(secondsSince1970: 1_797_894_000)
    /// Denmark at 11:00 UTC the same day: day.
    static let day = SolarMoment(secondsSince1970: 1_797_850_800)

    let viewport = MapViewport(center: Coordinate(latitude: 56.0, longitude: 8.5), zoom: 5, width: 320, height: 180)

    /// Every pixel of a frame of `renderer`.
    func frame(_ renderer: ThreadedBaseMapRenderer) -> [UInt32] {
        let image = BaseMapTestImage(width: Int(viewport.width), height: Int(viewport.height))
        renderer.draw(viewport, scaleFactor: 1, in: image.cr)
        return pixels(image)
    }

    func pixels(_ image: BaseMapTestImage) -> [UInt32] { image.colourWords }

    /// Mean of the three channels over all pixels, 0 to 255.
    func brightness(_ pixels: [UInt32]) -> Double {
        let sum = pixels.reduce(0.0) { total, pixel in
            total + Double((pixel >> 16) & 0xFF) + Double((pixel >> 8) & 0xFF) + Double(pixel & 0xFF)
        }
        return sum / Double(pixels.count * 3)
    }

    @Test func aRenderingIsShadedAsTheSynchronousRendererShadesTheView() throws {
        let atlas = try requireBaseMapAtlas()
        let threaded = ThreadedBaseMapRenderer(atlas: atlas, overscan: 0)
        threaded.moment = Self.night
        threaded.requestRendering(of: viewport, scaleFactor: 1)
        threaded.waitUntilIdle()
        let composited = frame(threaded)
        #expect(threaded.lastFrameWasExact)

        let synchronous = BaseMapRenderer(atlas: atlas)
        let shaded = BaseMapTestImage(width: Int(viewport.width), height: Int(viewport.height))
        synchronous.draw(viewport, in: shaded.cr, nightShade: NightShade(moment: Self.night))
        #expect(zip(composited, pixels(shaded)).filter { $0 != $1 }.isEmpty)

        let plain = BaseMapTestImage(width: Int(viewport.width), height: Int(viewport.height))
        synchronous.draw(viewport, in: plain.cr)
        #expect(brightness(composited) < brightness(pixels(plain)) * 0.8)
    }

    @Test func aNewMomentIsRenderedOnTheWorkerWhileFramesShowTheLastRendering() throws {
        let threaded = ThreadedBaseMapRenderer(atlas: try requireBaseMapAtlas())
        threaded.moment = Self.day
        _ = frame(threaded)
        threaded.waitUntilIdle()
        let byDay = frame(threaded)
        let shown = threaded.lastFrameGeneration
        #expect(threaded.lastFrameWasExact)

        // The same moment again asks for nothing.
        threaded.moment = Self.day
        _ = frame(threaded)
        threaded.waitUntilIdle()
        #expect(frame(threaded) == byDay)
        #expect(threaded.lastFrameGeneration == shown)

        // Night falls: the next frame still shows the day's rendering, pixel
        // for pixel, and asks the worker for the night's.
        threaded.moment = Self.night
        #expect(frame(threaded) == byDay)
        #expect(threaded.lastFrameWasExact)
        threaded.waitUntilIdle()
        let byNight = frame(threaded)
        #expect(threaded.lastFrameGeneration > shown)
        #expect(threaded.lastFrameWasExact)
        #expect(brightness(byNight) < brightness(byDay) * 0.8)
    }
}
