import ContainmentGtk
import Containment
import Foundation

/// Paints the lecture at a moment: a classroom wall, a green board with the
/// chalk strokes written so far, and the teacher whose hand follows the
/// stroke being written. It paints into any drawing context, on screen or off.
struct LecturePainter {
    let lecture: Lecture

    /// The board's own coordinate space, which marks are given in.
    static let boardSize = Size(width: 400, height: 240)

    /// The scene the painter lays out: the board at (40, 40) and the
    /// teacher standing to its right on a floor at y = 330.
    static let sceneSize = Size(width: 560, height: 350)

    func paint(_ context: DrawingContext, width: Double, height: Double, time: Double) {
        // The scene is scaled to fit and centred; wall and floor fill the rest.
        let scale = min(width / Self.sceneSize.width, height / Self.sceneSize.height)
        let sceneX = (width - Self.sceneSize.width * scale) / 2
        let sceneY = (height - Self.sceneSize.height * scale) * 0.8
        let floorY = sceneY + 318 * scale
        context.setColor(red: 0.93, green: 0.90, blue: 0.84)
        context.paint()
        context.setColor(red: 0.74, green: 0.62, blue: 0.47)
        context.addRectangle(x: 0, y: floorY, width: width, height: height - floorY)
        context.fill()

        let boardWidth = Self.boardSize.width * scale, boardHeight = Self.boardSize.height * scale
        let originX = sceneX + 40 * scale, originY = sceneY + 40 * scale
        context.addRoundedRectangle(x: originX - 6 * scale, y: originY - 6 * scale,
                         width: boardWidth + 12 * scale, height: boardHeight + 12 * scale, radius: 4 * scale)
        context.setColor(red: 0.55, green: 0.38, blue: 0.22)
        context.fill()
        context.addRectangle(x: originX, y: originY, width: boardWidth, height: boardHeight)
        context.setColor(red: 0.16, green: 0.30, blue: 0.23)
        context.fill()

        // The chalk written so far in the current part.
        let part = lecture.partIndex(at: time)
        let partTime = time - lecture.startTime(ofPart: part)
        context.save()
        context.translate(x: originX, y: originY)
        context.scale(x: scale, y: scale)
        context.setColor(red: 0.96, green: 0.96, blue: 0.92, alpha: 0.92)
        context.lineWidth = 2.2
        context.lineCap = .round
        context.lineJoin = .round
        var hand: Point?
        for mark in lecture.parts[part].marks {
            let progress = mark.progress(at: partTime)
            guard progress > 0 else { continue }
            let tip = draw(mark.shape, progress: progress, context)
            if progress < 1 { hand = tip }
        }
        context.restore()

        // The teacher: at the board's right edge, the hand on the chalk.
        let handOnScreen = hand.map { Point(x: originX + $0.x * scale, y: originY + $0.y * scale) }
        let standing = teacherPosition(inPart: part, at: partTime)
        paintTeacher(context, floorY: sceneY + 336 * scale, standingX: sceneX + standing * scale,
                     scale: scale, hand: handOnScreen, time: time)
    }

    /// Where the teacher stands (scene x) `time` seconds into `part`: beside
    /// each stroke while writing it, walking between strokes, and back to
    /// the board's right when done.
    func teacherPosition(inPart part: Int, at time: Double) -> Double {
        let home = 485.0
        var keys: [(time: Double, x: Double)] = [(0, home)]
        for mark in lecture.parts[part].marks {
            let (first, last) = Self.extent(of: mark.shape)
            keys.append((mark.start, 40 + first + 50))
            keys.append((mark.start + mark.length, 40 + last + 50))
        }
        if let end = keys.last?.time { keys.append((end + 1.5, home)) }
        keys = keys.map { ($0.time, min(home, max(110, $0.x))) }
        guard let next = keys.firstIndex(where: { $0.time > time }) else { return keys.last?.x ?? home }
        guard next > 0 else { return keys[0].x }
        let a = keys[next - 1], b = keys[next]
        let progress = (time - a.time) / max(0.001, b.time - a.time)
        return a.x + (b.x - a.x) * progress
    }

    /// The board x where a stroke starts and where it ends.
    private static func extent(of shape: BoardMark.Shape) -> (Double, Double) {
        switch shape {
        case let .line(from, to), let .arrow(from, to): (from.x, to.x)
        case let .box(rect): (rect.minX, rect.minX)
        case let .text(text, at, size): (at.x, at.x + Double(text.count) * size * 0.5)
        }
    }

    /// Draws `progress` of `shape` and returns where the chalk is.
    private func draw(_ shape: BoardMark.Shape, progress: Double, _ context: DrawingContext) -> Point {
        switch shape {
        case let .line(from, to), let .arrow(from, to):
            let tip = Point(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
            context.move(toX: from.x, y: from.y)
            context.addLine(toX: tip.x, y: tip.y)
            context.stroke()
            if case .arrow = shape, progress >= 1 {
                let angle = atan2(to.y - from.y, to.x - from.x)
                for side in [-1.0, 1.0] {
                    context.move(toX: to.x, y: to.y)
                    context.addLine(toX: to.x - 10 * cos(angle + side * 0.45), y: to.y - 10 * sin(angle + side * 0.45))
                }
                context.stroke()
            }
            return tip
        case let .box(rect):
            let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                           Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
                           Point(x: rect.minX, y: rect.minY)]
            let perimeter = 2 * (rect.width + rect.height)
            var remaining = perimeter * progress
            var tip = corners[0]
            context.move(toX: tip.x, y: tip.y)
            for next in corners.dropFirst() where remaining > 0 {
                let length = abs(next.x - tip.x) + abs(next.y - tip.y)
                let step = min(1, remaining / length)
                tip = Point(x: tip.x + (next.x - tip.x) * step, y: tip.y + (next.y - tip.y) * step)
                context.addLine(toX: tip.x, y: tip.y)
                remaining -= length
            }
            context.stroke()
            return tip
        case let .text(text, at, size):
            let count = Int((Double(text.count) * progress).rounded(.up))
            let written = String(text.prefix(count))
            context.selectFont(family: "Sans", slant: .italic)
            context.setFontSize(size)
            context.move(toX: at.x, y: at.y)
            context.showText(written)
            return Point(x: at.x + context.horizontalAdvance(of: written), y: at.y - size * 0.3)
        }
    }

    private func paintTeacher(_ context: DrawingContext, floorY: Double, standingX: Double, scale: Double, hand: Point?, time: Double) {
        let unit = scale * 1.35
        let headRadius = 13 * unit
        let bodyHeight = 62 * unit
        let hipY = floorY - 52 * unit
        let shoulder = Point(x: standingX, y: hipY - bodyHeight + 12 * unit)
        // Legs.
        context.setColor(red: 0.22, green: 0.24, blue: 0.30)
        context.lineWidth = 9 * unit
        context.lineCap = .round
        for offset in [-7.0, 7.0] {
            context.move(toX: standingX + offset * unit, y: hipY)
            context.addLine(toX: standingX + offset * 1.4 * unit, y: floorY - 4 * unit)
        }
        context.stroke()
        // Body: a sweater.
        context.addRoundedRectangle(x: standingX - 16 * unit, y: hipY - bodyHeight, width: 32 * unit, height: bodyHeight + 4 * unit, radius: 10 * unit)
        context.setColor(red: 0.21, green: 0.52, blue: 0.89)
        context.fill()
        // Head, with a little bob while talking.
        let bob = sin(time * 5) * 1.2 * unit
        context.addCircle(centerX: standingX, centerY: hipY - bodyHeight - headRadius - 2 * unit + bob, radius: headRadius)
        context.setColor(red: 0.96, green: 0.80, blue: 0.66)
        context.fill()
        context.addArc(centerX: standingX, centerY: hipY - bodyHeight - headRadius - 6 * unit + bob, radius: headRadius, from: .pi * 1.05, to: .pi * 1.95)
        context.setColor(red: 0.35, green: 0.24, blue: 0.16)
        context.fill()
        // The writing arm reaches for the chalk; otherwise it rests.
        let rest = Point(x: standingX - 20 * unit, y: hipY - 6 * unit)
        let target = hand ?? rest
        context.setColor(red: 0.21, green: 0.52, blue: 0.89)
        context.lineWidth = 8 * unit
        context.move(toX: shoulder.x - 8 * unit, y: shoulder.y)
        context.addLine(toX: target.x, y: target.y)
        context.stroke()
        context.addCircle(centerX: target.x, centerY: target.y, radius: 4.5 * unit)
        context.setColor(red: 0.96, green: 0.80, blue: 0.66)
        context.fill()
    }
}
