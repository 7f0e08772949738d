import ShadeDiagnostics
import ShadeJSON

extension ThemePreferences {
    /// The version of the preference file this code writes and the newest it reads.
    public static let fileFormatVersion = 1

    /// The preferences as the text of a preference file:
    ///
    /// ```json
    /// {
    ///   "version": 1,
    ///   "appearance": "dark",
    ///   "contrast": "system",
    ///   "theme": "ocean"
    /// }
    /// ```
    ///
    /// `theme` is left out when no theme was chosen.
    public func fileContents() -> String {
        var members = [
            JSONValue.Member("version", .number(Self.fileFormatVersion)),
            JSONValue.Member("appearance", .string(appearance.rawValue)),
            JSONValue.Member("contrast", .string(contrast.rawValue)),
        ]
        if let themeID {
            members.append(JSONValue.Member("theme", .string(themeID.rawValue)))
        }
        return JSONWriter.document(.object(members), layout: .pretty)
    }

    /// Reads preferences from the text of a preference file.
    ///
    /// Members this version does not know are ignored; `version`, `appearance` and `contrast` are
    /// required, and `theme` may be missing or `null`.
    ///
    /// - Throws: ``PreferenceStoreError`` with the line and column of the problem: `.empty`,
    ///   `.malformed`, `.invalidContents` or `.unsupportedVersion`.
    public init(fileContents bytes: some Sequence<UInt8>) throws(PreferenceStoreError) {
        let bytes = Array(bytes)
        let isBlank = bytes.allSatisfy { [0x20, 0x0A, 0x0D, 0x09].contains($0) }
        if isBlank {
            throw PreferenceStoreError(.empty, "the file is empty")
        }
        let root: JSONNode
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw PreferenceStoreError(
                .malformed, "the file is not valid JSON: \(error.message)", location: error.location)
        }
        guard case .object(let members) = root.value else {
            throw PreferenceStoreError(
                .invalidContents, "the file must hold an object, but it holds \(root.value.kindDescription)",
                location: root.location)
        }
        let reader = MemberReader(members: members, objectLocation: root.location)

        let versionNode = try reader.required("version")
        guard case .number(let literal) = versionNode.value, let version = Int(literal) else {
            throw PreferenceStoreError(
                .invalidContents, "\"version\" must be a whole number, but it is \(versionNode.value.kindDescription)",
                location: versionNode.location)
        }
        guard version == Self.fileFormatVersion else {
            throw PreferenceStoreError(
                .unsupportedVersion(version),
                "the file has format version \(version); this release reads version \(Self.fileFormatVersion)",
                location: versionNode.location)
        }
        self.init(
            appearance: try reader.enumeration("appearance", AppearancePreference.self),
            contrast: try reader.enumeration("contrast", ContrastPreference.self),
            themeID: try reader.optionalString("theme").map(ThemeID.init(rawValue:))
        )
    }
}

/// Reads the members of a preference file's object, with located errors.
private struct MemberReader {
    let members: [(key: String, node: JSONNode)]
    let objectLocation: DocumentLocation

    func required(_ key: String) throws(PreferenceStoreError) -> JSONNode {
        guard let node = members.first(where: { $0.key == key })?.node else {
            throw PreferenceStoreError(.invalidContents, "the member \"\(key)\" is missing", location: objectLocation)
        }
        return node
    }

    func enumeration<Value: RawRepresentable & CaseIterable>(
        _ key: String, _ type: Value.Type
    ) throws(PreferenceStoreError) -> Value where Value.RawValue == String {
        let node = try required(key)
        let allowed = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard case .string(let raw) = node.value else {
            throw PreferenceStoreError(
                .invalidContents, "\"\(key)\" must be one of \(allowed), but it is \(node.value.kindDescription)",
                location: node.location)
        }
        guard let value = Value(rawValue: raw) else {
            throw PreferenceStoreError(
                .invalidContents,
                "\"\(key)\" must be one of \(allowed), but it is \(JSONWriter.displayQuoted(raw, limit: 60))",
                location: node.location)
        }
        return value
    }

    func optionalString(_ key: String) throws(PreferenceStoreError) -> String? {
        guard let node = members.first(where: { $0.key == key })?.node else { return nil }
        switch node.value {
        case .null: return nil
        case .string(let value) where !value.isEmpty: return value
        case .string:
            throw PreferenceStoreError(.invalidContents, "\"\(key)\" must not be empty", location: node.location)
        default:
            throw PreferenceStoreError(
                .invalidContents, "\"\(key)\" must be a string, but it is \(node.value.kindDescription)",
                location: node.location)
        }
    }
}
