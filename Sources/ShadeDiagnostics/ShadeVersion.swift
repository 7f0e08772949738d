/// Shade's version, as `shade --version`, `shade-demo --version` and the audit's SARIF log
/// (`tool.driver.version`) state it.
///
/// This is the one place the version is written: change it here, and only here, when a release
/// is tagged. It lives in the bottom module so that every target, each executable included, can
/// name it without depending on anything more.
public enum ShadeVersion {
    /// The version, in semantic versioning's form (`major.minor.patch`): `0.1.0`.
    public static let current = "0.1.0"
}
