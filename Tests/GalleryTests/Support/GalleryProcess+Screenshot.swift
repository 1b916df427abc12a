import Foundation
import XvfbTesting

extension GalleryProcess {
    /// Takes a screenshot of the whole screen; kept under
    /// `GALLERY_SCREENSHOT_DIR` as `name` when that is set.
    func screenshot(savedAs name: String? = nil) throws -> Screenshot {
        try Screenshot(savedAs: name)
    }
}
