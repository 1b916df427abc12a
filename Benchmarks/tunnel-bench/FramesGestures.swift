import Foundation
import TunnelApp
import TunnelCore

/// The gestures `tunnel-bench frames` times, driven with xdotool on a
/// window at the screen's origin (no window manager), in the order a user
/// might make them.
struct Gestures {
    /// How many times each zoom gesture goes in and back out. A zoom paints
    /// two frames or so per step, so one round of +/− or a double-click
    /// gave 4–8 frames, whose p95 is simply the slowest: enough rounds
    /// that a p95 is one.
    static let zoomRounds = 5

    let layout: PaneLayout
    /// Device pixels per point: xdotool speaks pixels.
    let scale: Double
    let window: String

    /// Untimed set-up before a gesture: focus the antipode map and centre
    /// its X (it followed the digger's drag).
    func prepare(_ gesture: String) {
        guard gesture == "drag the X" else { return }
        let antipode = layout.antipodePane
        move(to: (antipode.minX + 30, antipode.minY + 30))
        FramesBenchmark.xdotool(["click", "1"])
        key("Home")
    }

    /// Each gesture's name and what it does.
    var all: [(String, () -> Void)] {
        let start = layout.startPane, antipode = layout.antipodePane
        let startCentre = (x: start.minX + start.width / 2, y: start.minY + start.height / 2)
        let antipodeCentre = (x: antipode.minX + antipode.width / 2, y: antipode.minY + antipode.height / 2)
        return [
            // The digger stands on his anchor: grab his body, above it.
            ("drag the digger", {
                drag(from: (startCentre.x, startCentre.y - 18), by: (start.width * 0.3, start.height * 0.15))
            }),
            // The X's centre is its anchor (centred by `prepare`).
            ("drag the X", {
                drag(from: antipodeCentre, by: (-antipode.width * 0.3, -antipode.height * 0.15))
            }),
            ("pan", {
                drag(from: (start.minX + 40, start.minY + 40), by: (start.width * 0.5, start.height * 0.3))
            }),
            // Home glides the map back to its marker (focus is on the start
            // map since the pan pressed on it).
            ("glide", { key("Home") }),
            ("wheel zoom", {
                move(to: (start.minX + start.width * 0.4, start.minY + start.height * 0.4))
                for _ in 1...Self.zoomRounds {
                    for button in ["4", "4", "4", "4", "5", "5", "5", "5"] {
                        FramesBenchmark.xdotool(["click", button])
                        Thread.sleep(forTimeInterval: 0.12)
                    }
                }
            }),
            ("double-click zoom", {
                move(to: (start.minX + 60, start.minY + start.height - 60))
                for _ in 1...Self.zoomRounds {
                    FramesBenchmark.xdotool(["click", "--repeat", "2", "--delay", "60", "1"])
                    Thread.sleep(forTimeInterval: 0.4)
                    key("minus")
                    // Longer than the double-click time, so the next
                    // round's first click is not read as a third.
                    Thread.sleep(forTimeInterval: 0.5)
                }
            }),
            ("+/−", {
                for _ in 1...Self.zoomRounds {
                    for chord in ["plus", "plus", "minus", "minus"] {
                        key(chord)
                        Thread.sleep(forTimeInterval: 0.15)
                    }
                }
            }),
            ("resize", { resizeAndBack() }),
            ("flip", {
                let radar = (x: layout.radar.minX + layout.radar.width / 2, y: layout.radar.minY + layout.radar.height / 2)
                move(to: radar)
                FramesBenchmark.xdotool(["click", "1"])
                Thread.sleep(forTimeInterval: 1.0)
                FramesBenchmark.xdotool(["click", "1"])
                Thread.sleep(forTimeInterval: 1.0)
            }),
            // Ctrl+D opens the way down; Space plays the fall for a while and
            // pauses it; Escape goes back to the maps.
            ("way down", {
                key("ctrl+d")
                Thread.sleep(forTimeInterval: 1.0)
                key("space")
                Thread.sleep(forTimeInterval: 2.5)
                key("space")
                Thread.sleep(forTimeInterval: 0.5)
                key("Escape")
                Thread.sleep(forTimeInterval: 1.0)
            }),
            // The same resize over the way down: its frames paint the
            // picture before, moved and scaled, while the worker draws
            // the new size's.
            ("way down resized", {
                key("ctrl+d")
                Thread.sleep(forTimeInterval: 1.0)
                resizeAndBack()
                Thread.sleep(forTimeInterval: 0.5)
                key("Escape")
                Thread.sleep(forTimeInterval: 1.0)
            }),
        ]
    }

    /// The window shrunk by 3 % a step to 70 % and grown back.
    private func resizeAndBack() {
        let width = layout.startPane.width + layout.band.width + layout.antipodePane.width
        let height = max(layout.startPane.maxY, layout.antipodePane.maxY)
        for step in Array(0...10) + Array((0..<10).reversed()) {
            let factor = 1 - 0.03 * Double(step)
            resize(width * factor, height * factor)
        }
    }

    private func pixels(_ point: (x: Double, y: Double)) -> [String] {
        ["\(Int((point.x * scale).rounded()))", "\(Int((point.y * scale).rounded()))"]
    }

    private func move(to point: (x: Double, y: Double)) {
        FramesBenchmark.xdotool(["mousemove", "--sync"] + pixels(point))
    }

    /// Button 1 down, 40 small moves over about 0.7 s, up: a hand's drag.
    private func drag(from point: (x: Double, y: Double), by offset: (x: Double, y: Double)) {
        move(to: point)
        FramesBenchmark.xdotool(["mousedown", "1"])
        Thread.sleep(forTimeInterval: 0.05)
        for step in 1...40 {
            let t = Double(step) / 40
            move(to: (point.x + offset.x * t, point.y + offset.y * t))
            Thread.sleep(forTimeInterval: 0.016)
        }
        FramesBenchmark.xdotool(["mouseup", "1"])
    }

    private func key(_ chord: String) {
        FramesBenchmark.xdotool(["key", "--window", window, "--clearmodifiers", chord])
    }

    private func resize(_ width: Double, _ height: Double) {
        FramesBenchmark.xdotool(["windowsize", "--sync", window] + pixels((width, height)))
        Thread.sleep(forTimeInterval: 0.03)
    }
}
