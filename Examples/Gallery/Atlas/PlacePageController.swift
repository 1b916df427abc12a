import Containment
import ContainmentGtk
import Foundation
import Geo

/// The last level: a place's facts and "Dig here", which opens Tunnel at
/// that point (the `tunnel` executable next to the gallery's, `--at LAT,LON`).
@MainActor final class PlacePageController: ViewController {
    private let place: Place
    private let countryName: String
    private var status: Label?

    init(place: Place, countryName: String) {
        self.place = place
        self.countryName = countryName
        super.init()
        navigationItem.title = place.name
        traceName = "place(\(place.name))"
    }

    override func loadView() {
        let column = Box(orientation: .vertical, spacing: 12)
        let heading = Label()
        heading.setMarkup("<span size='x-large' weight='bold'>\(escaped(place.name))</span>")
        column.append(heading)
        let facts: [(String, String)] = [
            ("Region", place.region ?? "—"),
            ("Country", countryName),
            ("Population", place.population.formatted()),
            ("Latitude", String(format: "%.4f°", place.coordinate.latitude)),
            ("Longitude", String(format: "%.4f°", place.coordinate.longitude)),
        ]
        let grid = Grid()
        grid.rowSpacing = 8
        grid.columnSpacing = 24
        grid.horizontalAlignment = .center
        for (row, fact) in facts.enumerated() {
            let name = Label(fact.0)
            name.addStyleClass("dim-label")
            name.xAlignment = 1
            let value = Label(fact.1)
            value.xAlignment = 0
            value.isSelectable = true
            grid.attach(name, column: 0, row: row)
            grid.attach(value, column: 1, row: row)
        }
        column.append(grid, padding: 12)
        let dig = Button(label: "Dig here")
        dig.addStyleClass("suggested-action")
        dig.horizontalAlignment = .center
        dig.onClicked { [weak self] in self?.digHere() }
        column.append(dig)
        let status = Label()
        status.lineWrapping = .word
        column.append(status)
        self.status = status
        view = View(AtlasStyle.scrolledColumn(column))
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
        status.text = message
        if error { status.addStyleClass("error") } else { status.removeStyleClass("error") }
    }

    private func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}
