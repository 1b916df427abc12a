import CGtk

extension ImageSurface {
    /// Encodes the image as PNG, handing its bytes to `write` piece by
    /// piece as they are made (to a file descriptor, a pipe), so no copy
    /// of the whole file is held; `write` returns false to stop. Nil when
    /// every byte was handed over, else Cairo's reason it stopped.
    public func writePNG(_ write: (UnsafeRawBufferPointer) -> Bool) -> String? {
        withoutActuallyEscaping(write) { write in
            var sink = write
            let status = withUnsafeMutablePointer(to: &sink) { sink in
                cairo_surface_write_to_png_stream(cairoPointer, { context, data, length in
                    let write = context!.assumingMemoryBound(to: ((UnsafeRawBufferPointer) -> Bool).self).pointee
                    return write(UnsafeRawBufferPointer(start: data, count: Int(length)))
                        ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
                }, sink)
            }
            return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
        }
    }
}
