import InternalReactiveUtilities
import Synchronization

/// A disposable whose `dispose()` disposes the wrapped disposable on `scheduler`, once.
///
/// ```swift
/// let onMain = ScheduledDisposable(
///     scheduler: MainScheduler.instance, disposable: Disposables.create { print("disposed on main") })
/// onMain.dispose() // disposed on main (on the main thread)
/// ```
///
/// > Warning: The scheduler must hold no lock that the disposing code needs; the scheduled
/// > work runs whenever the scheduler runs it, which may be after `dispose()` returns.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    // `scheduler` is only read; `disposable` is taken once under `lock`.

    /// Where the wrapped disposable is disposed.
    public let scheduler: ImmediateSchedulerType

    private let disposed = Atomic<Bool>(false)
    private let lock: Locked<Disposable?>

    /// Wraps `disposable` so that it is disposed on `scheduler`.
    /// - Parameters:
    ///   - scheduler: Where to dispose.
    ///   - disposable: What to dispose.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        lock = Locked(disposable)
    }

    /// Whether the wrapped disposable has been disposed (on the scheduler).
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Schedules the disposal of the wrapped disposable on ``scheduler``.
    public func dispose() {
        _ = scheduler.schedule(self) { this in
            this.disposeInner()
            return Disposables.create()
        }
    }

    private func disposeInner() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let inner = lock.withLock { inner -> Disposable? in
            defer { inner = nil }
            return inner
        }
        inner?.dispose()
    }
}
