import Gallery
import Testing

@MainActor
struct GalleryCatalogTests {
    @Test func exampleIdentifiersAreUniqueAndNamed() {
        let ids = GalleryExample.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for example in GalleryExample.all {
            #expect(!example.title.isEmpty)
            #expect(example.sourcePath.hasPrefix("/"))
        }
    }
}
