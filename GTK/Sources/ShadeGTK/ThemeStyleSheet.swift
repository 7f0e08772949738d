public import CAdwaita
public import ShadeColor
import ShadeObservation
public import ShadeTheme
import ShadeTool
public import ShadeTraits

/// A CSS property a ``ThemeStyleSheet`` sets from a theme color: `color`, `background-color`, …
public struct StyleProperty: RawRepresentable, Hashable, Sendable, Comparable {
    /// The property's CSS name.
    public let rawValue: String

    /// The property of CSS name `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// `color`: text and icons.
    public static let color = StyleProperty(rawValue: "color")
    /// `background-color`.
    public static let backgroundColor = StyleProperty(rawValue: "background-color")
    /// `border-color`.
    public static let borderColor = StyleProperty(rawValue: "border-color")
    /// `caret-color`.
    public static let caretColor = StyleProperty(rawValue: "caret-color")
    /// `outline-color`.
    public static let outlineColor = StyleProperty(rawValue: "outline-color")

    /// In the order of their names, so that a rule is written the same each time.
    public static func < (lhs: StyleProperty, rhs: StyleProperty) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// A theme's colors in a GTK app, resolved for each part's traits, through one CSS provider for
/// the display.
///
/// GTK 4.8 has no CSS custom properties, and `@define-color` names one value for the whole
/// display. So the style sheet carries the colors twice:
/// - **Named colors** (`@define-color label rgb(0, 0, 0);`), resolved for the manager's traits
///   (its windows' unless one overrides them), so that an app's own CSS writes
///   `color: @label;`. A name becomes a CSS identifier by the rule of `shade convert --to css`
///   (`StyleSheetNames.identifiers(for:)`): letters, digits and `-` only, so no theme file can
///   write CSS of its own.
/// - **A class per styled widget** (`.shade-7 { background-color: …; }`), for the widgets
///   ``style(_:node:_:)`` styles, resolved for the traits of that widget's node. A subtree forced
///   to dark in a light window shows dark colors this way, and gets no change when the window
///   switches (its node's traits do not change, so its rule does not either).
///
/// A change of the manager's state or of a styled node's traits schedules one update, which runs
/// before GTK's next frame (its priority is above GTK's layout and drawing): the provider's data
/// is replaced once, and only when its text changed, so that a frame shows all the new colors or
/// none of them.
@MainActor
public final class ThemeStyleSheet<AppTheme: Theme> {
    /// A theme's colors by name, in the order the style sheet lists them.
    public typealias NamedColors = @MainActor (AppTheme) -> [(name: String, color: DynamicColor)]

    /// The manager whose theme and traits the colors follow.
    public let manager: ThemeManager<AppTheme>
    /// The provider, added to the display.
    public let provider: UnsafeMutablePointer<GtkCssProvider>
    /// The style sheet's text now.
    public private(set) var text = ""
    /// How many times the provider's data was replaced.
    public private(set) var loadCount = 0
    /// The priority of the provider: above the theme's and settings', with the application's
    /// (`GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`).
    public static var priority: UInt32 { UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) }

    private let namedColors: NamedColors
    private let display: OpaquePointer?
    private var styled: [Styled] = []
    private var nextClassNumber = 1
    private var scheduledUpdate: guint = 0
    private var subscription: Subscription?

    /// One styled widget: its node (weakly: the widget owns it), its class and its properties.
    private struct Styled {
        weak var node: WidgetNode?
        var className: String
        var properties: [(StyleProperty, String)]
    }

    /// A style sheet of `manager`'s colors (`namedColors` lists a theme's), added to `display`
    /// (the default display unless given) and kept up to date until it is released.
    public init(
        manager: ThemeManager<AppTheme>, display: OpaquePointer? = nil, namedColors: @escaping NamedColors
    ) {
        self.manager = manager
        self.namedColors = namedColors
        provider = gtk_css_provider_new()
        self.display = display ?? gdk_display_get_default()
        if let display = self.display {
            gtk_style_context_add_provider_for_display(display, shade_style_provider(provider), Self.priority)
        }
        update()
        subscription = manager.observe(receivingInitialState: false) { [weak self] _ in
            self?.setNeedsUpdate()
        }
    }

    isolated deinit {
        if scheduledUpdate != 0 { g_source_remove(scheduledUpdate) }
        if let display {
            gtk_style_context_remove_provider_for_display(display, shade_style_provider(provider))
        }
        g_object_unref(provider)
    }

    /// Sets each of `properties` of `widget` to a theme color (by the name `namedColors` gives
    /// it), resolved for the traits of `node` (the widget's own node, or the nearest above it),
    /// now and whenever they change. The widget gets a style class of its own for it.
    public func style(
        _ widget: UnsafeMutablePointer<GtkWidget>, node: WidgetNode, _ properties: [StyleProperty: String]
    ) {
        let className = "shade-\(nextClassNumber)"
        nextClassNumber += 1
        gtk_widget_add_css_class(widget, className)
        styled.append(
            Styled(node: node, className: className, properties: properties.sorted { $0.key < $1.key }))
        if !observedNodes.contains(ObjectIdentifier(node)) {
            observedNodes.insert(ObjectIdentifier(node))
            node.registerForTraitChanges(
                [
                    UserInterfaceStyleTrait.self, AccessibilityContrastTrait.self, UserInterfaceLevelTrait.self,
                    ThemeTrait.self, ThemeRevisionTrait.self,
                ], target: self, action: ThemeStyleSheet.setNeedsUpdate)
        }
        setNeedsUpdate()
    }

    private var observedNodes: Set<ObjectIdentifier> = []

    /// Schedules ``update()`` before GTK's next frame, once however many changes come first.
    public func setNeedsUpdate() {
        guard scheduledUpdate == 0 else { return }
        // Above GDK_PRIORITY_REDRAW (G_PRIORITY_HIGH_IDLE + 20), at which GTK lays out and draws.
        scheduledUpdate = GLibMainLoop.idle(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in
            self?.scheduledUpdate = 0
            self?.update()
        }
    }

    /// Writes the style sheet for the current state and replaces the provider's data when the
    /// text changed.
    public func update() {
        if scheduledUpdate != 0 {
            g_source_remove(scheduledUpdate)
            scheduledUpdate = 0
        }
        styled.removeAll { $0.node == nil }
        let next = makeText()
        guard next != text else { return }
        text = next
        loadCount += 1
        gtk_css_provider_load_from_data(provider, next, -1)
    }

    /// The colors of the current theme for `traits`, by their CSS identifiers.
    public func resolvedColors(for traits: TraitCollection) -> [(identifier: String, color: Color)] {
        let colors = namedColors(manager.theme(for: traits))
        let names = colors.map(\.name)
        // The names stay when only the appearance changes: their identifiers are made once.
        if names != identifierCache.names {
            identifierCache = (names, StyleSheetNames.identifiers(for: names))
        }
        return zip(identifierCache.identifiers, colors).map { ($0, $1.color.resolvedColor(with: traits)) }
    }

    private var identifierCache: (names: [String], identifiers: [String]) = ([], [])

    private func makeText() -> String {
        let state = manager.state
        var lines = [
            "/* Shade: \(StyleSheetNames.comment(state.theme.displayName)), "
                + "\(state.userInterfaceStyle == .dark ? "dark" : "light"), "
                + "\(state.accessibilityContrast == .high ? "high" : "normal") contrast */"
        ]
        for (identifier, color) in resolvedColors(for: state.traitCollection) {
            lines.append("@define-color \(identifier) \(color.rgbString);")
        }
        var cache: [TraitCollection: [String: Color]] = [:]
        for item in styled {
            guard let node = item.node else { continue }
            let traits = node.traitCollection
            let colors: [String: Color]
            if let cached = cache[traits] {
                colors = cached
            } else {
                let theme = manager.theme(for: traits)
                colors = Dictionary(
                    namedColors(theme).map { ($0.name, $0.color.resolvedColor(with: traits)) },
                    uniquingKeysWith: { first, _ in first })
                cache[traits] = colors
            }
            let declarations = item.properties.compactMap { property, name in
                colors[name].map { "\(property.rawValue): \($0.rgbString);" }
            }
            guard !declarations.isEmpty else { continue }
            lines.append(".\(item.className) { \(declarations.joined(separator: " ")) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
