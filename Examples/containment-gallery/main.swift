import Foundation
import Gallery

// The gallery of the containment library's containers.
exit(GalleryApplication.main(arguments: Array(CommandLine.arguments.dropFirst())))
