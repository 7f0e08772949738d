public import CAdwaita
public import ShadeTraits

/// A trait node that belongs to a GTK widget: the widget keeps it alive, and finalizing the
/// widget takes it out of the trait tree and releases it (and its subtree with it).
///
/// Give a widget a node where its part of the interface needs traits of its own (a window, a
/// panel forced to dark, a themed list), add it under the node of the widget above it, and
/// override traits on it as on any `TraitNode`: the widgets ``ThemeStyleSheet`` styles inside
/// follow its traits.
@MainActor
public final class WidgetNode: TraitNode {
    /// The key of the node on its widget.
    static let key = "shade-trait-node"

    /// The widget, until it is finalized.
    public private(set) var widget: UnsafeMutablePointer<GtkWidget>?

    /// A node for `widget`, kept alive by it, named `name` for descriptions.
    public init(widget: UnsafeMutablePointer<GtkWidget>, name: String? = nil) {
        self.widget = widget
        super.init(name: name)
        // Unowned: the widget holds the node, and lets it go only when it is finalized.
        GObjectSignals.attach(self, to: widget, key: Self.key) { [unowned self] in
            self.widget = nil
            self.removeFromParent()
        }
    }

    /// The node of `widget`, if it has one.
    public static func node(of widget: UnsafeMutablePointer<GtkWidget>) -> WidgetNode? {
        GObjectSignals.attached(to: widget, key: key) as? WidgetNode
    }
}
