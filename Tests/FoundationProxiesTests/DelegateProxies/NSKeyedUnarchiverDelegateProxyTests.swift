import Foundation
import FoundationProxies
import Testing

@Suite struct NSKeyedUnarchiverDelegateProxyTests {
    private func archive(_ object: Any, forKey key: String) -> Data {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(object, forKey: key)
        archiver.finishEncoding()
        return archiver.encodedData
    }

    @Test func decodingIsObservedAndTheObjectsAreKept() throws {
        let unarchiver = try NSKeyedUnarchiver(
            forReadingFrom: archive(["dune", "emma"] as NSArray, forKey: "books"))
        unarchiver.requiresSecureCoding = false
        var decoded: [String] = []
        var finished: [String] = []
        let bag = DisposeBag()
        unarchiver.rx.didDecode
            .subscribe(onNext: { decoded.append("\($0.arguments.map { "\($0)" } ?? "nil")") })
            .disposed(by: bag)
        unarchiver.rx.willFinish.subscribe(onNext: { finished.append("will finish") }).disposed(by: bag)
        unarchiver.rx.didFinish.subscribe(onNext: { finished.append("did finish") }).disposed(by: bag)

        let books = unarchiver.decodeObject(forKey: "books") as? [String]
        unarchiver.finishDecoding()

        #expect(books == ["dune", "emma"])
        #expect(decoded.contains("dune") && decoded.contains("emma"))
        #expect(finished == ["will finish", "did finish"])
    }

    @Test func aForwardDelegateReplacesWhatIsDecoded() throws {
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archive("dune" as NSString, forKey: "title"))
        unarchiver.requiresSecureCoding = false
        let lower = Reversing()
        unarchiver.delegate = lower
        var answers: [String] = []
        let subscription = unarchiver.rx.didDecode
            .subscribe(onNext: { answers.append("\($0.returnValue.map { "\($0)" } ?? "nil")") })
        defer { subscription.dispose() }

        let title = unarchiver.decodeObject(forKey: "title") as? String

        #expect(title == "enud")
        #expect(answers == ["enud"])
    }
}

/// Decodes every string reversed.
private final class Reversing: NSObject, NSKeyedUnarchiverDelegate {
    func unarchiver(
        _ unarchiver: NSKeyedUnarchiver, cannotDecodeObjectOfClassName name: String,
        originalClasses classNames: [String]
    ) -> AnyClass? { nil }
    func unarchiver(_ unarchiver: NSKeyedUnarchiver, didDecode object: Any?) -> Any? {
        (object as? String).map { String($0.reversed()) as NSString } ?? object
    }
    func unarchiver(_ unarchiver: NSKeyedUnarchiver, willReplace object: Any, with newObject: Any) {}
    func unarchiverWillFinish(_ unarchiver: NSKeyedUnarchiver) {}
    func unarchiverDidFinish(_ unarchiver: NSKeyedUnarchiver) {}
}
