public import Logging

/// Misuse the core tolerates: it ignores the call, keeps the hierarchy as it
/// was and reports this diagnostic instead of throwing.
///
/// These are the mistakes UIKit itself only logs ("Unbalanced calls to
/// begin/end appearance transitions") or silently ignores. Each diagnostic is
/// logged at `warning` level through `ContainmentLogging.logger` and written to
/// the trace as `{"event":"diagnostic","code":…,"message":…}`.
public struct ContainmentDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong; the raw value is the trace's `code` field.
    public enum Code: String, Hashable, Sendable, CaseIterable {
        /// `beginAppearanceTransition` in the direction the controller is
        /// already going, or `endAppearanceTransition` with no transition begun.
        case unbalancedAppearanceTransition
        /// `didMove(toParent:)` named a controller that is not the parent.
        case didMoveToUnexpectedParent
        /// `addChild(_:)` with a controller that is already a child.
        case childAlreadyAdded
        /// A window's root controller was set to a controller that has a
        /// parent, whose view is in a hierarchy, or that is another window's root.
        case invalidRootViewController
        /// A transition was cut short because its views were moved or its
        /// window changed visibility; it completed with `finished == false`.
        case transitionInterrupted
        /// A page view controller was given a number of pages its spine
        /// cannot show, or a page that could not become its child.
        case pageCountMismatch
    }

    /// The kind of misuse.
    public let code: Code
    /// A message naming the controllers involved.
    public let message: String

    /// Creates a diagnostic.
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// The logging facade of the containment core.
///
/// Silent by default: the logger discards everything until the app assigns
/// one built on its own `LoggingSystem` bootstrap.
///
/// ```swift
/// ContainmentLogging.logger = Logger(label: "org.example.MyApp.containment")
/// ```
public enum ContainmentLogging {
    /// The logger diagnostics go to.
    @MainActor public static var logger = Logger(label: "containment", factory: { _ in SwiftLogNoOpLogHandler() })

    @MainActor static func report(_ diagnostic: ContainmentDiagnostic) {
        logger.warning("\(diagnostic.message)", metadata: ["code": "\(diagnostic.code.rawValue)"])
        Trace.emit(TraceEvent("diagnostic", [
            ("code", .string(diagnostic.code.rawValue)),
            ("message", .string(diagnostic.message)),
        ]))
    }
}
