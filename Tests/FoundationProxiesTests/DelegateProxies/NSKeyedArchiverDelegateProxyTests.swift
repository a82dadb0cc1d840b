import Foundation
import FoundationProxies
import Testing

@Suite struct NSKeyedArchiverDelegateProxyTests {
    @Test func encodingIsObservedAndTheArchiveIsUnchanged() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        var log: [String] = []
        let bag = DisposeBag()
        archiver.rx.willEncode
            .subscribe(onNext: {
                log.append("will encode \($0.arguments), kept: \($0.returnValue.map { "\($0)" } ?? "nil")")
            })
            .disposed(by: bag)
        archiver.rx.didEncode.subscribe(onNext: { log.append("did encode \($0.map { "\($0)" } ?? "nil")") })
            .disposed(by: bag)
        archiver.rx.willFinish.subscribe(onNext: { log.append("will finish") }).disposed(by: bag)
        archiver.rx.didFinish.subscribe(onNext: { log.append("did finish") }).disposed(by: bag)

        archiver.encode(["dune", "emma"] as NSArray, forKey: "books")
        archiver.finishEncoding()

        #expect(log.first == "will encode (\n    dune,\n    emma\n), kept: (\n    dune,\n    emma\n)")
        #expect(log.suffix(2) == ["will finish", "did finish"])
        #expect(
            log.filter { $0.hasPrefix("will encode") }.count
                == log.filter { $0.hasPrefix("did encode") }.count)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        #expect(unarchiver.decodeObject(forKey: "books") as? [String] == ["dune", "emma"])
    }

    @Test func aForwardDelegateReplacesWhatIsEncoded() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        let upper = Uppercasing()
        archiver.delegate = upper
        var replaced: [String] = []
        let subscription = archiver.rx.willEncode
            .subscribe(onNext: {
                replaced.append("\($0.arguments) → \($0.returnValue.map { "\($0)" } ?? "nil")")
            })
        defer { subscription.dispose() }

        archiver.encode("dune" as NSString, forKey: "title")
        archiver.finishEncoding()

        #expect(replaced == ["dune → DUNE"])
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        #expect(unarchiver.decodeObject(forKey: "title") as? String == "DUNE")
    }
}

/// Encodes every string in capitals.
private final class Uppercasing: NSObject, NSKeyedArchiverDelegate {
    func archiver(_ archiver: NSKeyedArchiver, willEncode object: Any) -> Any? {
        (object as? String).map { $0.uppercased() as NSString } ?? object
    }
    func archiver(_ archiver: NSKeyedArchiver, didEncode object: Any?) {}
    func archiver(_ archiver: NSKeyedArchiver, willReplace object: Any?, withObject newObject: Any?) {}
    func archiverWillFinish(_ archiver: NSKeyedArchiver) {}
    func archiverDidFinish(_ archiver: NSKeyedArchiver) {}
}
