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

    private var textView: TextView?
    private var countLabel: Label?
    private(set) var lineCount = 0
    private var pending: [TraceEvent] = []

    override init() {
        super.init()
        traceName = "lifecycle"
    }

    override func loadView() {
        let box = Box(orientation: .vertical)
        box.addStyleClass("gallery-lifecycle")

        let header = Box(orientation: .horizontal, spacing: 6)
        header.addStyleClass("gallery-panel-header")
        let title = Label("Lifecycle")
        title.addStyleClass("gallery-panel-title")
        title.horizontalAlignment = .start
        let count = Label("")
        count.addStyleClass("dim-label")
        let clear = Button(iconName: "edit-clear-all-symbolic")
        clear.tooltip = "Clear the trace"
        clear.isFlat = true
        clear.onClicked { [weak self] in self?.clear() }
        header.append(title)
        header.append(count)
        header.appendAtEnd(clear)

        let scrolled = ScrolledWindow()
        scrolled.setPolicy(horizontal: .never, vertical: .automatic)
        scrolled.expandsVertically = true
        let text = TextView()
        text.isEditable = false
        text.isCursorVisible = false
        text.isMonospace = true
        // Long events wrap with a hanging indent, so each starts at the margin.
        text.wrapMode = .wordCharacter
        text.leftMargin = 24
        text.indent = -16
        text.topMargin = 4
        text.addStyleClass("gallery-trace")
        scrolled.add(text)
        for kind in LifecycleEventStyle.Kind.allCases {
            text.buffer.createTag(named: kind.tagName, foreground: kind.color)
        }

        box.append(header)
        box.append(Separator(orientation: .horizontal))
        box.append(scrolled, expands: true)

        textView = text
        countLabel = count
        view = View(box)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        append(pending)
        pending = []
    }

    /// Adds events at the bottom and scrolls to them.
    func append(_ events: [TraceEvent]) {
        guard let textView else {
            pending += events
            if pending.count > Self.lineLimit { pending.removeFirst(pending.count - Self.lineLimit) }
            return
        }
        let buffer = textView.buffer
        for event in events {
            let style = LifecycleEventStyle(event)
            buffer.append((lineCount == 0 ? "" : "\n") + style.text, tag: style.kind.tagName)
            lineCount += 1
        }
        if lineCount > Self.lineLimit {
            buffer.deleteLines(upTo: lineCount - Self.lineLimit)
            lineCount = Self.lineLimit
        }
        textView.scrollToEnd()
        updateCount()
    }

    /// Empties the panel.
    func clear() {
        pending = []
        lineCount = 0
        guard let textView else { return }
        textView.buffer.text = ""
        updateCount()
    }

    /// The panel's text, for tests.
    var text: String { textView?.buffer.text ?? "" }

    private func updateCount() {
        countLabel?.text = lineCount == 0 ? "" : "\(lineCount) events"
    }
}
