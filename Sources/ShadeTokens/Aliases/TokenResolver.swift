import Foundation
import ShadeDiagnostics
package import ShadeJSON

/// Resolves the aliases and JSON pointers of one mode's tokens.
///
/// Each token's chain is followed once and remembered. A cycle is reported at every token on it,
/// with the cycle's path (`a → b → c → a`); a token whose chain leads to a missing token or into
/// a cycle is reported too, so that every token left out has its diagnostic.
package struct TokenResolver {
    let documents: [TokenDocument]
    let tree: TokenTree
    /// The mode, whose overrides (in tokens' `$extensions`) replace `$value`.
    let mode: TokenMode
    var log = DiagnosticLog()

    private enum State {
        case resolving
        case done(FinalValue?)
    }

    /// Each token's state, by its index in the tree.
    private var states: [State?]
    /// The tokens whose chains are being followed, outermost first; a chain followed from inside
    /// a value (a pointer, a color component) starts at ``chainStart``, so that a cycle is only
    /// recognized within one chain.
    private var chain: [Int] = []
    private var chainStart = 0
    /// What the values that are JSON pointers lead to (see ``FinalValue/pointerTarget``).
    private var pointerTargets: [ReferencedValue] = []
    /// The token each token's value is a whole alias of, by index, once its chain is followed.
    private var aliasTargets: [String?]
    /// The colors read from tokens' values, for the aliases that end there.
    var colorReads: [ColorRead] = []
    /// Set by a value decoder that meets a field Shade keeps as written (a Tokens Studio
    /// expression in a typography): the token is then kept as written, not dropped.
    var foundFieldKeptAsWritten = false
    /// The index in ``colorReads`` of the last color read from each token's value, by the token's
    /// index; -1 for none.
    var colorReadIndices: [Int]
    /// Tokens reported as part of a cycle, so that no second diagnostic follows.
    private var inCycle = ScalarSet()

    /// The deepest chain of pointers followed inside one value, against loops of sub-value pointers.
    static let maximumHops = 64

    /// The longest chain of references followed from one token: 128 tokens, each an alias of (or
    /// a pointer into) the next. Real chains are a few links long (a component token, a semantic
    /// token, a palette color), and generated ones reach 100; a token whose chain is longer is
    /// left out with an error, so that no file makes the resolver recurse without bound. The
    /// limit is on each token's own chain, whatever the order the tokens are declared and
    /// resolved in.
    static let maximumChainLength = 128

    /// How many chains are being followed, one inside another, right now.
    private var depth = 0
    /// Set when a chain being followed passed ``maximumChainLength`` tokens: the tokens on it are
    /// left unresolved (their own chains may be short) and the token it started from is reported.
    private var isChainTooLong = false

    init(documents: [TokenDocument], tree: TokenTree, mode: TokenMode) {
        self.documents = documents
        self.tree = tree
        self.mode = mode
        states = Array(repeating: nil, count: tree.tokens.count)
        aliasTargets = Array(repeating: nil, count: tree.tokens.count)
        colorReadIndices = Array(repeating: -1, count: tree.tokens.count)
    }

    /// What a whole value refers to.
    package enum Reference {
        /// A token, by dot path: `{a.b}`, or a pointer to `#/a/b/$value`.
        case token(String)
        /// Any other JSON pointer, as written.
        case pointer(String)
    }

    /// The reference a value is, or `nil` for a value written out.
    package static func reference(_ node: JSONNode) -> Reference? {
        switch node.value {
        case .string(let text):
            return AliasSyntax.wholeAliasName(text).map(Reference.token)
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

    /// The value at the end of the alias chain of the token at `index` in the tree, or `nil`
    /// (reported) when the chain breaks.
    mutating func finalValue(at index: Int) -> FinalValue? {
        let outerStart = chainStart
        chainStart = chain.count
        defer { chainStart = outerStart }
        let final = followChain(at: index)
        if isChainTooLong {
            isChainTooLong = false
            let token = tree.tokens[index]
            log.error(
                token.file, effectiveValue(of: token).location, token.name,
                "the chain of references from this token is longer than \(Self.maximumChainLength) tokens; left out")
            states[index] = .done(nil)
        }
        return final
    }

    /// The token the value of the token at `index` is a whole alias of; known once its chain
    /// has been followed.
    func aliasTarget(at index: Int) -> String? {
        aliasTargets[index]
    }

    /// The value a final value stands for, with the file and document it is written in.
    func written(_ final: FinalValue) -> ReferencedValue {
        if final.pointerTarget >= 0 { return pointerTargets[final.pointerTarget] }
        let token = tree.tokens[final.tokenIndex]
        return ReferencedValue(
            node: effectiveValue(of: token), file: token.file, document: token.document, aliasOf: nil)
    }

    private mutating func followChain(at index: Int) -> FinalValue? {
        switch states[index] {
        case .done(let value):
            return value
        case .resolving:
            reportCycle(at: index)
            return nil
        case nil:
            break
        }
        let token = tree.tokens[index]
        let override = override(of: token)
        let value = override?.value ?? token.value
        guard depth < Self.maximumChainLength else {
            isChainTooLong = true
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        states[index] = .resolving
        chain.append(index)
        var result: FinalValue?
        switch Self.reference(value) {
        case .token(let target):
            aliasTargets[index] = target
            if let targetIndex = tree.index(of: target) {
                let final = followChain(at: targetIndex)
                if isChainTooLong {
                    // Left unresolved: this token is resolved again from its own start.
                    chain.removeLast()
                    states[index] = nil
                    return nil
                }
                if let final, final.length >= Self.maximumChainLength {
                    log.error(
                        token.file, value.location, token.name,
                        "the chain of references from this token is longer than \(Self.maximumChainLength) tokens; left out"
                    )
                } else if let final {
                    result = final
                    result?.length = final.length + 1
                    if let type = token.declaredType { result?.type = type }
                } else if !inCycle.contains(token.name) {
                    log.error(
                        token.file, value.location, token.name,
                        "refers to `\(target)`, which has no value (see the diagnostic there); left out")
                }
            } else {
                log.error(token.file, value.location, token.name, missingTargetMessage(target))
            }
        case .pointer(let pointer):
            var pointerLog = DiagnosticLog()
            let referenced = resolvePointer(
                pointer, at: value, file: token.file, document: token.document, path: token.name, hops: 0,
                log: &pointerLog)
            if !pointerLog.diagnostics.isEmpty { log.diagnostics += pointerLog.diagnostics }
            if let referenced {
                pointerTargets.append(
                    ReferencedValue(
                        node: referenced.node, file: referenced.file, document: referenced.document, aliasOf: nil))
                result = FinalValue(
                    tokenIndex: index, type: token.declaredType, pointerTarget: pointerTargets.count - 1)
            }
        case nil:
            result = FinalValue(tokenIndex: index, type: token.declaredType)
        }
        chain.removeLast()
        if let alpha = override?.alpha ?? token.alpha?.doubleValue, (0...1).contains(alpha) {
            result?.alpha = alpha
        }
        if !inCycle.isEmpty, inCycle.contains(token.name) { result = nil }
        states[index] = .done(result)
        return result
    }

    /// The override the token's `$extensions` give for this mode, if any.
    func override(of token: RawToken) -> ModeOverride? {
        token.hasOverrides ? token.overrides.last { $0.applies(to: mode) } : nil
    }

    /// The token's value in this mode: its override for the mode, or its `$value`.
    func effectiveValue(of token: RawToken) -> JSONNode {
        override(of: token)?.value ?? token.value
    }

    /// Reports the cycle that reaches the token at `index` again, once at each token on it.
    private mutating func reportCycle(at index: Int) {
        guard let start = chain[chainStart...].firstIndex(of: index) else { return }
        let members = chain[start...].map { tree.tokens[$0].name }
        for (offset, member) in members.enumerated() where !inCycle.contains(member) {
            let rotated = members[offset...] + members[..<offset] + [member]
            let token = tree.tokens[chain[start + offset]]
            log.error(
                token.file, effectiveValue(of: token).location, member,
                "alias cycle: \(rotated.joined(separator: " → ")); left out")
        }
        for member in members { inCycle.insert(member) }
    }

    /// The message for an alias to a path that is no token.
    func missingTargetMessage(_ target: String) -> String {
        if tree.index(of: target + ".$root") != nil {
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
            guard let targetIndex = tree.index(of: target) else {
                log.error(file, node.location, path, missingTargetMessage(target))
                return nil
            }
            guard let final = finalValue(at: targetIndex) else {
                log.error(
                    file, node.location, path,
                    "refers to `\(target)`, which has no value (see the diagnostic there); left out")
                return nil
            }
            var referenced = written(final)
            referenced.aliasOf = target
            referenced.alpha = final.alpha
            return referenced
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
            guard let targetIndex = tree.index(of: target) else {
                log.error(
                    file, node.location, path,
                    "the pointer `\(pointer)` refers to `\(target)`, which is not a token; left out")
                return nil
            }
            guard let final = finalValue(at: targetIndex) else {
                log.error(
                    file, node.location, path,
                    "the pointer `\(pointer)` refers to `\(target)`, which has no value; left out")
                return nil
            }
            current = written(final)
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
