import DisplayTesting
import Foundation

/// The `empty-gtk-window` yardstick built as a C GTK program is built, for
/// the start benchmark to time.
///
/// SwiftPM links every executable it builds through the Swift driver, which
/// adds the Swift runtime and libstdc++ even to a target that is only C: the
/// copy beside this benchmark (which the tests run) loads and initialises
/// both before `main`, which the same source built by a C compiler does
/// not. "The least a GTK 3 program
/// can do" has no Swift in it, so the benchmark compiles `main.c` itself
/// with the toolchain's `clang`, at `-O2`, linking only the libraries it
/// uses (`--as-needed`, as Debian links its C packages).
enum YardstickBuild {
    /// The yardstick's source, found from this file's place in the package.
    static let source = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("empty-gtk-window/main.c")

    /// Compiles the yardstick into a fresh temporary folder and returns the
    /// executable's path, or prints why it cannot and returns nil.
    static func build() -> String? {
        guard FileManager.default.fileExists(atPath: source.path) else {
            print("cannot find the yardstick's source at \(source.path): run the benchmark from the checkout it was built in")
            return nil
        }
        guard let flags = try? Tool.run("pkg-config", "--cflags", "--libs", "gtk+-3.0") else {
            print("cannot ask pkg-config for GTK's flags: meson-helpers/setup-deps.sh build installs them")
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-bench-yardstick-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let executable = folder.appendingPathComponent("empty-gtk-window").path
        let arguments = ["clang", "-O2", source.path, "-o", executable, "-Wl,--as-needed"]
            + flags.split(whereSeparator: \.isWhitespace).map(String.init)
        guard (try? Tool.run(arguments)) != nil else {
            print("cannot compile the yardstick; run this to see why: \(arguments.joined(separator: " "))")
            return nil
        }
        return executable
    }
}
