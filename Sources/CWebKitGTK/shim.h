// WebKitGTK 6, GTK 4 and libsoup 3 (the suggestion fetches) for the omnibox-browser demo shell.
//
// Swift imports the C API directly; this header adds only what it cannot import: GTK's
// checked cast macros (as functions), and the variadic g_signal_emit_by_name and g_object_new
// calls the shell makes.
#ifndef OMNIBOX_CWEBKITGTK_SHIM_H
#define OMNIBOX_CWEBKITGTK_SHIM_H

#include <gtk/gtk.h>
#include <webkit/webkit.h>
#include <libsoup/soup.h>

static inline GtkWindow *omnibox_gtk_window(GtkWidget *widget) { return GTK_WINDOW(widget); }
static inline GtkBox *omnibox_gtk_box(GtkWidget *widget) { return GTK_BOX(widget); }
static inline GtkEditable *omnibox_gtk_editable(GtkWidget *widget) { return GTK_EDITABLE(widget); }
static inline GtkEntry *omnibox_gtk_entry(GtkWidget *widget) { return GTK_ENTRY(widget); }
static inline GtkLabel *omnibox_gtk_label(GtkWidget *widget) { return GTK_LABEL(widget); }
static inline GtkButton *omnibox_gtk_button(GtkWidget *widget) { return GTK_BUTTON(widget); }
static inline GtkStack *omnibox_gtk_stack(GtkWidget *widget) { return GTK_STACK(widget); }
static inline GtkPopover *omnibox_gtk_popover(GtkWidget *widget) { return GTK_POPOVER(widget); }
static inline GtkListBox *omnibox_gtk_list_box(GtkWidget *widget) { return GTK_LIST_BOX(widget); }
static inline GtkListBoxRow *omnibox_gtk_list_box_row(GtkWidget *widget) { return GTK_LIST_BOX_ROW(widget); }
static inline GtkImage *omnibox_gtk_image(GtkWidget *widget) { return GTK_IMAGE(widget); }
static inline GtkNative *omnibox_gtk_native(GtkWidget *widget) { return GTK_NATIVE(widget); }
static inline GtkStyleProvider *omnibox_css_provider(GtkCssProvider *provider) { return GTK_STYLE_PROVIDER(provider); }
static inline GdkSnapshot *omnibox_gdk_snapshot(GtkSnapshot *snapshot) { return GDK_SNAPSHOT(snapshot); }
static inline WebKitWebView *omnibox_web_view(GtkWidget *widget) { return WEBKIT_WEB_VIEW(widget); }
static inline WebKitNavigationPolicyDecision *omnibox_navigation_decision(WebKitPolicyDecision *decision) {
  return WEBKIT_NAVIGATION_POLICY_DECISION(decision);
}

/// Emits a widget's "activate" signal, as pressing Enter in a GtkEntry does.
static inline void omnibox_emit_activate(GtkWidget *widget) { g_signal_emit_by_name(widget, "activate"); }

/// A web view on `session` (its "network-session" is a construct-only property).
static inline GtkWidget *omnibox_web_view_new(WebKitNetworkSession *session) {
  return GTK_WIDGET(g_object_new(WEBKIT_TYPE_WEB_VIEW, "network-session", session, NULL));
}

#endif
