import CGtk

/// A push button: a label, an icon, or any content.
///
/// ```swift
/// let flip = Button(label: "Flip")
/// flip.addStyleClass("suggested-action")
/// flip.onClicked { [weak self] in self?.flip() }
/// ```
@MainActor
public class Button: Container {
    /// An empty button; ``Container/add(_:)`` gives it content.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_button_new()))
    }

    /// A button showing `label`.
    public init(label: String) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_button_new_with_label(label)))
    }

    /// A button showing `label`, whose character after `_` is its Alt shortcut.
    public init(mnemonic label: String) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_button_new_with_mnemonic(label)))
    }

    /// A button showing the themed icon `iconName`.
    public init(iconName: String, size: IconSize = .button) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_button_new_from_icon_name(iconName, size.gtkValue)))
    }

    package override init(sinking pointer: UnsafeMutableRawPointer) {
        super.init(sinking: pointer)
    }

    /// The button's text, if it shows one.
    public var label: String? {
        get { gtk_button_get_label(buttonPointer).map { String(cString: $0) } }
        set { gtk_button_set_label(buttonPointer, newValue) }
    }

    /// Sets the image shown beside (or instead of) the label.
    public func setImage(_ image: Image?) {
        gtk_button_set_image(buttonPointer, image?.widgetPointer)
    }

    /// Whether the image shows even where the settings hide button images.
    public var alwaysShowsImage: Bool {
        get { gtk_button_get_always_show_image(buttonPointer) != 0 }
        set { gtk_button_set_always_show_image(buttonPointer, newValue ? 1 : 0) }
    }

    /// Which side of the label the image is on.
    public var imagePosition: Position {
        get {
            switch gtk_button_get_image_position(buttonPointer) {
            case GTK_POS_RIGHT: .right
            case GTK_POS_TOP: .top
            case GTK_POS_BOTTOM: .bottom
            default: .left
            }
        }
        set { gtk_button_set_image_position(buttonPointer, newValue.gtkValue) }
    }

    /// Whether the button is drawn flat, its frame showing only on hover.
    public var isFlat: Bool {
        get { gtk_button_get_relief(buttonPointer) == GTK_RELIEF_NONE }
        set { gtk_button_set_relief(buttonPointer, newValue ? GTK_RELIEF_NONE : GTK_RELIEF_NORMAL) }
    }

    /// Runs `handler` each time the button is clicked (or activated from the keyboard).
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("clicked", handler)
    }

    /// Clicks the button, as the user would.
    public func click() {
        gtk_button_clicked(buttonPointer)
    }

    private var buttonPointer: UnsafeMutablePointer<GtkButton> { pointer(as: GtkButton.self) }
}
