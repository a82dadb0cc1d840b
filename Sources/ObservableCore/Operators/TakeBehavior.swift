/// Whether `take(while:behavior:)` and `take(until:behavior:)` also emit the element that ends
/// the sequence.
///
/// ```swift
/// _ = Observable.of(1, 2, 3).take(until: { $0 > 1 }, behavior: .inclusive)
///     .subscribe(onNext: { print($0) })
/// // 1
/// // 2
/// ```
public enum TakeBehavior: Sendable {
    /// Emit the element that ends the sequence, then complete.
    case inclusive
    /// Complete without emitting the element that ends the sequence.
    case exclusive
}

/// The RxSwift 5 name of ``TakeBehavior``.
@available(*, deprecated, renamed: "TakeBehavior")
public typealias TakeUntilBehavior = TakeBehavior
