#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal WebSocket client (RFC 6455) over a blocking TCP socket, for talking to a local
/// server such as Chromium's DevTools endpoint.
///
/// Text messages only: it sends masked text frames, reassembles fragmented text messages,
/// answers pings and reports a close. No TLS, no extensions, IPv4 loopback-style addresses only.
/// Every read waits at most ``timeoutSeconds``, so a silent peer fails the test instead of hanging it.
public final class WebSocketClient {
    /// What went wrong.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, such as `no port in ws://localhost/`.
        public let description: String

        init(_ description: String) {
            self.description = description
        }
    }

    /// The socket.
    private let socket: Int32
    /// Bytes read but not yet consumed.
    private var buffer: [UInt8] = []
    /// How long one read may wait.
    public let timeoutSeconds: Int

    /// Connects to `url` (`ws://127.0.0.1:PORT/path`) and completes the opening handshake.
    public init(url: String, timeoutSeconds: Int = 60) throws {
        self.timeoutSeconds = timeoutSeconds
        guard url.hasPrefix("ws://") else { throw Failure("not a ws:// URL: \(url)") }
        let rest = url.dropFirst("ws://".count)
        let authority = rest.prefix { $0 != "/" }
        let path = rest.dropFirst(authority.count)
        guard let colon = authority.lastIndex(of: ":"), let port = UInt16(authority[authority.index(after: colon)...])
        else { throw Failure("no port in \(url)") }
        let host = String(authority[..<colon])

        #if canImport(Glibc)
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw Failure("socket() failed: errno \(errno)") }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))

        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        let numericHost = host == "localhost" ? "127.0.0.1" : host
        // Every stored property is set from here on, so a throw runs `deinit`, which closes the
        // socket: closing it here too would close whatever another thread opened since under its number.
        guard inet_pton(AF_INET, numericHost, &address.sin_addr) == 1 else {
            throw Failure("not an IPv4 address: \(host)")
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            throw Failure("cannot connect to \(authority): errno \(errno)")
        }

        let key = Self.base64((0..<16).map { _ in UInt8.random(in: 0...255) })
        let request =
            "GET \(path.isEmpty ? "/" : String(path)) HTTP/1.1\r\nHost: \(authority)\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n"
        try write(Array(request.utf8))
        var response: [UInt8] = []
        while !response.ends(with: Array("\r\n\r\n".utf8)) {
            response.append(try readBytes(1)[0])
            guard response.count < 16_384 else { throw Failure("handshake response too long") }
        }
        let statusLine = String(decoding: response.prefix { $0 != 13 }, as: UTF8.self)
        guard statusLine.contains(" 101") else { throw Failure("handshake refused: \(statusLine)") }
    }

    deinit {
        if socket >= 0 { close(socket) }
    }

    /// Sends `text` as one masked text frame.
    public func send(_ text: String) throws {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]  // FIN, text
        switch payload.count {
        case 0..<126:
            frame.append(0x80 | UInt8(payload.count))
        case 126...0xFFFF:
            frame.append(0x80 | 126)
            frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default:
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> (8 * UInt64($0))) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $1 ^ mask[$0 % 4] }
        try write(frame)
    }

    /// The next text message; pings are answered on the way.
    ///
    /// - Throws: ``Failure`` when the peer closes the connection, sends a binary message, or
    ///   sends nothing for ``timeoutSeconds``.
    public func receive() throws -> String {
        var message: [UInt8] = []
        while true {
            let header = try readBytes(2)
            let isFinal = header[0] & 0x80 != 0
            let opcode = header[0] & 0x0F
            var length = UInt64(header[1] & 0x7F)
            if length == 126 {
                length = try readBytes(2).reduce(0) { $0 << 8 | UInt64($1) }
            } else if length == 127 {
                length = try readBytes(8).reduce(0) { $0 << 8 | UInt64($1) }
            }
            let mask = header[1] & 0x80 != 0 ? try readBytes(4) : nil
            var payload = try readBytes(Int(length))
            if let mask { payload = payload.enumerated().map { $1 ^ mask[$0 % 4] } }
            switch opcode {
            case 0x0, 0x1:
                message += payload
                if isFinal { return String(decoding: message, as: UTF8.self) }
            case 0x8:
                throw Failure("the server closed the connection")
            case 0x9:
                try write([0x8A, 0x80 | UInt8(min(payload.count, 125)), 0, 0, 0, 0] + payload.prefix(125))
            case 0xA:
                continue
            default:
                throw Failure("unexpected frame with opcode \(opcode)")
            }
        }
    }

    private func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemSend(socket, $0.baseAddress, $0.count, 0) }
            guard written > 0 else { throw Failure("send() failed: errno \(errno)") }
            offset += written
        }
    }

    /// Exactly `count` bytes.
    private func readBytes(_ count: Int) throws -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while buffer.count < count {
            let received = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if received == 0 { throw Failure("the connection was closed") }
            if received < 0 {
                throw Failure(errno == EAGAIN ? "no data for \(timeoutSeconds) s" : "recv() failed: errno \(errno)")
            }
            buffer += chunk[..<received]
        }
        let bytes = Array(buffer[..<count])
        buffer.removeFirst(count)
        return bytes
    }

    /// Standard base64 with padding.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var text = ""
        for start in stride(from: 0, to: bytes.count, by: 3) {
            let group = Array(bytes[start..<min(start + 3, bytes.count)])
            let value = group.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
            for index in 0..<4 {
                text.append(index <= group.count ? alphabet[value >> (18 - 6 * index) & 63] : "=")
            }
        }
        return text
    }
}

#if canImport(Glibc)
    private let systemSend = Glibc.send
#else
    private let systemSend = Darwin.send
#endif

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
