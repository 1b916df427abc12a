import CGtk

/// The window that says what an application is: its name, version, authors and licence.
@MainActor
public final class AboutDialog: ToplevelWindow {
    /// A hidden about dialog, empty until its properties are set.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(cgtk_about_dialog_new()))
    }

    /// The application's name, as the user knows it.
    public var programName: String? {
        get { gtk_about_dialog_get_program_name(aboutPointer).map { String(cString: $0) } }
        set { gtk_about_dialog_set_program_name(aboutPointer, newValue) }
    }

    /// The version shown under the name.
    public var version: String? {
        get { gtk_about_dialog_get_version(aboutPointer).map { String(cString: $0) } }
        set { gtk_about_dialog_set_version(aboutPointer, newValue) }
    }

    /// A sentence or two on what the application does.
    public var comments: String? {
        get { gtk_about_dialog_get_comments(aboutPointer).map { String(cString: $0) } }
        set { gtk_about_dialog_set_comments(aboutPointer, newValue) }
    }

    /// The copyright line.
    public var copyright: String? {
        get { gtk_about_dialog_get_copyright(aboutPointer).map { String(cString: $0) } }
        set { gtk_about_dialog_set_copyright(aboutPointer, newValue) }
    }

    /// The themed icon shown as the logo.
    public var logoIconName: String? {
        get { gtk_about_dialog_get_logo_icon_name(aboutPointer).map { String(cString: $0) } }
        set { gtk_about_dialog_set_logo_icon_name(aboutPointer, newValue) }
    }

    /// The licence the dialog names and links to.
    public var license: License {
        get { License(gtk_about_dialog_get_license_type(aboutPointer)) }
        set { gtk_about_dialog_set_license_type(aboutPointer, newValue.gtkValue) }
    }

    private var aboutPointer: UnsafeMutablePointer<GtkAboutDialog> { pointer(as: GtkAboutDialog.self) }
}

/// A well-known licence an about dialog can name.
public enum License: Sendable {
    /// None given.
    case unknown
    /// The MIT (X11) licence.
    case mitX11
    /// The GNU General Public License, version 3 or later.
    case gpl30
    /// The Apache License 2.0.
    case apache20

    init(_ value: GtkLicense) {
        switch value {
        case GTK_LICENSE_MIT_X11: self = .mitX11
        case GTK_LICENSE_GPL_3_0: self = .gpl30
        case GTK_LICENSE_APACHE_2_0: self = .apache20
        default: self = .unknown
        }
    }

    var gtkValue: GtkLicense {
        switch self {
        case .unknown: GTK_LICENSE_UNKNOWN
        case .mitX11: GTK_LICENSE_MIT_X11
        case .gpl30: GTK_LICENSE_GPL_3_0
        case .apache20: GTK_LICENSE_APACHE_2_0
        }
    }
}
