import Gtk

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary file a picture is written to before it is renamed into
/// place, in the same folder (`FILE.part-PID`), so a failure never leaves
/// half a picture.
///
/// The folder is opened once and the files are named relative to it, so a
/// path near the system's length limit still works, and the temporary
/// name is shortened (never the user's) to fit the file system's limit on
/// a name. While the file exists, SIGTERM, SIGINT and SIGHUP remove it and
/// end the process with status 128 + the signal's number (unless the
/// caller handles signals itself, as the window does); a failed write
/// reports `strerror` of the real `errno` (permission denied, no space left
/// on device, read-only file system).
final class PartFile {
    /// The folder, open for `openat` and `renameat`.
    private let folder: Int32
    /// The temporary file's name in the folder, as a C string the signal
    /// handler can use without allocating.
    private let cName: UnsafeMutablePointer<CChar>
    /// The picture's own name in the folder.
    private let target: [CChar]
    private var descriptor: Int32 = -1
    /// Whether the signal handlers remove the file and end the process.
    private let removesOnSignals: Bool

    /// Why a file operation failed, in the system's words.
    struct Failure: Error {
        let reason: String
    }

    /// Opens the folder `path` names its file in. `removesOnSignals`: a
    /// command's signals remove the file and end the process; a window
    /// that quits cleanly on them through its main loop passes false, its
    /// write over by the time the loop sees the signal.
    init(for path: OutputPath, removesOnSignals: Bool = true) throws(Failure) {
        self.removesOnSignals = removesOnSignals
        let (folderBytes, name) = path.split
        let fd = (folderBytes + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard fd >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        folder = fd
        target = name
        let limit = max(16, Int(fpathconf(fd, Int32(_PC_NAME_MAX))))
        let suffix = Array(".part-\(getpid())".utf8CString.dropLast())
        let temporary = Array(name.prefix(limit - suffix.count)) + suffix
        cName = UnsafeMutablePointer<CChar>.allocate(capacity: temporary.count + 1)
        cName.initialize(from: temporary + [0], count: temporary.count + 1)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if partNameForSignals == cName { partNameForSignals = nil }
        close(folder)
        cName.deallocate()
    }

    /// Creates the file (it must not exist) and arms the signal handlers.
    func create() throws(Failure) -> Int32 {
        if removesOnSignals {
            partFolderForSignals = folder
            partNameForSignals = cName
            for signal in [SIGTERM, SIGINT, SIGHUP] {
                var action = sigaction()
                action.__sigaction_handler.sa_handler = removePartFileAndExit
                sigemptyset(&action.sa_mask)
                sigaction(signal, &action, nil)
            }
        }
        let fd = openat(folder, cName, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            disarm()
            throw Failure(reason: reason)
        }
        descriptor = fd
        return fd
    }

    /// Renames the written file into place under the picture's own name;
    /// nothing is left to remove on a signal after this.
    func commit() throws(Failure) {
        let renamed = (target + [0]).withUnsafeBufferPointer { renameat(folder, cName, folder, $0.baseAddress!) }
        guard renamed == 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        disarm()
    }

    /// Writes what `produce` makes into the file and closes it: `produce`
    /// hands its bytes to the writer it is given as it makes them (a PNG's
    /// encoder, a vector surface), and returns nil or the reason it
    /// stopped. Nil on success, else the first reason the bytes could not
    /// be written.
    func write(to fd: Int32, _ produce: (_ write: @escaping (UnsafeRawBufferPointer) -> Bool) -> String?) -> String? {
        let sink = FileSink(descriptor: fd)
        let encoding = produce { bytes in sink.append(bytes) }
        descriptor = -1
        // close() reports delayed errors (ENOSPC on some file systems, EIO on NFS).
        let closed = close(fd) == 0 ? 0 : errno
        if let reason = sink.failure { return reason }
        if let encoding { return encoding }
        if closed != 0 { return String(cString: strerror(closed)) }
        return nil
    }

    /// Deletes the file and disarms the signal handlers.
    func remove() {
        if descriptor >= 0 { close(descriptor); descriptor = -1 }
        unlinkat(folder, cName, 0)
        disarm()
    }

    private func disarm() {
        if partNameForSignals == cName { partNameForSignals = nil }
    }
}

/// Writes a picture's bytes as they are made, keeping the first write error.
private final class FileSink {
    let descriptor: Int32
    var failure: String?

    init(descriptor: Int32) { self.descriptor = descriptor }

    func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let data = bytes.baseAddress else { return true }
        let count = bytes.count
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

/// The part file the signal handler removes, by its folder and name;
/// written only on the main thread, read by the handler (pointer-sized
/// stores are atomic here, and the folder is set before the name).
nonisolated(unsafe) private var partFolderForSignals: Int32 = -1
nonisolated(unsafe) private var partNameForSignals: UnsafeMutablePointer<CChar>?

/// Async-signal-safe: only unlinkat(2) and _exit(2).
private func removePartFileAndExit(_ signal: Int32) {
    if let name = partNameForSignals { unlinkat(partFolderForSignals, name, 0) }
    _exit(128 + signal)
}
