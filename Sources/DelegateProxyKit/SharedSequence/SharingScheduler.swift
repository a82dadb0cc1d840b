import InternalReactiveUtilities

/// The scheduler ``Driver`` and ``Signal`` deliver on: the main scheduler, or a test's scheduler
/// inside ``mock(scheduler:action:)``.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// SharingScheduler.mock(scheduler: scheduler) {
///     let ticks = Driver<Int>.interval(.seconds(10))   // ticks on virtual time
///     _ = ticks
/// }
/// ```
///
/// > Note: RxCocoa swaps a global for the duration of `mock`; here the mock is bound to the task
/// > (or thread) that calls `mock`, as a task-local value, so that tests running in parallel do not
/// > see each other's schedulers. Sequences built inside `action` on that task use the mock,
/// > wherever they are subscribed later.
public enum SharingScheduler {
    // Task-local: parallel tests mock independently. Wrapped because a task-local value must be
    // Sendable; the closure is called on the task that bound it, and by child tasks that
    // inherit it, which is what a test that builds sequences there asks for.
    @TaskLocal private static var mocked: UncheckedSendable<() -> SchedulerType>?

    /// Makes the scheduler a sharing strategy delivers on: a `MainScheduler`, or inside
    /// ``mock(scheduler:action:)`` the mock's scheduler.
    ///
    /// ```swift
    /// let scheduler = SharingScheduler.make()   // a MainScheduler outside tests
    /// ```
    public static var make: () -> SchedulerType {
        mocked?.value ?? { MainScheduler() }
    }

    /// Runs `action` with ``Driver`` and ``Signal`` built in it delivering on `scheduler`
    /// instead of the main scheduler; for tests.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// SharingScheduler.mock(scheduler: scheduler) {
    ///     let observer = scheduler.start { Driver.just(1).asObservable() }
    ///     print(observer.events)   // [next(1) @ 201, completed @ 201]
    /// }
    /// ```
    /// - Parameters:
    ///   - scheduler: The scheduler to deliver on.
    ///   - action: The test code.
    /// - Returns: What `action` returns (RxCocoa's `action` returns nothing; returning a value is
    ///   an addition, so that a test can take a result out of the mock).
    public static func mock<Result>(scheduler: SchedulerType, action: () throws -> Result) rethrows -> Result
    {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with ``Driver`` and ``Signal`` built in it delivering on the schedulers
    /// `makeScheduler` makes instead of the main scheduler; for tests.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// SharingScheduler.mock(makeScheduler: { scheduler }) {
    ///     _ = Driver.just(1)   // delivers on `scheduler`
    /// }
    /// ```
    /// - Parameters:
    ///   - makeScheduler: Makes the scheduler to deliver on, once per sequence built.
    ///   - action: The test code.
    /// - Returns: What `action` returns.
    public static func mock<Result>(
        makeScheduler: @escaping () -> SchedulerType, action: () throws -> Result
    ) rethrows -> Result {
        try $mocked.withValue(UncheckedSendable(makeScheduler)) {
            try action()
        }
    }
}
