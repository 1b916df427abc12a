import CGtk
import Containment
import ContainmentGtk

/// The gallery's lifecycle panel: the containment trace of whatever the
/// user does, live — newest at the bottom, one colour per kind of event.
///
/// Its events come from a ``LifecycleTraceSink`` in batches on the main
/// loop. The panel keeps the last ``lineLimit`` lines.
final class LifecyclePanelViewController: ViewController {
    /// The most lines the panel keeps; older ones scroll away for good.
    static let lineLimit = 2000

    private var buffer: UnsafeMutablePointer<GtkTextBuffer>?
    private var textView: UnsafeMutablePointer<GtkWidget>?
    private var countLabel: UnsafeMutablePointer<GtkWidget>?
    private var endMark: UnsafeMutablePointer<GtkTextMark>?
    private(set) var lineCount = 0
    private var pending: [TraceEvent] = []

    override init() {
        super.init()
        traceName = "lifecycle"
    }

    override func loadView() {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_style_context_add_class(gtk_widget_get_style_context(box), "gallery-lifecycle")

        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_style_context_add_class(gtk_widget_get_style_context(header), "gallery-panel-header")
        let title = gtk_label_new("Lifecycle")!
        gtk_style_context_add_class(gtk_widget_get_style_context(title), "gallery-panel-title")
        gtk_widget_set_halign(title, GTK_ALIGN_START)
        let count = gtk_label_new("")!
        gtk_style_context_add_class(gtk_widget_get_style_context(count), "dim-label")
        let clear = gtk_button_new_from_icon_name("edit-clear-all-symbolic", GTK_ICON_SIZE_BUTTON)!
        gtk_widget_set_tooltip_text(clear, "Clear the trace")
        gtk_button_set_relief(cgtk_button(clear), GTK_RELIEF_NONE)
        Signal.connect(clear, "clicked") { [weak self] in self?.clear() }
        gtk_box_pack_start(cgtk_box(header), title, 0, 0, 0)
        gtk_box_pack_start(cgtk_box(header), count, 0, 0, 0)
        gtk_box_pack_end(cgtk_box(header), clear, 0, 0, 0)

        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(cgtk_tabs_scrolled_window(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scrolled, 1)
        let text = gtk_text_view_new()!
        gtk_text_view_set_editable(cgtk_tabs_text_view(text), 0)
        gtk_text_view_set_cursor_visible(cgtk_tabs_text_view(text), 0)
        gtk_text_view_set_monospace(cgtk_tabs_text_view(text), 1)
        // Long events wrap with a hanging indent, so each starts at the margin.
        gtk_text_view_set_wrap_mode(cgtk_tabs_text_view(text), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(cgtk_tabs_text_view(text), 24)
        gtk_text_view_set_indent(cgtk_tabs_text_view(text), -16)
        gtk_text_view_set_top_margin(cgtk_tabs_text_view(text), 4)
        gtk_style_context_add_class(gtk_widget_get_style_context(text), "gallery-trace")
        gtk_container_add(cgtk_container(scrolled), text)
        let buffer = gtk_text_view_get_buffer(cgtk_tabs_text_view(text))!
        for kind in LifecycleEventStyle.Kind.allCases {
            _ = cgtk_tabs_text_buffer_create_color_tag(buffer, kind.tagName, kind.color)
        }
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        endMark = gtk_text_buffer_create_mark(buffer, "lifecycle-end", &end, 0)

        let separator = gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_box_pack_start(cgtk_box(box), header, 0, 0, 0)
        gtk_box_pack_start(cgtk_box(box), separator, 0, 0, 0)
        gtk_box_pack_start(cgtk_box(box), scrolled, 1, 1, 0)

        self.buffer = buffer
        textView = text
        countLabel = count
        view = View(gtkWidget: box)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        append(pending)
        pending = []
    }

    /// Adds events at the bottom and scrolls to them.
    func append(_ events: [TraceEvent]) {
        guard let buffer, let textView, let endMark else {
            pending += events
            if pending.count > Self.lineLimit { pending.removeFirst(pending.count - Self.lineLimit) }
            return
        }
        let textBuffer = buffer
        for event in events {
            let style = LifecycleEventStyle(event)
            let start = gtk_text_buffer_get_char_count(textBuffer)
            var iter = GtkTextIter()
            gtk_text_buffer_get_end_iter(textBuffer, &iter)
            let line = (lineCount == 0 ? "" : "\n") + style.text
            gtk_text_buffer_insert(textBuffer, &iter, line, -1)
            var from = GtkTextIter(), to = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(textBuffer, &from, start)
            gtk_text_buffer_get_end_iter(textBuffer, &to)
            gtk_text_buffer_apply_tag_by_name(textBuffer, style.kind.tagName, &from, &to)
            lineCount += 1
        }
        if lineCount > Self.lineLimit {
            let drop = lineCount - Self.lineLimit
            var from = GtkTextIter(), to = GtkTextIter()
            gtk_text_buffer_get_start_iter(textBuffer, &from)
            gtk_text_buffer_get_iter_at_line(textBuffer, &to, Int32(drop))
            gtk_text_buffer_delete(textBuffer, &from, &to)
            lineCount = Self.lineLimit
        }
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(textBuffer, &end)
        gtk_text_buffer_move_mark(textBuffer, endMark, &end)
        gtk_text_view_scroll_mark_onscreen(cgtk_tabs_text_view(textView), endMark)
        updateCount()
    }

    /// Empties the panel.
    func clear() {
        pending = []
        lineCount = 0
        guard let buffer else { return }
        gtk_text_buffer_set_text(buffer, "", 0)
        updateCount()
    }

    /// The panel's text, for tests.
    var text: String {
        guard let buffer else { return "" }
        let textBuffer = buffer
        var from = GtkTextIter(), to = GtkTextIter()
        gtk_text_buffer_get_bounds(textBuffer, &from, &to)
        guard let chars = gtk_text_buffer_get_text(textBuffer, &from, &to, 0) else { return "" }
        defer { g_free(chars) }
        return String(cString: chars)
    }

    private func updateCount() {
        guard let countLabel else { return }
        gtk_label_set_text(cgtk_label(countLabel), lineCount == 0 ? "" : "\(lineCount) events")
    }
}
