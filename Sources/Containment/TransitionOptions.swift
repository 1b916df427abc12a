/// Options for `ViewController.transition(from:to:duration:options:animations:completion:)`,
/// as `UIView.AnimationOptions`: one transition style and one timing curve.
///
/// ```swift
/// try transition(from: map, to: info, duration: 0.2,
///                options: [.transitionFlipFromTop, .curveEaseIn])
/// ```
///
/// As in UIKit the style and the curve are small numbers packed in bit fields;
/// combining two styles (or two curves) yields whatever their bits make.
public struct TransitionOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bits, laid out as UIKit's.
    public let rawValue: UInt

    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    private static let curveShift: UInt = 16
    private static let transitionShift: UInt = 20

    /// Slow at the start and the end (the default).
    public static let curveEaseInOut = TransitionOptions(rawValue: 0 << curveShift)
    /// Slow at the start.
    public static let curveEaseIn = TransitionOptions(rawValue: 1 << curveShift)
    /// Slow at the end.
    public static let curveEaseOut = TransitionOptions(rawValue: 2 << curveShift)
    /// Constant speed.
    public static let curveLinear = TransitionOptions(rawValue: 3 << curveShift)

    /// No visual transition: the incoming view replaces the outgoing one at the end.
    public static let transitionNone = TransitionOptions(rawValue: 0 << transitionShift)
    /// A card turn about the vertical axis, the left edge coming towards the viewer.
    public static let transitionFlipFromLeft = TransitionOptions(rawValue: 1 << transitionShift)
    /// A card turn about the vertical axis, the right edge coming towards the viewer.
    public static let transitionFlipFromRight = TransitionOptions(rawValue: 2 << transitionShift)
    /// The outgoing view curls up from its bottom edge like a page, revealing the incoming one.
    public static let transitionCurlUp = TransitionOptions(rawValue: 3 << transitionShift)
    /// The incoming view curls down from the top like a page, over the outgoing one.
    public static let transitionCurlDown = TransitionOptions(rawValue: 4 << transitionShift)
    /// The incoming view fades in over the outgoing one.
    public static let transitionCrossDissolve = TransitionOptions(rawValue: 5 << transitionShift)
    /// A card turn about the horizontal axis, the top edge coming towards the viewer.
    public static let transitionFlipFromTop = TransitionOptions(rawValue: 6 << transitionShift)
    /// A card turn about the horizontal axis, the bottom edge coming towards the viewer.
    public static let transitionFlipFromBottom = TransitionOptions(rawValue: 7 << transitionShift)

    /// The transition style these options select.
    public var style: TransitionStyle {
        switch (rawValue >> Self.transitionShift) & 0x7 {
        case 1: return .flipFromLeft
        case 2: return .flipFromRight
        case 3: return .curlUp
        case 4: return .curlDown
        case 5: return .crossDissolve
        case 6: return .flipFromTop
        case 7: return .flipFromBottom
        default: return .none
        }
    }

    /// The timing curve these options select.
    public var curve: AnimationCurve {
        switch (rawValue >> Self.curveShift) & 0x3 {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }

    /// The style and the curve, e.g. `flipFromTop, easeIn`.
    public var description: String { "\(style.rawValue), \(curve.rawValue)" }
}

/// A transition's visual style; the raw value is the trace's `options` field.
public enum TransitionStyle: String, Hashable, Sendable, CaseIterable {
    /// No animation of the views.
    case none
    /// Card turn about the vertical axis, left edge first.
    case flipFromLeft
    /// Card turn about the vertical axis, right edge first.
    case flipFromRight
    /// Card turn about the horizontal axis, top edge first.
    case flipFromTop
    /// Card turn about the horizontal axis, bottom edge first.
    case flipFromBottom
    /// Fade from the outgoing to the incoming view.
    case crossDissolve
    /// The outgoing view curls up like a page.
    case curlUp
    /// The incoming view curls down like a page.
    case curlDown

    /// Whether this style is a card turn.
    public var isFlip: Bool {
        switch self {
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom: return true
        case .none, .crossDissolve, .curlUp, .curlDown: return false
        }
    }

    /// The option bits that select this style.
    public var options: TransitionOptions {
        switch self {
        case .none: return .transitionNone
        case .flipFromLeft: return .transitionFlipFromLeft
        case .flipFromRight: return .transitionFlipFromRight
        case .flipFromTop: return .transitionFlipFromTop
        case .flipFromBottom: return .transitionFlipFromBottom
        case .crossDissolve: return .transitionCrossDissolve
        case .curlUp: return .transitionCurlUp
        case .curlDown: return .transitionCurlDown
        }
    }
}
