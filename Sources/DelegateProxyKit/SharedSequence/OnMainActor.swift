import Dispatch
import InternalReactiveUtilities

// The closures of `drive` and `emit` are `@MainActor`: a Driver and a Signal deliver on the main
// thread, and saying so to the compiler lets Swift 6 code touch main-actor state in them without
// `MainActor.assumeIsolated`. These adapters run such a closure where the library calls it: at
// once on the main thread, which is where every element arrives. The two ways to be called
// elsewhere — a `drive` called from another thread replays the latest element on that thread (a
// debug build stops there first), a subscription disposed on another thread runs `onDisposed` on
// it — queue the closure on the main queue instead, after what is already queued there: running
// main-actor code on another thread would be a data race, and stopping the program for a
// disposal that RxCocoa allows would break working code.
//
// The public declarations that take such closures are `@preconcurrency`: code in the Swift 5
// language mode sees RxCocoa's plain closures there, so a non-`Sendable` closure value (a stored
// closure, a method of a class that is not main-actor) still passes without a warning, while
// Swift 6 code sees `@MainActor`, which makes every such function type `Sendable`.

/// A closure that runs `body` on the main actor; see above.
func onMainActor<Value>(_ body: @escaping @MainActor (Value) -> Void) -> (Value) -> Void {
    { value in
        // The value moves to the main actor as `observe(on: MainScheduler.instance)` moves every
        // element: the delivering code hands it over and does not touch it again.
        let handOver = UncheckedSendable(value)
        if MainScheduler.isMainThread {
            MainActor.assumeIsolated { body(handOver.value) }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { body(handOver.value) } }
        }
    }
}

/// A closure that runs `body` on the main actor; see above.
func onMainActor<First, Second>(
    _ body: @escaping @MainActor (First, Second) -> Void
) -> (First, Second) -> Void {
    let run = onMainActor { (values: (First, Second)) in body(values.0, values.1) }
    return { first, second in run((first, second)) }
}

/// A closure that runs `body` on the main actor; see above.
func onMainActor(_ body: @escaping @MainActor () -> Void) -> () -> Void {
    let run = onMainActor { (_: Void) in body() }
    return { run(()) }
}
