/// A ``Producer`` whose body also gets the subscriber's element entry, when it has one (see
/// ``Observable/subscribeHandler(_:next:)``): for sources that lend their elements, such as
/// a proxy's typed method streams, which DelegateProxyKit makes with it, and `create`.
@usableFromInline
package final class ElementProducer<Element>: Observable<Element> {
    @usableFromInline
    package typealias Body = (@escaping EventHandler<Element>, ((Element) -> Void)?) -> Disposable

    @usableFromInline
    let body: Body

    @inlinable
    package init(_ body: @escaping Body) {
        self.body = body
    }

    @usableFromInline
    override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> Disposable {
        _Trampoline.subscribe { body(handler, nil) }
    }

    @usableFromInline
    override func subscribeHandler(
        _ handler: @escaping EventHandler<Element>, next: @escaping (Element) -> Void
    ) -> Disposable {
        _Trampoline.subscribe { body(handler, next) }
    }
}
