import CGtk
import Containment
import Foundation

/// Paints the lecture at a moment: a classroom wall, a green board with the
/// chalk strokes written so far, and the teacher whose hand follows the
/// stroke being written. Pure Cairo, so it paints into any `cairo_t`.
struct LecturePainter {
    let lecture: Lecture

    /// The board's own coordinate space, which marks are given in.
    static let boardSize = Size(width: 400, height: 240)

    /// The scene the painter lays out: the board at (40, 40) and the
    /// teacher standing to its right on a floor at y = 330.
    static let sceneSize = Size(width: 560, height: 350)

    func paint(_ cr: OpaquePointer, width: Double, height: Double, time: Double) {
        // The scene is scaled to fit and centred; wall and floor fill the rest.
        let scale = min(width / Self.sceneSize.width, height / Self.sceneSize.height)
        let sceneX = (width - Self.sceneSize.width * scale) / 2
        let sceneY = (height - Self.sceneSize.height * scale) * 0.8
        let floorY = sceneY + 318 * scale
        cairo_set_source_rgb(cr, 0.93, 0.90, 0.84)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0.74, 0.62, 0.47)
        cairo_rectangle(cr, 0, floorY, width, height - floorY)
        cairo_fill(cr)

        let boardWidth = Self.boardSize.width * scale, boardHeight = Self.boardSize.height * scale
        let originX = sceneX + 40 * scale, originY = sceneY + 40 * scale
        roundedRectangle(cr, x: originX - 6 * scale, y: originY - 6 * scale,
                         width: boardWidth + 12 * scale, height: boardHeight + 12 * scale, radius: 4 * scale)
        cairo_set_source_rgb(cr, 0.55, 0.38, 0.22)
        cairo_fill(cr)
        cairo_rectangle(cr, originX, originY, boardWidth, boardHeight)
        cairo_set_source_rgb(cr, 0.16, 0.30, 0.23)
        cairo_fill(cr)

        // The chalk written so far in the current part.
        let part = lecture.partIndex(at: time)
        let partTime = time - lecture.startTime(ofPart: part)
        cairo_save(cr)
        cairo_translate(cr, originX, originY)
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgba(cr, 0.96, 0.96, 0.92, 0.92)
        cairo_set_line_width(cr, 2.2)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        var hand: Point?
        for mark in lecture.parts[part].marks {
            let progress = mark.progress(at: partTime)
            guard progress > 0 else { continue }
            let tip = draw(mark.shape, progress: progress, cr)
            if progress < 1 { hand = tip }
        }
        cairo_restore(cr)

        // The teacher: at the board's right edge, the hand on the chalk.
        let handOnScreen = hand.map { Point(x: originX + $0.x * scale, y: originY + $0.y * scale) }
        let standing = teacherPosition(inPart: part, at: partTime)
        paintTeacher(cr, floorY: sceneY + 336 * scale, standingX: sceneX + standing * scale,
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
    private func draw(_ shape: BoardMark.Shape, progress: Double, _ cr: OpaquePointer) -> Point {
        switch shape {
        case let .line(from, to), let .arrow(from, to):
            let tip = Point(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
            cairo_move_to(cr, from.x, from.y)
            cairo_line_to(cr, tip.x, tip.y)
            cairo_stroke(cr)
            if case .arrow = shape, progress >= 1 {
                let angle = atan2(to.y - from.y, to.x - from.x)
                for side in [-1.0, 1.0] {
                    cairo_move_to(cr, to.x, to.y)
                    cairo_line_to(cr, to.x - 10 * cos(angle + side * 0.45), to.y - 10 * sin(angle + side * 0.45))
                }
                cairo_stroke(cr)
            }
            return tip
        case let .box(rect):
            let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                           Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
                           Point(x: rect.minX, y: rect.minY)]
            let perimeter = 2 * (rect.width + rect.height)
            var remaining = perimeter * progress
            var tip = corners[0]
            cairo_move_to(cr, tip.x, tip.y)
            for next in corners.dropFirst() where remaining > 0 {
                let length = abs(next.x - tip.x) + abs(next.y - tip.y)
                let step = min(1, remaining / length)
                tip = Point(x: tip.x + (next.x - tip.x) * step, y: tip.y + (next.y - tip.y) * step)
                cairo_line_to(cr, tip.x, tip.y)
                remaining -= length
            }
            cairo_stroke(cr)
            return tip
        case let .text(text, at, size):
            let count = Int((Double(text.count) * progress).rounded(.up))
            let written = String(text.prefix(count))
            cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_ITALIC, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cr, size)
            cairo_move_to(cr, at.x, at.y)
            cairo_show_text(cr, written)
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, written, &extents)
            return Point(x: at.x + extents.x_advance, y: at.y - size * 0.3)
        }
    }

    private func paintTeacher(_ cr: OpaquePointer, floorY: Double, standingX: Double, scale: Double, hand: Point?, time: Double) {
        let unit = scale * 1.35
        let headRadius = 13 * unit
        let bodyHeight = 62 * unit
        let hipY = floorY - 52 * unit
        let shoulder = Point(x: standingX, y: hipY - bodyHeight + 12 * unit)
        // Legs.
        cairo_set_source_rgb(cr, 0.22, 0.24, 0.30)
        cairo_set_line_width(cr, 9 * unit)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        for offset in [-7.0, 7.0] {
            cairo_move_to(cr, standingX + offset * unit, hipY)
            cairo_line_to(cr, standingX + offset * 1.4 * unit, floorY - 4 * unit)
        }
        cairo_stroke(cr)
        // Body: a sweater.
        roundedRectangle(cr, x: standingX - 16 * unit, y: hipY - bodyHeight, width: 32 * unit, height: bodyHeight + 4 * unit, radius: 10 * unit)
        cairo_set_source_rgb(cr, 0.21, 0.52, 0.89)
        cairo_fill(cr)
        // Head, with a little bob while talking.
        let bob = sin(time * 5) * 1.2 * unit
        cairo_arc(cr, standingX, hipY - bodyHeight - headRadius - 2 * unit + bob, headRadius, 0, 2 * .pi)
        cairo_set_source_rgb(cr, 0.96, 0.80, 0.66)
        cairo_fill(cr)
        cairo_arc(cr, standingX, hipY - bodyHeight - headRadius - 6 * unit + bob, headRadius, .pi * 1.05, .pi * 1.95)
        cairo_set_source_rgb(cr, 0.35, 0.24, 0.16)
        cairo_fill(cr)
        // The writing arm reaches for the chalk; otherwise it rests.
        let rest = Point(x: standingX - 20 * unit, y: hipY - 6 * unit)
        let target = hand ?? rest
        cairo_set_source_rgb(cr, 0.21, 0.52, 0.89)
        cairo_set_line_width(cr, 8 * unit)
        cairo_move_to(cr, shoulder.x - 8 * unit, shoulder.y)
        cairo_line_to(cr, target.x, target.y)
        cairo_stroke(cr)
        cairo_arc(cr, target.x, target.y, 4.5 * unit, 0, 2 * .pi)
        cairo_set_source_rgb(cr, 0.96, 0.80, 0.66)
        cairo_fill(cr)
    }
}

/// Adds a rounded rectangle to the path.
func roundedRectangle(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double) {
    let r = min(radius, width / 2, height / 2)
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + width - r, y + r, r, -.pi / 2, 0)
    cairo_arc(cr, x + width - r, y + height - r, r, 0, .pi / 2)
    cairo_arc(cr, x + r, y + height - r, r, .pi / 2, .pi)
    cairo_arc(cr, x + r, y + r, r, .pi, 1.5 * .pi)
    cairo_close_path(cr)
}
