/// The bar a ``NavigationController`` draws above its pages: the top page's
/// title and a back button named after the page below.
///
/// The core only keeps the bar's model; a backend paints it (the GTK backend
/// as a header bar with a real button) and reads the model again whenever
/// ``onChange`` fires.
@MainActor public final class NavigationBar: View {
    /// The bar's height in points, the height of a GNOME header bar.
    public static let preferredHeight = 46.0

    /// The top page's title.
    public private(set) var title: String?
    /// The back button's title: the page below's back title or title.
    public private(set) var backTitle: String?
    /// Whether the back button shows.
    public private(set) var showsBackButton = false
    /// Which way the bar's locale reads; a backend sets it from its
    /// toolkit's text direction when it paints the bar.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// What the back button does; the navigation controller pops.
    public var backAction: (@MainActor () -> Void)?
    /// Called after the title, back title or back button's visibility
    /// changed, and on every frame of a change that fades in, for the
    /// backend that paints the bar.
    public var onChange: (@MainActor () -> Void)?

    /// What a bar shows: its title and its back button.
    public struct Content: Equatable, Sendable {
        /// The title.
        public var title: String?
        /// The back button's title.
        public var backTitle: String?
        /// Whether the back button shows.
        public var showsBackButton: Bool

        /// Content of a title and a back button.
        public init(title: String?, backTitle: String?, showsBackButton: Bool) {
            self.title = title
            self.backTitle = backTitle
            self.showsBackButton = showsBackButton
        }
    }

    /// What the bar shows now.
    public var content: Content {
        Content(title: title, backTitle: backTitle, showsBackButton: showsBackButton)
    }

    /// While the last change fades in with a push or a pop, what the bar
    /// showed before it; nil otherwise.
    public private(set) var fadingOutContent: Content?
    /// How far the last change has faded in, 0…1 (shaped by the slide's
    /// curve); 1 when nothing fades. A backend shows ``fadingOutContent``
    /// fading out over the first half and ``content`` fading in over the
    /// second, for the parts that differ.
    public private(set) var changeProgress = 1.0

    private var contentBeforeLastChange: Content?
    private var fade: AnimationTimer?

    /// Creates an empty bar.
    public init() {
        super.init(frame: Rect(x: 0, y: 0, width: 0, height: Self.preferredHeight))
        name = "navigationBar"
    }

    /// The back button's accessible name, such as "Back to Europe".
    public var backAccessibleName: String {
        guard let backTitle, !backTitle.isEmpty else { return "Back" }
        return "Back to \(backTitle)"
    }

    /// Sets the model and tells the backend once if anything changed.
    public func update(title: String?, backTitle: String?, showsBackButton: Bool) {
        guard title != self.title || backTitle != self.backTitle || showsBackButton != self.showsBackButton
        else { return }
        // A change while one fades keeps fading from what was shown first.
        if fade == nil { contentBeforeLastChange = content }
        self.title = title
        self.backTitle = backTitle
        self.showsBackButton = showsBackButton
        onChange?()
    }

    /// Fades the last change in over `duration` seconds, as the push or pop
    /// that made it slides: UIKit's and libadwaita's bars do not switch
    /// their titles at once. Does nothing without a change, a duration or
    /// a window with an animation driver.
    public func fadeInLastChange(duration: Double, curve: AnimationCurve) {
        fade?.cancel()
        guard duration > 0, let before = contentBeforeLastChange, before != content,
              let driver = window?.animationDriver
        else {
            // A pop straight after a push: nothing left to fade, and the old fade is moot.
            if fadingOutContent != nil { endFade() }
            return
        }
        fadingOutContent = before
        changeProgress = 0
        let timer = AnimationTimer(duration: duration, curve: curve)
        fade = timer
        onChange?()
        timer.start(on: driver, pacing: self, onFrame: { [weak self] progress in
            self?.changeProgress = progress
            self?.onChange?()
        }, onEnd: { [weak self] in
            self?.endFade()
        })
    }

    private func endFade() {
        fade = nil
        fadingOutContent = nil
        contentBeforeLastChange = nil
        changeProgress = 1
        onChange?()
    }

    /// Presses the back button, as a click on it would.
    public func pressBack() {
        guard showsBackButton else { return }
        backAction?()
    }
}
