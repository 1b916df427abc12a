// The Swift examples in the doc comments of the Gtk layer, compiled. Each
// sits between `// example:` and `// end of example` inside the declarations
// that give it its names; DocumentationExamplesTests checks they match the
// comments. Nothing here runs: the compiler is the test.
import Foundation
import Gtk
import XCTest

/// Names the examples use that a reader's app would have.
@MainActor enum GtkExampleNames {
    /// A picture that draws itself to fit a page.
    final class Picture {
        func draw(in context: DrawingContext, fitting width: Double, _ height: Double) {}
    }

    /// Draws something into a context.
    final class Painter {
        func paint(in context: DrawingContext) {}
    }

    /// Takes a file's bytes as they are made.
    final class OutputFile {
        func write(_ bytes: UnsafeRawBufferPointer) -> Bool { true }
    }

    /// Collects bytes in memory.
    final class Sink {
        private(set) var bytes: [UInt8] = []
        func append(_ more: UnsafeRawBufferPointer) -> Bool {
            bytes.append(contentsOf: more)
            return true
        }
    }
}

/// The `Gtk` layer's doc-comment examples, in the order of their files' paths.
@MainActor final class GtkDocCommentExamples {
    typealias Picture = GtkExampleNames.Picture
    typealias Painter = GtkExampleNames.Painter

    func moveLeft() {}
    func close() {}
    func flip() {}
    func showError(_ reason: String) {}

    func launch(_ app: Application, showing window: ToplevelWindow) {
        // example: Sources/Gtk/Application/Application+Activation.swift
        app.onActivate { window.present() }
        app.activate()
        // end of example
    }

    func runNotes() {
        // example: Sources/Gtk/Application/Application.swift
        let application = Application(id: "org.example.Notes")
        application.onActivate {
            let window = ApplicationWindow(application: application)
            window.present()
        }
        application.addAction(named: "quit", accelerators: ["<Control>q"]) { application.quit() }
        exit(application.run())
        // end of example
    }

    func compareStacking(of layout: Widget, topmostChild: Widget) {
        // example: Sources/Gtk/Display/DisplayWindow.swift
        let front = layout.binWindow?.children.first
        assert(front == topmostChild.displayWindow)
        // end of example
    }

    func paintRoundedCard(_ context: DrawingContext) {
        // example: Sources/Gtk/Drawing/DrawingContext.swift
        context.addRoundedRectangle(x: 12, y: 12, width: 200, height: 120, radius: 18)
        context.setColor(red: 0.21, green: 0.52, blue: 0.89)
        context.fill()
        // end of example
    }

    func paintShadow(_ context: DrawingContext) {
        // example: Sources/Gtk/Drawing/Gradient.swift
        let shadow = Gradient.linear(fromX: 0, y: 0, toX: 40, y: 0)
        shadow.addColorStop(at: 0, red: 0, green: 0, blue: 0, alpha: 0.4)
        shadow.addColorStop(at: 1, red: 0, green: 0, blue: 0, alpha: 0)
        context.setSource(shadow)
        context.paint()
        // end of example
    }

    func readCorner() -> Bool {
        // example: Sources/Gtk/Drawing/ImageSurface+Reading.swift
        let shot = ImageSurface(contentsOfPNG: "/tmp/screen.png")
        let corner = shot?.pixel(x: 0, y: 0)
        // end of example
        return corner != nil
    }

    func paintPage(_ context: DrawingContext, painter: Painter) {
        // example: Sources/Gtk/Drawing/ImageSurface.swift
        let page = ImageSurface(width: 400, height: 600, scale: 2)
        page.draw { context in painter.paint(in: context) }
        context.setSource(page)
        context.paint()
        // end of example
    }

    func writePDF(to file: GtkExampleNames.OutputFile, painter: Painter) -> String? {
        // example: Sources/Gtk/Drawing/PDFSurface.swift
        let picture = PDFSurface(width: 640, height: 860) { bytes in file.write(bytes) }
        picture.title = "Tunnel: Madrid"
        picture.draw { context in painter.paint(in: context) }
        let failure = picture.finish()
        // end of example
        return failure
    }

    func writeSVG(to file: GtkExampleNames.OutputFile, painter: Painter) -> String? {
        // example: Sources/Gtk/Drawing/SVGSurface.swift
        let picture = SVGSurface(width: 640, height: 860) { bytes in file.write(bytes) }
        picture.draw { context in painter.paint(in: context) }
        let failure = picture.finish()
        // end of example
        return failure
    }

    func snapshot(_ widget: Widget) -> Bool {
        // example: Sources/Gtk/Drawing/Surface+Kind.swift
        let snapshot = widget.makeSimilarSurface(width: 400, height: 150)
        let isServerSide = snapshot?.kind == .xlib
        // end of example
        return isServerSide
    }

    func showTitle(_ context: DrawingContext) {
        // example: Sources/Gtk/Drawing/TextLayout.swift
        let title = context.makeTextLayout("Second child", font: Font("Cantarell, Sans", size: 28))
        title.alignment = .center
        title.width = 300
        context.setColor(red: 1, green: 1, blue: 1)
        context.show(title, atX: 20, y: 40)
        // end of example
    }

    func writeSVG(into sink: GtkExampleNames.Sink, painter: Painter) {
        // example: Sources/Gtk/Drawing/VectorSurface.swift
        let picture = SVGSurface(width: 640, height: 860) { bytes in sink.append(bytes) }
        picture.draw { context in painter.paint(in: context) }
        if let reason = picture.finish() { print("not written: \(reason)") }
        // end of example
    }

    func handle(_ event: KeyEvent) -> Bool {
        // example: Sources/Gtk/Events/Key.swift
        switch event.key {
        case .left, .keypadLeft: moveLeft()
        case .escape: close()
        default: return false
        }
        // end of example
        return true
    }

    func expectNoWarnings(resizing window: ToplevelWindow) {
        // example: Sources/Gtk/GLib/LogCapture.swift
        let log = LogCapture()
        defer { log.stop() }
        window.resize(width: 60, height: 40)
        XCTAssertEqual(log.messages, [])
        // end of example
    }

    func printColorScheme() {
        // example: Sources/Gtk/GLib/SchemaSettings.swift
        if let interface = SchemaSettings(schema: "org.gnome.desktop.interface", requiringKey: "color-scheme") {
            print(interface.string(forKey: "color-scheme") ?? "default")
        }
        // end of example
    }

    func connectAndDisconnect(_ button: Button) {
        // example: Sources/Gtk/GLib/Signal.swift
        let connection = Signal.connect(button.gobjectPointer, "clicked") { print("clicked") }
        connection.disconnect()
        // end of example
    }

    func addMenu(to menuButton: MenuButton) {
        // example: Sources/Gtk/Menus/Menu.swift
        let menu = Menu()
        menu.append("Keyboard Shortcuts", action: "app.shortcuts")
        menu.append("About Notes", action: "app.about")
        menuButton.menu = menu
        // end of example
    }

    func countReferences(_ label: Label, in box: Box) {
        // example: Sources/Gtk/Object/Object+ReferenceCount.swift
        let before = label.referenceCount
        box.add(label)
        assert(label.referenceCount == before + 1)
        // end of example
    }

    func addStyle() {
        // example: Sources/Gtk/Style/CssProvider.swift
        let style = CssProvider(css: ".gallery-panel-title { font-weight: bold; }")
        style.addToDefaultScreen()
        // end of example
    }

    func drawOffscreen(_ card: Widget) -> OffscreenWindow {
        // example: Sources/Gtk/Windows/OffscreenWindow.swift
        let window = OffscreenWindow()
        window.add(card)
        window.showAll()
        // end of example
        return window
    }

    func printPicture(_ picture: Picture, over window: ToplevelWindow) {
        // example: Sources/Gtk/Windows/PrintOperation.swift
        let operation = PrintOperation(jobName: "Tunnel: Madrid")
        operation.onDrawPage { context, width, height in picture.draw(in: context, fitting: width, height) }
        if case .failed(let reason) = operation.run(over: window) { showError(reason) }
        // end of example
    }

    func openChat(showing content: Widget) {
        // example: Sources/Gtk/Windows/ToplevelWindow.swift
        let window = ToplevelWindow(title: "Chat")
        window.setDefaultSize(width: 380, height: 620)
        window.add(content)
        window.present()
        // end of example
    }

    func makeToolbar(title: Widget, copyButton: Widget) -> Box {
        // example: Sources/Gtk/Widgets/Box.swift
        let bar = Box(orientation: .horizontal, spacing: 6)
        bar.append(title, expands: true)
        bar.appendAtEnd(copyButton)
        // end of example
        return bar
    }

    func makeFlipButton() -> Button {
        // example: Sources/Gtk/Widgets/Button.swift
        let flip = Button(label: "Flip")
        flip.addStyleClass("suggested-action")
        flip.onClicked { [weak self] in self?.flip() }
        // end of example
        return flip
    }

    func makeBackground() -> DrawingArea {
        // example: Sources/Gtk/Widgets/DrawingArea.swift
        let area = DrawingArea()
        area.onDraw { context, width, height in
            context.setColor(red: 0.19, green: 0.20, blue: 0.23)
            context.paint()
        }
        // end of example
        return area
    }

    func makeCounter() -> Label {
        // example: Sources/Gtk/Widgets/Label.swift
        let counter = Label()
        counter.text = "1 of 3"
        // end of example
        return counter
    }

    func selectedBadge(of notebook: Notebook) -> Widget? {
        // example: Sources/Gtk/Widgets/Notebook+Tabs.swift
        let tab = notebook.tabLabel(forPageAt: 1) as? Container
        let badge = tab?.children.first { $0.hasStyleClass("badge") }
        // end of example
        return badge
    }

    func makeSearchBar() -> SearchBar {
        // example: Sources/Gtk/Widgets/SearchBar.swift
        let bar = SearchBar()
        let field = SearchEntry()
        bar.add(field)
        bar.connectEntry(field)
        bar.showsCloseButton = true
        bar.onSearchModeChanged { print(bar.isSearchModeEnabled ? "open" : "closed") }
        // end of example
        return bar
    }

    func selectedTab(of notebook: Notebook) -> Int? {
        // example: Sources/Gtk/Widgets/Widget+AccessibleChildren.swift
        let tabs = notebook.accessibleChildren
        let selected = tabs.firstIndex { $0.isSelected }
        // end of example
        return selected
    }

    func displayWindow(of area: DrawingArea) -> DisplayWindow? {
        // example: Sources/Gtk/Widgets/Widget+DisplayWindow.swift
        area.realize()
        let window = area.displayWindow
        // end of example
        return window
    }

    func paintBlue(_ area: DrawingArea) {
        // example: Sources/Gtk/Widgets/Widget+Drawing.swift
        area.onDraw { context, width, height in
            context.setColor(red: 0.2, green: 0.5, blue: 0.9)
            context.addRectangle(x: 0, y: 0, width: width, height: height)
            context.fill()
        }
        // end of example
    }

    func paintWhiteAlone(_ area: DrawingArea) {
        // example: Sources/Gtk/Widgets/Widget+ExclusiveDrawing.swift
        area.onDrawExclusively { context, width, height in
            context.setColor(red: 1, green: 1, blue: 1)
            context.paint()
        }
        // end of example
    }

    func timePaints(of window: ToplevelWindow) -> [SignalConnection?] {
        // example: Sources/Gtk/Widgets/Widget+FrameClockPaint.swift
        var start: Int64 = 0
        let before = window.onBeforePaint { start = MonotonicClock.microseconds }
        let after = window.onAfterPaint { print(MonotonicClock.microseconds - start, "µs") }
        // end of example
        return [before, after]
    }

    func addGreeting(to box: Box) {
        // example: Sources/Gtk/Widgets/Widget.swift
        let label = Label("Hello")
        label.addStyleClass("dim-label")
        label.tooltip = "A greeting"
        box.append(label)
        // end of example
    }
}
