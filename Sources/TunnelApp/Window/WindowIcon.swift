import ContainmentGtk

/// The window's icon for task switchers (`_NET_WM_ICON`), decoded off the
/// main thread.
///
/// Setting a themed icon name on the window decodes every size the icon
/// theme has, the scalable one through librsvg, on the main thread, just
/// after the window's first frame, when the main thread should be free for
/// the user's first gesture. Here
/// the icon theme (GTK's, so main-thread only) only names the files, which
/// is quick; a worker decodes them, and the main thread sets them all at once.
struct WindowIcon: Sendable {
    /// The decoded images, made on the worker and handed over whole.
    private let images: [Pixbuf]

    /// One file of the icon and the size to decode it at.
    struct Source: Sendable {
        let path: String
        let size: Int32
    }

    /// The files of icon `name` in the current icon theme, one per size it
    /// has, as a themed window icon would use them (a scalable icon at 48
    /// pixels); nil when the theme has no such icon.
    @MainActor
    static func themeSources(named name: String) -> [Source]? {
        // An icon the theme lacks has no sizes: one look-up answers both.
        guard let theme = IconTheme.default else { return nil }
        var sources: [Source] = []
        for themeSize in theme.sizes(ofIcon: name) {
            let size: Int
            switch themeSize {
            case .pixels(let pixels): size = pixels
            case .scalable: size = 48
            }
            guard !sources.contains(where: { $0.size == size }),
                  let file = theme.fileName(ofIcon: name, size: size)
            else { continue }
            sources.append(Source(path: file, size: Int32(size)))
        }
        return sources.isEmpty ? nil : sources
    }

    /// Decodes `sources` (any thread): the files that fail to load are left
    /// out.
    static func decode(_ sources: [Source]) -> WindowIcon {
        WindowIcon(images: sources.compactMap { source in
            Pixbuf(contentsOfFile: source.path, width: Int(source.size), height: Int(source.size))
        })
    }

    /// Sets the images as `window`'s icon and gives them up.
    @MainActor
    func apply(to window: ToplevelWindow) {
        guard !images.isEmpty else { return }
        window.setIcons(images)
    }
}
