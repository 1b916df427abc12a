import CGtk

/// A picture: a themed icon.
@MainActor
public final class Image: Widget {
    /// An empty image.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_image_new()))
    }

    /// The themed icon `iconName` at `size`.
    public init(iconName: String, size: IconSize = .button) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_image_new_from_icon_name(iconName, size.gtkValue)))
    }

    /// Shows the themed icon `iconName` at `size` instead.
    public func setIcon(named iconName: String, size: IconSize = .button) {
        gtk_image_set_from_icon_name(pointer(as: GtkImage.self), iconName, size.gtkValue)
    }
}
