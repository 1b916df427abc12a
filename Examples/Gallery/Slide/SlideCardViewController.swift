import Containment
import ContainmentGtk

/// One child of the slide example: a coloured card with a number and a title.
///
/// It knows nothing about sliding; the container moves its view.
@MainActor
final class SlideCardViewController: ViewController {
    let number: Int
    let title: String
    let color: (red: Double, green: Double, blue: Double)

    init(number: Int, title: String, color: (red: Double, green: Double, blue: Double)) {
        self.number = number
        self.title = title
        self.color = color
        super.init()
        traceName = "card\(number)"
    }

    override func loadView() {
        let area = DrawingArea()
        area.onDraw { [weak self] context, width, height in self?.draw(context, width: width, height: height) }
        view = View(area)
    }

    /// A rounded card inset from the view's edges, so two cards sliding side
    /// by side show a gap, with the number large and the title beneath.
    private func draw(_ context: DrawingContext, width: Double, height: Double) {
        let inset = 12.0, radius = 18.0
        let w = width - 2 * inset, h = height - 2 * inset
        guard w > 2 * radius, h > 2 * radius else { return }
        context.addRoundedRectangle(x: inset, y: inset, width: w, height: h, radius: radius)
        context.setColor(red: color.red, green: color.green, blue: color.blue)
        context.fill()

        context.setColor(red: 1, green: 1, blue: 1)
        let big = context.makeTextLayout("\(number)", font: Font("Cantarell, Sans", weight: .bold, size: min(h * 0.4, 160)))
        let small = context.makeTextLayout(title, font: Font("Cantarell, Sans", weight: .normal, size: min(h * 0.07, 28)))
        let gap = 8.0
        let top = inset + (h - big.size.height - gap - small.size.height) / 2
        context.show(big, atX: inset + (w - big.size.width) / 2, y: top)
        context.show(small, atX: inset + (w - small.size.width) / 2, y: top + big.size.height + gap)
    }
}
