import DelegateProxyKit
import Synchronization

/// A forward delegate of a `Sendable` protocol: its log is behind a mutex.
final class CourierLog: CourierDelegate {
    let calls = Mutex<[String]>([])

    func courier(
        _ courier: Courier, didReach stop: (street: String, number: Int), with parcel: Courier.Parcel
    ) {
        calls.withLock { $0.append("didReach \(stop.number) \(stop.street)") }
    }

    func courier(_ courier: Courier, didFinish result: Result<Courier.Parcel, Courier.Failure>) {
        calls.withLock { $0.append("didFinish \(describe(result))") }
    }

    func courier(
        _ courier: Courier, confirm parcel: Courier.Parcel, completion: @escaping @Sendable (Bool) -> Void
    ) {
        calls.withLock { $0.append("confirm \(parcel.id)") }
        completion(parcel.grams <= 1000)
    }
}

/// Compiles only for a `Sendable` type.
func requireSendable<Value: Sendable>(_ type: Value.Type) {}

/// Spelled out: printing the value would print the module's name, which differs per target.
func describe(_ result: Result<Courier.Parcel, Courier.Failure>) -> String {
    switch result {
    case .success(let parcel): "delivered \(parcel.id)"
    case .failure(.tooHeavy(let grams)): "too heavy (\(grams) g)"
    }
}

/// A `Sendable` protocol: a labelled tuple, a `Result` with a nested error type, an `@escaping
/// @Sendable` completion handler, and the protocol's own answer for a method with a result, given
/// by the proxy without a forward delegate and by the forward delegate's extension with one.
func runCourier() async throws {
    let bag = DisposeBag()
    let courier = Courier()
    courier.rx.feeFor
        .subscribe(onNext: { print("feeFor \($0.arguments.id) -> \($0.returnValue)") })
        .disposed(by: bag)
    courier.rx.confirm
        .subscribe(onNext: { print("confirm \($0.confirm.id)") })
        .disposed(by: bag)
    courier.rx.didReach
        .subscribe(onNext: {
            print("didReach \($0.didReach.number) \($0.didReach.street) with \($0.with.id)")
        })
        .disposed(by: bag)
    courier.rx.didFinish
        .subscribe(onNext: { print("didFinish \(describe($0))") })
        .disposed(by: bag)
    // Every value the events carry is Sendable, so the enum is.
    requireSendable(CourierDelegateEvent.self)
    courier.rx.events
        .subscribe(onNext: { event in
            switch event {
            case .feeFor(let parcel, let fee): print("event feeFor \(parcel.id) -> \(fee)")
            case .confirm(let parcel, _): print("event confirm \(parcel.id)")
            case .didReach(let stop, let parcel): print("event didReach \(stop.number) with \(parcel.id)")
            case .didFinish(let result): print("event didFinish \(describe(result))")
            }
        })
        .disposed(by: bag)
    let log = CourierLog()
    for (id, grams) in [(1, 250), (2, 400), (3, 1500)] {
        // The first parcel without a forward delegate: nobody confirms it.
        if id == 2 {
            CourierDelegateProxy.installForwardDelegate(log, retainDelegate: false, onProxyForObject: courier)
                .disposed(by: bag)
        }
        let fee = courier.deliver(
            Courier.Parcel(id: id, grams: grams), to: (street: "Elm Street", number: id)
        ) {
            print("confirmed: \($0)")
        }
        print("fee: \(fee)")
    }
    print("forward delegate saw: \(log.calls.withLock { $0.joined(separator: ", ") })")
}
