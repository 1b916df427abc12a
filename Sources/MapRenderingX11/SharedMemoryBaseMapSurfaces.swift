import CXShm
import Gtk
import Locking
import MapRendering

/// Base-map renderings whose pixels live in SysV shared memory that the X
/// server reads in place (MIT-SHM), so a rendering has one copy of its
/// pixels instead of two and the memory goes back with the rendering.
///
/// A worker renders into a Cairo image surface over a segment of its own.
/// On the main thread the segment is attached to the frame's X display and
/// shown as a shared pixmap (no copy at all), or, when the server has no
/// shared pixmaps, put once into a pixmap with `XShmPutImage`. Either way
/// the renderer then lets go of its image, and this process unmaps the
/// segment as soon as the server is known to have mapped it (for a shared
/// pixmap, once the main loop is idle): from then on the pixels are the
/// server's alone, as a window's content is, and this process's resident
/// memory holds none of them. A shared pixmap is freed, and the segment
/// detached from the server (which frees its pages), when its display
/// surface is destroyed.
///
/// Frames do not wait for the X server: the one round trip is a probe per
/// display (``cxshm_support``), after which attaching, showing and freeing a
/// rendering's segment are sent along with the frame's own requests. This
/// process's mapping of a shared pixmap's segment is let go of when the main
/// loop is next idle, once the server is known to have mapped it (a round
/// trip at most, outside any frame), whether or not the pixmap is still
/// shown. The exception is the `XShmPutImage` path, which lets go of the
/// segment at once and so waits for the server first: a segment unmapped
/// here before the server maps it is gone for good.
///
/// Anything else (an image target, a display without MIT-SHM or whose server
/// cannot map this process's segments, as a remote one, a visual that is not
/// x8r8g8b8, any failed step) takes ``ImageBaseMapSurfaces``'s path. Once the
/// display turns out to have no use for segments, workers stop making them.
package final class SharedMemoryBaseMapSurfaces: BaseMapSurfaces {
    /// The instance the app's maps share (what a display allows is learnt once).
    package static let shared = SharedMemoryBaseMapSurfaces()

    /// What the display was found to allow.
    private struct State {
        /// MIT-SHM support per X display (`cxshm_support`).
        var support: [UInt: Int32] = [:]
        /// Set once segments turned out to be of no use to the display.
        var disabled = false
    }

    private let state = Locked(State())
    /// Whether shared pixmaps may be used (off: always `XShmPutImage`).
    private let allowsPixmaps: Bool
    private let fallback = ImageBaseMapSurfaces()

    /// Shared-memory surfaces; `allowsPixmaps: false` copies every rendering
    /// into a pixmap with `XShmPutImage` even where the server has shared
    /// pixmaps (tests use it to check that path).
    package init(allowsPixmaps: Bool = true) {
        self.allowsPixmaps = allowsPixmaps
    }

    /// An RGB24 image surface over a new segment, which the surface keeps
    /// alive; nil once segments proved of no use, or when none can be made.
    package func makeRenderingSurface(width: Int32, height: Int32) -> OpaquePointer? {
        // X pixmaps and images are at most 32767 pixels on a side.
        guard !state.withLock({ $0.disabled }), width > 0, height > 0, width <= 32767, height <= 32767 else { return nil }
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, width)
        // The server reads rows of exactly four bytes a pixel.
        guard stride == width * 4 else { return nil }
        let byteCount = Int(stride) * Int(height)
        guard let segment = SharedMemorySegment(byteCount: byteCount) else { return nil }
        let pixels = segment.address.bindMemory(to: UInt8.self, capacity: byteCount)
        guard let surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_RGB24, width, height, stride) else {
            return nil
        }
        let retained = Unmanaged.passRetained(segment).toOpaque()
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_set_user_data(surface, segmentKey, retained, releaseSegment) == CAIRO_STATUS_SUCCESS
        else {
            Unmanaged<SharedMemorySegment>.fromOpaque(retained).release()
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// The rendering's segment as a shared pixmap, or copied into a pixmap
    /// with `XShmPutImage`; the default upload when neither works.
    package func makeDisplaySurface(for image: OpaquePointer, like target: OpaquePointer) -> OpaquePointer? {
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_XLIB,
              let raw = cairo_surface_get_user_data(image, segmentKey),
              let display = cairo_xlib_surface_get_display(target),
              let screen = cairo_xlib_surface_get_screen(target),
              let visual = cxshm_rgb24_visual(display, screen)
        else { return fallback.makeDisplaySurface(for: image, like: target) }
        let support = support(of: display)
        guard support > 0 else { return fallback.makeDisplaySurface(for: image, like: target) }
        let segment = Unmanaged<SharedMemorySegment>.fromOpaque(raw).takeUnretainedValue()
        let width = cairo_image_surface_get_width(image), height = cairo_image_surface_get_height(image)
        cairo_surface_flush(image)

        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        let sharesPixmap = support > 1 && allowsPixmaps
        var info = XShmSegmentInfo()
        let attached = cxshm_next_request(display)
        let pixmap = cxshm_attach(
            display, screen, &info, segment.id, segment.address, UInt32(width), UInt32(height), sharesPixmap ? 24 : 0)

        if sharesPixmap {
            // Not in this frame, nor ahead of the next redraw (the window's
            // first frames among them), nor in the frame that replaces this
            // pixmap: waiting for the attach there would be a round trip
            // behind the frames before it (2-3.5 ms at 2x in a wheel zoom).
            let mapping = SegmentMapping(display: display, attachedAt: attached, segment: segment)
            MainActor.assumeIsolated { _ = MainLoopSource.whenIdle { mapping.release() } }
            guard let surface = cairo_xlib_surface_create(display, pixmap, visual, width, height) else {
                cxshm_detach(display, &info, pixmap)
                return fallback.makeDisplaySurface(for: image, like: target)
            }
            cairo_surface_set_device_scale(surface, scaleX, scaleY)
            let attachment = SharedPixmap(display: display, info: info, pixmap: pixmap, byteCount: segment.byteCount)
            let retained = Unmanaged.passRetained(attachment).toOpaque()
            if cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
               cairo_surface_set_user_data(surface, segmentKey, retained, releasePixmap) == CAIRO_STATUS_SUCCESS {
                return surface
            }
            cairo_surface_destroy(surface)
            // Frees the pixmap and detaches the segment.
            Unmanaged<SharedPixmap>.fromOpaque(retained).release()
            return fallback.makeDisplaySurface(for: image, like: target)
        }

        // One copy into a server pixmap, then the server lets go of the
        // segment. The rendering may be dropped, and the segment unmapped
        // here, before the next frame: the server must have mapped it by then.
        defer {
            cxshm_detach(display, &info, 0)
            cxshm_wait_for(display, attached)
        }
        guard let copy = cairo_surface_create_similar(
            target, CAIRO_CONTENT_COLOR,
            Int32((Double(width) / scaleX).rounded(.up)), Int32((Double(height) / scaleY).rounded(.up)))
        else { return nil }
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, cairo_surface_get_type(copy) == CAIRO_SURFACE_TYPE_XLIB,
              cairo_xlib_surface_get_depth(copy) == 24
        else {
            cairo_surface_destroy(copy)
            return fallback.makeDisplaySurface(for: image, like: target)
        }
        cairo_surface_flush(copy)
        guard cxshm_put_image(display, cairo_xlib_surface_get_drawable(copy), visual, &info,
                              UInt32(width), UInt32(height)) != 0 else {
            cairo_surface_destroy(copy)
            return fallback.makeDisplaySurface(for: image, like: target)
        }
        cairo_surface_mark_dirty(copy)
        return copy
    }

    /// Asks the display of `target` (an Xlib surface) for its MIT-SHM
    /// support now, which the first display surface would otherwise ask.
    package func prepare(like target: OpaquePointer) {
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_XLIB,
              let display = cairo_xlib_surface_get_display(target)
        else { return }
        _ = support(of: display)
    }

    /// The display's MIT-SHM support, asked once per display.
    private func support(of display: OpaquePointer) -> Int32 {
        let key = UInt(bitPattern: Int(bitPattern: display))
        if let known = state.withLock({ $0.support[key] }) { return known }
        let found = cxshm_support(display)
        state.withLock {
            $0.support[key] = found
            if found == 0 { $0.disabled = true }
        }
        return found
    }
}

/// A segment attached to the X server as a pixmap. Used on the main thread
/// only (the display's thread), where it is also released, with the display
/// surface that shows it: that frees the pixmap and detaches the segment
/// from the server (after its attach: requests run in order).
private final class SharedPixmap {
    private let display: OpaquePointer
    private var info: XShmSegmentInfo
    private let pixmap: Pixmap
    private let byteCount: Int

    init(display: OpaquePointer, info: XShmSegmentInfo, pixmap: Pixmap, byteCount: Int) {
        self.display = display
        self.info = info
        self.pixmap = pixmap
        self.byteCount = byteCount
        SharedMemorySegment.countPixmap(1, bytes: byteCount)
    }

    deinit {
        cxshm_detach(display, &info, pixmap)
        SharedMemorySegment.countPixmap(-1, bytes: -byteCount)
    }
}

/// This process's mapping of a segment sent to the X server. Nothing writes
/// a finished rendering again, so once the server has mapped the segment
/// this process needs no mapping of its own; until then it must keep one,
/// or the kernel frees the segment (marked for removal) before the server
/// maps it.
private final class SegmentMapping: @unchecked Sendable {
    // @unchecked: made and released on the main thread (the display's);
    // Sendable so that the idle which releases it may hold it.
    private let display: OpaquePointer
    /// The serial of the request that attached the segment.
    private let attachedAt: UInt
    private var segment: SharedMemorySegment?

    init(display: OpaquePointer, attachedAt: UInt, segment: SharedMemorySegment) {
        self.display = display
        self.attachedAt = attachedAt
        self.segment = segment
    }

    /// Waits for the server to have attached the segment (no round trip
    /// when a reply or event since says it has), then lets go of this
    /// process's mapping; the rendering's image must be gone for it to go.
    func release() {
        cxshm_wait_for(display, attachedAt)
        segment = nil
    }
}

/// The Cairo user-data key under which a surface keeps its segment (an
/// image surface) or its shared pixmap (an Xlib surface): Cairo compares
/// its address only.
nonisolated(unsafe) private let segmentKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

/// Cairo's destroy function for an image surface's segment.
private func releaseSegment(_ raw: UnsafeMutableRawPointer?) {
    guard let raw else { return }
    Unmanaged<SharedMemorySegment>.fromOpaque(raw).release()
}

/// Cairo's destroy function for an Xlib surface's shared pixmap.
private func releasePixmap(_ raw: UnsafeMutableRawPointer?) {
    guard let raw else { return }
    Unmanaged<SharedPixmap>.fromOpaque(raw).release()
}
