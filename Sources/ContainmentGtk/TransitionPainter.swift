#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import Containment

/// Paints one frame of a transition with Cairo from snapshots of the two views.
///
/// A flip is drawn as a card turning in 3-D: the card is cut into thin strips
/// across the turning axis, and each strip is projected with perspective, so
/// the edge coming towards the viewer grows and the receding edge shrinks,
/// and the card darkens as it turns edge-on. Flips from top and bottom turn
/// about the horizontal axis, from left and right about the vertical one.
/// The outgoing snapshot turns away during the first half, the incoming one
/// turns in during the second. At the edge-on instant nothing of the card is
/// drawn, so no Cairo matrix is ever scaled by zero.
///
/// Works on any drawing context, on screen or in an image surface.
public enum TransitionPainter {
    /// The distance of the eye from the card, in card extents along the turning
    /// direction: smaller means stronger perspective.
    public static let eyeDistance = 2.2
    /// The thinnest strip, in source points.
    public static let stripSize = 2.0
    /// How many strips a card is cut into at most. Perspective scale changes
    /// slowly along the card, so 64 strips are indistinguishable from
    /// hundreds, and each strip is a scaled paint: fewer strips keep a
    /// full-pane flip frame within a few milliseconds.
    public static let maximumStrips = 64.0
    /// How dark the card gets when it is nearly edge-on, 0...1.
    public static let maximumShade = 0.6

    /// Paints the transition at `progress` into the rectangle (0, 0, `size`)
    /// of a `cairo_t`, from `cairo_surface_t` snapshots; see
    /// ``paint(_:style:progress:from:to:size:)-(DrawingContext,_,_,Surface?,_,_)``.
    public static func paint(
        _ cr: OpaquePointer, style: TransitionStyle, progress: Double,
        from: OpaquePointer?, to: OpaquePointer?, size: Size
    ) {
        paint(DrawingContext(borrowing: cr), style: style, progress: progress,
              from: from.map(Surface.init(retaining:)), to: to.map(Surface.init(retaining:)), size: size)
    }

    /// Paints the transition at `progress` into the rectangle (0, 0, `size`)
    /// of `context`, over whatever is already there.
    ///
    /// - Parameters:
    ///   - from: The outgoing view's snapshot, if any.
    ///   - to: The incoming view's snapshot, if any.
    public static func paint(
        _ context: DrawingContext, style: TransitionStyle, progress: Double,
        from: Surface?, to: Surface?, size: Size
    ) {
        let progress = min(1, max(0, progress))
        switch style {
        case .none:
            if let surface = to ?? from { paintFlat(context, surface, alpha: 1) }
        case .crossDissolve:
            if let from { paintFlat(context, from, alpha: 1) }
            if let to { paintFlat(context, to, alpha: progress) }
        case .curlUp:
            // The outgoing view is a page lifting from its bottom edge.
            PageCurlPainter.paint(context, curl: verticalCurl(progress), front: [from], beneath: [to], size: size)
        case .curlDown:
            // The incoming page falls back into place: a curl up played backwards.
            PageCurlPainter.paint(context, curl: verticalCurl(1 - progress), front: [to], beneath: [from], size: size)
        case .flipFromTop, .flipFromBottom, .flipFromLeft, .flipFromRight:
            // The outgoing card turns 0…90°, the incoming one −90…0°.
            let firstHalf = progress < 0.5
            let angle = firstHalf ? progress * .pi : (progress - 1) * .pi
            let towardsViewer: Double = (style == .flipFromTop || style == .flipFromLeft) ? 1 : -1
            guard let card = firstHalf ? from : to else { return }
            paintCard(context, card, angle: angle * towardsViewer, size: size,
                      horizontalAxis: style == .flipFromTop || style == .flipFromBottom)
        }
    }

    private static func verticalCurl(_ fraction: Double) -> PageCurl {
        PageCurl(fraction: fraction, axis: .vertical, isSpread: false, isMirrored: false, isDoubleSided: false)
    }

    private static func paintFlat(_ context: DrawingContext, _ surface: Surface, alpha: Double) {
        context.withSavedState {
            context.setSource(surface)
            context.paint(alpha: alpha)
        }
    }

    /// Paints `card` turned by `angle` (radians, −π/2…π/2) about the centre line.
    ///
    /// Along the turning direction a card point at offset `u` from the axis
    /// goes to depth `z = −u·sin(angle)` (positive towards the eye) and offset
    /// `u·cos(angle)`; perspective then scales it by `d / (d − z)`.
    private static func paintCard(
        _ context: DrawingContext, _ card: Surface, angle: Double, size: Size, horizontalAxis: Bool
    ) {
        let cosine = cos(angle), sine = sin(angle)
        // Edge-on: the card has no area; skipping it keeps every scale non-zero.
        guard abs(cosine) > 1e-3 else { return }
        // Along: the direction the card foreshortens in; across: the axis.
        let along = horizontalAxis ? size.height : size.width
        let across = horizontalAxis ? size.width : size.height
        guard along >= 1, across >= 1 else { return }
        let eye = eyeDistance * along
        let shade = maximumShade * (1 - abs(cosine))

        func project(_ u: Double) -> (position: Double, scale: Double) {
            let scale = eye / (eye + u * sine)
            return (along / 2 + u * cosine * scale, scale)
        }

        let strip = max(stripSize, (along / maximumStrips).rounded(.up))
        var start = 0.0
        while start < along {
            let end = min(along, start + strip)
            let near = project(start - along / 2)
            let far = project(end - along / 2)
            let middleScale = project((start + end) / 2 - along / 2).scale
            let extent = far.position - near.position
            let stretch = extent / (end - start)
            if abs(stretch) > 1e-4 {
                let width = across * middleScale
                context.save()
                // Clip in device terms first. Each strip reaches one pixel into the
                // next, which paints over it: the antialiased edge between two
                // strips then never lets the backdrop show through as a seam.
                if horizontalAxis {
                    context.addRectangle(x: (across - width) / 2, y: near.position, width: width, height: extent + 1)
                } else {
                    context.addRectangle(x: near.position, y: (across - width) / 2, width: extent + 1, height: width)
                }
                context.clip()
                // GOOD (the default) resamples with a box filter when a
                // strip shrinks, several times the cost of bilinear, which
                // looks the same on a card in motion.
                if horizontalAxis {
                    context.translate(x: across / 2, y: near.position)
                    context.scale(x: middleScale, y: stretch)
                    context.setSource(card, x: -across / 2, y: -start, filter: .bilinear)
                } else {
                    context.translate(x: near.position, y: across / 2)
                    context.scale(x: stretch, y: middleScale)
                    context.setSource(card, x: -start, y: -across / 2, filter: .bilinear)
                }
                context.paint()
                context.restore()
            }
            start = end
        }
        // One fill for the shading, so overlapping strips do not darken in stripes.
        // Perspective keeps the card's edges straight: the shade is a trapezoid.
        guard shade > 0 else { return }
        let near = project(-along / 2), far = project(along / 2)
        let corners = [
            (near.position, (across - across * near.scale) / 2), (near.position, (across + across * near.scale) / 2),
            (far.position, (across + across * far.scale) / 2), (far.position, (across - across * far.scale) / 2),
        ]
        for (index, corner) in corners.enumerated() {
            let (x, y) = horizontalAxis ? (corner.1, corner.0) : (corner.0, corner.1)
            if index == 0 { context.move(toX: x, y: y) } else { context.addLine(toX: x, y: y) }
        }
        context.closePath()
        context.setColor(red: 0, green: 0, blue: 0, alpha: shade)
        context.fill()
    }
}
