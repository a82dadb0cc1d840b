/// An observable defined by a closure that runs once per subscription.
///
/// The one way to write an operator (see ARCHITECTURE.md, "Writing an operator"): the closure
/// makes the operator's ``_Sink`` and subscribes it upstream. (`map` and `filter` have classes of
/// their own, with the same rule: see ``_OperatorObservable``.) Subscribing runs inside the current thread's trampoline (see
/// ``CurrentThreadScheduler``), so that synchronous sources subscribed while another one is
/// emitting are interleaved exactly as RxSwift interleaves them, with a flat stack.
@usableFromInline
package final class Producer<Element>: Observable<Element> {
    @usableFromInline
    package typealias Body = (@escaping EventHandler<Element>) -> Disposable

    @usableFromInline
    let body: Body

    @inlinable
    package init(_ body: @escaping Body) {
        self.body = body
    }

    @usableFromInline
    override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> Disposable {
        _Trampoline.subscribe { body(handler) }
    }
}
