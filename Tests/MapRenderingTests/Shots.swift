#if canImport(Glibc)
import Glibc
#endif
import MapRendering

/// Writes review pictures to /tmp/art-shots when TUNNEL_SHOTS=1; people
/// look at them, tests never depend on them.
enum Shots {
    static var enabled: Bool { getenv("TUNNEL_SHOTS") != nil }
    static let directory = "/tmp/art-shots"

    static func write(_ surface: RenderSurface, _ name: String) {
        guard enabled else { return }
        mkdir(directory, 0o755)
        surface.writePNG(to: "\(directory)/\(name).png")
    }
}
