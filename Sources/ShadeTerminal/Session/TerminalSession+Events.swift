extension TerminalSession {
    /// Waits for the next key press or window resize, up to a timeout.
    ///
    /// Blocks in `poll(2)` on the terminal and on the pipe the SIGWINCH handler writes to, so it
    /// wakes as soon as either has something, and uses no CPU while waiting. Bytes are decoded with
    /// a ``KeyDecoder``; a lone ESC waits ``escapeDelay`` for more bytes before it is reported as
    /// ``Key/escape``. Keys that arrive together (a paste, a key script) are returned one per call,
    /// in order.
    ///
    /// - Parameter timeout: How long to wait; `nil` waits until something happens. Animations and
    ///   clocks pass the time to their next frame.
    /// - Returns: The event, or `nil` when the timeout passed first.
    /// - Throws: ``TerminalError/endOfInput`` when the terminal has closed, or
    ///   ``TerminalError/systemCallFailed(name:errno:)``.
    public func nextEvent(timeout: Duration? = nil) throws(TerminalError) -> TerminalEvent? {
        if !queuedKeys.isEmpty { return .key(queuedKeys.removeFirst()) }
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        while true {
            let remaining = deadline.map { clock.now.duration(to: $0) }
            if let remaining, remaining <= .zero { return nil }
            let resizeReadEnd = isActive ? SignalRelay.resizeReadEnd : -1
            let ready = try POSIX.waitForInput(on: [fileDescriptor, resizeReadEnd], timeout: remaining)
            if ready[1], SignalRelay.drainResizePipe() {
                let size = try size()
                return .resize(width: size.width, height: size.height)
            }
            if ready[0] {
                try readKeys()
                if !queuedKeys.isEmpty { return .key(queuedKeys.removeFirst()) }
            }
        }
    }

    /// Reads and decodes what the terminal has sent; while an unfinished key is pending, waits up
    /// to ``escapeDelay`` for the rest, then decodes it as it is.
    private func readKeys() throws(TerminalError) {
        try readAndDecode()
        while decoder.hasPendingBytes {
            if try POSIX.waitForInput(on: [fileDescriptor], timeout: escapeDelay)[0] {
                try readAndDecode()
            } else {
                queuedKeys += decoder.flush()
            }
        }
    }

    private func readAndDecode() throws(TerminalError) {
        guard let bytes = try POSIX.read(from: fileDescriptor) else { return }
        guard !bytes.isEmpty else { throw .endOfInput }
        queuedKeys += decoder.decode(bytes)
    }
}
