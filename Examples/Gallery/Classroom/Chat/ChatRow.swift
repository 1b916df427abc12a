import CGtk
import Foundation

/// The widgets of one chat message: the author above the text, or a quiet
/// centred line for a notice from the lecture.
@MainActor
enum ChatRow {
    static func make(for message: ChatMessage) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_list_box_row_new()!
        gtk_list_box_row_set_activatable(gtkCast(row), 0)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtkAddStyleClass(box, "classroom-chat-message")
        if let author = message.author {
            let name = gtk_label_new(author)!
            gtk_label_set_xalign(cgtk_label(name), 0)
            gtkAddStyleClass(name, "classroom-chat-author")
            gtk_box_pack_start(cgtk_box(box), name, 0, 0, 0)
            gtk_box_pack_start(cgtk_box(box), wrappingLabel(message.text, xalign: 0), 0, 0, 0)
        } else {
            let notice = wrappingLabel(message.text, xalign: 0.5)
            gtkAddStyleClass(notice, "classroom-chat-notice")
            gtk_box_pack_start(cgtk_box(box), notice, 0, 0, 0)
        }
        gtk_container_add(cgtk_container(row), box)
        gtk_widget_show_all(row)
        return row
    }

    private static func wrappingLabel(_ text: String, xalign: Float) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_line_wrap(cgtk_label(label), 1)
        gtk_label_set_line_wrap_mode(cgtk_label(label), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_xalign(cgtk_label(label), xalign)
        gtk_label_set_selectable(cgtk_label(label), 1)
        gtk_label_set_max_width_chars(cgtk_label(label), 1)
        return label
    }
}
