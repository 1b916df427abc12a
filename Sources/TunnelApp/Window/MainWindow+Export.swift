import Containment
import Gtk
import TunnelCore

/// Saving and printing the view: both panes as they show now (the maps at
/// their viewports with their markers, or the info cards), drawn again
/// offscreen by the painter `tunnel render` uses.
extension MainWindow {
    /// Asks where to save the view (the desktop's file chooser, the
    /// portal's in a sandbox) and saves it there as PNG, SVG or PDF, as the
    /// chosen name's extension says. A failure is shown in a dialog.
    func exportView() {
        let snapshot = self.snapshot
        let chooser = FileChooser(
            title: localized("Export View"), parent: gtkWindow, action: .save, acceptLabel: localized("_Export"))
        for format in PictureFormat.allCases {
            let ext = format.rawValue
            chooser.addFilter(named: format.filterName, patterns: ["*.\(ext)", "*.\(ext.uppercased())"], mimeTypes: [format.mimeType])
        }
        // A name is a file name: a slash in a place's name would be a folder.
        chooser.setSuggestedName(snapshot.title.replacingSlashes() + PictureFormat.png.fileExtension)
        Trace.emit(TraceEvent("exportAsked"))
        guard let path = chooser.run() else { return }
        export(snapshot, to: path)
    }

    /// Saves the view to `path` in the format its extension names,
    /// atomically; says in a dialog why, when it could not.
    func exportView(to path: String) {
        export(snapshot, to: path)
    }

    /// Prints the view through GTK's print dialog, scaled to fit the
    /// printable area of the page and centred on it.
    func printView() {
        let snapshot = self.snapshot
        let operation = PrintOperation(jobName: snapshot.title)
        operation.onDrawPage { context, width, height in
            let scale = min(width / snapshot.width, height / snapshot.height)
            guard scale > 0, scale.isFinite else { return }
            context.translate(x: (width - snapshot.width * scale) / 2, y: (height - snapshot.height * scale) / 2)
            context.scale(x: scale, y: scale)
            snapshot.paint(in: context)
        }
        Trace.emit(TraceEvent("printAsked"))
        switch operation.run(over: gtkWindow) {
        case .printed, .inProgress:
            Trace.emit(TraceEvent("printed"))
        case .cancelled:
            break
        case .failed(let reason):
            Trace.emit(TraceEvent("printFailed", [("reason", .string(reason))]))
            showExportProblem(localized("The view could not be printed."), reason: reason)
        }
    }

    private func export(_ snapshot: WindowSnapshot, to path: String) {
        let file = OutputPath(path, option: [], arguments: [])
        guard let format = PictureFormat(fileName: path) else {
            Trace.emit(TraceEvent("exportFailed", [("path", .string(path))]))
            showExportProblem(
                localized("The view could not be saved as {file}.", ["file": file.quoted]),
                reason: localized("Tunnel saves PNG, SVG and PDF pictures: end the name in .png, .svg or .pdf."))
            return
        }
        do {
            // The window quits cleanly on SIGTERM through its main loop, which
            // runs again only once the file is whole or gone.
            let picture = try PictureFile(path: file, format: format, removesOnSignals: false)
            try picture.write(
                width: snapshot.width, height: snapshot.height, scale: gtkWindow.scaleFactor, title: snapshot.title,
                paint: snapshot.paint(in:))
        } catch {
            Trace.emit(TraceEvent("exportFailed", [("path", .string(path))]))
            showExportProblem(localized("The view could not be saved as {file}.", ["file": file.quoted]), reason: error.reason)
            return
        }
        Trace.emit(TraceEvent("exported", [("path", .string(path)), ("format", .string(format.rawValue))]))
    }

    private func showExportProblem(_ text: String, reason: String) {
        let dialog = MessageDialog(parent: gtkWindow, kind: .error, buttons: .close, text: text + "\n\n" + reason)
        dialog.title = localized("Export failed")
        dialog.onResponse { [dialog] _ in dialog.destroy() }
        dialog.show()
    }
}

extension PictureFile.Failure {
    /// The failure in the system's or Cairo's words, for a dialog.
    var reason: String {
        switch self {
        case .cannotWrite(let reason): reason
        case .cannotCreateImage(let width, let height):
            localized("cannot create a {width}×{height} image", ["width": String(width), "height": String(height)])
        }
    }
}

extension PictureFormat {
    /// The file chooser's name for the format's files.
    var filterName: String {
        switch self {
        case .png: localized("PNG image")
        case .svg: localized("SVG image")
        case .pdf: localized("PDF document")
        }
    }

    /// The format's media type.
    var mimeType: String {
        switch self {
        case .png: "image/png"
        case .svg: "image/svg+xml"
        case .pdf: "application/pdf"
        }
    }
}

private extension String {
    /// The text with each `/` made a `-`.
    func replacingSlashes() -> String {
        String(map { $0 == "/" ? "-" : $0 })
    }
}
