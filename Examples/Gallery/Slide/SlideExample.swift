extension GalleryExample {
    /// The custom-container guide's slide transition between three children.
    public static var slide: GalleryExample {
        GalleryExample(
            id: "slide",
            title: "Slide",
            iconName: "go-next-symbolic",
            summary: "The guide's transition(from:to:) code, line for line: the new child slides in, the old one out.",
            sourcePath: #filePath.replacingOccurrences(of: "SlideExample.swift", with: "SlideViewController.swift"),
            makeViewController: { SlideViewController() })
    }
}
