import CGtk

/// The desktop's own dialog for picking a file to open or a place to save
/// one (`GtkFileChooserNative`: a portal's dialog in a sandbox).
@MainActor
public final class FileChooser: Object {
    /// What the user picks a file for.
    public enum Action: Sendable {
        /// An existing file, to open.
        case open
        /// A name and folder, to save to.
        case save

        var gtkValue: GtkFileChooserAction {
            self == .open ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE
        }
    }

    /// A chooser titled `title` over `parent`, whose accept button says `acceptLabel`.
    public init(title: String, parent: ToplevelWindow?, action: Action, acceptLabel: String? = nil) {
        let chooser = gtk_file_chooser_native_new(title, parent?.windowPointer, action.gtkValue, acceptLabel, nil)!
        super.init(adopting: UnsafeMutableRawPointer(chooser))
        if action == .save { gtk_file_chooser_set_do_overwrite_confirmation(chooserPointer, 1) }
    }

    /// The file name a save dialog suggests.
    public func setSuggestedName(_ name: String) {
        gtk_file_chooser_set_current_name(chooserPointer, name)
    }

    /// Shows the dialog until the user answers, and returns the chosen
    /// file's path, or nil when they cancelled.
    public func run() -> String? {
        let response = gtk_native_dialog_run(UnsafeMutablePointer(OpaquePointer(gobjectPointer)))
        guard response == GTK_RESPONSE_ACCEPT.rawValue else { return nil }
        return gtk_file_chooser_get_filename(chooserPointer).map(String.takingGString)
    }

    private var chooserPointer: OpaquePointer { OpaquePointer(gobjectPointer) }
}
