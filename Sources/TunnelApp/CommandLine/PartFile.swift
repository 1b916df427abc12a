import CGtk

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary file a picture is written to before it is renamed into
/// place (`FILE.part-PID`), so a failure never leaves half a picture.
///
/// While it exists, SIGTERM, SIGINT and SIGHUP remove it and end the process
/// with status 128 + the signal's number; a failed write reports `strerror`
/// of the real `errno` (permission denied, no space left on device, read-only
/// file system).
final class PartFile {
    /// The path, as a C string the signal handler can use without allocating.
    private let cPath: UnsafeMutablePointer<CChar>
    private var descriptor: Int32 = -1

    /// Why a file operation failed, in the system's words.
    struct Failure: Error {
        let reason: String
    }

    init(path: String) {
        cPath = strdup(path)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if partFileForSignals == cPath { partFileForSignals = nil }
        free(cPath)
    }

    /// Creates the file (it must not exist) and arms the signal handlers.
    func create() throws(Failure) -> Int32 {
        partFileForSignals = cPath
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = removePartFileAndExit
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        let fd = open(cPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            partFileForSignals = nil
            throw Failure(reason: reason)
        }
        descriptor = fd
        return fd
    }

    /// Encodes `surface` as PNG into the file and closes it; nil on success,
    /// else the reason the bytes could not be written.
    func writePNG(_ surface: OpaquePointer, to fd: Int32) -> String? {
        let sink = PNGSink(descriptor: fd)
        let status = cairo_surface_write_to_png_stream(surface, { context, data, length in
            let sink = Unmanaged<PNGSink>.fromOpaque(context!).takeUnretainedValue()
            return sink.append(data!, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
        }, Unmanaged.passUnretained(sink).toOpaque())
        descriptor = -1
        // close() reports delayed errors (ENOSPC on some file systems, EIO on NFS).
        let closed = close(fd) == 0 ? 0 : errno
        if let reason = sink.failure { return reason }
        if status != CAIRO_STATUS_SUCCESS { return String(cString: cairo_status_to_string(status)) }
        if closed != 0 { return String(cString: strerror(closed)) }
        return nil
    }

    /// Deletes the file and disarms the signal handlers.
    func remove() {
        if descriptor >= 0 { close(descriptor); descriptor = -1 }
        unlink(cPath)
        disarm()
    }

    /// The file was renamed into place: nothing is left to remove on a signal.
    func disarm() {
        partFileForSignals = nil
    }
}

/// Collects write errors from Cairo's PNG stream callback.
private final class PNGSink {
    let descriptor: Int32
    var failure: String?

    init(descriptor: Int32) { self.descriptor = descriptor }

    func append(_ data: UnsafePointer<UInt8>, count: Int) -> Bool {
        var done = 0
        while done < count {
            let n = write(descriptor, data + done, count - done)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                failure = n < 0 ? String(cString: strerror(errno)) : "nothing was written"
                return false
            }
            done += n
        }
        return true
    }
}

/// The part file the signal handler removes; written only on the main
/// thread, read by the handler (a pointer-sized store is atomic here).
nonisolated(unsafe) private var partFileForSignals: UnsafeMutablePointer<CChar>?

/// Async-signal-safe: only unlink(2) and _exit(2).
private func removePartFileAndExit(_ signal: Int32) {
    if let path = partFileForSignals { unlink(path) }
    _exit(128 + signal)
}
