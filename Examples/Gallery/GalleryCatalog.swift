extension GalleryExample {
    /// Every example, in the order of the gallery's tabs. Each example
    /// defines a static property in its own folder and is listed here once.
    public static var all: [GalleryExample] {
        [
            .classroom,
            .slide,
            .atlas,
            .book,
            .basics,
            .tunnel,
        ]
    }

    /// The example with `id`, if there is one.
    public static func named(_ id: String) -> GalleryExample? {
        all.first { $0.id == id }
    }
}
