// The samples of DelegateProxyKit's "Delegates and Swift Concurrency" article, verbatim and in order.
import DelegateProxyKit
import Testing

@MainActor protocol DoorbellDelegate: AnyObject {
    func doorbell(_ doorbell: Doorbell, didRing times: Int)
}

@MainActor final class Doorbell {
    weak var delegate: (any DoorbellDelegate)?

    func ring(_ times: Int) { delegate?.doorbell(self, didRing: times) }
}

nonisolated final class DoorbellDelegateProxy: DelegateProxy<Doorbell, any DoorbellDelegate> {
    static let didRing = DelegateMethod("doorbell(_:didRing:)", Doorbell.self, Int.self)
}

@MainActor extension DoorbellDelegateProxy: @MainActor DelegateProxyType {
    static func registerKnownImplementations() {
        register { DoorbellDelegateProxy(parentObject: $0) }
    }

    static func currentDelegate(for object: Doorbell) -> (any DoorbellDelegate)? {
        object.delegate
    }

    static func setCurrentDelegate(_ delegate: (any DoorbellDelegate)?, to object: Doorbell) {
        object.delegate = delegate
    }
}

extension DoorbellDelegateProxy: DoorbellDelegate {
    @MainActor func doorbell(_ doorbell: Doorbell, didRing times: Int) {
        dispatch(Self.didRing, doorbell, times) { $0.doorbell(doorbell, didRing: times) }
    }
}

@MainActor extension Reactive where Base: Doorbell {
    var didRing: Observable<Int> {
        DoorbellDelegateProxy.proxy(for: base).methodInvoked(DoorbellDelegateProxy.didRing).map { $0.1 }
    }
}

extension Doorbell: ReactiveCompatible {}

@MainActor @Suite struct DelegatesAndSwiftConcurrencyTests {
    @Test func aMainActorProxyIsUsedOnTheMainActorAsAnyProxyIs() {
        capturingPrints { output in
            let doorbell = Doorbell()
            let bag = DisposeBag()
            doorbell.rx.didRing
                .subscribe(onNext: { print("rang \($0) times") })
                .disposed(by: bag)
            doorbell.ring(2)
            // rang 2 times
            #expect(output.take() == ["rang 2 times"])
        }
    }

    @Test func delegateCallsWithForAwait() async {
        await capturingPrints { output in
            let doorbell = Doorbell()
            let rings = doorbell.rx.didRing.stream()
            doorbell.ring(1)
            doorbell.ring(3)
            var seen: [Int] = []
            for await times in rings {
                seen.append(times)
                if seen.count == 2 { break }
            }
            print(seen)
            // [1, 3]
            #expect(output.take() == ["[1, 3]"])
        }
    }
}
