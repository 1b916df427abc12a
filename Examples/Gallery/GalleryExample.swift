public import Containment

/// One example in the gallery: a titled controller, and the source file a
/// reader opens to see how it is built.
///
/// Each example lives in its own folder under `Examples/Gallery/` and adds
/// itself to ``GalleryExample/all``.
@MainActor public struct GalleryExample {
    /// A short, stable identifier, used on the command line
    /// (`containment-gallery --example atlas`) and in tests.
    public let id: String
    /// The tab's title.
    public let title: String
    /// A themed icon name for the tab.
    public let iconName: String
    /// One sentence on what the example shows.
    public let summary: String
    /// The example's main source file, shown to the reader.
    public let sourcePath: String
    /// Builds the example's controller; called once, when its tab is first shown.
    public let makeViewController: @MainActor () -> ViewController

    /// Creates an example.
    public init(
        id: String, title: String, iconName: String, summary: String, sourcePath: String,
        makeViewController: @escaping @MainActor () -> ViewController
    ) {
        self.id = id
        self.title = title
        self.iconName = iconName
        self.summary = summary
        self.sourcePath = sourcePath
        self.makeViewController = makeViewController
    }
}
