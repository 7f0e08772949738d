import ShadeJSON

/// The tokens of one mode: its documents merged in order, a later token replacing an earlier one
/// of the same path (DTCG Resolver 2025.10, "later sources override"), with group extensions
/// (`$extends`) applied.
struct TokenTree {
    /// The tokens by dot path.
    var tokens: [String: RawToken] = [:]
    /// The dot paths in the order they first appear.
    var order: [String] = []
    /// The groups by dot path.
    var groups: [String: RawGroup] = [:]
    /// The group paths in the order they first appear.
    var groupOrder: [String] = []

    /// Merges the documents at `indices`, in order, and applies `$extends`.
    init(documents: [TokenDocument], indices: [Int], log: inout DiagnosticLog) {
        for index in indices {
            for group in documents[index].groups {
                let name = group.path.joined(separator: ".")
                if groups[name] == nil { groupOrder.append(name) }
                groups[name] = group
            }
            for token in documents[index].tokens {
                if tokens[token.name] == nil { order.append(token.name) }
                tokens[token.name] = token
            }
        }
        var expander = Extender(tree: self)
        for name in groupOrder where groups[name]?.extends != nil {
            expander.expand(name, in: &self, log: &log)
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
        var done: Set<String> = []
        var visiting: [String] = []
        /// Each group's name, with the groups inside it (itself first), in document order.
        var groupsWithin: [String: [String]] = [:]
        /// Each group's name, with the tokens under it, in the tree's order.
        var tokensWithin: [String: [String]] = [:]
        /// The tokens extensions have added.
        var added = 0

        init(tree: TokenTree) {
            for name in tree.groupOrder {
                guard let path = tree.groups[name]?.path else { continue }
                for length in 1...max(1, path.count) {
                    groupsWithin[path.prefix(length).joined(separator: "."), default: []].append(name)
                }
            }
            for name in tree.order {
                if let path = tree.tokens[name]?.path { index(token: name, path: path) }
            }
        }

        mutating func index(token name: String, path: [String]) {
            guard path.count > 1 else { return }
            for length in 1..<path.count {
                tokensWithin[path.prefix(length).joined(separator: "."), default: []].append(name)
            }
        }

        mutating func expand(_ name: String, in tree: inout TokenTree, log: inout DiagnosticLog) {
            guard !done.contains(name), let group = tree.groups[name], let extends = group.extends else { return }
            if let start = visiting.firstIndex(of: name) {
                let cycle = (visiting[start...] + [name]).joined(separator: " → ")
                log.error(group.file, extends.location, name, "`$extends` cycle: \(cycle); not extended")
                done.insert(name)
                return
            }
            let target = extends.target.joined(separator: ".")
            guard tree.groups[target] != nil else {
                let what = tree.tokens[target] != nil ? "a token, not a group" : "not a group of this mode"
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
            for tokenName in tokensWithin[target] ?? [] {
                guard var token = tree.tokens[tokenName] else { continue }
                token.path = group.path + token.path.dropFirst(extends.target.count)
                guard tree.tokens[token.name] == nil else { continue }  // the group's own token wins
                if token.declaredType == nil { token.groupType = group.type }
                copies.append(token)
            }
            guard added + copies.count <= TokenTree.maximumExtendedTokens else {
                log.error(
                    group.file, extends.location, name,
                    "`$extends` would add more than \(TokenTree.maximumExtendedTokens) tokens in all; not extended")
                return
            }
            added += copies.count
            for token in copies {
                let newName = token.name
                guard tree.tokens[newName] == nil else { continue }
                tree.tokens[newName] = token
                tree.order.append(newName)
                index(token: newName, path: token.path)
            }
        }
    }
}
