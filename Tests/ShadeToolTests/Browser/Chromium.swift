import Foundation
import ShadeTestSupport
import Synchronization

/// A headless Chromium driven through the DevTools protocol over a WebSocket.
///
/// Launched as `chromium --headless=new --remote-debugging-port=0 --user-data-dir=<tmp>
/// --no-sandbox about:blank`; the browser prints `DevTools listening on ws://…` on standard error,
/// and the session attaches to the page target (flat sessions), so every page command carries its
/// `sessionId`. Name resolution is switched off (`--host-resolver-rules`) and background services
/// are disabled, so the browser reaches no other host whatever a page asks for.
final class Chromium {
    /// The `chromium` executable on the `PATH`, or `nil` when there is none.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    /// Whether Chromium is installed.
    static var isAvailable: Bool { executable != nil }

    /// Whether the browser tests must run rather than be skipped: `SHADE_REQUIRE_CHROMIUM=1`, which
    /// `.ci/run` sets after installing chromium. A test enabled by
    /// `isAvailable || isRequired` then fails where the browser is missing.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["SHADE_REQUIRE_CHROMIUM"] == "1" }

    /// What went wrong in the protocol.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Collects the browser's standard error, so that the pipe never fills.
    final class Output: Sendable {
        let text = Mutex("")
    }

    private let process: Process
    private let profile: TemporaryDirectory
    private let output = Output()
    private let socket: WebSocketClient
    private var sessionID = ""
    private var nextID = 1
    /// Events received while waiting for a reply, oldest first.
    private var events: [[String: Any]] = []

    /// Starts Chromium and attaches to its page.
    init() throws {
        guard let executable = Self.executable else { throw Failure(description: "chromium is not installed") }
        profile = try TemporaryDirectory()
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless=new", "--remote-debugging-port=0", "--user-data-dir=\(profile.path)", "--no-sandbox",
            "--disable-gpu", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-default-apps", "--disable-domain-reliability", "--no-pings", "--disable-breakpad",
            "--host-resolver-rules=MAP * ~NOTFOUND", "--hide-scrollbars", "--force-color-profile=srgb",
            "--window-size=1280,900", "about:blank",
        ]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        let output = self.output
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            output.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
        }
        try process.run()

        let deadline = Date().addingTimeInterval(60)
        let url: String
        while true {
            let printed = output.text.withLock { text in
                text.split(separator: "\n").first { $0.hasPrefix("DevTools listening on ") }
                    .map { String($0.dropFirst("DevTools listening on ".count)).trimmingCharacters(in: .whitespaces) }
            }
            if let printed {
                url = printed
                break
            }
            guard process.isRunning, Date() < deadline else {
                process.terminate()
                let log = output.text.withLock { $0 }
                throw Failure(description: "chromium did not print its DevTools address:\n\(log)")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        socket = try WebSocketClient(url: url)
        let targets = try send("Target.getTargets", inPage: false)
        guard let infos = targets["targetInfos"] as? [[String: Any]],
            let page = infos.first(where: { $0["type"] as? String == "page" }),
            let targetID = page["targetId"] as? String
        else { throw Failure(description: "no page target in \(targets)") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true], inPage: false)
        guard let sessionID = attached["sessionId"] as? String else {
            throw Failure(description: "no session in \(attached)")
        }
        self.sessionID = sessionID
    }

    deinit {
        close()
    }

    /// Closes the browser and waits for it to exit.
    func close() {
        guard process.isRunning else { return }
        _ = try? send("Browser.close", inPage: false)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// Sends a command and returns its result, keeping the events that arrive before it.
    ///
    /// - Parameters:
    ///   - method: The DevTools method, such as `Runtime.evaluate`.
    ///   - parameters: The method's parameters.
    ///   - inPage: Whether the command is for the page (with the session) or the browser.
    /// - Returns: The reply's `result`, empty when it has none.
    /// - Throws: A `Failure` when the browser answers with an error, or the socket's error.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:], inPage: Bool = true) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if inPage { message["sessionId"] = sessionID }
        let data = try JSONSerialization.data(withJSONObject: message)
        try socket.send(String(decoding: data, as: UTF8.self))
        while true {
            let reply = try receive()
            guard reply["id"] as? Int == id else {
                if reply["method"] != nil { events.append(reply) }
                continue
            }
            if let error = reply["error"] { throw Failure(description: "\(method) failed: \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Waits for the next event named `method`, and returns its parameters.
    func waitForEvent(_ method: String) throws -> [String: Any] {
        while true {
            if let index = events.firstIndex(where: { $0["method"] as? String == method }) {
                return events.remove(at: index)["params"] as? [String: Any] ?? [:]
            }
            let message = try receive()
            if message["method"] != nil { events.append(message) }
        }
    }

    /// The events named `method` received so far, removed from the queue.
    func takeEvents(_ method: String) -> [[String: Any]] {
        let matching = events.filter { $0["method"] as? String == method }
        events.removeAll { $0["method"] as? String == method }
        return matching.map { $0["params"] as? [String: Any] ?? [:] }
    }

    /// Opens the file at `path` in the page and waits until it has loaded.
    func open(file path: String) throws {
        try send("Page.enable")
        try send("Page.navigate", ["url": URL(fileURLWithPath: path).absoluteString])
        _ = try waitForEvent("Page.loadEventFired")
    }

    /// Goes back one entry in the page's history and waits until the page there has loaded (or
    /// been shown from the back/forward cache).
    func goBack() throws {
        let history = try send("Page.getNavigationHistory")
        guard let index = history["currentIndex"] as? Int, index > 0,
            let entries = history["entries"] as? [[String: Any]], let id = entries[index - 1]["id"] as? Int
        else { throw Failure(description: "no history entry to go back to in \(history)") }
        _ = takeEvents("Page.loadEventFired")
        _ = takeEvents("Page.frameNavigated")
        try send("Page.navigateToHistoryEntry", ["entryId": id])
        _ = try waitForEvent("Page.frameNavigated")
        // A page from the back/forward cache fires no load event; give any navigation time to
        // finish, then wait for the page's own readiness.
        _ = try evaluate(
            "new Promise(resolve => document.readyState === 'complete' ? resolve(1) : addEventListener('load', () => resolve(1)))"
        )
    }

    /// Sets the size of the page's viewport, as a phone (`mobile`, which honors the page's viewport
    /// `<meta>`) or a desktop window.
    func setViewport(width: Int, height: Int, mobile: Bool) throws {
        try send(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile])
    }

    /// Waits until the page has drawn its next frame, so that layout and resize observers have run.
    func nextFrame() throws {
        _ = try evaluate("new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => resolve(1))))")
    }

    /// Evaluates `expression` in the page and returns its value.
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Emulates the `prefers-color-scheme` and `prefers-contrast` media features.
    func emulateMedia(colorScheme: String, contrast: String) throws {
        try send(
            "Emulation.setEmulatedMedia",
            [
                "features": [
                    ["name": "prefers-color-scheme", "value": colorScheme],
                    ["name": "prefers-contrast", "value": contrast],
                ]
            ])
    }

    private func receive() throws -> [String: Any] {
        let text = try socket.receive()
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw Failure(description: "not a JSON object: \(text.prefix(200))")
        }
        return object
    }
}
