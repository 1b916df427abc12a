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
    let widget: Box
    /// The containment view over ``widget``.
    private(set) lazy var view = View(widget)
    /// The drawing area; it takes the focus so the keys work at once.
    let area: DrawingArea
    private let playButton: Button
    private let playImage: Image
    private let scale: Scale
    /// The control bar below the picture.
    private let bar: Box
    /// Draws the still picture on a worker and uploads it once: a frame only
    /// paints it, rather than drawing the picture itself.
    private lazy var painter = WayDownPainter(surfaces: ImageBaseMapSurfaces()) { [weak self] in
        MainLoopSource.post { [weak self] in self?.stillReady() }
    }
    /// Asks for the picture of the view's new size (or scene) once frames
    /// have painted the one before for a moment: a picture for every size a
    /// resize passes through would keep a core busy that the frames and the
    /// X server need.
    private lazy var stillWhenQuiet = QuietPeriod(seconds: 0.12) { [weak self] in self?.prepareShownStill() }
    /// The size of the last frame, to tell a resize under way from a
    /// scene or readout that changed at one size.
    private var lastFrameSize: (width: Double, height: Double)?
    /// Called once the picture prepared by ``prepare(width:height:like:whenReady:)`` is ready.
    private var whenPrepared: (() -> Void)?
    /// The size and the surface of the preparation under way.
    private var preparing: (width: Double, height: Double, target: Surface)?
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
            area.queueDraw()
            // Named while the picture is prepared: prepare the named one.
            if let preparing { prepareStill(width: preparing.width, height: preparing.height, like: preparing.target) }
            if let scene {
                // TRANSLATORS: separates the sentences a screen reader speaks for the way down.
                let text = ([scene.readout.caption, scene.readout.clock] + scene.readout.lines).joined(separator: localized(". "))
                area.accessibleName = localized("The way down")
                area.accessibleDescription = text
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

    /// The way down's view for a fall of `duration` seconds.
    init(duration: Double) {
        area = DrawingArea()
        area.canFocus = true
        area.expandsHorizontally = true
        area.expandsVertically = true
        area.addEvents([.keyPress, .buttonPress])

        let back = Button(iconName: "go-previous-symbolic")
        back.tooltip = localized("Back to the maps (Escape)")
        back.accessibleName = localized("Back to the maps")
        back.accessibleDescription = ""
        playImage = Image(iconName: "media-playback-start-symbolic")
        playButton = Button()
        playButton.setImage(playImage)
        playButton.tooltip = localized("Play or pause the fall (Space)")
        playButton.accessibleName = localized("Play")
        playButton.accessibleDescription = ""
        scale = Scale(orientation: .horizontal, range: 0...max(1, duration), step: 60)
        scale.drawsValue = false
        scale.setIncrements(step: 60, page: 300)
        scale.expandsHorizontally = true
        scale.accessibleName = localized("Time since the drop")
        scale.accessibleDescription = ""

        bar = Box(orientation: .horizontal, spacing: 8)
        bar.marginStart = 12
        bar.marginEnd = 12
        bar.marginTop = 6
        bar.marginBottom = 8
        bar.append(back)
        bar.append(playButton)
        bar.append(scale, expands: true)

        widget = Box(orientation: .vertical)
        widget.append(area, expands: true)
        widget.append(bar)
        widget.showAll()

        area.onDraw { [weak self] context, width, height in self?.draw(context, width: width, height: height) }
        area.onButtonPress { [weak self] _ in
            self?.area.grabFocus()
            return false
        }
        back.onClicked { [weak self] in self?.onClose?() }
        playButton.onClicked { [weak self] in self?.onTogglePlay?() }
        scale.onValueChanged { [weak self] value in
            guard let self, !self.isSettingScale else { return }
            self.onScrub?(value)
        }
        // Keys bubble up from whichever child has the focus; the scrubber
        // and buttons keep their own (arrows on the scale, Space on a button).
        widget.onKeyPress { [weak self] event in self?.keyPressed(event) ?? false }
    }

    /// Moves the scrubber to `seconds` without reporting it as a scrub.
    func setTime(_ seconds: Double) {
        isSettingScale = true
        scale.value = seconds
        isSettingScale = false
    }

    /// Shows the play or the pause symbol.
    func setPlaying(_ playing: Bool) {
        // Asked at every frame of the fall: the symbol and the screen
        // reader's name change only with the state.
        guard playing != isPlaying else { return }
        isPlaying = playing
        playImage.setIcon(named: playing ? "media-playback-pause-symbolic" : "media-playback-start-symbolic")
        playButton.accessibleName = playing ? localized("Pause") : localized("Play")
        playButton.accessibleDescription = ""
    }

    /// Gives the keyboard focus to the picture.
    func focus() { area.grabFocus() }

    /// Has the picture for a view of `width` × `height` points drawn ahead
    /// on the painter's worker, for frames like those of `view`'s window,
    /// and calls `whenReady` once it is (at once when it already is): the
    /// view can then be shown with its first frame only painting. The scene
    /// set meanwhile is prepared instead. Without a window, or on a later
    /// call, nothing is prepared and `whenReady` is called at once.
    func prepare(width: Double, height: Double, like view: View, whenReady: @escaping () -> Void) {
        cancelPreparation()
        let pictureHeight = height - barHeight
        guard width > 0, pictureHeight > 0, let target = view.widget?.makeSimilarOpaqueSurface(width: 1, height: 1)
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
        preparing = nil
    }

    /// The control bar's height in the box: its natural height, margins included.
    private var barHeight: Double {
        Double(bar.preferredHeight.natural)
    }

    private func prepareStill(width: Double, height: Double, like target: Surface) {
        guard var scene else { return }
        scene.appearance = appearance
        target.draw { context in
            painter.prepare(scene, width: width, height: height, scale: target.deviceScale.x, measuringWith: context.cairoPointer)
        }
    }

    /// Asks for the picture of the scene at the size the view has now.
    private func prepareShownStill() {
        guard let target = area.makeSimilarOpaqueSurface(width: 1, height: 1) else { return }
        prepareStill(width: Double(area.allocatedWidth), height: Double(area.allocatedHeight), like: target)
    }

    /// A still is ready on the worker: a preparation may be done, and a
    /// frame showing the one before shows it.
    private func stillReady() {
        // Its text was laid in when it was asked for (`prepare`).
        if painter.adoptReadyStill(), whenPrepared != nil { finishPreparation() }
        area.queueDraw()
    }

    private func finishPreparation() {
        let whenReady = whenPrepared
        cancelPreparation()
        whenReady?()
    }

    /// The appearance the desktop asks for.
    private var appearance: WayDownScene.Appearance {
        Settings.default?.prefersDarkTheme == true ? .dark : .light
    }

    private func keyPressed(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isDisjoint(with: [.control, .alternate]) else { return false }
        let shift = event.modifiers.contains(.shift)
        switch event.key {
        case .escape: onClose?()
        case .space, .keypadSpace: onTogglePlay?()
        case .left, .keypadLeft: onStep?(shift ? -5 : -1)
        case .right, .keypadRight: onStep?(shift ? 5 : 1)
        case .home, .keypadHome: onRewind?()
        default: return false
        }
        return true
    }

    private func draw(_ context: DrawingContext, width: Double, height: Double) {
        guard var scene else { return }
        let began = FrameTrace.begin()
        scene.appearance = appearance
        painter.draw(scene, in: context.cairoPointer, width: width, height: height, asksAhead: false)
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
        FrameTrace.emit(traceName, began: began, width: width, height: height, scale: Double(area.scaleFactor))
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
