import CGtk
import Containment
import ContainmentGtk
import Foundation
import Geo

/// The last level: a place's facts and "Dig here", which opens Tunnel at
/// that point (the `tunnel` executable next to the gallery's, `--at LAT,LON`).
@MainActor final class PlacePageController: ViewController {
    private let place: Place
    private let countryName: String
    private var status: UnsafeMutablePointer<GtkWidget>?

    init(place: Place, countryName: String) {
        self.place = place
        self.countryName = countryName
        super.init()
        navigationItem.title = place.name
        traceName = "place(\(place.name))"
    }

    override func loadView() {
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        let heading = gtk_label_new(nil)!
        gtk_label_set_markup(cgtk_label(heading), "<span size='x-large' weight='bold'>\(escaped(place.name))</span>")
        gtk_box_pack_start(cgtk_box(column), heading, 0, 0, 0)
        let facts: [(String, String)] = [
            ("Region", place.region ?? "—"),
            ("Country", countryName),
            ("Population", place.population.formatted()),
            ("Latitude", String(format: "%.4f°", place.coordinate.latitude)),
            ("Longitude", String(format: "%.4f°", place.coordinate.longitude)),
        ]
        let grid = gtk_grid_new()!
        let gridPointer = UnsafeMutableRawPointer(grid).assumingMemoryBound(to: GtkGrid.self)
        gtk_grid_set_row_spacing(gridPointer, 8)
        gtk_grid_set_column_spacing(gridPointer, 24)
        gtk_widget_set_halign(grid, GTK_ALIGN_CENTER)
        for (row, fact) in facts.enumerated() {
            let name = gtk_label_new(fact.0)!
            gtk_style_context_add_class(gtk_widget_get_style_context(name), "dim-label")
            gtk_label_set_xalign(cgtk_label(name), 1)
            let value = gtk_label_new(fact.1)!
            gtk_label_set_xalign(cgtk_label(value), 0)
            gtk_label_set_selectable(cgtk_label(value), 1)
            gtk_grid_attach(gridPointer, name, 0, Int32(row), 1, 1)
            gtk_grid_attach(gridPointer, value, 1, Int32(row), 1, 1)
        }
        gtk_box_pack_start(cgtk_box(column), grid, 0, 0, 12)
        let dig = gtk_button_new_with_label("Dig here")!
        gtk_style_context_add_class(gtk_widget_get_style_context(dig), "suggested-action")
        gtk_widget_set_halign(dig, GTK_ALIGN_CENTER)
        Signal.connect(dig, "clicked") { [weak self] in self?.digHere() }
        gtk_box_pack_start(cgtk_box(column), dig, 0, 0, 0)
        let status = gtk_label_new(nil)!
        gtk_label_set_line_wrap(cgtk_label(status), 1)
        gtk_box_pack_start(cgtk_box(column), status, 0, 0, 0)
        self.status = status
        view = View(gtkWidget: AtlasStyle.scrolledColumn(column))
    }

    /// Starts Tunnel with the digger at this place; says so, or why not.
    private func digHere() {
        let at = String(format: "%.5f,%.5f", place.coordinate.latitude, place.coordinate.longitude)
        let tunnel = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("tunnel").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tunnel)
        process.arguments = ["--at", at]
        do {
            try process.run()
            show("Opening Tunnel at \(at)…", error: false)
        } catch {
            show("Could not open Tunnel (\(tunnel)): \(error.localizedDescription)", error: true)
        }
    }

    private func show(_ message: String, error: Bool) {
        guard let status else { return }
        gtk_label_set_text(cgtk_label(status), message)
        let style = gtk_widget_get_style_context(status)
        if error { gtk_style_context_add_class(style, "error") } else { gtk_style_context_remove_class(style, "error") }
    }

    private func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}
