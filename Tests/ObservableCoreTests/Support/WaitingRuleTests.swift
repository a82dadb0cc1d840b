import Foundation
import Testing

/// The rule in `Tests/TestSupport/TestSignal.swift`, checked on the test sources themselves: no test target calls
/// what blocks a thread or waits against a clock, except the few files that implement the
/// waiting helpers; time-based operators run on `TestScheduler`'s virtual time instead.
@Suite struct WaitingRuleTests {
    /// What blocks the calling thread, or sleeps, or polls against a clock.
    static let forbidden = [
        "DispatchSemaphore(", "DispatchGroup(", "concurrentPerform(", "Thread.sleep", "usleep(", "sleep(",
        "Task.sleep", ".wait(timeout", "waitUntilExit(", "BoundedWait", "RunLoop",
    ]

    /// Files allowed to use them, relative to `Tests/`.
    static let allowed: Set<String> = [
        // The helpers themselves: `TestSignal.block()` is for threads of a test's own.
        "TestSupport/TestSignal.swift",
        "ObservableCoreTests/Support/WaitingRuleTests.swift",
        // RxTest's `TestScheduler.sleep(_:)` advances virtual time; nothing blocks.
        "ObservableCoreTestingTests/TestSchedulerTests.swift",
        // `VirtualTimeScheduler.sleep(_:)` and `HistoricalScheduler.sleep(_:)` likewise.
        "ObservableCoreTests/Schedulers/VirtualTimeSchedulerTests.swift",
        // Article samples that show `concurrentPerform` as a user writes it: two short iterations
        // that Dispatch's own threads share with the caller, no pool thread needed.
        "DocSnippetTests/DelegateCallsAndThreadsTests.swift",
        "DocSnippetTests/ThreadingTests.swift",
    ]

    @Test func noTestBlocksAThreadOrWaitsAgainstAClock() throws {
        let tests = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let enumerator = try #require(FileManager.default.enumerator(atPath: tests.path))
        let files = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50, "test sources not found under \(tests.path)")
        var offenders: [String] = []
        for file in files.sorted() where !Self.allowed.contains(file) {
            let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
                for pattern in Self.forbidden where code.contains(pattern) {
                    offenders.append("\(file):\(number + 1): \(pattern)")
                }
            }
        }
        #expect(
            offenders == [], "await a TestSignal instead: Tests/TestSupport/TestSignal.swift")
    }
}
