import Foundation
import ShadeJSON

/// The value at the end of a token's alias chain.
struct FinalValue {
    /// The value as written.
    var node: JSONNode
    /// The file it is written in.
    var file: String
    /// The index of that document.
    var document: Int
    /// The type: the first one declared along the chain, from the token itself to the end.
    var type: String?
    /// The token whose `$value` it is.
    var tokenPath: String
    /// The opacity GitHub Primer's `alpha` member gives the color: that of the first token along
    /// the chain that has one.
    var alpha: Double?
}

/// A value with its references followed: an alias or a JSON pointer replaced by what it refers to.
struct ReferencedValue {
    /// The value.
    var node: JSONNode
    /// The file it is written in.
    var file: String
    /// The index of that document.
    var document: Int
    /// The token the value was an alias of, if it was a whole alias (`{a.b}`, or a pointer to
    /// `#/a/b/$value`).
    var aliasOf: String?
    /// The opacity GitHub Primer's `alpha` member of that token (or one it aliases) gives.
    var alpha: Double? = nil
}

/// Resolves the aliases and JSON pointers of one mode's tokens.
///
/// Each token's chain is followed once and remembered. A cycle is reported at every token on it,
/// with the cycle's path (`a → b → c → a`); a token whose chain leads to a missing token or into
/// a cycle is reported too, so that every token left out has its diagnostic.
struct TokenResolver {
    let documents: [TokenDocument]
    let tree: TokenTree
    /// The mode, whose overrides (in tokens' `$extensions`) replace `$value`.
    let mode: TokenMode
    var log = DiagnosticLog()

    private enum State {
        case resolving
        case done(FinalValue?)
    }

    private var states: [String: State] = [:]
    /// Tokens reported as part of a cycle, so that no second diagnostic follows.
    private var inCycle: Set<String> = []

    /// The deepest chain of pointers followed inside one value, against loops of sub-value pointers.
    static let maximumHops = 64

    /// The longest chain of references followed from one token: 64 tokens, each an alias of (or
    /// a pointer into) the next. Real chains are a few links long (a component token, a semantic
    /// token, a palette color); a token further down a longer chain is left out with an error, so
    /// that no file makes the resolver recurse without bound.
    static let maximumChainLength = 64

    /// How many chains are being followed, one inside another, right now.
    private var depth = 0

    init(documents: [TokenDocument], tree: TokenTree, mode: TokenMode) {
        self.documents = documents
        self.tree = tree
        self.mode = mode
    }

    /// What a whole value refers to.
    enum Reference {
        /// A token, by dot path: `{a.b}`, or a pointer to `#/a/b/$value`.
        case token(String)
        /// Any other JSON pointer, as written.
        case pointer(String)
    }

    /// The reference a value is, or `nil` for a value written out.
    static func reference(_ node: JSONNode) -> Reference? {
        switch node.value {
        case .string(let text):
            return AliasSyntax.wholeAlias(text).map { .token($0.joined(separator: ".")) }
        case .object(let members):
            guard members.count == 1, members[0].key == "$ref", let pointer = members[0].node.stringValue else {
                return nil
            }
            let segments = pointerSegments(pointer)
            if let segments, segments.count >= 2, segments.last == "$value", !segments.dropLast().contains("$value") {
                return .token(segments.dropLast().joined(separator: "."))
            }
            return .pointer(pointer)
        default:
            return nil
        }
    }

    /// The segments of a same-document JSON pointer (`#/a/b~1c` is `["a", "b/c"]`), or `nil` when
    /// the pointer does not start with `#/` (or is `#` alone, the whole document: `[]`).
    static func pointerSegments(_ pointer: String) -> [String]? {
        if pointer == "#" { return [] }
        guard pointer.hasPrefix("#/") else { return nil }
        return pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    // MARK: - Chains

    /// The value at the end of the token's alias chain, or `nil` (reported) when the chain breaks.
    mutating func finalValue(of name: String) -> FinalValue? {
        var stack: [String] = []
        return finalValue(of: name, stack: &stack)
    }

    private mutating func finalValue(of name: String, stack: inout [String]) -> FinalValue? {
        switch states[name] {
        case .done(let value):
            return value
        case .resolving:
            reportCycle(at: name, stack: stack)
            return nil
        case nil:
            break
        }
        guard let token = tree.tokens[name] else { return nil }
        let value = effectiveValue(of: token)
        guard depth < Self.maximumChainLength else {
            log.error(
                token.file, value.location, name,
                "the chain of references that reaches this token is longer than \(Self.maximumChainLength) tokens; left out"
            )
            states[name] = .done(nil)
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        states[name] = .resolving
        stack.append(name)
        var result: FinalValue?
        switch Self.reference(value) {
        case .token(let target):
            if tree.tokens[target] == nil {
                log.error(token.file, value.location, name, missingTargetMessage(target))
            } else if let final = finalValue(of: target, stack: &stack) {
                result = final
                result?.type = token.declaredType ?? final.type
            } else if !inCycle.contains(name) {
                log.error(
                    token.file, value.location, name,
                    "refers to `\(target)`, which has no value (see the diagnostic there); left out")
            }
        case .pointer(let pointer):
            var pointerLog = DiagnosticLog()
            let referenced = resolvePointer(
                pointer, at: value, file: token.file, document: token.document, path: name, hops: 0,
                log: &pointerLog)
            log.diagnostics += pointerLog.diagnostics
            if let referenced {
                result = FinalValue(
                    node: referenced.node, file: referenced.file, document: referenced.document,
                    type: token.declaredType,
                    tokenPath: name)
            }
        case nil:
            result = FinalValue(
                node: value, file: token.file, document: token.document, type: token.declaredType, tokenPath: name)
        }
        stack.removeLast()
        if let alpha = override(of: token)?.alpha ?? token.object["alpha"]?.doubleValue, (0...1).contains(alpha) {
            result?.alpha = alpha
        }
        if inCycle.contains(name) { result = nil }
        states[name] = .done(result)
        return result
    }

    /// The override the token's `$extensions` give for this mode, if any.
    func override(of token: RawToken) -> ModeOverride? {
        token.overrides.last { $0.applies(to: mode) }
    }

    /// The token's value in this mode: its override for the mode, or its `$value`.
    func effectiveValue(of token: RawToken) -> JSONNode {
        override(of: token)?.value ?? token.value
    }

    /// Reports the cycle that reaches `name` again, once at each token on it.
    private mutating func reportCycle(at name: String, stack: [String]) {
        guard let start = stack.firstIndex(of: name) else { return }
        let members = Array(stack[start...])
        for (offset, member) in members.enumerated() where !inCycle.contains(member) {
            let rotated = members[offset...] + members[..<offset] + [member]
            if let token = tree.tokens[member] {
                log.error(
                    token.file, effectiveValue(of: token).location, member,
                    "alias cycle: \(rotated.joined(separator: " → ")); left out")
            }
        }
        inCycle.formUnion(members)
    }

    /// The message for an alias to a path that is no token.
    func missingTargetMessage(_ target: String) -> String {
        if tree.tokens[target + ".$root"] != nil {
            return
                "refers to the group `\(target)`; its own value is the token `\(target).$root` (write `{\(target).$root}`); left out"
        }
        if tree.groups[target] != nil {
            return "refers to `\(target)`, which is a group, not a token; left out"
        }
        return "refers to `\(target)`, which does not exist; left out"
    }

    // MARK: - References inside values

    /// `node` with its reference followed when it is one (an alias or a pointer), for a part of a
    /// value such as a color component or a typography field; `nil` (reported in `log`) when the
    /// reference leads nowhere.
    mutating func followingReference(
        _ node: JSONNode, file: String, document: Int, path: String, log: inout DiagnosticLog
    ) -> ReferencedValue? {
        followingReference(node, file: file, document: document, path: path, hops: 0, log: &log)
    }

    private mutating func followingReference(
        _ node: JSONNode, file: String, document: Int, path: String, hops: Int, log: inout DiagnosticLog
    ) -> ReferencedValue? {
        switch Self.reference(node) {
        case nil:
            return ReferencedValue(node: node, file: file, document: document, aliasOf: nil)
        case .token(let target):
            guard tree.tokens[target] != nil else {
                log.error(file, node.location, path, missingTargetMessage(target))
                return nil
            }
            guard let final = finalValue(of: target) else {
                log.error(
                    file, node.location, path,
                    "refers to `\(target)`, which has no value (see the diagnostic there); left out")
                return nil
            }
            return ReferencedValue(
                node: final.node, file: final.file, document: final.document, aliasOf: target, alpha: final.alpha)
        case .pointer(let pointer):
            guard
                let value = resolvePointer(
                    pointer, at: node, file: file, document: document, path: path, hops: hops, log: &log)
            else { return nil }
            return ReferencedValue(node: value.node, file: value.file, document: value.document, aliasOf: nil)
        }
    }

    /// The node a same-document JSON pointer addresses, with references met on the way (or at
    /// the end) followed. A path through a token's `$value` follows that token's alias chain in
    /// this mode, so `#/color/blue/$value/components/0` works when `color.blue` is an alias too.
    private mutating func resolvePointer(
        _ pointer: String, at node: JSONNode, file: String, document: Int, path: String, hops: Int,
        log: inout DiagnosticLog
    ) -> ReferencedValue? {
        guard hops < Self.maximumHops else {
            log.error(
                file, node.location, path,
                "the pointer `\(pointer)` leads into a loop of pointers (or through more than \(Self.maximumHops)); left out"
            )
            return nil
        }
        guard let segments = Self.pointerSegments(pointer) else {
            log.error(
                file, node.location, path,
                "expected a JSON pointer into this document (starting with `#/`), found \(JSONWriter.displayQuoted(pointer, limit: 60)); left out"
            )
            return nil
        }
        var current: ReferencedValue
        var rest: ArraySlice<String>
        var walked = "#"
        if let valueIndex = segments.firstIndex(of: "$value"), valueIndex > 0 {
            let target = segments[..<valueIndex].joined(separator: ".")
            guard tree.tokens[target] != nil else {
                log.error(
                    file, node.location, path,
                    "the pointer `\(pointer)` refers to `\(target)`, which is not a token; left out")
                return nil
            }
            guard let final = finalValue(of: target) else {
                log.error(
                    file, node.location, path,
                    "the pointer `\(pointer)` refers to `\(target)`, which has no value; left out")
                return nil
            }
            current = ReferencedValue(node: final.node, file: final.file, document: final.document, aliasOf: nil)
            rest = segments[(valueIndex + 1)...]
            walked = "#/" + segments[...valueIndex].joined(separator: "/")
        } else {
            current = ReferencedValue(node: documents[document].root, file: file, document: document, aliasOf: nil)
            rest = segments[...]
        }
        for segment in rest {
            guard
                let followed = followingReference(
                    current.node, file: current.file, document: current.document, path: path, hops: hops + 1, log: &log)
            else { return nil }
            current = followed
            let child: JSONNode?
            switch current.node.value {
            case .object: child = current.node[segment]
            case .array(let elements):
                child = Int(segment).flatMap { elements.indices.contains($0) ? elements[$0] : nil }
            default: child = nil
            }
            guard let child else {
                log.error(
                    file, node.location, path,
                    "the pointer `\(pointer)` leads nowhere: \(current.node.value.kindDescription) at `\(walked)` has no `\(segment)`; left out"
                )
                return nil
            }
            walked += "/" + segment
            current.node = child
        }
        return followingReference(
            current.node, file: current.file, document: current.document, path: path, hops: hops + 1, log: &log)
    }
}
