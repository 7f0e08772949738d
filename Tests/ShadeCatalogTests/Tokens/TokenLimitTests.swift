import Foundation
import Shade
import ShadeJSON
import ShadeTestSupport
import Testing

@testable import ShadeCatalog
@testable import ShadeTokens

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The limits the token reader holds to, so that no file, however written, makes it recurse
/// without bound, loop, or multiply its work: each found by fuzzing or by asking what a file of a
/// few kilobytes can make the reader do.
///
/// Each test's time limit guards against a hang or an explosion of work, not a speed: a few
/// seconds alone, the tests run beside the whole suite under the address sanitizer on two cores,
/// where waiting for a core can take minutes (``hangLimit``).
@Suite("Design tokens: limits")
struct TokenLimitTests {
    /// Longer than any of these tests takes on a loaded machine, far shorter than a hang.
    static let hangLimit = TimeLimitTrait.Duration.minutes(5)

    /// A chain of `count` color aliases, `t0` → `t1` → … → the color `t<count>`.
    static func aliasChain(_ count: Int) -> String {
        var members = (0..<count).map { ##""t\##($0)": {"$value": "{t\##($0 + 1)}"}"## }
        members.append(##""t\##(count)": {"$value": "#0A84FF"}"##)
        return ##"{"$type": "color", "## + members.joined(separator: ", ") + "}"
    }

    @Test func anAliasChainOfTheLongestLengthResolves() {
        let result = TokenReader().read(text: Self.aliasChain(TokenResolver.maximumChainLength - 1))
        #expect(result.isComplete, "\(result.errors)")
        #expect(result.catalog.dynamicColor(named: "t0")?.resolvedColor() == Color(rgb: 0x0A84FF))
    }

    /// Before the limit, 10 000 aliases exhausted the stack.
    @Test(.timeLimit(hangLimit))
    func anAliasChainOf10000TokensIsCutWithALocatedError() throws {
        let result = TokenReader().read(text: Self.aliasChain(10_000), name: "chain.tokens.json")
        let cut = try #require(result.errors.first { $0.message.contains("longer than 128 tokens") })
        #expect(cut.path == "t0")
        #expect(cut.location?.line == 1)
        #expect(result.catalog["t0"] == nil)
        #expect(result.catalog.dynamicColor(named: "t9999")?.resolvedColor() == Color(rgb: 0x0A84FF))
        // Each token's own chain counts: from t9873 to the color t10000 are 128 tokens, from t9872 129.
        #expect(result.catalog["t9873"] != nil)
        #expect(result.catalog["t9872"] == nil)
    }

    /// A chain declared the other way round (the color first, each token an alias of the one
    /// before) is held to the same limit: it once passed whole, as every token's target was
    /// resolved before it.
    @Test(.timeLimit(hangLimit))
    func theChainLimitDoesNotDependOnTheOrderOfDeclaration() throws {
        let count = 10_000
        var members = [##""t0": {"$value": "#0A84FF"}"##]
        members += (1...count).map { ##""t\##($0)": {"$value": "{t\##($0 - 1)}"}"## }
        let forwards = TokenReader().read(
            text: ##"{"$type": "color", "## + members.joined(separator: ", ") + "}", name: "forwards.tokens.json")
        let backwards = TokenReader().read(text: Self.aliasChain(count), name: "backwards.tokens.json")
        // t0…t127 (forwards) and t9873…t10000 (backwards) are the 128 tokens nearest the color.
        #expect(forwards.catalog.names == (0..<128).map { "t\($0)" })
        #expect(backwards.catalog.names == (9873...count).map { "t\($0)" })
        let cut = try #require(forwards.errors.first)
        #expect(cut.path == "t128")
        #expect(cut.message == "the chain of references from this token is longer than 128 tokens; left out")
        #expect(forwards.errors.count == count - 127)
        #expect(backwards.errors.count == count - 127)
    }

    @Test(.timeLimit(hangLimit))
    func aReadAcceptsAtMost100000Tokens() throws {
        let count = ColorCatalog.maximumEntries + 2
        let members = (0..<count).map { ##""t\##($0)": {"$value": 1}"## }
        let result = TokenReader().read(
            text: ##"{"$type": "number", "## + members.joined(separator: ",\n") + "}", name: "many.tokens.json")
        #expect(result.catalog.entries.count == ColorCatalog.maximumEntries)
        let error = try #require(result.errors.first)
        #expect(
            error.description
                == "many.tokens.json:100001:12: error: t100000: the files hold 100002 tokens, more than the 100000 a "
                + "read accepts; this token and the 1 after it are left out")
    }

    /// Pointers into other tokens' values (`#/t1/$value/components/0`) are followed through at
    /// most 64 pointers.
    @Test(.timeLimit(hangLimit))
    func aChainOfPointersIntoValuesIsCutToo() {
        let count = 2_000
        var members = (0..<count).map {
            ##""t\##($0)": {"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/t\##($0 + 1)/$value/components/0"}, 0, 0]}}"##
        }
        members.append(##""t\##(count)": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}"##)
        let result = TokenReader().read(text: ##"{"$type": "color", "## + members.joined(separator: ", ") + "}")
        #expect(result.errors.contains { $0.message.contains("or through more than 64") })
        #expect(
            result.catalog.dynamicColor(named: "t\(count - 1)")?.resolvedColor() == Color(red: 1, green: 0, blue: 0))
    }

    /// `g0` extends `g1`, `g1` extends `g2`, …, and the last group holds a token: `count` groups.
    static func extendsChain(_ count: Int) -> String {
        var groups = (0..<count - 1).map { ##""g\##($0)": {"$extends": "{g\##($0 + 1)}"}"## }
        groups.append(##""g\##(count - 1)": {"$type": "color", "a": {"$value": "#000000"}}"##)
        return "{" + groups.joined(separator: ", ") + "}"
    }

    @Test func anExtendsChainOfTheDeepestNestingIsExtended() {
        let result = TokenReader().read(text: Self.extendsChain(TokenTree.maximumExtendsDepth + 1))
        #expect(result.isComplete, "\(result.errors)")
        #expect(result.catalog["g0.a"] != nil)
    }

    /// Before the limit, a chain of 5 000 groups recursed 5 000 deep, and took minutes (each
    /// extension scanned every group and token).
    @Test(.timeLimit(hangLimit))
    func aDeeperExtendsChainIsCutWithALocatedError() throws {
        let result = TokenReader().read(text: Self.extendsChain(5_000))
        let cut = try #require(result.errors.first { $0.message.contains("nest deeper than 64 groups") })
        #expect(cut.path == "g64")
        #expect(cut.location?.line == 1)
        #expect(result.catalog["g0.a"] == nil)
        #expect(result.catalog["g4998.a"] != nil)
    }

    /// Found by asking what a small file can do: each group extends the one before twice (itself,
    /// and in a subgroup), doubling the tokens at every step, so 1.4 KB made 2^18 tokens and ran
    /// for minutes. `$extends` now adds at most 10 000 tokens.
    @Test(.timeLimit(hangLimit))
    func extensionsThatDoubleTheTokensStopAtTheLimit() throws {
        var groups = [##""g0": {"$type": "color", "a": {"$value": "#000000"}, "b": {"$value": "#ffffff"}}"##]
        groups += (1..<18).map {
            ##""g\##($0)": {"$extends": "{g\##($0 - 1)}", "x\##($0)": {"$extends": "{g\##($0 - 1)}"}}"##
        }
        let text = "{" + groups.joined(separator: ", ") + "}"
        #expect(text.utf8.count < 1_500)
        let result = TokenReader().read(text: text)
        #expect(result.errors.contains { $0.message.contains("would add more than 10000 tokens") })
        #expect(result.catalog.count <= 2 + TokenTree.maximumExtendedTokens)
        #expect(result.catalog.count > 4_000)
    }

    @Test(.timeLimit(hangLimit))
    func manyGroupsExtendingOneGroupAreExtendedInLinearTime() {
        var groups = [##""base": {"$type": "color", "a": {"$value": "#000000"}}"##]
        groups += (0..<3_000).map { ##""g\##($0)": {"$extends": "{base}"}"## }
        let result = TokenReader().read(text: "{" + groups.joined(separator: ", ") + "}")
        #expect(result.isComplete, "\(result.errors.prefix(3))")
        #expect(result.catalog.count == 3_001)
    }

    // MARK: - Modes

    /// A resolver document with `count` appearance modifiers of two contexts each.
    static func multiplyingModifiers(_ count: Int) -> String {
        let modifiers = (0..<count).map {
            ##""m\##($0)": {"contexts": {"light": [{"c\##($0)": {"$type": "color", "$value": "#ffffff"}}], "dark": [{"c\##($0)": {"$type": "color", "$value": "#000000"}}]}, "default": "light"}"##
        }
        let order = (0..<count).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }
        return ##"{"version": "2025.10", "modifiers": {"## + modifiers.joined(separator: ", ")
            + ##"}, "resolutionOrder": ["##
            + order.joined(separator: ", ") + "]}"
    }

    /// Before the limit, 22 such modifiers made 4 194 304 modes.
    @Test(.timeLimit(hangLimit))
    func modifiersWhoseContextsMultiplyPastTheLimitAreReadInTheirDefaultContext() throws {
        let directory = try TemporaryDirectory()
        let result = TokenReader().read(
            resolverText: Self.multiplyingModifiers(22), directory: URL(fileURLWithPath: directory.file("")))
        // m0 to m5 make 64 modes; m6 to m21 are read in their default context.
        let errors = result.errors.filter { $0.message.contains("more than the 64 read") }
        #expect(errors.count == 16)
        #expect(errors.first?.message.hasPrefix("the modifier `m6` would make 128 modes") == true)
        #expect(result.catalog.count == 22)
        #expect(TokenTesting.variants(result.catalog, "c21").count == 1)
    }

    @Test(.timeLimit(hangLimit))
    func modesOfOverridesPastTheLimitAreNotRead() throws {
        let modes = (0..<1_000).map { ##""theme\##($0)": "#00000\##($0 % 10)""## }
        let text =
            ##"{"bg": {"$type": "color", "$value": "#ffffff", "$extensions": {"mode": {"##
            + modes.joined(separator: ", ") + "}}}}"
        let result = TokenReader().read(text: text)
        let error = try #require(result.errors.first { $0.message.contains("more than the 64 read") })
        #expect(error.path == "bg")
        #expect(result.errors.count == 1)
        #expect(result.catalog.themes.count <= TokenCatalogBuilder.maximumModes)
    }

    // MARK: - Sets

    /// Found by fuzzing: a set among its own sources recursed until the stack ran out.
    @Test func aSetThatRefersToItselfIsReportedAndNotFollowed() throws {
        let directory = try TemporaryDirectory()
        let text = ##"""
            {"version": "2025.10",
             "sets": {"a": {"sources": [{"$ref": "#/sets/b"}, {"x": {"$type": "color", "$value": "#ff0000"}}]},
                      "b": {"sources": [{"$ref": "#/sets/a"}]}},
             "resolutionOrder": [{"$ref": "#/sets/a"}]}
            """##
        let result = TokenReader().read(resolverText: text, directory: URL(fileURLWithPath: directory.file("")))
        let error = try #require(result.errors.first { $0.message.contains("refers to itself") })
        // `b` is not in `resolutionOrder`, so it is read first (with a warning): its cycle is
        // found at `a`'s reference to it.
        #expect(error.message == "the set `b` → `a` → `b` refers to itself; the reference is ignored")
        #expect(error.location?.line == 2)
        #expect(result.errors.count == 1)
        #expect(result.catalog.dynamicColor(named: "x")?.resolvedColor() == Color(rgb: 0xFF0000))
    }

    @Test(.timeLimit(hangLimit))
    func setsThatReferToSetsManyTimesOverLoadEachDocumentOnce() throws {
        let directory = try TemporaryDirectory()
        var sets = [##""s0": {"sources": [{"x": {"$type": "color", "$value": "#ff0000"}}]}"##]
        sets += (1..<40).map {
            ##""s\##($0)": {"sources": [{"$ref": "#/sets/s\##($0 - 1)"}, {"$ref": "#/sets/s\##($0 - 1)"}]}"##
        }
        let text =
            ##"{"version": "2025.10", "sets": {"## + sets.joined(separator: ", ")
            + ##"}, "resolutionOrder": [{"$ref": "#/sets/s39"}]}"##
        let result = TokenReader().read(resolverText: text, directory: URL(fileURLWithPath: directory.file("")))
        #expect(result.isComplete, "\(result.errors)")
        #expect(result.catalog.dynamicColor(named: "x")?.resolvedColor() == Color(rgb: 0xFF0000))
    }

    // MARK: - Files

    @Test func aFileThatIsNotARegularFileIsNotReadFrom() throws {
        let directory = try TemporaryDirectory()
        let text =
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "/dev/zero"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##
        let result = TokenReader().read(resolverText: text, directory: URL(fileURLWithPath: directory.file("")))
        let error = try #require(result.errors.first)
        #expect(error.message.hasSuffix("it is not a regular file (a device, a pipe or a socket)"))
        #expect(error.location?.line == 1)
    }

    @Test func aFifoNamedByAResolverIsRefusedWithoutWaitingForAWriter() throws {
        let directory = try TemporaryDirectory()
        #expect(mkfifo(directory.file("pipe.tokens.json"), 0o600) == 0)
        let text =
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "pipe.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##
        let result = TokenReader().read(resolverText: text, directory: URL(fileURLWithPath: directory.file("")))
        #expect(
            result.errors.first?.message.hasSuffix("it is not a regular file (a device, a pipe or a socket)") == true)
    }

    @Test func aFileOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("big.tokens.json")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(JSONReader.maximumThemeFileSize + 1))
        try handle.close()
        let result = TokenReader().read(file: URL(fileURLWithPath: path))
        #expect(
            result.errors.first?.message
                == "cannot read the file: the file is 67108865 bytes or more; the largest read is 67108864 bytes (64 MiB)"
        )
    }
}
