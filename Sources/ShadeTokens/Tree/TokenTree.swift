import ShadeCatalogModel
import ShadeDiagnostics
import ShadeJSON

/// The tokens of one mode: its documents merged in order, a later token replacing an earlier one
/// of the same path (DTCG Resolver 2025.10, "later sources override"), with group extensions
/// (`$extends`) applied.
struct TokenTree {
    /// The tokens in the order their paths first appear; a later token of the same path replaces
    /// an earlier one where it stands. The resolver and the builder address them by index.
    private(set) var tokens: [RawToken] = []
    /// Each dot path's index in ``tokens``.
    private(set) var indexByName = ScalarKeyed<Int>()
    /// The groups by dot path (compared by their scalars, as every name).
    var groups = ScalarKeyed<RawGroup>()
    /// The group paths in the order they first appear.
    var groupOrder: [String] = []
    /// Whether ``tokens`` are one document's, in document order, with nothing added by
    /// `$extends`: then they are already in the nested order a writer gives them.
    private(set) var isOneDocumentInOrder: Bool

    /// Merges the documents at `indices`, in order, and applies `$extends`.
    init(documents: [TokenDocument], indices: [Int], log: inout DiagnosticLog) {
        isOneDocumentInOrder = indices.count == 1
        if indices.count == 1 {
            // Paths are unique within a document: its tokens are the tree's as they are.
            tokens = documents[indices[0]].tokens
            indexByName = documents[indices[0]].indexByName
        } else {
            for index in indices {
                for token in documents[index].tokens {
                    add(token)
                }
            }
        }
        if tokens.count > ColorCatalog.maximumEntries {
            let first = tokens[ColorCatalog.maximumEntries]
            log.error(
                first.file, first.location, first.name,
                "the files hold \(tokens.count) tokens, more than the \(ColorCatalog.maximumEntries) a read accepts; "
                    + "this token and the \(tokens.count - ColorCatalog.maximumEntries - 1) after it are left out")
            for token in tokens[ColorCatalog.maximumEntries...] { indexByName[token.name] = nil }
            tokens.removeSubrange(ColorCatalog.maximumEntries...)
        }
        groups.reserveCapacity(indices.reduce(0) { $0 + documents[$1].groups.count })
        for index in indices {
            for group in documents[index].groups where groups.updateValue(group, forKey: group.name) == nil {
                groupOrder.append(group.name)
            }
        }
        // Indexing the groups for `$extends` costs as much as merging: only when one extends.
        guard groups.values.contains(where: { $0.extends != nil }) else { return }
        var expander = Extender(tree: self)
        for name in groupOrder where groups[name]?.extends != nil {
            expander.expand(name, in: &self, log: &log)
        }
    }

    /// The names of the tokens, in order.
    var order: [String] { tokens.map(\.name) }

    /// The index of the token named `name` in ``tokens``, or `nil`.
    func index(of name: String) -> Int? {
        indexByName[name]
    }

    /// The token named `name`, or `nil`.
    func token(named name: String) -> RawToken? {
        indexByName[name].map { tokens[$0] }
    }

    /// Adds `token`, or replaces the token of the same path where it stands.
    private mutating func add(_ token: RawToken) {
        if let index = indexByName[token.name] {
            tokens[index] = token
        } else {
            indexByName[token.name] = tokens.count
            tokens.append(token)
        }
    }

    /// The longest chain of groups that extend one another (`a` extends `b`, which extends `c`,
    /// …): 64. A group further down such a chain is not extended, with an error, so that no file
    /// makes the reader recurse without bound.
    static let maximumExtendsDepth = 64

    /// The most tokens `$extends` adds to one mode: 10 000. Each extension copies its target's
    /// tokens, so groups that extend groups that extend groups can double the tokens at every
    /// step; a group whose extension would go past the limit is not extended, with an error.
    static let maximumExtendedTokens = 10_000

    /// Applies `$extends` group by group, each once, targets first, reporting cycles.
    ///
    /// The groups inside each group and the tokens under it are indexed once (and each copied
    /// token added as it is made), so extending costs time in proportion to the tokens copied,
    /// whatever the number of groups.
    private struct Extender {
        var done = ScalarSet()
        var visiting: [String] = []
        /// Each group's name, with the groups inside it (itself first), in document order.
        var groupsWithin = ScalarKeyed<[String]>()
        /// Each group's name, with the indices of the tokens under it, in the tree's order.
        var tokensWithin = ScalarKeyed<[Int]>()
        /// The tokens extensions have added.
        var added = 0

        init(tree: TokenTree) {
            for name in tree.groupOrder {
                guard let path = tree.groups[name]?.path else { continue }
                for length in 1...max(1, path.count) {
                    groupsWithin[path.prefix(length).joined(separator: "."), default: []].append(name)
                }
            }
            for index in tree.tokens.indices {
                self.index(token: index, path: tree.tokens[index].path)
            }
        }

        /// Records the token at `index` in ``TokenTree/tokens``, at `path`, under each of its groups.
        mutating func index(token index: Int, path: [String]) {
            guard path.count > 1 else { return }
            for length in 1..<path.count {
                tokensWithin[path.prefix(length).joined(separator: "."), default: []].append(index)
            }
        }

        mutating func expand(_ name: String, in tree: inout TokenTree, log: inout DiagnosticLog) {
            guard !done.contains(name), let group = tree.groups[name], let extends = group.extends else { return }
            if let start = visiting.firstIndex(where: { $0.scalarsEqual(name) }) {
                let cycle = (visiting[start...] + [name]).joined(separator: " → ")
                log.error(group.file, extends.location, name, "`$extends` cycle: \(cycle); not extended")
                done.insert(name)
                return
            }
            let target = extends.target.joined(separator: ".")
            guard tree.groups[target] != nil else {
                let what = tree.index(of: target) != nil ? "a token, not a group" : "not a group of this mode"
                log.error(
                    group.file, extends.location, name,
                    "`$extends` refers to `\(target)`, which is \(what); not extended")
                done.insert(name)
                return
            }
            guard visiting.count < TokenTree.maximumExtendsDepth else {
                log.error(
                    group.file, extends.location, name,
                    "`$extends` chains nest deeper than \(TokenTree.maximumExtendsDepth) groups here; not extended")
                done.insert(name)
                return
            }
            visiting.append(name)
            // Extend the target (and the groups inside it) first, so that inherited tokens are complete.
            for inner in groupsWithin[target] ?? [] {
                expand(inner, in: &tree, log: &log)
            }
            visiting.removeLast()
            if done.contains(name) { return }  // reported as part of a cycle meanwhile
            done.insert(name)
            var copies: [RawToken] = []
            for index in tokensWithin[target] ?? [] {
                let original = tree.tokens[index]
                let token = original.inherited(
                    at: group.path + original.path.dropFirst(extends.target.count), groupType: group.type)
                // What the group holds itself wins, as in a deep merge: its own token of that name, its
                // own group of that name (which a token cannot replace), or its own token where the
                // inherited one would sit inside it.
                guard tree.index(of: token.name) == nil, tree.groups[token.name] == nil,
                    !(group.path.count + 1..<token.path.count).contains(where: {
                        tree.index(of: token.path.prefix($0).joined(separator: ".")) != nil
                    })
                else { continue }
                copies.append(token)
            }
            guard added + copies.count <= TokenTree.maximumExtendedTokens else {
                log.error(
                    group.file, extends.location, name,
                    "`$extends` would add more than \(TokenTree.maximumExtendedTokens) tokens in all; not extended")
                return
            }
            added += copies.count
            for token in copies where tree.index(of: token.name) == nil {
                tree.add(token)
                tree.isOneDocumentInOrder = false
                index(token: tree.tokens.count - 1, path: token.path)
            }
        }
    }
}
