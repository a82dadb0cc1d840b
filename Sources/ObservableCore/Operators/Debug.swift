#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension ObservableType {
    /// Prints every event, the subscription and the disposal of each subscription, as RxSwift
    /// does.
    ///
    /// Each line starts with the local wall-clock time (`yyyy-MM-dd HH:mm:ss.SSS`) and the
    /// identifier; by default the identifier names the file, line and function of the call.
    ///
    /// ```swift
    /// _ = Observable.of(1).debug("numbers").subscribe()
    /// // 2025-01-01 12:00:00.000: numbers -> subscribed
    /// // 2025-01-01 12:00:00.000: numbers -> Event next(1)
    /// // 2025-01-01 12:00:00.000: numbers -> Event completed
    /// // 2025-01-01 12:00:00.000: numbers -> isDisposed
    /// ```
    /// - Parameters:
    ///   - identifier: The name printed on each line; by default `File.swift:line (function)`.
    ///   - trimOutput: Whether to shorten event descriptions longer than 40 characters to their
    ///     first and last 20, joined by `...`.
    ///   - file: The file of the call, for the default identifier.
    ///   - line: The line of the call, for the default identifier.
    ///   - function: The function of the call, for the default identifier.
    /// - Returns: The same sequence.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        debug(
            identifier, trimOutput: trimOutput, file: file, line: line, function: function,
            output: { print($0) })
    }

    /// The body of `debug`, with the destination of the lines as a parameter so tests can
    /// read them.
    func debug(
        _ identifier: String?,
        trimOutput: Bool,
        file: String,
        line: UInt,
        function: String,
        output: @escaping (String) -> Void
    ) -> Observable<Element> {
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        let name = identifier ?? "\(fileName):\(line) (\(function))"
        let source = asObservable()
        return Producer { downstream in
            let log = { (content: String) in output("\(debugTimestamp()): \(name) -> \(content)") }
            log("subscribed")
            let sink = DebugSink<Element>(log: log, trimOutput: trimOutput, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

final class DebugSink<Element>: _Sink<Element>, @unchecked Sendable {
    // Both are immutable; `log` may run on whichever thread sends the event or disposes.
    private let log: (String) -> Void
    private let trimOutput: Bool

    init(log: @escaping (String) -> Void, trimOutput: Bool, downstream: @escaping EventHandler<Element>) {
        self.log = log
        self.trimOutput = trimOutput
        super.init(downstream: downstream)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        let text = String(describing: event)
        let maxLength = 40
        if trimOutput && text.count > maxLength {
            log("Event \(text.prefix(maxLength / 2))...\(text.suffix(maxLength / 2))")
        } else {
            log("Event \(text)")
        }
        forward(event)
    }

    override func disposeResources() {
        log("isDisposed")
    }
}

/// The local time as `yyyy-MM-dd HH:mm:ss.SSS`, RxSwift's `debug` format, without Foundation.
func debugTimestamp() -> String {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    var seconds = now.tv_sec
    var parts = tm()
    localtime_r(&seconds, &parts)
    func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    let date =
        "\(padded(Int(parts.tm_year) + 1900, 4))-\(padded(Int(parts.tm_mon) + 1, 2))-"
        + padded(Int(parts.tm_mday), 2)
    let time =
        "\(padded(Int(parts.tm_hour), 2)):\(padded(Int(parts.tm_min), 2)):"
        + "\(padded(Int(parts.tm_sec), 2)).\(padded(Int(now.tv_nsec) / 1_000_000, 3))"
    return "\(date) \(time)"
}
