import Containment
import ContainmentGtk
import Locking
import MapRendering
import TunnelCore

/// The round radar button in the band between the panes.
///
/// A flat GtkButton whose face is vector artwork drawn with Cairo, so it is
/// focusable, activates with Space and Enter, and has a tooltip and an
/// accessible name like any button. The face is painted from an image per
/// state (``RadarButtonArtwork/image(width:height:scale:state:focused:)``),
/// drawn the first time that state shows at that size.
@MainActor
final class RadarButton: RadarControl {
    /// The GtkButton.
    let widget: Button
    /// The containment view over ``widget``.
    private(set) lazy var view = View(widget)
    private let face: DrawingArea
    /// Called when the button is activated (click, Space, Enter).
    var onClick: (() -> Void)?
    /// The face's images drawn so far, all of one size and scale.
    private var faces: [Face.Key: RenderSurface] = [:]
    /// The first frame's face, drawn ahead on a start-up worker; asked for
    /// once, at the first paint.
    private var madeAhead: MadeAhead<Face>?

    /// A face image and what it shows.
    struct Face {
        /// What a face image is drawn for: the face's box in points, the
        /// device pixels per point, the state and the focus ring.
        struct Key: Hashable {
            var width: Double
            var height: Double
            var scale: Double
            var state: RadarButtonArtwork.State
            var focused: Bool
        }

        /// What it shows.
        let key: Key
        /// The face, drawn for `key`.
        let surface: RenderSurface

        /// The face for `key`, drawn now, on any thread.
        init(_ key: Key) {
            self.key = key
            surface = RadarButtonArtwork().image(
                width: key.width, height: key.height, scale: key.scale, state: key.state, focused: key.focused)
        }
    }

    /// A button whose first face may be made ahead in `madeAhead`.
    init(madeAhead: MadeAhead<Face>? = nil) {
        self.madeAhead = madeAhead
        widget = Button()
        face = DrawingArea()
        widget.isFlat = true
        widget.tooltip = localized("Show what is here and at the antipode")
        widget.canFocus = true
        widget.name = "radar"
        widget.add(face)
        Accessibility.describe(widget, name: localized("Radar"), description: localized("Show what is here and at the antipode"))
        widget.addStyleProvider(CssProvider(css: """
            button { padding: 0; border: none; border-radius: 50%; background: none; box-shadow: none; \
            min-width: 0; min-height: 0; outline-offset: 2px; -gtk-outline-radius: 50%; }
            """))
        widget.onClicked { [weak self] in self?.onClick?() }
        face.onDraw { [weak self] context, width, height in self?.drawFace(in: context, width: width, height: height) }
        // The face shows hover, press and insensitivity: redraw it when they change.
        widget.onStateFlagsChanged { [weak self] in self?.face.queueDraw() }
    }

    /// Whether the button reacts to clicks; it is insensitive during a flip.
    var isSensitive: Bool {
        get { widget.isSensitive }
        set { widget.isSensitive = newValue }
    }

    private func drawFace(in context: DrawingContext, width: Double, height: Double) {
        let flags = widget.stateFlags
        let state: RadarButtonArtwork.State
        if flags.contains(.insensitive) {
            state = .insensitive
        } else if flags.contains(.active) {
            state = .pressed
        } else if flags.contains(.hovered) {
            state = .hover
        } else {
            state = .normal
        }
        let key = Face.Key(
            width: width, height: height, scale: Double(face.scaleFactor), state: state,
            focused: widget.hasVisibleFocus)
        context.setSource(Surface(retaining: image(for: key).surface))
        context.paint()
    }

    /// The face for `key`: drawn before, made ahead, or drawn now.
    private func image(for key: Face.Key) -> RenderSurface {
        if let image = faces[key] { return image }
        if let first = faces.keys.first, first.width != key.width || first.height != key.height || first.scale != key.scale {
            faces = [:]
        }
        let image = adoptMadeAhead(for: key) ?? Face(key).surface
        faces[key] = image
        return image
    }

    /// The face made ahead if it is `key`'s, the first time only; with
    /// `TUNNEL_TRACE=1` a `radarFace` event tells whether it was.
    private func adoptMadeAhead(for key: Face.Key) -> RenderSurface? {
        guard let offer = madeAhead else { return nil }
        madeAhead = nil
        let face = offer.take().flatMap { $0.key == key ? $0.surface : nil }
        if Trace.isEnabled { Trace.emit(TraceEvent("radarFace", [("ahead", .bool(face != nil))])) }
        return face
    }
}
