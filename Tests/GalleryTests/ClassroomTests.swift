import Containment
import ContainmentTesting
@testable import Gallery
import Testing

/// The Classroom's platform-neutral logic, in memory: the master's layout,
/// the children's protocol wiring, and moving the chat between parents.
@MainActor
struct ClassroomTests {
    // MARK: Layout

    @Test func wideWindowsPutThePanesSideBySide() {
        let layout = ClassroomLayout(size: Size(width: 1200, height: 700), showsChat: true)
        #expect(layout.arrangement == .sideBySide)
        let chat = try! #require(layout.chat)
        #expect(layout.video.maxX < layout.keynote.minX)
        #expect(layout.keynote.maxX < chat.minX)
        #expect(chat.maxX == 1200 - ClassroomLayout.spacing)
        for frame in [layout.video, layout.keynote, chat] {
            #expect(frame.minY == ClassroomLayout.spacing)
            #expect(frame.height == 700 - 2 * ClassroomLayout.spacing)
        }
    }

    @Test func narrowWindowsStackThePanes() {
        let layout = ClassroomLayout(size: Size(width: 700, height: 900), showsChat: true)
        #expect(layout.arrangement == .stacked)
        let chat = try! #require(layout.chat)
        #expect(layout.video.maxY < layout.keynote.minY)
        #expect(layout.keynote.maxY < chat.minY)
        #expect(chat.maxY == 900 - ClassroomLayout.spacing)
        for frame in [layout.video, layout.keynote, chat] {
            #expect(frame.minX == ClassroomLayout.spacing)
            #expect(frame.width == 700 - 2 * ClassroomLayout.spacing)
        }
    }

    @Test func withoutTheChatVideoAndSlidesShareTheRoom() {
        let wide = ClassroomLayout(size: Size(width: 1200, height: 700), showsChat: false)
        #expect(wide.chat == nil)
        #expect(wide.keynote.maxX == 1200 - ClassroomLayout.spacing)
        #expect(wide.video.width == wide.keynote.width)
        let narrow = ClassroomLayout(size: Size(width: 700, height: 900), showsChat: false)
        #expect(narrow.keynote.maxY == 900 - ClassroomLayout.spacing)
    }

    @Test func theMasterLaysItsContainersOutForTheWindowsShape() throws {
        let (backend, classroom, window) = makeClassroom(size: Size(width: 1200, height: 700))
        let frames = { classroom.children.map { $0.view.superview!.frame } }
        let wide = ClassroomLayout(size: Size(width: 1200, height: 700), showsChat: true)
        #expect(frames() == [wide.video, wide.keynote, wide.chat!])

        window.resize(to: Size(width: 700, height: 900))
        // The change of shape glides: the containers animate to their places.
        #expect(classroom.children.allSatisfy { $0.view.superview!.isAnimating })
        _ = backend.driver.runUntilIdle()
        #expect(classroom.children.allSatisfy { !$0.view.superview!.isAnimating })
        let narrow = ClassroomLayout(size: Size(width: 700, height: 900), showsChat: true)
        #expect(frames() == [narrow.video, narrow.keynote, narrow.chat!])
        // Each child's view fills its container.
        for child in classroom.children {
            #expect(child.view.frame == child.view.superview!.bounds)
        }
    }

    // MARK: Protocols

    @Test func aSlideChangeIsAnnouncedInTheChat() {
        let keynote = KeynoteViewController(parts: Lecture.containment.parts)
        let chat = ChatViewController()
        keynote.observer = chat
        keynote.showSlide(at: 2)
        #expect(keynote.currentIndex == 2)
        #expect(chat.messages == [.notice("Slide 3: addChild, then didMove")])
        keynote.showSlide(at: 2)
        #expect(chat.messages.count == 1, "showing the same slide again is no change")
    }

    @Test func theLecturesTimeTurnsTheSlides() {
        let lecture = Lecture.containment
        let video = LectureVideoViewController(lecture: lecture)
        let keynote = KeynoteViewController(parts: lecture.parts)
        let chat = ChatViewController()
        video.slideShow = keynote
        keynote.observer = chat
        video.seek(to: lecture.startTime(ofPart: 3) + 1)
        #expect(keynote.currentIndex == 3)
        video.seek(to: lecture.startTime(ofPart: 3) + 5)
        video.seek(to: 0)
        #expect(keynote.currentIndex == 0)
        #expect(chat.messages.map(\.text) == ["Slide 4: Talk through protocols", "Slide 1: One controller, three jobs"])
    }

    @Test func playbackAdvancesOnlyWhilePlayingAndStopsAtTheEnd() {
        var playback = LecturePlayback(duration: 10)
        playback.advance(by: 1)
        #expect(playback.time == 0)
        playback.isPlaying = true
        playback.advance(by: 4)
        #expect(playback.time == 4)
        playback.advance(by: 20)
        #expect(playback.time == 10)
        #expect(!playback.isPlaying)
        #expect(LecturePlayback.format(65.4) == "1:05")
    }

    // MARK: Moving the chat between parents

    @Test func detachingAndReattachingKeepsOneParentAndBalancedAppearance() throws {
        let (backend, classroom, _) = makeClassroom(size: Size(width: 1200, height: 700))
        let chat = classroom.chat as! PlainPane
        defer { _ = backend.driver.runUntilIdle() }
        let recorder = TraceRecorder()
        try Trace.withSink(recorder) {
            classroom.detachChat()
            #expect(chat.parent == nil)
            #expect(classroom.children.count == 2)
            let paneWindow = try #require(classroom.chatWindow as? InMemoryPaneWindow)
            #expect(paneWindow.window.rootViewController === chat)
            #expect(chat.appearanceState == .appeared)
            #expect(chat.isDetached)
            #expect(classroom.view.subviews.contains { $0.isHidden }, "the empty chat container is hidden")

            // Closing the chat's window brings it back.
            paneWindow.userCloses()
            #expect(paneWindow.isClosed)
            #expect(paneWindow.window.rootViewController == nil)
        }
        #expect(chat.parent === classroom)
        #expect(classroom.children.map(\.traceName) == ["video", "keynote", "chat"])
        #expect(chat.appearanceState == .appeared)
        #expect(!chat.isDetached)
        #expect(classroom.chatWindow == nil)

        // Containment and appearance, without the layout passes between them.
        let lifecycle = recorder.events.filter { !$0.name.contains("LayoutSubviews") }
        let chatEvents = lifecycle.filter { $0["controller"] == .string("chat") }.map(\.name)
        #expect(chatEvents == [
            "willMove(toParent:)", "viewWillDisappear", "viewDidDisappear", "didMove(toParent:)",
            "viewWillAppear", "viewDidAppear",                       // root of its own window
            "viewWillDisappear", "viewDidDisappear",                 // leaves that window
            "willMove(toParent:)", "viewWillAppear", "viewDidAppear", "didMove(toParent:)",
        ])
        #expect(chat.appearances == 3 && chat.disappearances == 2)
        #expect(lifecycle.allSatisfy { $0["controller"] != .string("video") && $0["controller"] != .string("keynote") },
                "the other children only lay out again")
    }

    @Test func theDetachControlTogglesThroughTheMaster() {
        let (_, classroom, _) = makeClassroom(size: Size(width: 1200, height: 700))
        let chat = classroom.chat as! PlainPane
        chat.onToggleDetached?()
        #expect(classroom.chatWindow != nil)
        chat.onToggleDetached?()
        #expect(classroom.chatWindow == nil)
        #expect(chat.parent === classroom)
    }

    // MARK: Support

    private func makeClassroom(size: Size) -> (InMemoryBackend, ClassroomViewController, Window) {
        let backend = InMemoryBackend()
        let video = ViewController()
        video.traceName = "video"
        let keynote = ViewController()
        keynote.traceName = "keynote"
        let classroom = ClassroomViewController(
            video: video, keynote: keynote, chat: PlainPane(),
            makeChatWindow: { _, size in InMemoryPaneWindow(window: backend.makeWindow(size: size)) })
        let window = backend.makeWindow(size: size)
        window.rootViewController = classroom
        window.show()
        return (backend, classroom, window)
    }
}

/// A chat stand-in with no widgets, counting its appearances.
@MainActor private final class PlainPane: ViewController, DetachablePane {
    var isDetached = false
    var onToggleDetached: (@MainActor () -> Void)?
    private(set) var appearances = 0
    private(set) var disappearances = 0

    override init() {
        super.init()
        traceName = "chat"
    }

    override func viewDidAppear(_ animated: Bool) { appearances += 1 }
    override func viewDidDisappear(_ animated: Bool) { disappearances += 1 }
}

/// A pane window in memory; `userCloses()` is the close button.
@MainActor private final class InMemoryPaneWindow: PaneWindow {
    let window: Window
    var onClose: (@MainActor () -> Void)?
    private(set) var isClosed = false

    init(window: Window) { self.window = window }

    func show() { window.show() }
    func close() {
        window.hide()
        isClosed = true
    }
    func userCloses() { onClose?() }
}
