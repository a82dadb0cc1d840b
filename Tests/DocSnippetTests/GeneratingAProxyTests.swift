// The samples of DelegateProxyKit's "Generating a Proxy" article, verbatim and in order; the
// proxy is generated (DelegateProxies/OvenDelegateProxy.swift).
import DelegateProxyKit
import Testing

protocol OvenDelegate: AnyObject {
    func ovenDidPreheat(_ oven: Oven)
    func oven(_ oven: Oven, didReach celsius: Int)
    func oven(_ oven: Oven, shouldBakeFor minutes: Int) -> Bool
    func oven(_ oven: Oven, fanSpeedAt celsius: Int) -> Int
}

extension OvenDelegate {
    /// Up to an hour, unless the delegate says otherwise.
    func oven(_ oven: Oven, shouldBakeFor minutes: Int) -> Bool { minutes <= 60 }
}

final class Oven: HasDelegate, HasAssociatedProxies, ReactiveCompatible {
    weak var delegate: (any OvenDelegate)?
    let associatedProxies = AssociatedProxyStorage()

    /// Heats to `celsius`, asks whether to bake, and at which fan speed.
    func bake(at celsius: Int, minutes: Int) -> String {
        delegate?.ovenDidPreheat(self)
        delegate?.oven(self, didReach: celsius)
        guard delegate?.oven(self, shouldBakeFor: minutes) ?? true else { return "refused" }
        return "baking, fan \(delegate?.oven(self, fanSpeedAt: celsius) ?? 1)"
    }
}

@Suite struct GeneratingAProxyTests {
    @Test func theArticlesSamplesPrintWhatTheArticleSays() {
        capturingPrints { output in
            // Observe the calls
            let oven = Oven()
            let bag = DisposeBag()
            oven.rx.didReach
                .subscribe(onNext: { print("reached", $0) })
                .disposed(by: bag)
            oven.rx.shouldBakeFor
                .subscribe(onNext: { call in print("bake", call.arguments, "minutes?", call.returnValue) })
                .disposed(by: bag)
            print(oven.bake(at: 180, minutes: 90))
            // reached 180
            // bake 90 minutes? false
            // refused
            #expect(output.take() == ["reached 180", "bake 90 minutes? false", "refused"])

            // Answer with a forward delegate
            final class Baker: OvenDelegate {
                func ovenDidPreheat(_ oven: Oven) { print("preheated") }
                func oven(_ oven: Oven, didReach celsius: Int) {}
                func oven(_ oven: Oven, shouldBakeFor minutes: Int) -> Bool { true }
                func oven(_ oven: Oven, fanSpeedAt celsius: Int) -> Int { celsius / 60 }
            }

            let baker = Baker()
            oven.rx.delegate.setForwardToDelegate(baker, retainDelegate: false)
            print(oven.bake(at: 180, minutes: 90))
            // preheated
            // reached 180
            // bake 90 minutes? true
            // baking, fan 3
            #expect(output.take() == ["preheated", "reached 180", "bake 90 minutes? true", "baking, fan 3"])
        }
    }

    @Test func theEventsSamplePrintsWhatTheArticleSays() {
        capturingPrints { output in
            let kitchen = Oven()
            var history: [String] = []
            let recording = kitchen.rx.events.subscribe(onNext: { event in
                switch event {
                case .didPreheat: history.append("preheated")
                case .didReach(let celsius): history.append("reached \(celsius)")
                case .shouldBakeFor(let minutes, let answer): history.append("bake \(minutes)? \(answer)")
                case .fanSpeedAt(let celsius, let speed): history.append("fan at \(celsius): \(speed)")
                }
            })
            print(kitchen.bake(at: 200, minutes: 30))
            recording.dispose()
            print(history)
            // baking, fan 1
            // ["preheated", "reached 200", "bake 30? true", "fan at 200: 1"]
            #expect(
                output.take() == [
                    "baking, fan 1", #"["preheated", "reached 200", "bake 30? true", "fan at 200: 1"]"#,
                ])
        }
    }
}
