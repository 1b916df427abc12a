import CCairo
import Dispatch
import Glibc
import ImageMemory
import Testing

/// Large images get pages of their own, which leave the process with them.
@Suite struct ImageSurfacesTests {
    /// Whether every page of `length` bytes from `base` is mapped in this
    /// process: `mincore` fails with ENOMEM on a range with unmapped pages.
    static func isMapped(_ base: UnsafeMutableRawPointer, length: Int) -> Bool {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        var vector = [UInt8](repeating: 0, count: (length + page - 1) / page)
        return mincore(base, length, &vector) == 0
    }

    @Test func aLargeImageIsDrawnAndItsPagesGoWithIt() throws {
        let surface = try #require(ImageSurfaces.make(.rgb24, width: 2000, height: 1500))
        #expect(ImageSurfaces.hasOwnPages(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        #expect(Int(bitPattern: data) % Int(sysconf(Int32(_SC_PAGESIZE))) == 0)
        let cr = try #require(cairo_create(surface))
        cairo_set_source_rgb(cr, 1, 0, 0)
        cairo_rectangle(cr, 1000, 1000, 1, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let pixel = data.advanced(by: 1000 * stride + 1000 * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        #expect(pixel & 0xFF_FFFF == 0xFF_0000)
        // Fresh pages are zero: an opaque image starts black.
        #expect(data.withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee } & 0xFF_FFFF == 0)

        let length = stride * 1500
        #expect(Self.isMapped(UnsafeMutableRawPointer(data), length: length))
        cairo_surface_destroy(surface)
        #expect(!Self.isMapped(UnsafeMutableRawPointer(data), length: length))
    }

    @Test func theLastReferenceFreesThePagesOnAnyThread() throws {
        let surface = try #require(ImageSurfaces.make(.argb32, width: 1024, height: 1024))
        let data = UnsafeMutableRawPointer(try #require(cairo_image_surface_get_data(surface)))
        // A second reference, as a pattern painting the image holds one.
        let pattern = try #require(cairo_pattern_create_for_surface(surface))
        cairo_surface_destroy(surface)
        #expect(Self.isMapped(data, length: 1024 * 1024 * 4))
        let address = Int(bitPattern: pattern)
        DispatchQueue.global().sync {
            cairo_pattern_destroy(OpaquePointer(bitPattern: address))
        }
        #expect(!Self.isMapped(data, length: 1024 * 1024 * 4))
    }

    @Test func smallImagesComeFromTheAllocator() throws {
        let surface = try #require(ImageSurfaces.make(.a8, width: 64, height: 64))
        defer { cairo_surface_destroy(surface) }
        #expect(!ImageSurfaces.hasOwnPages(surface))
        #expect(cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8)
        #expect(cairo_image_surface_get_width(surface) == 64)
    }

    @Test(arguments: [(0, 10), (10, 0), (-5, 10), (1 << 31, 2), (1 << 20, 1 << 20)])
    func sizesNoImageCanHaveGiveNone(width: Int, height: Int) {
        #expect(ImageSurfaces.make(.argb32, width: width, height: height) == nil)
    }
}
