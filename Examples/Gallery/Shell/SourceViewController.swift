import Containment
import ContainmentGtk
import Foundation

/// Shows an example's source file read-only in a monospace text view, with
/// a Copy button, the way GTK's own demo shows its sources.
final class SourceViewController: ViewController {
    /// The file shown, as the example names it.
    let sourcePath: String
    private var copyButton: Button?
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

        let box = Box(orientation: .vertical)
        let bar = Box(orientation: .horizontal, spacing: 6)
        bar.addStyleClass("gallery-panel-header")
        let path = Label(Self.displayPath(sourcePath))
        path.ellipsizeMode = .start
        path.isSelectable = true
        path.addStyleClass("dim-label")
        let copy = Button(label: "Copy")
        copy.tooltip = "Copy the whole file"
        copy.onClicked { [weak self] in self?.copy() }
        bar.append(path, expands: true)
        path.horizontalAlignment = .start
        bar.appendAtEnd(copy)

        let scrolled = ScrolledWindow()
        scrolled.expandsVertically = true
        let text = TextView()
        text.isEditable = false
        text.isCursorVisible = false
        text.isMonospace = true
        text.leftMargin = 12
        text.topMargin = 8
        text.bottomMargin = 8
        text.buffer.text = sourceText
        scrolled.add(text)

        box.append(bar)
        box.append(Separator(orientation: .horizontal))
        box.append(scrolled, expands: true)
        copyButton = copy
        view = View(box)
    }

    /// Puts the whole file on the clipboard and says so on the button for a moment.
    func copy() {
        Clipboard.default.setText(sourceText)
        guard let copyButton else { return }
        copyButton.label = "Copied"
        resetLabel?.cancel()
        resetLabel = MainLoopSource.after(1.5) { [weak self] in
            self?.copyButton?.label = "Copy"
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
