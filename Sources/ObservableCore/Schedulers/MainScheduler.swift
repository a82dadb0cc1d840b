import Dispatch
import Synchronization

/// Runs work on the main thread: at once when called on the main thread with nothing of its
/// own still queued, otherwise with `DispatchQueue.main.async`.
///
/// Use it to deliver results to UI code with ``ObservableType/observe(on:)``; ``Binder`` uses
/// it by default.
///
/// ```swift
/// _ = Observable.of(1, 2)
///     .observe(on: MainScheduler.instance)
///     .subscribe(onNext: { print($0, MainScheduler.isMainThread) })
/// // 1 true
/// // 2 true
/// ```
///
/// > Warning: On Linux a command-line program's main queue only runs queued work once the
/// > program calls `dispatchMain()` (or runs a `RunLoop`, or awaits in an `async` `main`).
/// > Work scheduled from another thread, or while the main thread is busy, waits until then.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    // `numberEnqueued` is atomic; everything else is immutable.

    /// Actions scheduled and not yet finished. Work runs at once only when this was zero, so
    /// that an action can never overtake one queued before it.
    private let numberEnqueued = Atomic<Int>(0)

    /// Creates a main-thread scheduler with its own queue bookkeeping; most code uses
    /// ``instance``.
    public init() {
        super.init(serialQueue: .main)
    }

    /// The shared main-thread scheduler.
    public static let instance = MainScheduler()

    /// A scheduler that always queues work on the main queue, even when called on the main
    /// thread.
    ///
    /// ```swift
    /// _ = MainScheduler.asyncInstance.schedule(()) { _ in print("second"); return Disposables.create() }
    /// print("first")
    /// // first
    /// // second
    /// ```
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: .main)

    /// Whether the caller runs on the main thread.
    ///
    /// ```swift
    /// print(MainScheduler.isMainThread) // true in a program's top-level code
    /// ```
    public static var isMainThread: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// Stops the program unless it runs on the main thread.
    ///
    /// ```swift
    /// MainScheduler.ensureExecutingOnScheduler() // fine on the main thread
    /// ```
    /// - Parameter errorMessage: What to print when it stops the program.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !isMainThread {
            fatalError(
                errorMessage
                    ?? "Executing on a background thread. Use `MainScheduler.instance.schedule` to run work on the main thread."
            )
        }
    }

    /// Stops the program unless it runs on the main thread.
    ///
    /// ```swift
    /// MainScheduler.ensureRunningOnMainThread() // fine on the main thread
    /// ```
    /// - Parameter errorMessage: What to print when it stops the program.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        if !isMainThread {
            fatalError(errorMessage ?? "Running on a background thread; this must run on the main thread.")
        }
    }

    override func scheduleInternal<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let previous = numberEnqueued.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
        if previous == 0 && Self.isMainThread {
            let disposable = action(state)
            numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let work = ScheduledWork(state: state, action: action)
        DispatchQueue.main.async { [self] in
            work.run()
            numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        }
        return work
    }
}

/// Marks the main queue, so that `DispatchQueue.getSpecific` tells the main thread apart
/// without Foundation's `Thread.isMainThread` (libdispatch binds the main thread to the main
/// queue even when no main loop runs, and a queue targeting the main queue inherits the mark).
private let mainQueueKey: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
}()
