import DelegateProxyKit
import Foundation

/// Set as the cache's delegate before the proxy exists: the proxy keeps it as its forward delegate.
final class CacheLog: NSObject, NSCacheDelegate {
    private(set) var evicted: [String] = []

    func cache(_ cache: NSCache<AnyObject, AnyObject>, willEvictObject obj: Any) {
        evicted.append("\(obj)")
    }
}

/// `NSCacheDelegate` for a cache of one generic specialization (`--parent 'NSCache<NSString, NSString>'`).
func runNSCache() async throws {
    let bag = DisposeBag()
    let cache = NSCache<NSString, NSString>()
    let log = CacheLog()
    cache.delegate = log
    cache.rx.willEvictObject
        .subscribe(onNext: { print("willEvictObject \($0)") })
        .disposed(by: bag)
    // Past its count limit the cache evicts (a removal is no eviction).
    cache.countLimit = 2
    for (key, object) in [("a", "tea"), ("b", "milk"), ("c", "sugar"), ("d", "lemon")] {
        cache.setObject(object as NSString, forKey: key as NSString)
    }
    print("forward delegate saw: \(log.evicted.joined(separator: ", "))")
}
