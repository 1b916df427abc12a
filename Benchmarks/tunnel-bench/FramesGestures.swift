import Foundation
import TunnelApp
import TunnelCore

/// The gestures `tunnel-bench frames` times, made with a user's pointer and
/// keyboard (``WindowInput``) on the window at the screen's origin, in the
/// order a user might make them.
struct Gestures {
    /// How many times each zoom gesture goes in and back out. A zoom paints
    /// two frames or so per step, so one round of +/− or a double-click
    /// gives a handful of frames, whose p95 is simply the slowest: enough
    /// rounds that a p95 is one.
    static let zoomRounds = 5

    /// The window's size, in points.
    let width: Double, height: Double
    /// Its panes.
    let layout: PaneLayout
    /// The window's pointer and keyboard.
    let input: WindowInput

    /// The gestures on a window of `width` × `height` points.
    init(width: Double, height: Double, input: WindowInput) {
        self.width = width
        self.height = height
        layout = PaneLayout(width: width, height: height)
        self.input = input
    }

    /// Untimed set-up before a gesture: focus the antipode map and centre
    /// its X (it followed the digger's drag).
    func prepare(_ gesture: String) {
        guard gesture == "drag the X" else { return }
        let antipode = layout.antipodePane
        input.move(to: (antipode.minX + 30, antipode.minY + 30))
        input.click()
        input.key("Home")
    }

    /// Each gesture's name and what it does.
    var all: [(String, () -> Void)] {
        let start = layout.startPane, antipode = layout.antipodePane
        let startCentre = (x: start.minX + start.width / 2, y: start.minY + start.height / 2)
        let antipodeCentre = (x: antipode.minX + antipode.width / 2, y: antipode.minY + antipode.height / 2)
        let input = self.input
        return [
            // The digger stands on his anchor: grab his body, above it.
            ("drag the digger", {
                input.drag(from: (startCentre.x, startCentre.y - 18), by: (start.width * 0.3, start.height * 0.15))
            }),
            // The X's centre is its anchor (centred by `prepare`).
            ("drag the X", {
                input.drag(from: antipodeCentre, by: (-antipode.width * 0.3, -antipode.height * 0.15))
            }),
            ("pan", {
                input.drag(from: (start.minX + 40, start.minY + 40), by: (start.width * 0.5, start.height * 0.3))
            }),
            // Home glides the map back to its marker (focus is on the start
            // map since the pan pressed on it).
            ("glide", { input.key("Home") }),
            ("wheel zoom", {
                input.move(to: (start.minX + start.width * 0.4, start.minY + start.height * 0.4))
                for _ in 1...Self.zoomRounds {
                    input.wheel(in: true, notches: 4, pause: 0.12)
                    input.wheel(in: false, notches: 4, pause: 0.12)
                }
            }),
            ("double-click zoom", {
                input.move(to: (start.minX + 60, start.minY + start.height - 60))
                for _ in 1...Self.zoomRounds {
                    input.doubleClick()
                    Thread.sleep(forTimeInterval: 0.4)
                    input.key("minus")
                    // Longer than the double-click time, so the next
                    // round's first click is not read as a third.
                    Thread.sleep(forTimeInterval: 0.5)
                }
            }),
            ("+/−", {
                for _ in 1...Self.zoomRounds {
                    for chord in ["plus", "plus", "minus", "minus"] {
                        input.key(chord)
                        Thread.sleep(forTimeInterval: 0.15)
                    }
                }
            }),
            ("resize", { resizeAndBack() }),
            ("flip", {
                input.move(to: (layout.radar.minX + layout.radar.width / 2, layout.radar.minY + layout.radar.height / 2))
                input.click()
                Thread.sleep(forTimeInterval: 1.0)
                input.click()
                Thread.sleep(forTimeInterval: 1.0)
            }),
            // Ctrl+D opens the way down; Space plays the fall for a while and
            // pauses it; Escape goes back to the maps.
            ("way down", {
                input.key("ctrl+d")
                Thread.sleep(forTimeInterval: 1.0)
                input.key("space")
                Thread.sleep(forTimeInterval: 2.5)
                input.key("space")
                Thread.sleep(forTimeInterval: 0.5)
                input.key("Escape")
                Thread.sleep(forTimeInterval: 1.0)
            }),
            // The same resize over the way down: its frames paint the
            // picture before, moved and scaled, while the worker draws
            // the new size's.
            ("way down resized", {
                input.key("ctrl+d")
                Thread.sleep(forTimeInterval: 1.0)
                resizeAndBack()
                Thread.sleep(forTimeInterval: 0.5)
                input.key("Escape")
                Thread.sleep(forTimeInterval: 1.0)
            }),
        ]
    }

    /// The window shrunk by 3 % a step to 70 % and grown back, each step
    /// waited for as the server takes it.
    private func resizeAndBack() {
        for step in Array(0...10) + Array((0..<10).reversed()) {
            let factor = 1 - 0.03 * Double(step)
            input.resize(width: width * factor, height: height * factor, timeout: 2)
            Thread.sleep(forTimeInterval: 0.03)
        }
    }
}
