// What Swift cannot import from GTK 4 and libadwaita as they are: GObject's cast and signal
// macros and variadic functions, as small functions; and the two functions libdispatch provides
// for running its main queue from another event loop.
#pragma once

#include <adwaita.h>
#include <gtk/gtk.h>
#include <glib-unix.h>

// libdispatch (swift-corelibs-libdispatch, src/queue.c): the main queue's wake-up handle (an
// eventfd on Linux, readable when work is queued on the main queue) and the function that runs
// what is queued. CoreFoundation's run loop uses the same pair.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static inline gulong shade_signal_connect(
    gpointer instance, const char *signal, GCallback handler, gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

static inline GtkWidget *shade_widget(gpointer object) { return GTK_WIDGET(object); }
static inline GtkWindow *shade_window(gpointer object) { return GTK_WINDOW(object); }
static inline GtkBox *shade_box(gpointer object) { return GTK_BOX(object); }
static inline GtkLabel *shade_label(gpointer object) { return GTK_LABEL(object); }
static inline GtkApplication *shade_application(gpointer object) { return GTK_APPLICATION(object); }
static inline GApplication *shade_g_application(gpointer object) { return G_APPLICATION(object); }
static inline GtkNative *shade_native(gpointer object) { return GTK_NATIVE(object); }
static inline GdkPaintable *shade_paintable(gpointer object) { return GDK_PAINTABLE(object); }
static inline GActionMap *shade_action_map(gpointer object) { return G_ACTION_MAP(object); }
static inline GObject *shade_object(gpointer object) { return G_OBJECT(object); }
static inline GtkStyleProvider *shade_style_provider(gpointer object) { return GTK_STYLE_PROVIDER(object); }
static inline GtkListItem *shade_list_item(gpointer object) { return GTK_LIST_ITEM(object); }
static inline GtkStringObject *shade_string_object(gpointer object) { return GTK_STRING_OBJECT(object); }
static inline GtkToggleButton *shade_toggle_button(gpointer object) { return GTK_TOGGLE_BUTTON(object); }
static inline GtkDropDown *shade_drop_down(gpointer object) { return GTK_DROP_DOWN(object); }
static inline GtkSwitch *shade_switch(gpointer object) { return GTK_SWITCH(object); }
static inline GtkScrolledWindow *shade_scrolled_window(gpointer object) { return GTK_SCROLLED_WINDOW(object); }
static inline GListModel *shade_list_model(gpointer object) { return G_LIST_MODEL(object); }
static inline GtkSelectionModel *shade_selection_model(gpointer object) { return GTK_SELECTION_MODEL(object); }
static inline AdwApplicationWindow *shade_adw_window(gpointer object) { return ADW_APPLICATION_WINDOW(object); }
static inline AdwHeaderBar *shade_header_bar(gpointer object) { return ADW_HEADER_BAR(object); }
static inline GdkSnapshot *shade_gdk_snapshot(GtkSnapshot *snapshot) { return GDK_SNAPSHOT(snapshot); }
static inline GAction *shade_action(gpointer object) { return G_ACTION(object); }
static inline GtkEditable *shade_editable(gpointer object) { return GTK_EDITABLE(object); }
static inline GtkOrientable *shade_orientable(gpointer object) { return GTK_ORIENTABLE(object); }
static inline AdwPreferencesGroup *shade_preferences_group(gpointer object) { return ADW_PREFERENCES_GROUP(object); }
static inline AdwPreferencesPage *shade_preferences_page(gpointer object) { return ADW_PREFERENCES_PAGE(object); }
static inline AdwComboRow *shade_combo_row(gpointer object) { return ADW_COMBO_ROW(object); }
static inline AdwPreferencesRow *shade_preferences_row(gpointer object) { return ADW_PREFERENCES_ROW(object); }
static inline AdwViewStack *shade_view_stack(gpointer object) { return ADW_VIEW_STACK(object); }
static inline AdwViewSwitcher *shade_view_switcher(gpointer object) { return ADW_VIEW_SWITCHER(object); }
static inline GtkListView *shade_list_view(gpointer object) { return GTK_LIST_VIEW(object); }
static inline GtkButton *shade_button(gpointer object) { return GTK_BUTTON(object); }
static inline GtkListItemFactory *shade_list_item_factory(gpointer object) { return GTK_LIST_ITEM_FACTORY(object); }
// Draws `widget` into `snapshot` as GTK draws it in a frame: its class's snapshot function, which
// draws its CSS background and border and its children (GTK's private gtk_widget_snapshot does
// the same, with the render node cache).
static inline void shade_widget_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GTK_WIDGET_GET_CLASS(widget)->snapshot(widget, snapshot);
}
static inline GtkFlowBox *shade_flow_box(gpointer object) { return GTK_FLOW_BOX(object); }
