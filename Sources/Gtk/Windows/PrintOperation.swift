import CGtk

/// Prints one page through GTK's print dialog (`GtkPrintOperation`): the
/// user picks a printer (or "Print to File") and the page set-up, and
/// ``onDrawPage(_:)``'s handler draws the page.
///
/// ```swift
/// let operation = PrintOperation(jobName: "Tunnel: Madrid")
/// operation.onDrawPage { context, width, height in picture.draw(in: context, fitting: width, height) }
/// if case .failed(let reason) = operation.run(over: window) { showError(reason) }
/// ```
@MainActor
public final class PrintOperation: Object {
    /// How a print operation ended.
    public enum Outcome: Equatable, Sendable {
        /// The page went to the printer (or the file).
        case printed
        /// The user cancelled the dialog.
        case cancelled
        /// The job is still being sent, after ``run(over:)`` returned.
        case inProgress
        /// It failed; GTK's reason, in the user's language.
        case failed(String)
    }

    /// An operation printing one page, shown to print queues as `jobName`.
    public init(jobName: String) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_print_operation_new()!))
        gtk_print_operation_set_job_name(operationPointer, jobName)
        // Tunnel prints one picture: one page, always (set before begin-print).
        gtk_print_operation_set_n_pages(operationPointer, 1)
        // Within the margins the printer can print, not over the sheet's edge.
        gtk_print_operation_set_use_full_page(operationPointer, 0)
        gtk_print_operation_set_unit(operationPointer, GTK_UNIT_POINTS)
    }

    /// Draws the page: `handler` gets a context whose units are points
    /// (1/72 inch) with the origin at the printable area's corner, and that
    /// area's width and height in points. The context is valid only while
    /// `handler` runs.
    @discardableResult
    public func onDrawPage(
        _ handler: @escaping @MainActor (_ context: DrawingContext, _ width: Double, _ height: Double) -> Void
    ) -> SignalConnection {
        Signal.connect(gobjectPointer, "draw-page", pointerIndexHandler: { printContext, _ in
            guard let printContext else { return }
            let context = OpaquePointer(printContext)
            guard let cr = gtk_print_context_get_cairo_context(context) else { return }
            handler(
                DrawingContext(borrowing: cr), gtk_print_context_get_width(context),
                gtk_print_context_get_height(context))
        })
    }

    /// Shows the print dialog over `parent` and prints when the user says
    /// so; returns once the dialog is answered and the page drawn (the main
    /// loop runs meanwhile).
    public func run(over parent: ToplevelWindow?) -> Outcome {
        run(GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent: parent)
    }

    /// Prints to a PDF at `path` with no dialog, as "Print to File" would:
    /// what a test reads back, and a file a script can print later.
    public func export(toPDF path: String) -> Outcome {
        gtk_print_operation_set_export_filename(operationPointer, path)
        return run(GTK_PRINT_OPERATION_ACTION_EXPORT, parent: nil)
    }

    private func run(_ action: GtkPrintOperationAction, parent: ToplevelWindow?) -> Outcome {
        var error: UnsafeMutablePointer<GError>?
        let result = gtk_print_operation_run(operationPointer, action, parent?.windowPointer, &error)
        switch result {
        case GTK_PRINT_OPERATION_RESULT_APPLY: return .printed
        case GTK_PRINT_OPERATION_RESULT_CANCEL: return .cancelled
        case GTK_PRINT_OPERATION_RESULT_IN_PROGRESS: return .inProgress
        default: return .failed(GLibError(taking: error).message)
        }
    }

    private var operationPointer: UnsafeMutablePointer<GtkPrintOperation> { pointer(as: GtkPrintOperation.self) }
}
