// empty-gtk-window: the yardstick `tunnel-bench start` measures Tunnel against.
//
// The least a GTK 3 app can do: one window of Tunnel's default size with one
// Cairo drawing area. Once the paint in which the area drew its first frame is
// done and drawn by the X server, it writes the same trace line Tunnel writes
// then for the first complete frame of both maps, `{"event":"firstFrame",
// "monotonicMicroseconds":…}` on standard error, so the benchmark times both
// processes the same way. It then keeps running (the benchmark reads its
// resident memory and ends it) unless started with `--exit`.
//
// The benchmark compiles this file itself, as a C program
// (Benchmarks/tunnel-bench/YardstickBuild.swift): SwiftPM's build of this target,
// which the tests run, links the Swift runtime in.
//
// Two more yardsticks the benchmark prints for context. With `--application`
// the window belongs to a GtkApplication, registered on the session bus
// before it is built. With `--titled` that application window also has a
// header bar with a title and a close button, so its first frame waits for
// what any text and any themed icon cost GTK on the main thread
// (fontconfig, Pango, the icon theme): the least a titled GTK application
// can do.
#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>

static gboolean exit_after_first_frame = FALSE;
static gboolean titled = FALSE;
static GtkApplication *application = NULL;

static gboolean quit_soon(gpointer data) {
    (void)data;
    if (application) {
        g_application_quit(G_APPLICATION(application));
    } else {
        gtk_main_quit();
    }
    return G_SOURCE_REMOVE;
}

// The frame clock's after-paint, once: the frame is painted; synced, the
// display server has drawn all of it. The line carries that moment on GLib's
// monotonic clock, as Tunnel's does, so the benchmark need not time it by
// when it reads the line.
static void frame_painted(GdkFrameClock *clock, gpointer widget) {
    g_signal_handlers_disconnect_by_func(clock, G_CALLBACK(frame_painted), widget);
    gdk_display_sync(gtk_widget_get_display(GTK_WIDGET(widget)));
    gint64 shown = g_get_monotonic_time();
    // One write(2) of the whole line, unbuffered, like Tunnel's trace sink.
    fprintf(stderr, "{\"event\":\"firstFrame\",\"monotonicMicroseconds\":%" G_GINT64_FORMAT "}\n", shown);
    fflush(stderr);
    if (exit_after_first_frame) g_idle_add(quit_soon, NULL);
}

static gboolean draw(GtkWidget *widget, cairo_t *cr, gpointer data) {
    static gboolean reported = FALSE;
    (void)data;
    double width = gtk_widget_get_allocated_width(widget);
    double height = gtk_widget_get_allocated_height(widget);
    // Something is drawn, as Tunnel's maps are: sea, and a disc for land.
    cairo_set_source_rgb(cr, 0.67, 0.80, 0.90);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0.85, 0.82, 0.70);
    cairo_arc(cr, width / 2, height / 2, MIN(width, height) / 4, 0, 2 * G_PI);
    cairo_fill(cr);
    if (!reported && width > 1 && height > 1) {
        reported = TRUE;
        g_signal_connect(gtk_widget_get_frame_clock(widget), "after-paint", G_CALLBACK(frame_painted), widget);
    }
    return FALSE;
}

// The window of the drawing area: an application window when `app` is
// given, with a titled header bar when `titled` is set.
static void build_window(GtkApplication *app) {
    GtkWidget *window = app ? gtk_application_window_new(app) : gtk_window_new(GTK_WINDOW_TOPLEVEL);
    const char *title = titled ? "Titled GTK window" : "Empty GTK window";
    gtk_window_set_title(GTK_WINDOW(window), title);
    gtk_window_set_default_size(GTK_WINDOW(window), 640, 860);
    if (titled) {
        GtkWidget *bar = gtk_header_bar_new();
        gtk_header_bar_set_title(GTK_HEADER_BAR(bar), title);
        gtk_header_bar_set_show_close_button(GTK_HEADER_BAR(bar), TRUE);
        gtk_window_set_titlebar(GTK_WINDOW(window), bar);
    }
    if (!app) g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    GtkWidget *area = gtk_drawing_area_new();
    g_signal_connect(area, "draw", G_CALLBACK(draw), NULL);
    gtk_container_add(GTK_CONTAINER(window), area);
    gtk_widget_show_all(window);
}

static void activate(GtkApplication *app, gpointer data) {
    (void)data;
    build_window(app);
}

int main(int argc, char **argv) {
    gboolean as_application = FALSE;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--exit") == 0) exit_after_first_frame = TRUE;
        if (strcmp(argv[i], "--application") == 0) as_application = TRUE;
        if (strcmp(argv[i], "--titled") == 0) titled = as_application = TRUE;
    }
    if (as_application) {
        // Not unique, as the benchmark starts Tunnel: both register on the
        // bus without asking for their name.
        application = gtk_application_new("io.github.tunnel_app.EmptyGtkWindow", G_APPLICATION_NON_UNIQUE);
        g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
        int status = g_application_run(G_APPLICATION(application), 0, NULL);
        g_object_unref(application);
        return status;
    }
    gtk_init(&argc, &argv);
    build_window(NULL);
    gtk_main();
    return 0;
}
