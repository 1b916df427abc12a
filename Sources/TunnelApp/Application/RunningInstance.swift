import Gtk
import TunnelCore

/// Whether Tunnel already runs in this session, asked of the session bus
/// before GTK starts: a launch that will only forward its `--at` to the
/// running window begins none of a window's start-up work, and one that
/// finds the running window frozen (stopped, or stuck) does not wait on it.
///
/// A guess, never relied on for correctness: GApplication's registration
/// decides. An instance that quits between the question and the
/// registration leaves this launch to open the window after all, loading
/// what it needs then; two launches at once both guess "none", and the one
/// that loses the registration drops the work it began.
@MainActor
enum RunningInstance {
    /// What the bus said about the application's name.
    enum Status: Equatable {
        /// No other process owns it (or the application is not unique, or
        /// there is no bus to ask).
        case none
        /// Another process owns it and answers.
        case answering
        /// Another process owns it and did not answer within
        /// ``answerTimeout``: process `pid`, when the bus knows it.
        case unresponsive(pid: UInt32?)
    }

    /// How long the running instance has to answer a ping: GApplication's
    /// own calls to it would wait 25 s each.
    static let answerTimeout: Int32 = 2000

    /// The status of the bus name `applicationID` on the session bus.
    static func status(of applicationID: String) -> Status {
        guard environmentValue("TUNNEL_NON_UNIQUE") != "1", environmentValue("DBUS_SESSION_BUS_ADDRESS") != nil,
              let bus = SessionBus(), bus.hasOwner(applicationID, timeout: answerTimeout) == true
        else { return .none }
        guard bus.pingOwner(of: applicationID, timeout: answerTimeout) else {
            return .unresponsive(pid: bus.processID(ofOwner: applicationID, timeout: answerTimeout))
        }
        return .answering
    }
}
