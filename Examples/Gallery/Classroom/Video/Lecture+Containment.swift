import Containment

extension Lecture {
    /// The lecture the classroom plays: containment as a refactoring tool.
    static let containment = Lecture(
        title: "Containment as a refactoring tool",
        parts: [
            Part(title: "One controller, three jobs",
                 points: ["It plays the video", "It turns the slides", "It runs the chat", "…and it keeps growing"],
                 marks: [
                    title("One controller, three jobs"),
                    BoardMark(shape: .box(Rect(x: 110, y: 70, width: 180, height: 130)), start: 2.5, length: 2),
                    BoardMark(shape: .text("video", at: Point(x: 130, y: 105), size: 18), start: 5, length: 1.2),
                    BoardMark(shape: .text("slides", at: Point(x: 130, y: 140), size: 18), start: 6.5, length: 1.2),
                    BoardMark(shape: .text("chat", at: Point(x: 130, y: 175), size: 18), start: 8, length: 1),
                    BoardMark(shape: .text("?!", at: Point(x: 250, y: 150), size: 30), start: 9.5, length: 0.8),
                 ]),
            Part(title: "Split it into children",
                 points: ["A master controller", "A child per job", "Each child owns its logic"],
                 marks: [
                    title("Split it into children"),
                    BoardMark(shape: .box(Rect(x: 150, y: 60, width: 100, height: 40)), start: 2.5, length: 1.5),
                    BoardMark(shape: .text("master", at: Point(x: 168, y: 86), size: 16), start: 4, length: 1),
                    BoardMark(shape: .arrow(from: Point(x: 180, y: 100), to: Point(x: 80, y: 160)), start: 5.2, length: 0.8),
                    BoardMark(shape: .arrow(from: Point(x: 200, y: 100), to: Point(x: 200, y: 160)), start: 6.1, length: 0.8),
                    BoardMark(shape: .arrow(from: Point(x: 220, y: 100), to: Point(x: 320, y: 160)), start: 7, length: 0.8),
                    BoardMark(shape: .text("video", at: Point(x: 50, y: 185), size: 16), start: 8, length: 0.8),
                    BoardMark(shape: .text("slides", at: Point(x: 175, y: 185), size: 16), start: 9, length: 0.8),
                    BoardMark(shape: .text("chat", at: Point(x: 300, y: 185), size: 16), start: 10, length: 0.8),
                 ]),
            Part(title: "addChild, then didMove",
                 points: ["addChild(chat)", "container.addSubview(chat.view)", "chat.didMove(toParent: self)"],
                 marks: [
                    title("addChild, then didMove"),
                    BoardMark(shape: .text("1  addChild(chat)", at: Point(x: 40, y: 100), size: 17), start: 2.5, length: 2.2),
                    BoardMark(shape: .text("2  addSubview(chat.view)", at: Point(x: 40, y: 140), size: 17), start: 5, length: 2.5),
                    BoardMark(shape: .text("3  didMove(toParent: self)", at: Point(x: 40, y: 180), size: 17), start: 8, length: 2.5),
                 ]),
            Part(title: "Talk through protocols",
                 points: ["Slides tell observers", "The chat posts a notice", "Nobody touches another's views"],
                 marks: [
                    title("Talk through protocols"),
                    BoardMark(shape: .box(Rect(x: 40, y: 90, width: 110, height: 50)), start: 2.5, length: 1.4),
                    BoardMark(shape: .text("slides", at: Point(x: 65, y: 121), size: 17), start: 4, length: 0.8),
                    BoardMark(shape: .box(Rect(x: 250, y: 90, width: 110, height: 50)), start: 5, length: 1.4),
                    BoardMark(shape: .text("chat", at: Point(x: 285, y: 121), size: 17), start: 6.5, length: 0.8),
                    BoardMark(shape: .arrow(from: Point(x: 155, y: 115), to: Point(x: 245, y: 115)), start: 7.5, length: 0.8),
                    BoardMark(shape: .text("SlideDeckObserving", at: Point(x: 110, y: 185), size: 15), start: 8.5, length: 2.5),
                 ]),
            Part(title: "The parent only lays out",
                 points: ["Wide: side by side", "Narrow: stacked", "Detach a child, bring it back"],
                 marks: [
                    title("The parent only lays out"),
                    BoardMark(shape: .box(Rect(x: 40, y: 80, width: 40, height: 90)), start: 2.5, length: 0.9),
                    BoardMark(shape: .box(Rect(x: 85, y: 80, width: 40, height: 90)), start: 3.5, length: 0.9),
                    BoardMark(shape: .box(Rect(x: 130, y: 80, width: 30, height: 90)), start: 4.5, length: 0.9),
                    BoardMark(shape: .arrow(from: Point(x: 180, y: 125), to: Point(x: 240, y: 125)), start: 6, length: 0.8),
                    BoardMark(shape: .box(Rect(x: 260, y: 60, width: 90, height: 36)), start: 7, length: 0.9),
                    BoardMark(shape: .box(Rect(x: 260, y: 102, width: 90, height: 36)), start: 8, length: 0.9),
                    BoardMark(shape: .box(Rect(x: 260, y: 144, width: 90, height: 30)), start: 9, length: 0.9),
                 ]),
        ],
        partDuration: 12)

    /// Every part begins with its title chalked at the top of the board.
    private static func title(_ text: String) -> BoardMark {
        BoardMark(shape: .text(text, at: Point(x: 24, y: 40), size: 22), start: 0.3, length: 2)
    }
}
