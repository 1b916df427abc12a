/*
 * The one header Swift sees of GTK 3, GDK, GLib and Cairo.
 *
 * Swift imports neither function-like macros (G_CALLBACK, GTK_WIDGET, TRUE)
 * nor variadic C functions, so the small helpers Swift needs live here as
 * static inline functions. Deprecation warnings are silenced once, here, so
 * no Swift file has to care.
 */
#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

#define GDK_DISABLE_DEPRECATION_WARNINGS 1
#define GLIB_DISABLE_DEPRECATION_WARNINGS 1
#include <gtk/gtk.h>
#include <cairo.h>
/* Vector files (export, `tunnel render --output x.svg`): part of libcairo itself. */
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <libintl.h>
#include <locale.h>

/* Casts: GTK's type-checking cast macros, as functions. */
static inline GtkWidget *cgtk_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow *cgtk_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkContainer *cgtk_container(gpointer p) { return GTK_CONTAINER(p); }
static inline GtkBox *cgtk_box(gpointer p) { return GTK_BOX(p); }
static inline GtkFixed *cgtk_fixed(gpointer p) { return GTK_FIXED(p); }
static inline GtkOverlay *cgtk_overlay(gpointer p) { return GTK_OVERLAY(p); }
static inline GtkButton *cgtk_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkLabel *cgtk_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkApplication *cgtk_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GApplication *cgtk_g_application(gpointer p) { return G_APPLICATION(p); }
static inline GtkAboutDialog *cgtk_about_dialog(gpointer p) { return GTK_ABOUT_DIALOG(p); }
static inline GObject *cgtk_object(gpointer p) { return G_OBJECT(p); }
static inline GActionMap *cgtk_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline GtkStyleProvider *cgtk_style_provider(gpointer p) { return GTK_STYLE_PROVIDER(p); }
static inline gboolean cgtk_is_widget(gpointer p) { return p != NULL && GTK_IS_WIDGET(p); }

/* Signals: g_signal_connect is a macro over g_signal_connect_data. */
static inline gulong cgtk_signal_connect(gpointer instance, const gchar *signal,
                                           GCallback handler, gpointer data,
                                           GClosureNotify destroy, GConnectFlags flags) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, flags);
}

/* Variadic constructors and setters Swift cannot call directly. */
static inline GtkWidget *cgtk_about_dialog_new(void) { return gtk_about_dialog_new(); }
static inline void cgtk_object_set_string(gpointer object, const gchar *property, const gchar *value) {
    g_object_set(object, property, value, NULL);
}
static inline void cgtk_object_set_boolean(gpointer object, const gchar *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}
static inline void cgtk_object_set_int(gpointer object, const gchar *property, gint value) {
    g_object_set(object, property, value, NULL);
}
static inline void cgtk_application_set_accels(GtkApplication *app, const gchar *action, const gchar *accel) {
    const gchar *accels[] = { accel, NULL };
    gtk_application_set_accels_for_action(app, action, accels);
}
static inline GtkWidget *cgtk_message_dialog_new(GtkWindow *parent, GtkMessageType type,
                                                  GtkButtonsType buttons, const gchar *text) {
    return gtk_message_dialog_new(parent, GTK_DIALOG_DESTROY_WITH_PARENT, type, buttons, "%s", text);
}

/* Event field access: GdkEvent is a union Swift handles clumsily. */
static inline GdkEventType cgtk_event_type(GdkEvent *event) { return event->type; }
static inline guint cgtk_button_event_button(GdkEventButton *event) { return event->button; }
static inline GdkEventType cgtk_button_event_type(GdkEventButton *event) { return event->type; }
/* Whether a widget takes text input, so plain keys belong to it. */
static inline gboolean cgtk_is_text_input(gpointer p) {
    return p != NULL && (GTK_IS_EDITABLE(p) || GTK_IS_TEXT_VIEW(p));
}

/* Emits "draw" on a widget (variadic g_signal_emit_by_name), for tests. */
static inline void cgtk_emit_draw(gpointer widget, cairo_t *cr, gboolean *handled) {
    g_signal_emit_by_name(widget, "draw", cr, handled);
}

/* Containment's GTK backend: casts for the layout container views live in. */
static inline GtkLayout *cgtk_layout(gpointer p) { return GTK_LAYOUT(p); }
static inline gboolean cgtk_is_layout(gpointer p) { return p != NULL && GTK_IS_LAYOUT(p); }



/* --- tabs: TabBarController's strip, the gallery's source viewer --- */
/* A notebook tab that takes its share of the strip's width (variadic gtk_container_child_set). */
static inline void cgtk_tabs_notebook_set_tab_expand(GtkNotebook *notebook, GtkWidget *child, gboolean expand) {
    gtk_container_child_set(GTK_CONTAINER(notebook), child, "tab-expand", expand, "tab-fill", TRUE, NULL);
}
/* A monospace text tag (variadic gtk_text_buffer_create_tag). */
static inline GtkTextTag *cgtk_tabs_text_buffer_create_color_tag(GtkTextBuffer *buffer, const gchar *name,
                                                                  const gchar *color) {
    return gtk_text_buffer_create_tag(buffer, name, "foreground", color, NULL);
}

/* --- Signals, actions with parameters, the clipboard --- */
#include <glib-unix.h>
/* GVariant's constructors and getters are variadic; these take one (dd) pair. */
static inline GVariant *cgtk_variant_new_double_pair(gdouble first, gdouble second) {
    return g_variant_new("(dd)", first, second);
}
static inline void cgtk_variant_get_double_pair(GVariant *value, gdouble *first, gdouble *second) {
    g_variant_get(value, "(dd)", first, second);
}
static inline gboolean cgtk_variant_is_double_pair(GVariant *value) {
    return value != NULL && g_variant_is_of_type(value, G_VARIANT_TYPE("(dd)"));
}
static inline GSimpleAction *cgtk_simple_action_new_double_pair(const gchar *name) {
    return g_simple_action_new(name, G_VARIANT_TYPE("(dd)"));
}
static inline GActionGroup *cgtk_action_group(gpointer p) { return G_ACTION_GROUP(p); }
static inline GtkClipboard *cgtk_clipboard_default(void) {
    return gtk_clipboard_get(GDK_SELECTION_CLIPBOARD);
}
static inline void cgtk_object_get_boolean(gpointer object, const gchar *property, gboolean *value) {
    g_object_get(object, property, value, NULL);
}

/* --- Place search: Ctrl+C in text fields --- */
/* A text field copies its selection, as its own Ctrl+C would ("copy-clipboard"
 * is an action signal of GtkEntry and GtkTextView; g_signal_emit_by_name is variadic). */
static inline void cgtk_search_copy_clipboard(gpointer widget) {
    g_signal_emit_by_name(widget, "copy-clipboard");
}
/* The selected text of an editable (g_free it), or NULL when nothing is selected. */
static inline gchar *cgtk_search_selected_text(gpointer widget) {
    gint start = 0, end = 0;
    if (!GTK_IS_EDITABLE(widget) || !gtk_editable_get_selection_bounds(GTK_EDITABLE(widget), &start, &end)) return NULL;
    return gtk_editable_get_chars(GTK_EDITABLE(widget), start, end);
}

/* Threads without Foundation: whether the caller is the process's main thread
 * (on Linux its thread id is the process id). Foundation's Thread.isMainThread
 * would map libFoundation and its ICU data for this one question; gettid(2) is
 * a syscall Swift's Glibc module does not declare. */
#ifdef __linux__
#include <sys/syscall.h>
#include <unistd.h>
static inline int cgtk_is_main_thread(void) { return syscall(SYS_gettid) == getpid(); }
#else
#include <pthread.h>
static inline int cgtk_is_main_thread(void) { return pthread_main_np(); }
#endif

/* Boolean state (an on-or-off action): G_VARIANT_TYPE_BOOLEAN is a cast
   macro Swift cannot import. */
static inline gboolean cgtk_variant_is_boolean(GVariant *value) {
    return value != NULL && g_variant_is_of_type(value, G_VARIANT_TYPE_BOOLEAN);
}

/* String-valued state and targets: G_VARIANT_TYPE_STRING is a cast macro
 * Swift cannot import. */
static inline GSimpleAction *cgtk_simple_action_new_string_state(const gchar *name, const gchar *state) {
    return g_simple_action_new_stateful(name, G_VARIANT_TYPE_STRING, g_variant_new_string(state));
}
static inline const gchar *cgtk_variant_string(GVariant *value) {
    return value != NULL && g_variant_is_of_type(value, G_VARIANT_TYPE_STRING) ? g_variant_get_string(value, NULL) : NULL;
}
static inline GVariant *cgtk_variant_new_string(const gchar *value) { return g_variant_new_string(value); }
static inline GMenuItem *cgtk_menu_item_new_with_string_target(const gchar *label, const gchar *action,
                                                              const gchar *target) {
    GMenuItem *item = g_menu_item_new(label, NULL);
    g_menu_item_set_action_and_target_value(item, action, g_variant_new_string(target));
    return item;
}
static inline GMenuModel *cgtk_menu_model(gpointer p) { return G_MENU_MODEL(p); }
static inline GtkMenuButton *cgtk_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }
static inline GSimpleAction *cgtk_simple_action(gpointer p) { return G_SIMPLE_ACTION(p); }

#endif
