import InternalReactiveUtilities

/// An observer that applies each element to a target object on a scheduler — the main thread
/// by default — and holds the target weakly.
///
/// It is how UI-style properties are exposed as observers: once the target is gone, elements
/// are ignored. `completed` is ignored. An `error` is a programmer error, as in RxSwift: a
/// binding must never fail, so it stops the program in debug builds and is printed and
/// ignored in release builds. Handle errors upstream (`catchAndReturn`, …) before binding.
///
/// ```swift
/// final class Label { var text = "" }
/// let label = Label()
/// let text = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, value in
///     label.text = value
/// }
/// _ = Observable.just("Hello").subscribe(text)
/// print(label.text)
/// // Hello
/// ```
///
/// > Warning: With the default ``MainScheduler``, an element sent from another thread is
/// > applied later, on the main queue; on Linux that queue only runs once the program calls
/// > `dispatchMain()` (or runs a `RunLoop`, or awaits in an `async` `main`).
public struct Binder<Value>: ObserverType {
    /// The type of the elements this observer receives.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Creates an observer that runs `binding` with the target and each element on the main
    /// thread, as main-actor code: Swift 6 code touches main-actor state in it directly.
    ///
    /// ```swift
    /// let title = Binder(window) { window, text in window.title = text }
    /// ```
    ///
    /// RxCocoa's `Binder(target) { … }` compiles unchanged; its closure runs where it did there,
    /// and now says so to the compiler.
    /// - Parameters:
    ///   - target: The object to update; held weakly.
    ///   - binding: Applies one element to the target, on the main actor.
    @preconcurrency
    public init<Target: AnyObject>(_ target: Target, binding: @escaping @MainActor (Target, Value) -> Void) {
        // MainScheduler runs every action on the main thread, so the assumption holds. A scheduler
        // of its own, as RxCocoa's binder makes: on the main thread an element is applied at once
        // unless this binder's own earlier elements still wait on the main queue; the shared
        // instance would defer it behind any work other code queued there.
        // `@preconcurrency`: Swift 5 code passes RxCocoa's plain closure values without a warning.
        self.init(target, scheduler: MainScheduler()) { target, value in
            let handOver = UncheckedSendable((target, value))  // used on this thread only
            MainActor.assumeIsolated { binding(handOver.value.0, handOver.value.1) }
        }
    }

    /// Creates an observer that runs `binding` with the target and each element, on `scheduler`.
    ///
    /// ```swift
    /// let title = Binder(window, scheduler: MainScheduler.instance) { window, text in
    ///     window.title = text
    /// }
    /// ```
    /// - Parameters:
    ///   - target: The object to update; held weakly.
    ///   - scheduler: Where `binding` runs.
    ///   - binding: Applies one element to the target.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType,
        binding: @escaping (Target, Value) -> Void
    ) {
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { [weak target] element in
                    if let target {
                        binding(target, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                bindingErrorToInterface(error)
            case .completed:
                break
            }
        }
    }

    /// Applies an element (on the scheduler), ignores `completed`, and treats `error` as a
    /// programmer error.
    /// - Parameter event: The event.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// Returns a type-erased observer that forwards to this binder.
    /// - Returns: An observer whose events go to ``on(_:)``.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
