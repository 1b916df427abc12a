import CGtk
import Containment
import ContainmentGtk
import MapRendering
import TunnelCore

/// The GTK side of the way down: the cut painted by MapRendering's
/// ``WayDownPainter`` above a control bar — back, play/pause and a scrubber
/// over the fall's time — and the keys (Space, Left/Right, Home, Escape).
@MainActor
final class GtkWayDownCanvas: WayDownCanvas {
    /// The whole view: the picture above the control bar.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The containment view over ``widget``.
    private(set) lazy var view = View(gtkWidget: widget)
    /// The drawing area; it takes the focus so the keys work at once.
    let area: UnsafeMutablePointer<GtkWidget>
    private let playButton: UnsafeMutablePointer<GtkWidget>
    private let playImage: UnsafeMutablePointer<GtkWidget>
    private let scale: UnsafeMutablePointer<GtkWidget>
    /// The control bar below the picture.
    private let bar: UnsafeMutablePointer<GtkWidget>
    /// Draws the still picture on a worker and uploads it once: a frame only
    /// paints it, rather than drawing the picture itself.
    private lazy var painter = WayDownPainter(surfaces: surfaces) { [weak self] in
        MainLoopSource.post { [weak self] in self?.stillReady() }
    }
    /// Asks for the picture of the view's new size (or scene) once frames
    /// have painted the one before for a moment: drawn for every size a
    /// resize passes through, the pictures kept a core busy that the frames
    /// and the X server needed.
    private lazy var stillWhenQuiet = QuietPeriod(seconds: 0.12) { [weak self] in self?.prepareShownStill() }
    /// The size of the last frame, to tell a resize under way from a
    /// scene or readout that changed at one size.
    private var lastFrameSize: (width: Double, height: Double)?
    /// Called once the picture prepared by ``prepare(width:height:like:whenReady:)`` is ready.
    private var whenPrepared: (() -> Void)?
    /// The size and the surface of the preparation under way.
    private var preparing: (width: Double, height: Double, target: OpaquePointer)?
    /// Set while the code moves the scrubber, so only a person's move scrubs.
    private var isSettingScale = false
    /// Whether the fall is playing (paused frames are traced, playing ones are not).
    private var isPlaying = false
    /// The digger's place in the last traced frame, and whether it painted
    /// its own still, so a redraw is traced once.
    private var traced: (anchor: MapPoint, exact: Bool)?
    /// The controller name in the trace's `frame` events.
    var traceName = "wayDown"

    /// What to draw; setting it redraws and updates the scrubber and the
    /// screen reader's description.
    var scene: WayDownScene? {
        didSet {
            guard scene != oldValue else { return }
            gtk_widget_queue_draw(area)
            // Named while the picture is prepared: prepare the named one.
            if let preparing { prepareStill(width: preparing.width, height: preparing.height, like: preparing.target) }
            if let scene {
                // TRANSLATORS: separates the sentences a screen reader speaks for the way down.
                let text = ([scene.readout.caption, scene.readout.clock] + scene.readout.lines).joined(separator: localized(". "))
                Accessibility.describe(area, name: localized("The way down"), description: text)
            }
        }
    }

    /// Called with the scrubber's new time (s) when a person moves it.
    var onScrub: ((Double) -> Void)?
    /// Called by the play button.
    var onTogglePlay: (() -> Void)?
    /// Called by the back button and Escape.
    var onClose: (() -> Void)?
    /// Called by Left/Right (−1/+1) and Shift+Left/Right (−5/+5): minutes to step.
    var onStep: ((Double) -> Void)?
    /// Called by Home: back to the drop.
    var onRewind: (() -> Void)?

    /// A view for a fall of `duration` seconds.
    /// Where the still picture's pixels live.
    private let surfaces: any BaseMapSurfaces

    /// The way down's view for a fall of `duration` seconds, its picture
    /// kept in `surfaces`.
    init(duration: Double, surfaces: any BaseMapSurfaces = ImageBaseMapSurfaces()) {
        self.surfaces = surfaces
        area = gtk_drawing_area_new()
        gtk_widget_set_can_focus(area, 1)
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_set_vexpand(area, 1)
        gtk_widget_add_events(area, gint(GDK_KEY_PRESS_MASK.rawValue | GDK_BUTTON_PRESS_MASK.rawValue))

        let back = gtk_button_new_from_icon_name("go-previous-symbolic", GTK_ICON_SIZE_BUTTON)!
        gtk_widget_set_tooltip_text(back, localized("Back to the maps (Escape)"))
        Accessibility.describe(back, name: localized("Back to the maps"), description: "")
        playImage = gtk_image_new_from_icon_name("media-playback-start-symbolic", GTK_ICON_SIZE_BUTTON)
        playButton = gtk_button_new()
        gtk_button_set_image(cgtk_button(playButton), playImage)
        gtk_widget_set_tooltip_text(playButton, localized("Play or pause the fall (Space)"))
        Accessibility.describe(playButton, name: localized("Play"), description: "")
        scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, max(1, duration), 60)
        gtk_scale_set_draw_value(cgtk_waydown_scale(scale), 0)
        gtk_range_set_increments(cgtk_waydown_range(scale), 60, 300)
        gtk_widget_set_hexpand(scale, 1)
        Accessibility.describe(scale, name: localized("Time since the drop"), description: "")

        bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_widget_set_margin_start(bar, 12)
        gtk_widget_set_margin_end(bar, 12)
        gtk_widget_set_margin_top(bar, 6)
        gtk_widget_set_margin_bottom(bar, 8)
        gtk_box_pack_start(cgtk_box(bar), back, 0, 0, 0)
        gtk_box_pack_start(cgtk_box(bar), playButton, 0, 0, 0)
        gtk_box_pack_start(cgtk_box(bar), scale, 1, 1, 0)

        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_box_pack_start(cgtk_box(widget), area, 1, 1, 0)
        gtk_box_pack_start(cgtk_box(widget), bar, 0, 0, 0)
        gtk_widget_show_all(widget)

        Signal.connect(area, "draw", eventHandler: { [weak self] cr in
            self?.draw(OpaquePointer(cr))
            return true
        })
        Signal.connect(area, "button-press-event", eventHandler: { [weak self] _ in
            if let self { gtk_widget_grab_focus(self.area) }
            return false
        })
        Signal.connect(back, "clicked", handler: { [weak self] in self?.onClose?() })
        Signal.connect(playButton, "clicked", handler: { [weak self] in self?.onTogglePlay?() })
        Signal.connect(scale, "value-changed", handler: { [weak self] in
            guard let self, !self.isSettingScale else { return }
            self.onScrub?(gtk_range_get_value(cgtk_waydown_range(self.scale)))
        })
        // Keys bubble up from whichever child has the focus; the scrubber
        // and buttons keep their own (arrows on the scale, Space on a button).
        Signal.connect(widget, "key-press-event", eventHandler: { [weak self] event in
            self?.keyPressed(event.assumingMemoryBound(to: GdkEventKey.self)) ?? false
        })
    }

    /// Moves the scrubber to `seconds` without reporting it as a scrub.
    func setTime(_ seconds: Double) {
        isSettingScale = true
        gtk_range_set_value(cgtk_waydown_range(scale), seconds)
        isSettingScale = false
    }

    /// Shows the play or the pause symbol.
    func setPlaying(_ playing: Bool) {
        // Asked at every frame of the fall: the symbol and the screen
        // reader's name change only with the state.
        guard playing != isPlaying else { return }
        isPlaying = playing
        gtk_image_set_from_icon_name(
            cgtk_waydown_image(playImage), playing ? "media-playback-pause-symbolic" : "media-playback-start-symbolic",
            GTK_ICON_SIZE_BUTTON)
        Accessibility.describe(playButton, name: playing ? localized("Pause") : localized("Play"), description: "")
    }

    /// Gives the keyboard focus to the picture.
    func focus() { gtk_widget_grab_focus(area) }

    /// Has the picture for a view of `width` × `height` points drawn ahead
    /// on the painter's worker, for frames like those of `view`'s window,
    /// and calls `whenReady` once it is (at once when it already is): the
    /// view can then be shown with its first frame only painting. The scene
    /// set meanwhile is prepared instead. Without a window, or on a later
    /// call, nothing is prepared and `whenReady` is called at once.
    func prepare(width: Double, height: Double, like view: View, whenReady: @escaping () -> Void) {
        cancelPreparation()
        let pictureHeight = height - barHeight
        let window = view.gtkWidget.flatMap { gtk_widget_get_window($0) }
        guard let window, width > 0, pictureHeight > 0,
              let target = gdk_window_create_similar_surface(window, CAIRO_CONTENT_COLOR, 1, 1)
        else { return whenReady() }
        preparing = (width, pictureHeight, target)
        whenPrepared = whenReady
        prepareStill(width: width, height: pictureHeight, like: target)
        if painter.adoptReadyStill() { finishPreparation() }
    }

    /// Lets go of the picture while the view is not shown.
    func releasePicture() {
        cancelPreparation()
        stillWhenQuiet.cancel()
        lastFrameSize = nil
        painter.releaseStill()
    }

    /// Forgets the preparation under way: its `whenReady` is not called.
    func cancelPreparation() {
        whenPrepared = nil
        if let preparing { cairo_surface_destroy(preparing.target) }
        preparing = nil
    }

    /// The control bar's height in the box: its natural height, margins included.
    private var barHeight: Double {
        var minimum: gint = 0, natural: gint = 0
        gtk_widget_get_preferred_height(bar, &minimum, &natural)
        return Double(natural)
    }

    private func prepareStill(width: Double, height: Double, like target: OpaquePointer) {
        guard var scene, let cr = cairo_create(target) else { return }
        defer { cairo_destroy(cr) }
        scene.appearance = appearance
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        painter.prepare(scene, width: width, height: height, scale: scaleX, measuringWith: cr)
    }

    /// Asks for the picture of the scene at the size the view has now.
    private func prepareShownStill() {
        guard let window = gtk_widget_get_window(area),
              let target = gdk_window_create_similar_surface(window, CAIRO_CONTENT_COLOR, 1, 1)
        else { return }
        prepareStill(
            width: Double(gtk_widget_get_allocated_width(area)), height: Double(gtk_widget_get_allocated_height(area)),
            like: target)
        cairo_surface_destroy(target)
    }

    /// A still is ready on the worker: a preparation may be done, and a
    /// frame showing the one before shows it.
    private func stillReady() {
        // Its text was laid in when it was asked for (`prepare`).
        if painter.adoptReadyStill(), whenPrepared != nil { finishPreparation() }
        gtk_widget_queue_draw(area)
    }

    private func finishPreparation() {
        let whenReady = whenPrepared
        cancelPreparation()
        whenReady?()
    }

    /// The appearance the desktop asks for.
    private var appearance: WayDownScene.Appearance {
        var dark: gboolean = 0
        if let settings = gtk_settings_get_default() {
            cgtk_object_get_boolean(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme", &dark)
        }
        return dark != 0 ? .dark : .light
    }

    private func keyPressed(_ event: UnsafeMutablePointer<GdkEventKey>) -> Bool {
        let modifiers = cgtk_key_event_state(event) & (GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue)
        guard modifiers == 0 else { return false }
        let shift = cgtk_key_event_state(event) & GDK_SHIFT_MASK.rawValue != 0
        switch Int32(cgtk_key_event_keyval(event)) {
        case GDK_KEY_Escape: onClose?()
        case GDK_KEY_space, GDK_KEY_KP_Space: onTogglePlay?()
        case GDK_KEY_Left, GDK_KEY_KP_Left: onStep?(shift ? -5 : -1)
        case GDK_KEY_Right, GDK_KEY_KP_Right: onStep?(shift ? 5 : 1)
        case GDK_KEY_Home, GDK_KEY_KP_Home: onRewind?()
        default: return false
        }
        return true
    }

    private func draw(_ cr: OpaquePointer) {
        guard var scene else { return }
        let began = FrameTrace.begin()
        scene.appearance = appearance
        let width = Double(gtk_widget_get_allocated_width(area)), height = Double(gtk_widget_get_allocated_height(area))
        painter.draw(scene, in: cr, width: width, height: height, asksAhead: false)
        if !painter.lastFrameWasExact, !painter.lastFrameStillRequested {
            // A resize asks once it rests; anything else (the ends named,
            // the readout grown a line while the fall plays, whose frames
            // would keep a quiet period from ever ending) asks at once.
            // Once asked, the frames until the still comes ask no more.
            if let last = lastFrameSize, last != (width, height) {
                stillWhenQuiet.restart()
            } else if !stillWhenQuiet.isPending {
                prepareShownStill()
            }
        }
        lastFrameSize = (width, height)
        FrameTrace.emit(traceName, began: began, width: width, height: height, scale: Double(gtk_widget_get_scale_factor(area)))
        // Where the digger was drawn, once per still frame: what tests and
        // `TUNNEL_TRACE` readers check the picture against.
        guard !isPlaying, let layout = painter.lastLayout,
              traced.map({ $0.anchor != layout.diggerAnchor || $0.exact != painter.lastFrameWasExact }) ?? true
        else { return }
        traced = (layout.diggerAnchor, painter.lastFrameWasExact)
        Trace.emit(TraceEvent("wayDownDrawn", [
            ("diggerX", .number(layout.diggerAnchor.x)), ("diggerY", .number(layout.diggerAnchor.y)),
            ("centerX", .number(layout.center.x)), ("centerY", .number(layout.center.y)),
            ("radius", .number(layout.radius)),
            // Whether this frame drew the still picture itself: none should,
            // as it is prepared before the view shows.
            ("stillDrawnInFrame", .bool(painter.lastFrameDrewStill)),
            // Whether it painted the still made for it, or the one before
            // moved into place while a resize's is drawn.
            ("stillExact", .bool(painter.lastFrameWasExact)),
        ]))
    }
}
