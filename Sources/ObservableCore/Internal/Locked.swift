import Synchronization

/// State guarded by a mutex, touched only through ``withLock(_:)``.
///
/// Never call out (observers, user closures, `dispose()`) inside `withLock`: decide under the
/// lock, return what to do, and do it after.
@usableFromInline
final class Locked<State>: @unchecked Sendable {  // `state` is guarded by `mutex`.
    @usableFromInline
    let mutex = Mutex<Void>(())

    @usableFromInline
    var state: State

    @inlinable
    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try mutex.withLock { _ in try body(&state) }
    }
}
