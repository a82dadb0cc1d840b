import Dispatch

/// The old blocking wait, kept only for the time-operator tests (delay, timer, interval,
/// observeOn, subscribeOn) until the virtual-time test kit replaces them. Do not use it in new
/// tests: it blocks a thread of the concurrency runtime's pool; see the rule in `TestSignal`.
/// It has no clock on its success path, only `TestSignal.safetyNet`.
enum BoundedWait {
    /// Blocks until `semaphore` is signalled once; `false` if the safety net expired.
    static func wait(_ semaphore: DispatchSemaphore) -> Bool {
        semaphore.wait(timeout: .now() + TestSignal.safetyNet) == .success
    }
}
