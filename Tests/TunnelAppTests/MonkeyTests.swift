import DisplayTesting
import Foundation
import PropertyBased
import TunnelApp
import TunnelCore
import XCTest

/// A monkey: hundreds of random clicks, drags, wheel turns, keys and
/// resizes on the real window, with GTK criticals fatal. The app must
/// survive, log no diagnostic, and end with balanced, consistent flips.
final class MonkeyTests: XCTestCase {
    func testHundredsOfRandomEventsLeaveTheAppConsistent() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["TUNNEL_MONKEY_SEED"] ?? "") ?? 20_261_122
        // PropertyBased's seedable generator, so a failure replays.
        var random = Xoshiro(seed: (seed, 1, 2, 3))
        let app = try AppProcess(
            arguments: ["--at", "56.55,8.316667"], environment: ["TUNNEL_TRACE": "1", "G_DEBUG": "fatal-criticals"])
        try app.waitForWindow()
        try app.waitForTrace("the first frame") { !$0.events(named: "firstFrame").isEmpty }
        var size = (width: 640, height: 860)
        let keys = ["Left", "Right", "Up", "Down", "shift+Left", "shift+Up", "plus", "minus", "Tab", "Return", "space", "Home", "ctrl+d", "Escape"]
        // Points of the content, on screen: the title bar's close button is
        // not the monkey's to press.
        let origin = (x: Int(app.x11ContentOrigin.x), y: Int(app.x11ContentOrigin.y))
        for step in 0..<300 {
            let x = Int.random(in: 0..<size.width, using: &random) + origin.x
            let y = Int.random(in: 0..<size.height, using: &random) + origin.y
            switch Int.random(in: 0..<10, using: &random) {
            case 0...2:
                try Tool.run("xdotool", "mousemove", "--sync", "\(x)", "\(y)", "click", "1")
            case 3...4:
                let x2 = min(origin.x + size.width - 1, max(origin.x, x + Int.random(in: -100..<100, using: &random)))
                let y2 = min(origin.y + size.height - 1, max(origin.y, y + Int.random(in: -100..<100, using: &random)))
                try Tool.run("xdotool", "mousemove", "--sync", "\(x)", "\(y)", "mousedown", "1",
                             "mousemove", "\((x + x2) / 2)", "\((y + y2) / 2)", "mousemove", "\(x2)", "\(y2)", "mouseup", "1")
            case 5:
                let button = Bool.random(using: &random) ? "4" : "5"
                try Tool.run("xdotool", "mousemove", "--sync", "\(x)", "\(y)", "click", button)
            case 6...7:
                try Tool.run("xdotool", "key", "--clearmodifiers", keys.randomElement(using: &random)!)
            case 8:
                let layout = PaneLayout(width: Double(size.width), height: Double(size.height))
                try app.click(x: layout.radar.center.x, y: layout.radar.center.y)
            default:
                if step % 3 == 0 {
                    size = Bool.random(using: &random) ? (640, 860) : (1000, 620)
                    try app.resizeContent(width: size.width, height: size.height)
                }
            }
            guard app.process.isRunning else {
                XCTFail("tunnel died at step \(step) (seed \(seed)): \(app.stderr.suffix(3000))")
                return
            }
        }
        let log = try app.waitForQuiet(for: 1.0, timeout: 30)
        XCTAssertTrue(app.process.isRunning, "tunnel died (seed \(seed))")
        XCTAssertFalse(app.stderr.contains("CRITICAL"), app.stderr.suffix(3000).description)
        XCTAssertTrue(log.events(named: "diagnostic").isEmpty, "diagnostics: \(log.events(named: "diagnostic").map(\.fields))")
        let began = log.events(named: "transitionBegan"), ended = log.events(named: "transitionEnded")
        XCTAssertEqual(began.count, ended.count, "a flip never ended (seed \(seed))")
        for pane in ["start", "antipode"] {
            let targets = ended.compactMap { $0.string("to") }.filter { $0.hasPrefix(pane) }
            for (index, target) in targets.enumerated() {
                XCTAssertEqual(target, index % 2 == 0 ? "\(pane)GeoInfo" : "\(pane)Map", "seed \(seed)")
            }
        }
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }
}
