import DelegateProxyKit

/// A courier whose delegate protocol is `Sendable` and takes what generated code gets wrong most
/// easily: nested types, a labelled tuple, a `Result` whose error type is nested, an
/// `@escaping @Sendable` completion handler, and a method with a result the protocol answers.
final class Courier: ReactiveCompatible {
    struct Parcel: Sendable {
        var id: Int
        var grams: Int
    }

    enum Failure: Error {
        case tooHeavy(Int)
    }

    weak var delegate: (any CourierDelegate)?

    /// Takes `parcel` to `stop`: asks the delegate for the fee (returned) and for a confirmation
    /// (handed to `confirmed`), then tells it where it went and how it ended.
    func deliver(
        _ parcel: Parcel, to stop: (street: String, number: Int),
        confirmed: @escaping @Sendable (Bool) -> Void
    ) -> Int {
        let fee = delegate?.courier(self, feeFor: parcel) ?? 0
        delegate?.courier(self, confirm: parcel, completion: confirmed)
        delegate?.courier(self, didReach: stop, with: parcel)
        delegate?.courier(
            self, didFinish: parcel.grams > 1000 ? .failure(.tooHeavy(parcel.grams)) : .success(parcel))
        return fee
    }
}

protocol CourierDelegate: AnyObject, Sendable {
    func courier(
        _ courier: Courier, didReach stop: (street: String, number: Int), with parcel: Courier.Parcel)
    func courier(_ courier: Courier, didFinish result: Result<Courier.Parcel, Courier.Failure>)
    func courier(
        _ courier: Courier, confirm parcel: Courier.Parcel, completion: @escaping @Sendable (Bool) -> Void)
    func courier(_ courier: Courier, feeFor parcel: Courier.Parcel) -> Int
}

extension CourierDelegate {
    /// One cent a gram unless a delegate says otherwise.
    func courier(_ courier: Courier, feeFor parcel: Courier.Parcel) -> Int { parcel.grams }
}
