import Containment
import ContainmentGtk

/// A root controller with two containers stacked vertically, each half the height.
@MainActor final class TwoPaneController: ViewController {
    private var topView: View?
    private var bottomView: View?
    /// The upper container.
    var top: View { loadViewIfNeeded(); return topView! }
    /// The lower container.
    var bottom: View { loadViewIfNeeded(); return bottomView! }

    init(name: String) {
        super.init()
        traceName = name
    }

    override func loadView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let top = View(frame: Rect(x: 0, y: 0, width: 400, height: 150))
        top.name = "top"
        top.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleBottomMargin]
        let bottom = View(frame: Rect(x: 0, y: 150, width: 400, height: 150))
        bottom.name = "bottom"
        bottom.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleTopMargin]
        try! root.addSubview(top)
        try! root.addSubview(bottom)
        topView = top
        bottomView = bottom
        view = root
    }
}

/// A controller whose view is one solid colour: a DrawingArea on the GTK
/// backend, a plain view on the in-memory one.
@MainActor final class ColorController: ViewController {
    let red: Double, green: Double, blue: Double
    let usesGtk: Bool

    init(name: String, red: Double, green: Double, blue: Double, usesGtk: Bool) {
        self.red = red
        self.green = green
        self.blue = blue
        self.usesGtk = usesGtk
        super.init()
        traceName = name
    }

    override func loadView() {
        guard usesGtk else {
            view = View()
            return
        }
        let area = DrawingArea()
        let (red, green, blue) = (self.red, self.green, self.blue)
        area.onDraw { context, _, _ in
            context.setColor(red: red, green: green, blue: blue)
            context.paint()
        }
        view = View(area)
    }
}

/// Passes frames through to another driver and remembers their times.
@MainActor final class FrameTimeRecorder: AnimationDriver {
    let driver: any AnimationDriver
    private(set) var times: [Double] = []
    /// Called with each frame's time before the animation sees it.
    var onFrame: ((Double) -> Void)?

    init(wrapping driver: any AnimationDriver) {
        self.driver = driver
    }

    func startFrames(for view: View, _ frame: @escaping @MainActor (Double) -> Bool) -> any AnimationHandle {
        driver.startFrames(for: view) { [weak self] time in
            self?.times.append(time)
            self?.onFrame?(time)
            return frame(time)
        }
    }
}
