import CGtk

/// A small window telling the user something, with buttons to answer.
@MainActor
public final class MessageDialog: ToplevelWindow {
    /// What the message is.
    public enum Kind: Sendable {
        /// Information.
        case info
        /// A warning: something is not as it should be.
        case warning
        /// A question to answer.
        case question
        /// An error.
        case error

        var gtkValue: GtkMessageType {
            switch self {
            case .info: GTK_MESSAGE_INFO
            case .warning: GTK_MESSAGE_WARNING
            case .question: GTK_MESSAGE_QUESTION
            case .error: GTK_MESSAGE_ERROR
            }
        }
    }

    /// The buttons the dialog offers.
    public enum Buttons: Sendable {
        /// OK.
        case ok
        /// Close.
        case close
        /// Yes and No.
        case yesNo

        var gtkValue: GtkButtonsType {
            switch self {
            case .ok: GTK_BUTTONS_OK
            case .close: GTK_BUTTONS_CLOSE
            case .yesNo: GTK_BUTTONS_YES_NO
            }
        }
    }

    /// A hidden dialog over `parent` saying `text`, destroyed with its parent.
    public init(parent: ToplevelWindow?, kind: Kind, buttons: Buttons, text: String) {
        super.init(sinking: UnsafeMutableRawPointer(
            cgtk_message_dialog_new(parent?.windowPointer, kind.gtkValue, buttons.gtkValue, text)))
    }

    /// Runs `handler` with the response (a `GtkResponseType` value) when
    /// the user answers or closes the dialog.
    @discardableResult
    public func onResponse(_ handler: @escaping @MainActor (_ response: Int) -> Void) -> SignalConnection {
        Signal.connect(gobjectPointer, "response", integerHandler: handler)
    }
}
