import Shade

/// A node of the soak's trait tree. Its handler records the traits of every change it is told
/// of, so the end of the soak can check that no node missed the last one.
@MainActor
final class SoakNode: TraitNode {
    /// The style this node shows whatever the preference: its own override, an ancestor's, or its
    /// window's, or `nil` when it follows the manager.
    let fixedStyle: UserInterfaceStyle?
    /// The theme this node shows whatever the selection (its window's), or `nil`.
    let fixedTheme: ThemeID?
    /// The traits of the last change the handler saw.
    private(set) var lastSeen: TraitCollection?
    /// How many changes the handler saw.
    private(set) var changes = 0

    init(name: String, fixedStyle: UserInterfaceStyle?, fixedTheme: ThemeID?) {
        self.fixedStyle = fixedStyle
        self.fixedTheme = fixedTheme
        super.init(name: name)
        registerForTraitChanges(
            [UserInterfaceStyleTrait.self, AccessibilityContrastTrait.self, ThemeTrait.self]
        ) { (node: SoakNode, _) in
            node.lastSeen = node.traitCollection
            node.changes += 1
        }
    }

    /// What is wrong with this node once every change has been delivered and the manager is in
    /// `state`, or `nil` when nothing is.
    func problem(in state: ThemeState<BasicTheme>) -> String? {
        let traits = traitCollection
        if lastSeen != traits {
            return "\(name ?? "a node") last saw \(lastSeen.map(String.init(describing:)) ?? "no change") "
                + "but has \(traits)"
        }
        let style = fixedStyle ?? state.userInterfaceStyle
        let theme = fixedTheme ?? state.theme.id
        guard traits.userInterfaceStyle == style, traits.accessibilityContrast == state.accessibilityContrast,
            traits.themeID == theme
        else {
            return "\(name ?? "a node") has \(traits), not \(style), contrast \(state.accessibilityContrast), "
                + "theme \(theme)"
        }
        return nil
    }
}
