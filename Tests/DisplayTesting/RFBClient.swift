public import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal VNC (RFB 3.8) client for wayvnc on loopback: it only sends a
/// pointer and a keyboard, the input a person gives a Wayland desktop.
///
/// One connection is kept open for as long as the client lives, so each
/// event is a few bytes on a socket that is already there: input is
/// ordered, immediate and cheap, where a tool run per event (vncdotool)
/// reconnects every time. The client asks for no pictures (screenshots come
/// from grim); whatever the server sends anyway (a bell, the clipboard) is
/// read and dropped before each send, so its buffers never fill.
///
/// ```swift
/// let vnc = try RFBClient(port: 5910)
/// try vnc.movePointer(x: 100, y: 200)
/// try vnc.key(0xFF0D, down: true)   // Return
/// try vnc.key(0xFF0D, down: false)
/// ```
public final class RFBClient {
    private let socket: Int32
    /// The size of the server's framebuffer (the compositor's output).
    public let width: Int, height: Int
    /// The buttons held down now, RFB's mask: bit 0 is button 1.
    public private(set) var buttons: UInt8 = 0
    private var pointer = (x: 0, y: 0)

    /// Connects to the server on `127.0.0.1:port`, without a password
    /// (security type None, what wayvnc offers when it has no
    /// configuration), and shares the desktop with other clients.
    public init(port: UInt16, timeout: TimeInterval = 5) throws {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw HarnessError("socket(): \(String(cString: strerror(errno)))") }
        var connected = false
        defer { if !connected { close(fd) } }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        // Every event leaves at once: a pointer step must not wait for the next.
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            throw HarnessError("cannot connect to the VNC server on 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
        }
        socket = fd
        let size = try Self.handshake(fd)
        width = size.width
        height = size.height
        connected = true
    }

    deinit {
        close(socket)
    }

    // MARK: Handshake

    /// RFB 3.8: versions, security None, ClientInit (shared), ServerInit.
    private static func handshake(_ fd: Int32) throws -> (width: Int, height: Int) {
        let version = try read(fd, count: 12)
        guard version.starts(with: Array("RFB ".utf8)) else {
            throw HarnessError("not a VNC server: it greeted with \(version)")
        }
        try write(fd, Array("RFB 003.008\n".utf8))
        let typeCount = Int(try read(fd, count: 1)[0])
        guard typeCount > 0 else { throw HarnessError("the VNC server refused: \(try reason(fd))") }
        let types = try read(fd, count: typeCount)
        let none: UInt8 = 1
        guard types.contains(none) else {
            throw HarnessError("the VNC server wants authentication (security types \(types)); wayvnc must run without a configuration")
        }
        try write(fd, [none])
        guard try number(read(fd, count: 4)) == 0 else { throw HarnessError("the VNC server refused: \(try reason(fd))") }
        let shared: UInt8 = 1  // other clients (another test's) keep their connection
        try write(fd, [shared])
        let initial = try read(fd, count: 24)  // width, height, pixel format (16), name length
        let nameLength = Int(number(initial[20..<24]))
        _ = try read(fd, count: nameLength)
        return (Int(number(initial[0..<2])), Int(number(initial[2..<4])))
    }

    /// A failure's reason string (a 32-bit length, then the text).
    private static func reason(_ fd: Int32) throws -> String {
        let length = Int(number(try read(fd, count: 4)))
        return String(decoding: try read(fd, count: min(length, 4096)), as: UTF8.self)
    }

    /// A big-endian unsigned number.
    private static func number(_ bytes: some Collection<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func read(_ fd: Int32, count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { recv(fd, $0.baseAddress! + done, count - done, 0) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else {
                throw HarnessError(got == 0 ? "the VNC server hung up" : "reading from the VNC server: \(String(cString: strerror(errno)))")
            }
            done += got
        }
        return bytes
    }

    private static func write(_ fd: Int32, _ bytes: [UInt8]) throws {
        var done = 0
        while done < bytes.count {
            // MSG_NOSIGNAL: a server gone away is an error to report, not SIGPIPE.
            let sent = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + done, bytes.count - done, Int32(MSG_NOSIGNAL)) }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { throw HarnessError("writing to the VNC server: \(String(cString: strerror(errno)))") }
            done += sent
        }
    }

    // MARK: Input

    /// Reads and drops what the server sent unasked, then sends `message`.
    private func transmit(_ message: [UInt8]) throws {
        var scratch = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = scratch.withUnsafeMutableBytes { recv(socket, $0.baseAddress!, $0.count, Int32(MSG_DONTWAIT)) }
            if got == 0 { throw HarnessError("the VNC server hung up") }
            if got < 0 { break }  // nothing waiting (EAGAIN)
        }
        try Self.write(socket, message)
    }

    /// Moves the pointer to a point on the output, the buttons as they are.
    public func movePointer(x: Int, y: Int) throws {
        pointer = (min(max(0, x), width - 1), min(max(0, y), height - 1))
        try sendPointer()
    }

    /// Presses (or releases) `button` (1 the primary, 3 the secondary, 4
    /// and 5 the wheel) where the pointer is.
    public func button(_ button: Int, down: Bool) throws {
        precondition((1...8).contains(button), "RFB has buttons 1 to 8")
        let bit = UInt8(1) << UInt8(button - 1)
        buttons = down ? buttons | bit : buttons & ~bit
        try sendPointer()
    }

    /// PointerEvent (type 5): the buttons' mask and the position.
    private func sendPointer() throws {
        let x = UInt16(pointer.x), y = UInt16(pointer.y)
        try transmit([5, buttons, UInt8(x >> 8), UInt8(x & 0xFF), UInt8(y >> 8), UInt8(y & 0xFF)])
    }

    /// KeyEvent (type 4): an X keysym goes down or up.
    public func key(_ keysym: UInt32, down: Bool) throws {
        try transmit([4, down ? 1 : 0, 0, 0,
                  UInt8(keysym >> 24), UInt8((keysym >> 16) & 0xFF), UInt8((keysym >> 8) & 0xFF), UInt8(keysym & 0xFF)])
    }
}
