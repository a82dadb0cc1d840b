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

    /// Creates an observer that runs `binding` with the target and each element, on `scheduler`.
    ///
    /// ```swift
    /// let title = Binder(window) { window, text in window.title = text }
    /// ```
    /// - Parameters:
    ///   - target: The object to update; held weakly.
    ///   - scheduler: Where `binding` runs; ``MainScheduler/instance`` by default.
    ///   - binding: Applies one element to the target.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler.instance,
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
