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

    private var drawingArea: DrawingArea?
    private var playButton: Button?
    private var scale: Scale?
    private var timeLabel: Label?
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
        drawingArea?.queueDraw()
    }

    /// Ticks on the frame clock only while playing and on screen.
    private func updateTicking() {
        let shouldTick = playback.isPlaying && appearanceState == .appeared
        if shouldTick, tick?.isActive != true, let drawingArea {
            lastFrameTime = nil
            tick = drawingArea.addTickCallback { [weak self] frameTime in
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
        let pane = Box(orientation: .vertical)
        pane.addStyleClass("classroom-pane")
        pane.append(ClassroomStyle.header(title: "Lecture"))

        let area = DrawingArea()
        area.expandsVertically = true
        pane.append(area, expands: true)

        let controls = Box(orientation: .horizontal, spacing: 8)
        controls.addStyleClass("classroom-controls")
        let play = Button()
        play.isFlat = true
        let scrubber = Scale(orientation: .horizontal, range: 0...lecture.duration, step: 0.5)
        scrubber.drawsValue = false
        scrubber.expandsHorizontally = true
        scrubber.accessibleName = "Lecture time"
        for part in lecture.parts.indices.dropFirst() {
            scrubber.addMark(at: lecture.startTime(ofPart: part), position: .bottom)
        }
        let time = Label()
        time.addStyleClass("classroom-time")
        controls.append(play)
        controls.append(scrubber, expands: true)
        controls.append(time)
        pane.appendAtEnd(controls)

        drawingArea = area
        playButton = play
        scale = scrubber
        timeLabel = time
        updateControls()
        view = View(pane)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let drawingArea, let playButton, let scale else { return }
        let painter = LecturePainter(lecture: lecture)
        connections = [
            drawingArea.onDraw { [weak self] context, width, height in
                guard let self else { return }
                painter.paint(context, width: width, height: height, time: self.playback.time)
            },
            playButton.onClicked { [weak self] in self?.togglePlaying() },
            scale.onValueChanged { [weak self] time in
                guard let self, !self.isUpdatingScale else { return }
                self.seek(to: time)
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
            playButton.setImage(Image(iconName: icon))
            playButton.tooltip = playback.isPlaying ? "Pause" : "Play"
            playButton.accessibleName = playback.isPlaying ? "Pause" : "Play"
        }
        isUpdatingScale = true
        scale.value = playback.time
        // GtkRange places its slider when allocated; allocating it again in
        // place makes the knob follow the value now.
        scale.reallocate()
        isUpdatingScale = false
        let text = "\(LecturePlayback.format(playback.time)) / \(LecturePlayback.format(playback.duration))"
        timeLabel.text = text
    }
}
