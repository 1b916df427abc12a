import CGtk
import Containment
import ContainmentGtk
import Foundation

/// Shows an example's source file read-only in a monospace text view, with
/// a Copy button, the way GTK's own demo shows its sources.
final class SourceViewController: ViewController {
    /// The file shown, as the example names it.
    let sourcePath: String
    private var copyButton: UnsafeMutablePointer<GtkWidget>?
    private var resetLabel: MainLoopSource?
    /// The text shown: the file's contents, or why it could not be read.
    private(set) var sourceText = ""

    init(sourcePath: String) {
        self.sourcePath = sourcePath
        super.init()
    }

    override func loadView() {
        let resolved = Self.resolve(sourcePath)
        if let resolved, let contents = try? String(contentsOfFile: resolved, encoding: .utf8) {
            sourceText = contents
        } else {
            sourceText = "// The source file \(sourcePath) is not where the gallery was built from."
        }

        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_style_context_add_class(gtk_widget_get_style_context(bar), "gallery-panel-header")
        let path = gtk_label_new(Self.displayPath(sourcePath))!
        gtk_label_set_ellipsize(cgtk_label(path), PANGO_ELLIPSIZE_START)
        gtk_label_set_selectable(cgtk_label(path), 1)
        gtk_style_context_add_class(gtk_widget_get_style_context(path), "dim-label")
        let copy = gtk_button_new_with_label("Copy")!
        gtk_widget_set_tooltip_text(copy, "Copy the whole file")
        Signal.connect(copy, "clicked") { [weak self] in self?.copy() }
        gtk_box_pack_start(cgtk_box(bar), path, 1, 1, 0)
        gtk_widget_set_halign(path, GTK_ALIGN_START)
        gtk_box_pack_end(cgtk_box(bar), copy, 0, 0, 0)

        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_widget_set_vexpand(scrolled, 1)
        let text = gtk_text_view_new()!
        gtk_text_view_set_editable(cgtk_tabs_text_view(text), 0)
        gtk_text_view_set_cursor_visible(cgtk_tabs_text_view(text), 0)
        gtk_text_view_set_monospace(cgtk_tabs_text_view(text), 1)
        gtk_text_view_set_left_margin(cgtk_tabs_text_view(text), 12)
        gtk_text_view_set_top_margin(cgtk_tabs_text_view(text), 8)
        gtk_text_view_set_bottom_margin(cgtk_tabs_text_view(text), 8)
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(cgtk_tabs_text_view(text)), sourceText, -1)
        gtk_container_add(cgtk_container(scrolled), text)

        gtk_box_pack_start(cgtk_box(box), bar, 0, 0, 0)
        gtk_box_pack_start(cgtk_box(box), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), 0, 0, 0)
        gtk_box_pack_start(cgtk_box(box), scrolled, 1, 1, 0)
        copyButton = copy
        view = View(gtkWidget: box)
    }

    /// Puts the whole file on the clipboard and says so on the button for a moment.
    func copy() {
        let clipboard = gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0))
        gtk_clipboard_set_text(clipboard, sourceText, -1)
        guard let copyButton else { return }
        gtk_button_set_label(cgtk_button(copyButton), "Copied")
        resetLabel?.cancel()
        resetLabel = MainLoopSource.after(1.5) { [weak self] in
            guard let button = self?.copyButton else { return }
            gtk_button_set_label(cgtk_button(button), "Copy")
        }
    }

    /// The file for `path`: itself if it exists (absolute, or relative to
    /// the working directory), else relative to the source tree the gallery
    /// was built from.
    static func resolve(_ path: String) -> String? {
        let manager = FileManager.default
        if manager.fileExists(atPath: path) { return path }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidate = packageRoot.appendingPathComponent(path).path
        return manager.fileExists(atPath: candidate) ? candidate : nil
    }

    /// `path` from `Examples/` on, for a reader.
    static func displayPath(_ path: String) -> String {
        guard let range = path.range(of: "Examples/") else { return path }
        return String(path[range.lowerBound...])
    }
}
