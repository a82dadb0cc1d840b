import Foundation
import ObservableCore

/// What the samples print while a test runs them.
///
/// The articles' samples call `print` as a reader's program would; this module's ``print(_:separator:terminator:)``
/// shadows the standard library's and appends to the capture of the running test, found through a
/// task-local value, so that tests running in parallel do not mix their output.
// `lock` guards `text`.
final class PrintedLines: @unchecked Sendable {
    @TaskLocal static var current: PrintedLines?

    /// The capture of a test whose sample prints from a block it queued on the main queue
    /// (`observe(on: MainScheduler.instance)` queues when other blocks are already queued, as
    /// other tests running in parallel may do): such a block runs without the test's task-local
    /// value, and on Linux not on the main thread either (once `dispatchMain()` has parked the
    /// main thread, a worker thread serves the main queue), so `print` asks the main *queue*.
    static var mainQueue: PrintedLines? {
        get { mainQueueLock.withLock { mainQueueCapture } }
        set { mainQueueLock.withLock { mainQueueCapture = newValue } }
    }
    private static let mainQueueLock = NSLock()
    nonisolated(unsafe) private static var mainQueueCapture: PrintedLines?  // guarded by `mainQueueLock`

    // NSLock, not Synchronization's Mutex: ThreadSanitizer on Linux cannot see Mutex's lock.
    private let lock = NSLock()
    private var text = ""

    func write(_ string: String) {
        lock.withLock { text += string }
    }

    /// The lines printed since the last call.
    func take() -> [String] {
        let taken = lock.withLock {
            defer { text = "" }
            return text
        }
        var lines = taken.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// Runs `body` with what it prints captured; `body` takes what was printed with `take()`.
func capturingPrints(_ body: (PrintedLines) throws -> Void) rethrows {
    let output = PrintedLines()
    try PrintedLines.$current.withValue(output) { try body(output) }
}

/// Runs `body` with what it prints captured; `body` takes what was printed with `take()`.
/// It runs in the caller's isolation, so a main-actor test's body stays on the main actor.
func capturingPrints(
    isolation: isolated (any Actor)? = #isolation, _ body: (PrintedLines) async throws -> Void
) async rethrows {
    let output = PrintedLines()
    try await PrintedLines.$current.withValue(output) { try await body(output) }
}

/// The samples' `print`: the standard library's, captured while a test runs the sample.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { String(describing: $0) }.joined(separator: separator)
    let onMainQueue = MainScheduler.isMainThread ? PrintedLines.mainQueue : nil
    if let output = PrintedLines.current ?? onMainQueue {
        output.write(text + terminator)
    } else {
        Swift.print(text, terminator: terminator)
    }
}

/// Returns once every block queued on the main queue before the call has run.
@MainActor func mainQueueDrained() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
    }
}
