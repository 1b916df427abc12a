import Containment

/// A textual picture of controllers and views, for "nothing changed" checks.
@MainActor func treeSnapshot(_ controllers: [ViewController], window: Window? = nil) -> String {
    var lines: [String] = []
    for controller in controllers {
        let children = controller.children.map(\.traceName).joined(separator: ",")
        lines.append("\(controller.traceName) parent=\(controller.parent?.traceName ?? "nil") "
            + "children=[\(children)] state=\(controller.appearanceState.rawValue) "
            + "loaded=\(controller.isViewLoaded) movingTo=\(controller.isMovingToParent) "
            + "movingFrom=\(controller.isMovingFromParent)")
    }
    var roots: [View] = []
    for controller in controllers {
        guard var view = controller.viewIfLoaded else { continue }
        while let superview = view.superview { view = superview }
        if !roots.contains(where: { $0 === view }) { roots.append(view) }
    }
    func describe(_ view: View, _ depth: Int) {
        lines.append(String(repeating: "  ", count: depth) + "\(view.name ?? "view") \(view.frame)")
        for subview in view.subviews { describe(subview, depth + 1) }
    }
    for root in roots { describe(root, 0) }
    if let window { lines.append("window visible=\(window.isVisible) size=\(window.size)") }
    return lines.joined(separator: "\n")
}
