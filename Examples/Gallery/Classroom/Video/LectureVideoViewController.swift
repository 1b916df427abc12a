import CGtk
import Containment
import ContainmentGtk

/// The video pane: plays the recorded lecture, painted with Cairo and paced
/// by the frame clock, with play/pause, a time scrubber and the time.
///
/// It owns the playback. As the lecture moves from part to part it turns
/// the slides through ``SlideShowing``, without knowing who shows them.
@MainActor
final class LectureVideoViewController: ViewController {
    let lecture: Lecture
    /// Shown the slide of each part the lecture reaches.
    weak var slideShow: (any SlideShowing)?
    /// The playback state.
    private(set) var playback: LecturePlayback
    private var shownPart: Int?

    private var drawingArea: UnsafeMutablePointer<GtkWidget>?
    private var playButton: UnsafeMutablePointer<GtkWidget>?
    private var scale: UnsafeMutablePointer<GtkWidget>?
    private var timeLabel: UnsafeMutablePointer<GtkWidget>?
    private var tick: TickCallback?
    private var lastFrameTime: Double?
    private var isUpdatingScale = false
    private var shownPlayingState: Bool?
    private var hasAppeared = false
    private var connections: [SignalConnection] = []

    init(lecture: Lecture) {
        self.lecture = lecture
        playback = LecturePlayback(duration: lecture.duration)
        super.init()
        traceName = "video"
    }

    isolated deinit {
        tick?.remove()
        for connection in connections { connection.disconnect() }
    }

    // MARK: Playback

    /// Starts or pauses the lecture; at the end, playing starts it over.
    func togglePlaying() {
        if !playback.isPlaying && playback.time >= playback.duration { seek(to: 0) }
        playback.isPlaying.toggle()
        updateTicking()
        updateControls()
    }

    /// Jumps to `time`; the slides follow.
    func seek(to time: Double) {
        playback.seek(to: time)
        playbackDidChange()
    }

    private func advance(to frameTime: Double) {
        let interval = lastFrameTime.map { min(0.1, frameTime - $0) } ?? 0
        lastFrameTime = frameTime
        playback.advance(by: interval)
        playbackDidChange()
        if !playback.isPlaying { updateControls() }
    }

    private func playbackDidChange() {
        let part = lecture.partIndex(at: playback.time)
        if part != shownPart {
            shownPart = part
            slideShow?.showSlide(at: part)
        }
        updateControls()
        if let drawingArea { gtk_widget_queue_draw(drawingArea) }
    }

    /// Ticks on the frame clock only while playing and on screen.
    private func updateTicking() {
        let shouldTick = playback.isPlaying && appearanceState == .appeared
        if shouldTick, tick?.isActive != true, let drawingArea {
            lastFrameTime = nil
            tick = TickCallback.add(to: drawingArea) { [weak self] frameTime in
                guard let self else { return false }
                self.advance(to: frameTime)
                return self.playback.isPlaying
            }
        } else if !shouldTick {
            tick?.remove()
            tick = nil
        }
    }

    // MARK: The view

    override func loadView() {
        ClassroomStyle.install()
        let pane = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtkAddStyleClass(pane, "classroom-pane")
        gtk_box_pack_start(cgtk_box(pane), ClassroomStyle.header(title: "Lecture"), 0, 0, 0)

        let area = gtk_drawing_area_new()!
        gtk_widget_set_vexpand(area, 1)
        gtk_box_pack_start(cgtk_box(pane), area, 1, 1, 0)

        let controls = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtkAddStyleClass(controls, "classroom-controls")
        let play = gtk_button_new()!
        gtk_button_set_relief(cgtk_button(play), GTK_RELIEF_NONE)
        let scrubber = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, lecture.duration, 0.5)!
        gtk_scale_set_draw_value(gtkCast(scrubber), 0)
        gtk_widget_set_hexpand(scrubber, 1)
        atk_object_set_name(gtk_widget_get_accessible(scrubber), "Lecture time")
        for part in lecture.parts.indices.dropFirst() {
            gtk_scale_add_mark(gtkCast(scrubber), lecture.startTime(ofPart: part), GTK_POS_BOTTOM, nil)
        }
        let time = gtk_label_new(nil)!
        gtkAddStyleClass(time, "classroom-time")
        gtk_box_pack_start(cgtk_box(controls), play, 0, 0, 0)
        gtk_box_pack_start(cgtk_box(controls), scrubber, 1, 1, 0)
        gtk_box_pack_start(cgtk_box(controls), time, 0, 0, 0)
        gtk_box_pack_end(cgtk_box(pane), controls, 0, 0, 0)

        drawingArea = area
        playButton = play
        scale = scrubber
        timeLabel = time
        updateControls()
        view = View(gtkWidget: pane)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let drawingArea, let playButton, let scale else { return }
        let painter = LecturePainter(lecture: lecture)
        connections = [
            Signal.connect(drawingArea, "draw", eventHandler: { [weak self] cr in
                guard let self else { return false }
                painter.paint(OpaquePointer(cr),
                              width: Double(gtk_widget_get_allocated_width(drawingArea)),
                              height: Double(gtk_widget_get_allocated_height(drawingArea)),
                              time: self.playback.time)
                return true
            }),
            Signal.connect(playButton, "clicked") { [weak self] in self?.togglePlaying() },
            Signal.connect(scale, "value-changed") { [weak self] in
                guard let self, !self.isUpdatingScale else { return }
                self.seek(to: gtk_range_get_value(gtkCast(scale)))
            },
        ]
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The lecture starts playing the first time it is seen.
        if !hasAppeared {
            hasAppeared = true
            playback.isPlaying = true
            playbackDidChange()
        }
        updateTicking()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        updateTicking()
    }

    private func updateControls() {
        guard let playButton, let scale, let timeLabel else { return }
        if shownPlayingState != playback.isPlaying {
            shownPlayingState = playback.isPlaying
            let icon = playback.isPlaying ? "media-playback-pause-symbolic" : "media-playback-start-symbolic"
            gtk_button_set_image(cgtk_button(playButton), gtk_image_new_from_icon_name(icon, GTK_ICON_SIZE_BUTTON))
            gtk_widget_set_tooltip_text(playButton, playback.isPlaying ? "Pause" : "Play")
            atk_object_set_name(gtk_widget_get_accessible(playButton), playback.isPlaying ? "Pause" : "Play")
        }
        isUpdatingScale = true
        gtk_range_set_value(gtkCast(scale), playback.time)
        // GtkRange places its slider when allocated; re-allocate it in place
        // so the knob follows the value now.
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(scale, &allocation)
        if gtk_widget_get_mapped(scale) != 0 { gtk_widget_size_allocate(scale, &allocation) }
        isUpdatingScale = false
        let text = "\(LecturePlayback.format(playback.time)) / \(LecturePlayback.format(playback.duration))"
        gtk_label_set_text(cgtk_label(timeLabel), text)
    }
}
