// The samples of DelegateProxyKit's "Getting Started" article, verbatim and in order.
import DelegateProxyKit
import Testing

// 1. The parent and its delegate protocol

protocol CompassDelegate: AnyObject {
    func compass(_ compass: Compass, didUpdateHeading heading: Double)
}

final class Compass: HasDelegate, HasAssociatedProxies, ReactiveCompatible {
    weak var delegate: (any CompassDelegate)?
    let associatedProxies = AssociatedProxyStorage()

    func report(_ heading: Double) {
        delegate?.compass(self, didUpdateHeading: heading)
    }
}

// 2. The proxy

final class CompassDelegateProxy:
    DelegateProxy<Compass, any CompassDelegate>, DelegateProxyType, CompassDelegate
{
    static let didUpdateHeading = DelegateMethod(
        "compass(_:didUpdateHeading:)", Compass.self, Double.self)

    override class var selectors: [DelegateSelector] { [didUpdateHeading.selector] }

    init(compass: Compass) {
        super.init(parentObject: compass)
    }

    static func registerKnownImplementations() {
        register { CompassDelegateProxy(compass: $0) }
    }

    func compass(_ compass: Compass, didUpdateHeading heading: Double) {
        dispatch(Self.didUpdateHeading, compass, heading) {
            $0.compass(compass, didUpdateHeading: heading)
        }
    }
}

// 3. The `rx` extension

extension Reactive where Base: Compass {
    var delegate: CompassDelegateProxy {
        CompassDelegateProxy.proxy(for: base)
    }

    var didUpdateHeading: Observable<Double> {
        delegate.methodInvoked(CompassDelegateProxy.didUpdateHeading).map { $0.1 }
    }
}

@Suite struct GettingStartedTests {
    @Test func theArticlesSamplesPrintWhatTheArticleSays() {
        capturingPrints { output in
            // 4. Observe
            let compass = Compass()
            let bag = DisposeBag()

            compass.rx.didUpdateHeading
                .subscribe(onNext: { print("heading", $0) })
                .disposed(by: bag)

            compass.report(270)
            // heading 270.0
            #expect(output.take() == ["heading 270.0"])

            // 5. Keep your own delegate
            final class Logger: CompassDelegate {
                func compass(_ compass: Compass, didUpdateHeading heading: Double) {
                    print("logger got", heading)
                }
            }

            let tracked = Compass()
            let logger = Logger()
            tracked.delegate = logger
            _ = tracked.rx.didUpdateHeading.subscribe(onNext: { print("stream got", $0) })
            tracked.report(90)
            // logger got 90.0
            // stream got 90.0
            #expect(output.take() == ["logger got 90.0", "stream got 90.0"])
        }
    }
}
