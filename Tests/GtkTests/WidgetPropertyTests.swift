import CGtk
@testable import Gtk
import XCTest

/// Each wrapper's Swift properties set what GTK shows, and read it back.
final class WidgetPropertyTests: XCTestCase {
    func testLabelProperties() throws {
        try onMainActor {
            try requireGtk()
            let label = Label("One")
            label.text = "Two"
            label.xAlignment = 1
            label.ellipsizeMode = .end
            label.isSelectable = true
            label.lineWrapping = .wordCharacter
            label.maximumWidthInCharacters = 18
            XCTAssertEqual(label.text, "Two")
            XCTAssertEqual(label.xAlignment, 1)
            XCTAssertEqual(label.ellipsizeMode, .end)
            XCTAssertTrue(label.isSelectable)
            XCTAssertEqual(label.lineWrapping, .wordCharacter)
            XCTAssertEqual(label.maximumWidthInCharacters, 18)
            label.setMarkup("<b>Bold</b> text")
            XCTAssertEqual(label.text, "Bold text")
            label.lineWrapping = nil
            XCTAssertNil(label.lineWrapping)
        }
    }

    func testWidgetLayoutStyleAndAccessibility() throws {
        try onMainActor {
            try requireGtk()
            let widget = Label()
            widget.sizeRequest = (64, -1)
            widget.horizontalAlignment = .center
            widget.verticalAlignment = .start
            widget.expandsVertically = true
            widget.marginTop = 24
            widget.opacity = 0.5
            widget.tooltip = "Hint"
            widget.addStyleClass("dim-label")
            widget.accessibleName = "Counter"
            widget.accessibleDescription = "Which card is shown"
            widget.accessibleRole = .statusBar
            widget.isSensitive = false
            XCTAssertTrue(widget.sizeRequest == (64, -1))
            XCTAssertEqual(widget.horizontalAlignment, .center)
            XCTAssertEqual(widget.verticalAlignment, .start)
            XCTAssertTrue(widget.expandsVertically)
            XCTAssertFalse(widget.expandsHorizontally)
            XCTAssertEqual(widget.marginTop, 24)
            XCTAssertEqual(widget.opacity, 0.5, accuracy: 0.01)
            XCTAssertEqual(widget.tooltip, "Hint")
            XCTAssertTrue(widget.hasStyleClass("dim-label"))
            widget.removeStyleClass("dim-label")
            XCTAssertFalse(widget.hasStyleClass("dim-label"))
            XCTAssertEqual(widget.accessibleName, "Counter")
            XCTAssertEqual(widget.accessibleDescription, "Which card is shown")
            XCTAssertEqual(widget.accessibleRole, .statusBar)
            XCTAssertFalse(widget.isSensitive)
            widget.tooltip = nil
            XCTAssertNil(widget.tooltip)
        }
    }

    func testButtonsAndImages() throws {
        try onMainActor {
            try requireGtk()
            let button = Button(mnemonic: "_Next")
            button.setImage(Image(iconName: "go-next-symbolic"))
            button.alwaysShowsImage = true
            button.imagePosition = .right
            button.isFlat = true
            XCTAssertEqual(button.label, "_Next")
            XCTAssertTrue(button.alwaysShowsImage)
            XCTAssertEqual(button.imagePosition, .right)
            XCTAssertTrue(button.isFlat)
            button.label = "Copied"
            XCTAssertEqual(button.label, "Copied")
            XCTAssertNil(Button(iconName: "edit-clear-all-symbolic").label)
        }
    }

    func testBoxesPackWithAndWithoutExpanding() throws {
        try onMainActor {
            try requireGtk()
            let window = ToplevelWindow()
            defer { window.destroy() }
            let box = Box(orientation: .horizontal, spacing: 0)
            let fixed = Label("fixed")
            let growing = Label("growing")
            let end = Label("end")
            box.append(fixed)
            box.append(growing, expands: true)
            box.appendAtEnd(end, padding: 6)
            window.add(box)
            window.setDefaultSize(width: 400, height: 50)
            window.showAll()
            spinMainLoop(timeout: 5) { box.allocatedWidth >= 400 }
            XCTAssertEqual(box.children.count, 3)
            XCTAssertGreaterThan(growing.allocatedWidth, 200, "the expanding child takes the extra room")
            XCTAssertLessThan(fixed.allocatedWidth, 100)
            XCTAssertEqual(end.allocation.x + end.allocatedWidth + 6, box.allocation.x + box.allocatedWidth)
        }
    }

    func testListsActivateByIndexAndSelect() throws {
        try onMainActor {
            try requireGtk()
            let list = ListBox()
            list.selectionMode = .single
            for title in ["a", "b", "c"] { list.add(Label(title)) }
            var activated: [Int] = []
            list.onRowActivated { activated.append($0) }
            let row = try XCTUnwrap(list.row(at: 2))
            XCTAssertEqual(row.index, 2)
            gtk_widget_activate(row.widgetPointer)
            XCTAssertEqual(activated, [2])
            list.selectRow(at: 1)
            XCTAssertEqual(gtk_list_box_get_selected_row(UnsafeMutableRawPointer(list.widgetPointer).assumingMemoryBound(to: GtkListBox.self))
                .map { Int(gtk_list_box_row_get_index($0)) }, 1)
            list.selectRow(at: nil)
            XCTAssertNil(gtk_list_box_get_selected_row(UnsafeMutableRawPointer(list.widgetPointer).assumingMemoryBound(to: GtkListBox.self)))
            XCTAssertNil(list.row(at: 3))
            let own = ListBoxRow()
            own.isActivatable = false
            XCTAssertFalse(own.isActivatable)
            XCTAssertEqual(own.index, -1)
        }
    }

    func testTextBuffersAppendTagTrimAndClear() throws {
        try onMainActor {
            try requireGtk()
            let view = TextView()
            view.isEditable = false
            view.isMonospace = true
            view.wrapMode = .wordCharacter
            view.leftMargin = 24
            view.indent = -16
            XCTAssertFalse(view.isEditable)
            XCTAssertTrue(view.isMonospace)
            XCTAssertEqual(view.wrapMode, .wordCharacter)
            XCTAssertEqual(view.indent, -16)
            let buffer = view.buffer
            XCTAssertTrue(view.buffer === buffer, "one buffer wrapper per view")
            buffer.createTag(named: "green", foreground: "#26a269")
            buffer.append("first", tag: "green")
            buffer.append("\nsecond")
            buffer.append("\nthird", tag: "green")
            XCTAssertEqual(buffer.text, "first\nsecond\nthird")
            XCTAssertEqual(buffer.characterCount, 18)
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer.bufferPointer, &iter, 2)
            let table = gtk_text_buffer_get_tag_table(buffer.bufferPointer)
            XCTAssertEqual(gtk_text_iter_has_tag(&iter, gtk_text_tag_table_lookup(table, "green")), 1)
            gtk_text_buffer_get_iter_at_offset(buffer.bufferPointer, &iter, 8)
            XCTAssertEqual(gtk_text_iter_has_tag(&iter, gtk_text_tag_table_lookup(table, "green")), 0)
            buffer.deleteLines(upTo: 2)
            XCTAssertEqual(buffer.text, "third")
            view.scrollToEnd()
            buffer.text = ""
            XCTAssertEqual(buffer.text, "")
        }
    }

    func testScalesScrolledWindowsAndGrids() throws {
        try onMainActor {
            try requireGtk()
            let scale = Scale(orientation: .horizontal, range: 0...60, step: 0.5)
            scale.drawsValue = false
            scale.addMark(at: 12, position: .bottom)
            var values: [Double] = []
            scale.onValueChanged { values.append($0) }
            scale.value = 30
            XCTAssertEqual(values, [30])
            XCTAssertFalse(scale.drawsValue)

            let scrolled = ScrolledWindow()
            scrolled.setPolicy(horizontal: .never, vertical: .automatic)
            var hPolicy = GTK_POLICY_ALWAYS, vPolicy = GTK_POLICY_ALWAYS
            gtk_scrolled_window_get_policy(UnsafeMutableRawPointer(scrolled.widgetPointer).assumingMemoryBound(to: GtkScrolledWindow.self), &hPolicy, &vPolicy)
            XCTAssertEqual(hPolicy, GTK_POLICY_NEVER)
            XCTAssertEqual(vPolicy, GTK_POLICY_AUTOMATIC)
            XCTAssertEqual(scrolled.verticalAdjustment.value, 0)

            let grid = Grid()
            grid.rowSpacing = 8
            grid.columnSpacing = 24
            let cell = Label("cell")
            grid.attach(cell, column: 1, row: 2)
            XCTAssertTrue(gtk_grid_get_child_at(UnsafeMutableRawPointer(grid.widgetPointer).assumingMemoryBound(to: GtkGrid.self), 1, 2) == cell.widgetPointer)
            XCTAssertEqual(grid.rowSpacing, 8)
        }
    }

    func testHeaderBarsStacksRevealersAndPopovers() throws {
        try onMainActor {
            try requireGtk()
            let header = HeaderBar()
            header.title = "Containment Gallery"
            header.subtitle = "Summary"
            header.showsCloseButton = true
            header.addAtStart(ToggleButton())
            header.addAtEnd(ToggleButton())
            XCTAssertEqual(header.title, "Containment Gallery")
            XCTAssertEqual(header.subtitle, "Summary")
            XCTAssertTrue(header.showsCloseButton)
            XCTAssertEqual(header.children.count, 2)

            let stack = Stack()
            stack.add(Label("one"), named: "one")
            stack.add(Label("two"), named: "two")
            stack.showAll()
            stack.visibleChildName = "two"
            XCTAssertEqual(stack.visibleChildName, "two")

            let revealer = Revealer()
            revealer.transitionDuration = 150
            revealer.revealsChild = true
            XCTAssertTrue(revealer.revealsChild)
            XCTAssertEqual(revealer.transitionDuration, 150)

            let anchor = Entry()
            let popover = Popover(pointingAt: anchor)
            popover.isModal = false
            popover.position = .bottom
            XCTAssertFalse(popover.isModal)
            XCTAssertEqual(popover.position, .bottom)
            let search = SearchEntry()
            search.widthInCharacters = 8
            search.maximumWidthInCharacters = 34
            XCTAssertEqual(search.widthInCharacters, 8)
            XCTAssertEqual(search.maximumWidthInCharacters, 34)
        }
    }

    func testWindowsAndDialogs() throws {
        try onMainActor {
            try requireGtk()
            let window = ToplevelWindow(title: "Chat")
            defer { window.destroy() }
            window.typeHint = .utility
            window.setDefaultSize(width: 380, height: 620)
            XCTAssertEqual(window.title, "Chat")
            let header = HeaderBar()
            header.title = "Chat header"
            window.setTitlebar(header)
            XCTAssertEqual(window.title, "Chat header", "GTK names the window after its header bar")
            XCTAssertEqual(window.typeHint, .utility)
            XCTAssertTrue(header.toplevel === window)
            let entry = Entry()
            window.add(entry)
            window.showAll()
            entry.grabFocus()
            XCTAssertTrue(window.focusedWidget === entry)

            let about = AboutDialog()
            defer { about.destroy() }
            about.programName = "Tunnel"
            about.version = "1.0"
            about.license = .mitX11
            about.setTransient(for: window)
            about.isModal = true
            XCTAssertEqual(about.programName, "Tunnel")
            XCTAssertEqual(about.license, .mitX11)
            XCTAssertTrue(about.isModal)

            var finalization: Finalization?
            do {
                let chooser = FileChooser(title: "Export", parent: window, action: .save, acceptLabel: "_Export")
                chooser.setSuggestedName("map.png")
                finalization = Finalization(of: chooser.gobjectPointer)
            }
            XCTAssertEqual(finalization?.count, 1, "the chooser is adopted and released")
        }
    }

    func testSettingsAndClipboard() throws {
        try onMainActor {
            try requireGtk()
            let settings = try XCTUnwrap(Settings.default)
            let before = settings.prefersDarkTheme
            defer { settings.prefersDarkTheme = before }
            settings.prefersDarkTheme = !before
            XCTAssertEqual(Settings.default?.prefersDarkTheme, !before)

            Clipboard.default.setText("Copied text")
            let text = gtk_clipboard_wait_for_text(cgtk_clipboard_default()).map(String.takingGString)
            XCTAssertEqual(text, "Copied text")
        }
    }
}
