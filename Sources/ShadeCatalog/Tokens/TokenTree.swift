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
        var expander = Extender()
        for name in groupOrder where groups[name]?.extends != nil {
            expander.expand(name, in: &self, log: &log)
        }
    }

    /// Applies `$extends` group by group, each once, targets first, reporting cycles.
    private struct Extender {
        var done: Set<String> = []
        var visiting: [String] = []

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
            visiting.append(name)
            // Extend the target (and the groups inside it) first, so that inherited tokens are complete.
            for inner in tree.groupOrder where inner == target || inner.hasPrefix(target + ".") {
                expand(inner, in: &tree, log: &log)
            }
            visiting.removeLast()
            if done.contains(name) { return }  // reported as part of a cycle meanwhile
            let prefix = target + "."
            for tokenName in tree.order where tokenName.hasPrefix(prefix) {
                guard var token = tree.tokens[tokenName] else { continue }
                token.path = group.path + token.path.dropFirst(extends.target.count)
                let newName = token.name
                guard tree.tokens[newName] == nil else { continue }  // the group's own token wins
                if token.declaredType == nil { token.groupType = group.type }
                tree.tokens[newName] = token
                tree.order.append(newName)
            }
            done.insert(name)
        }
    }
}
