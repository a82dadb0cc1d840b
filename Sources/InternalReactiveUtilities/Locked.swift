/// State guarded by the package's one lock, touched only through ``withLock(_:)``: the lock and
/// the state in one allocation, as swift-nio's `NIOLockedValueBox`.
///
/// ```swift
/// let counter = Locked(0)
/// counter.withLock { $0 += 1 }
/// ```
///
/// Never call out (observers, user closures, `dispose()`) inside `withLock`: decide under the
/// lock, return what to do, and do it after.
///
/// A waiter blocks in the kernel; it never spins or yields in a loop (see ``LockPrimitive``).
/// The state is the header of a `ManagedBuffer` and the lock its one element: both stay at one
/// address for the life of the box, as the lock requires, and the state is reached through a
/// pointer, the package's one way past exclusivity checking (a class's stored `var` is checked
/// dynamically on every access; the lock already orders them).
///
/// A value: copies share one box. Building it is one allocation and one lock initialization.
@usableFromInline
package struct Locked<State>: @unchecked Sendable {  // the box's lock guards its state.
    @usableFromInline
    package let box: LockedBox<State>

    /// A box holding `state`.
    @inlinable
    package init(_ state: State) {
        box = LockedBox.make(state)
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try box.withLock(body)
    }

    /// The raw lock and state, for the few callers that cannot use ``withLock(_:)`` cheaply (a
    /// protocol witness generic over the state, where `withLock` and its closure would run
    /// unspecialized). Everything on it is the caller's responsibility: pair `lock()` with
    /// `unlock()` and touch the state only between them.
    @inlinable
    package var unsafe: LockedBox<State>.Unsafe { box.unsafe }
}

/// The storage of ``Locked``: the state as header, the lock as the one element.
@usableFromInline
package final class LockedBox<State>: ManagedBuffer<State, LockPrimitive.Value> {
    @inlinable
    static func make(_ state: State) -> LockedBox {
        let box = unsafeDowncast(create(minimumCapacity: 1) { _ in state }, to: LockedBox.self)
        box.withUnsafeMutablePointerToElements { LockPrimitive.initialize($0) }
        return box
    }

    deinit {
        withUnsafeMutablePointerToElements { LockPrimitive.destroy($0) }
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointers { state, lock in
            LockPrimitive.lock(lock)
            defer { LockPrimitive.unlock(lock) }
            return try body(&state.pointee)
        }
    }

    /// The raw lock and state (see ``Locked/unsafe``).
    @inlinable
    package var unsafe: Unsafe { Unsafe(self) }

    /// The raw lock and state (see ``Locked/unsafe``).
    @usableFromInline
    package struct Unsafe {
        @usableFromInline let box: LockedBox

        @inlinable
        init(_ box: LockedBox) {
            self.box = box
        }

        /// Takes the lock; give it back with ``unlock()``.
        @inlinable
        package func lock() {
            box.withUnsafeMutablePointerToElements { LockPrimitive.lock($0) }
        }

        /// Gives back the lock taken by ``lock()``.
        @inlinable
        package func unlock() {
            box.withUnsafeMutablePointerToElements { LockPrimitive.unlock($0) }
        }

        /// Runs `body` with the state, which the caller must have locked with ``lock()``.
        @inlinable
        package func withStateAssumingLocked<Result>(
            _ body: (inout State) throws -> Result
        ) rethrows -> Result {
            try box.withUnsafeMutablePointerToHeader { try body(&$0.pointee) }
        }
    }
}
