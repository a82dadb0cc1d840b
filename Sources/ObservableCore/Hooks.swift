import InternalReactiveUtilities
import Synchronization

#if canImport(Darwin)
    import Darwin
#endif

/// Global hooks, as in RxSwift: what happens to an error that reaches a subscriber with no
/// error handler, and whether the subscription's call stack is recorded for that report.
///
/// ```swift
/// Hooks.defaultErrorHandler = { _, error in print("unhandled:", error) }
/// _ = Observable<Int>.error(RxError.timeout).subscribe(onNext: { print($0) })
/// // unhandled: Sequence timeout.
/// ```
///
/// > Warning: The hooks are global: a handler set here sees the unhandled errors of every
/// > thread. Code that runs in parallel with other code (tests, above all) should scope its
/// > handler with ``withDefaultErrorHandler(_:operation:)`` instead.
public enum Hooks {
    /// Reports an error that reached a subscriber without an error handler: the call stack of
    /// the `subscribe` call (empty unless ``recordCallStackOnError`` is set), then the error.
    ///
    /// ```swift
    /// let report: Hooks.DefaultErrorHandler = { stack, error in print(error, stack.count) }
    /// report([], RxError.unknown) // Unknown error occurred. 0
    /// ```
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Captures the call stack of a `subscribe` call, one frame per line.
    ///
    /// ```swift
    /// let capture: Hooks.CustomCaptureSubscriptionCallstack = { ["SettingsScreen.load()"] }
    /// print(capture()) // ["SettingsScreen.load()"]
    /// ```
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private struct State {
        var defaultErrorHandler: DefaultErrorHandler = Hooks.printUnhandledError
        var captureCallStack: CustomCaptureSubscriptionCallstack = Hooks.currentCallStack
    }

    private static let state = Locked(State())
    private static let recordsCallStack = Atomic<Bool>(false)

    /// A handler bound for the current task (or thread) by ``withDefaultErrorHandler(_:operation:)``.
    /// Boxed: a task-local value must be `Sendable`; the handler is only called, never mutated.
    @TaskLocal private static var scopedErrorHandler: UncheckedSendable<DefaultErrorHandler>?

    /// Called with every error that reaches a `subscribe` without an error handler
    /// (`subscribe(onNext:…)` without `onError`, a trait's subscribe without `onFailure` or
    /// `onError`). The default prints `Unhandled error happened: …` in debug builds and does
    /// nothing in release builds, as RxSwift's does.
    ///
    /// ```swift
    /// let previous = Hooks.defaultErrorHandler
    /// Hooks.defaultErrorHandler = { _, error in print("unhandled:", error) }
    /// _ = Single<Int>.error(RxError.noElements).subscribe(onSuccess: { print($0) })
    /// Hooks.defaultErrorHandler = previous
    /// // unhandled: Sequence doesn't contain any elements.
    /// ```
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { state.withLock { $0.defaultErrorHandler } }
        set { state.withLock { $0.defaultErrorHandler = newValue } }
    }

    /// Captures the call stack of a `subscribe` call when ``recordCallStackOnError`` is set; by
    /// default the symbols of the current thread's stack in debug builds on Apple platforms,
    /// and nothing elsewhere (ObservableCore does not link Foundation for
    /// `Thread.callStackSymbols`): set your own to capture one.
    ///
    /// ```swift
    /// Hooks.customCaptureSubscriptionCallstack = { ["LoginScreen.swift:42"] }
    /// ```
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { state.withLock { $0.captureCallStack } }
        set { state.withLock { $0.captureCallStack = newValue } }
    }

    /// Whether a subscription without an error handler records its call stack, to hand it to
    /// ``defaultErrorHandler`` if an error comes. Off by default: capturing costs time.
    ///
    /// ```swift
    /// Hooks.recordCallStackOnError = true
    /// ```
    public static var recordCallStackOnError: Bool {
        get { recordsCallStack.load(ordering: .relaxed) }
        set { recordsCallStack.store(newValue, ordering: .relaxed) }
    }

    /// Runs `operation` with `handler` in place of ``defaultErrorHandler`` for the errors that
    /// reach a subscriber on the current task (or, outside a task, the current thread) while it
    /// runs. Other threads keep the global handler, so tests that run in parallel do not see
    /// each other's errors.
    ///
    /// ```swift
    /// Hooks.withDefaultErrorHandler({ _, error in print("caught:", error) }) {
    ///     _ = Observable<Int>.error(RxError.overflow).subscribe(onNext: { print($0) })
    /// }
    /// // caught: Arithmetic overflow occurred.
    /// ```
    /// - Parameters:
    ///   - handler: Receives the unhandled errors of `operation`.
    ///   - operation: The code to run.
    /// - Returns: What `operation` returns.
    public static func withDefaultErrorHandler<Result>(
        _ handler: @escaping DefaultErrorHandler, operation: () throws -> Result
    ) rethrows -> Result {
        try $scopedErrorHandler.withValue(UncheckedSendable(handler), operation: operation)
    }

    /// The call stack to keep for a new subscription without an error handler.
    @usableFromInline
    static func subscriptionCallStack() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }

    /// Hands an error nobody handled to the scoped handler, or else the global one.
    @usableFromInline
    static func reportUnhandled(_ error: Swift.Error, callStack: [String]) {
        let handler = scopedErrorHandler?.value ?? defaultErrorHandler
        handler(callStack, error)
    }

    private static func printUnhandledError(_ callStack: [String], _ error: Swift.Error) {
        #if DEBUG
            print("Unhandled error happened: \(error)")
            if !callStack.isEmpty {
                print("subscription called from:\n\(callStack.joined(separator: "\n"))")
            }
        #endif
    }

    private static func currentCallStack() -> [String] {
        #if DEBUG && canImport(Darwin)
            var frames = [UnsafeMutableRawPointer?](repeating: nil, count: 128)
            let count = frames.withUnsafeMutableBufferPointer { backtrace($0.baseAddress, Int32($0.count)) }
            guard count > 0, let symbols = backtrace_symbols(frames, count) else { return [] }
            defer { free(symbols) }
            return (0..<Int(count)).map { symbols[$0].map { String(cString: $0) } ?? "?" }
        #else
            return []
        #endif
    }
}
