/// The observable of an operator with a class of its own (`map`, `filter`): one object where a
/// `Producer` is two (itself and its closure's context), whose subscription runs code
/// specialized where the operator was applied. `subscribeSpecialized` is made by the subclass's
/// inlinable initializer and captures nothing, so storing it allocates nothing; the subclass's
/// sink keeps the operator's closure, so the handler it gives upstream captures the sink alone
/// and needs no context of its own: a subscription allocates the sink only.
///
/// Subscribing follows `Producer`'s rule: inside the current thread's trampoline.
@usableFromInline
class _OperatorObservable<Source, Element>: Observable<Element> {
    @usableFromInline let source: Observable<Source>
    @usableFromInline let subscribeSpecialized:
        (_OperatorObservable<Source, Element>, @escaping EventHandler<Element>) -> Disposable

    @inlinable
    init(
        source: Observable<Source>,
        subscribe:
            @escaping (_OperatorObservable<Source, Element>, @escaping EventHandler<Element>) -> Disposable
    ) {
        self.source = source
        self.subscribeSpecialized = subscribe
        super.init()
    }

    @usableFromInline
    final override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> Disposable {
        _Trampoline.subscribe { subscribeSpecialized(self, handler) }
    }
}
