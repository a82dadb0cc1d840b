/// A disposable that is not a class, in an object: what a sink keeps as its upstream
/// subscription is a class-bound existential (see ``Disposable/_disposableObject``).
final class BoxedDisposable<Boxed: Disposable>: Disposable {
    let boxed: Boxed

    init(_ boxed: Boxed) { self.boxed = boxed }

    func dispose() { boxed.dispose() }
}
