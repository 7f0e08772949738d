import Foundation

extension ColorMode {
    /// The color mode this process's environment asks for; see ``init(environment:)``.
    public static var current: ColorMode {
        ColorMode(environment: ProcessInfo.processInfo.environment)
    }
}
