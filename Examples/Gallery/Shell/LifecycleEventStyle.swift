import Containment

/// How the lifecycle panel shows one trace event: a line of text and the
/// colour of its kind.
struct LifecycleEventStyle {
    /// The kinds of event, each with its colour in the panel.
    enum Kind: String, CaseIterable {
        case appear, disappear, move, load, transition, tabs, layout, diagnostic, other

        /// The tag's name in the panel's text buffer.
        var tagName: String { "lifecycle-\(rawValue)" }

        /// A colour readable on the light (Adwaita) text view background.
        var color: String {
            switch self {
            case .appear: "#26a269"      // green: coming on screen
            case .disappear: "#c64600"   // orange: leaving the screen
            case .move: "#1c71d8"        // blue: containment
            case .load: "#813d9c"        // purple: views loading
            case .transition: "#0f7f8c"  // teal: transitions
            case .tabs: "#a51d2d"        // dark red: a container's own choices
            case .layout: "#9a9996"      // grey: frequent and quiet
            case .diagnostic: "#e01b24"  // red: misuse
            case .other: "#5e5c64"
            }
        }
    }

    let kind: Kind
    let text: String

    init(_ event: TraceEvent) {
        let name = event.name
        switch name {
        case "viewWillAppear", "viewDidAppear": kind = .appear
        case "viewWillDisappear", "viewDidDisappear": kind = .disappear
        case "willMove(toParent:)", "didMove(toParent:)": kind = .move
        case "loadView", "viewDidLoad": kind = .load
        case _ where name.hasPrefix("transition"): kind = .transition
        case _ where name.hasPrefix("tab") || name.hasPrefix("push") || name.hasPrefix("pop") || name.hasPrefix("page"):
            kind = .tabs
        case _ where name.hasPrefix("viewWillLayout") || name.hasPrefix("viewDidLayout") || name == "viewWillTransition(to:)":
            kind = .layout
        case "diagnostic": kind = .diagnostic
        default: kind = .other
        }
        var controller: String?
        var details = ""
        for field in event.fields.dropFirst() {
            switch (field.name, field.value) {
            case ("controller", .string(let value)) where controller == nil: controller = value
            case (_, .string(let value)): details += " \(field.name)=\(value)"
            case (_, .number(let value)):
                details += value == value.rounded() && abs(value) < 1e9
                    ? " \(field.name)=\(Int(value))" : " \(field.name)=\((value * 1000).rounded() / 1000)"
            case (_, .bool(let value)): details += " \(field.name)=\(value)"
            case (_, .null): details += " \(field.name)=nil"
            }
        }
        text = (controller.map { "\($0)  " } ?? "") + name + details
    }
}
