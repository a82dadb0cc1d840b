import Foundation
import FoundationProxies
import Testing

@Suite struct NSCacheDelegateProxyTests {
    @Test func aCacheOverItsCountLimitSaysWhatItEvicts() {
        let cache = NSCache<AnyObject, AnyObject>()
        cache.countLimit = 2
        var evicted: [String] = []
        let subscription = cache.rx.willEvictObject.subscribe(onNext: { evicted.append("\($0)") })
        defer { subscription.dispose() }

        let names = ["a", "b", "c", "d"]
        for name in names { cache.setObject(name as NSString, forKey: name as NSString) }

        // Which objects go is the cache's choice; each is told once, before it goes.
        let kept = names.filter { cache.object(forKey: $0 as NSString) != nil }
        #expect(kept.count == 2)
        #expect(evicted.sorted() == names.filter { !kept.contains($0) })

        // swift-corelibs-foundation's NSCache links its entries to each other strongly and does
        // not unlink them when it is released: emptied, its entries go with it.
        subscription.dispose()
        cache.removeAllObjects()
    }

    @Test func aCacheOverItsCostLimitSaysWhatItEvicts() {
        let cache = NSCache<AnyObject, AnyObject>()
        cache.totalCostLimit = 10
        var evicted: [String] = []
        let subscription = cache.rx.willEvictObject.subscribe(onNext: { evicted.append("\($0)") })
        defer { subscription.dispose() }

        cache.setObject("small" as NSString, forKey: 1 as NSNumber, cost: 4)
        cache.setObject("large" as NSString, forKey: 2 as NSNumber, cost: 8)

        let kept = [1, 2].compactMap { cache.object(forKey: $0 as NSNumber) as? String }
        #expect(evicted.count == 1)
        #expect(Set(kept + evicted) == ["small", "large"])
    }

    @Test func aCacheOfAnyKeyAndObjectTypesHasTheStreams() {
        let cache = NSCache<NSString, NSData>()
        cache.countLimit = 1
        var evicted: [Int] = []
        let subscription = cache.rx.willEvictObject.subscribe(onNext: {
            evicted.append(($0 as? NSData)?.length ?? -1)
        })
        defer { subscription.dispose() }

        cache.setObject(NSData(data: Data(count: 3)), forKey: "three")
        cache.setObject(NSData(data: Data(count: 5)), forKey: "five")

        let kept = [("three", 3), ("five", 5)].filter { cache.object(forKey: $0.0 as NSString) != nil }.map(
            \.1)
        #expect(evicted.count == 1)
        #expect(Set(kept + evicted) == [3, 5])
        #expect(cache.delegate === cache.rx.delegate)
    }

    @Test func eachKindOfCacheHasAProxyOfItsOwnKind() {
        let strings = NSCache<NSString, NSString>()
        let numbers = NSCache<NSNumber, NSString>()

        let stringsProxy: NSCacheDelegateProxy<NSString, NSString> = strings.rx.delegate
        let numbersProxy: NSCacheDelegateProxy<NSNumber, NSString> = numbers.rx.delegate

        #expect(stringsProxy.parentObject === strings)
        #expect(numbersProxy.parentObject === numbers)
        #expect(strings.rx.delegate === stringsProxy)
    }

    @Test func theDelegateSetBeforeIsStillTold() {
        let cache = NSCache<AnyObject, AnyObject>()
        cache.countLimit = 1
        let before = EvictionLog()
        cache.delegate = before
        var evicted: [String] = []
        let subscription = cache.rx.willEvictObject.subscribe(onNext: { evicted.append("\($0)") })
        defer { subscription.dispose() }

        cache.setObject("a" as NSString, forKey: "a" as NSString)
        cache.setObject("b" as NSString, forKey: "b" as NSString)

        #expect(evicted.count == 1)
        #expect(before.evicted == evicted)
    }
}

/// Keeps what it is told is evicted.
private final class EvictionLog: NSObject, NSCacheDelegate {
    var evicted: [String] = []

    func cache(_ cache: NSCache<AnyObject, AnyObject>, willEvictObject obj: Any) {
        evicted.append("\(obj)")
    }
}
