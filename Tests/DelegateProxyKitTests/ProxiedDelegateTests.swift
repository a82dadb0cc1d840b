import DelegateProxyKit
import Testing

protocol BuzzerDelegate: AnyObject {
    func buzzer(_ buzzer: Buzzer, didRing count: Int)
}

/// A parent the user owns, its delegate declared with `@ProxiedDelegate`.
final class Buzzer: HasDelegate, HasAssociatedProxies {
    @ProxiedDelegate var delegate: (any BuzzerDelegate)?
    let associatedProxies = AssociatedProxyStorage()

    func ring(_ count: Int) { delegate?.buzzer(self, didRing: count) }
}

final class BuzzerDelegateProxy: DelegateProxy<Buzzer, any BuzzerDelegate>, DelegateProxyType, BuzzerDelegate
{
    static let didRing = DelegateMethod("buzzer(_:didRing:)", Buzzer.self, Int.self)

    static func registerKnownImplementations() {
        register { BuzzerDelegateProxy(parentObject: $0) }
    }

    func buzzer(_ buzzer: Buzzer, didRing count: Int) {
        dispatch(Self.didRing, buzzer, count) { $0.buzzer(buzzer, didRing: count) }
    }
}

final class RecordingBuzzerDelegate: BuzzerDelegate {
    let name: String
    let log: RingLog
    init(_ name: String, log: RingLog) {
        self.name = name
        self.log = log
    }
    func buzzer(_ buzzer: Buzzer, didRing count: Int) { log.entries.append("\(name) \(count)") }
}

protocol ChimeDataSource: AnyObject {
    func numberOfChimes(in chime: Chime) -> Int
}

/// A parent with a data source declared with `@ProxiedDelegate`, through `HasDataSource`.
final class Chime: HasDataSource {
    @ProxiedDelegate var dataSource: (any ChimeDataSource)?

    func count() -> Int? { dataSource?.numberOfChimes(in: self) }
}

final class ChimeDataSourceProxy: DelegateProxy<Chime, any ChimeDataSource>, DelegateProxyType,
    ChimeDataSource
{
    static let numberOfChimes = DelegateMethod("numberOfChimes(in:)", Chime.self, returns: Int.self)

    static func registerKnownImplementations() {
        register { ChimeDataSourceProxy(parentObject: $0) }
    }

    func numberOfChimes(in chime: Chime) -> Int {
        dispatch(Self.numberOfChimes, chime, default: 0) { $0.numberOfChimes(in: chime) }
    }
}

final class FixedChimes: ChimeDataSource {
    let value: Int
    init(_ value: Int) { self.value = value }
    func numberOfChimes(in chime: Chime) -> Int { value }
}

final class RingLog {
    var entries: [String] = []
}

protocol GongDelegate: AnyObject {}
protocol LoudGongDelegate: GongDelegate {
    func gongDidSound(_ gong: Gong)
}

/// A parent whose property is wider than its proxy's delegate type.
final class Gong: HasAssociatedProxies {
    @ProxiedDelegate var delegate: (any GongDelegate)?
    let associatedProxies = AssociatedProxyStorage()
}

final class GongDelegateProxy: DelegateProxy<Gong, any LoudGongDelegate>, DelegateProxyType, LoudGongDelegate
{
    static func registerKnownImplementations() {
        register { GongDelegateProxy(parentObject: $0) }
    }

    static func currentDelegate(for object: Gong) -> (any LoudGongDelegate)? {
        object.delegate as? any LoudGongDelegate
    }

    static func setCurrentDelegate(_ delegate: (any LoudGongDelegate)?, to object: Gong) {
        object.delegate = delegate
    }

    func gongDidSound(_ gong: Gong) {}
}

final class QuietGong: GongDelegate {}

/// A delegate assigned to a `@ProxiedDelegate` property after the proxy was installed becomes the
/// proxy's forward delegate: no call is lost, by the observers or by the delegate.
@Suite struct ProxiedDelegateTests {
    @Test func withoutAProxyItIsAWeakDelegateProperty() {
        let buzzer = Buzzer()
        let log = RingLog()
        var delegate: RecordingBuzzerDelegate? = RecordingBuzzerDelegate("first", log: log)
        buzzer.delegate = delegate
        #expect(buzzer.delegate === delegate)
        buzzer.ring(1)
        delegate = nil
        #expect(buzzer.delegate == nil)
        buzzer.ring(2)
        #expect(log.entries == ["first 1"])
    }

    @Test func aDelegateAssignedBeforeTheProxyBecomesItsForwardDelegate() {
        let buzzer = Buzzer()
        let log = RingLog()
        let first = RecordingBuzzerDelegate("first", log: log)
        buzzer.delegate = first
        let proxy = BuzzerDelegateProxy.proxy(for: buzzer)
        let subscription = proxy.methodInvoked(BuzzerDelegateProxy.didRing)
            .subscribe(onNext: { log.entries.append("observed \($0.1)") })
        buzzer.ring(1)
        subscription.dispose()
        #expect(log.entries == ["first 1", "observed 1"])
        #expect(buzzer.delegate === proxy)
        #expect(proxy.forwardToDelegate() === first)
    }

    @Test func aDelegateAssignedAfterTheProxyBecomesItsForwardDelegateAndNoCallIsLost() {
        let buzzer = Buzzer()
        let log = RingLog()
        let proxy = BuzzerDelegateProxy.proxy(for: buzzer)
        let subscription = proxy.methodInvoked(BuzzerDelegateProxy.didRing)
            .subscribe(onNext: { log.entries.append("observed \($0.1)") })
        let first = RecordingBuzzerDelegate("first", log: log)
        buzzer.delegate = first
        buzzer.ring(1)
        let second = RecordingBuzzerDelegate("second", log: log)
        buzzer.delegate = second
        buzzer.ring(2)
        // Asking for the proxy again finds it installed: nothing to diagnose or to install.
        #expect(BuzzerDelegateProxy.proxy(for: buzzer) === proxy)
        buzzer.ring(3)
        subscription.dispose()
        #expect(log.entries == ["first 1", "observed 1", "second 2", "observed 2", "second 3", "observed 3"])
        #expect(buzzer.delegate === proxy)
        #expect(proxy.forwardToDelegate() === second)
    }

    @Test func assigningNilRemovesTheForwardDelegateAndKeepsTheProxy() {
        let buzzer = Buzzer()
        let log = RingLog()
        let first = RecordingBuzzerDelegate("first", log: log)
        buzzer.delegate = first
        let proxy = BuzzerDelegateProxy.proxy(for: buzzer)
        let subscription = proxy.methodInvoked(BuzzerDelegateProxy.didRing)
            .subscribe(onNext: { log.entries.append("observed \($0.1)") })
        buzzer.delegate = nil
        buzzer.ring(1)
        subscription.dispose()
        #expect(log.entries == ["observed 1"])
        #expect(buzzer.delegate === proxy)
        #expect(proxy.forwardToDelegate() == nil)
    }

    @Test func assigningTheProxyItselfChangesNothing() {
        let buzzer = Buzzer()
        let log = RingLog()
        let first = RecordingBuzzerDelegate("first", log: log)
        buzzer.delegate = first
        let proxy = BuzzerDelegateProxy.proxy(for: buzzer)
        buzzer.delegate = proxy
        buzzer.ring(1)
        #expect(log.entries == ["first 1"])
        #expect(proxy.forwardToDelegate() === first)
    }

    /// Nothing is retained: neither a delegate assigned before the proxy, nor one assigned after;
    /// the parent still releases its proxy, whose streams complete.
    @Test func retainsNothing() {
        let log = RingLog()
        weak var weakBefore: RecordingBuzzerDelegate?
        weak var weakAfter: RecordingBuzzerDelegate?
        weak var weakProxy: BuzzerDelegateProxy?
        weak var weakBuzzer: Buzzer?
        do {
            let buzzer = Buzzer()
            weakBuzzer = buzzer
            do {
                let before = RecordingBuzzerDelegate("before", log: log)
                weakBefore = before
                buzzer.delegate = before
                weakProxy = BuzzerDelegateProxy.proxy(for: buzzer)
            }
            #expect(weakBefore == nil)
            _ = weakProxy?.methodInvoked(BuzzerDelegateProxy.didRing)
                .subscribe(
                    onNext: { log.entries.append("observed \($0.1)") },
                    onCompleted: { log.entries.append("completed") })
            do {
                let after = RecordingBuzzerDelegate("after", log: log)
                weakAfter = after
                buzzer.delegate = after
                buzzer.ring(1)
            }
            #expect(weakAfter == nil)
            #expect(weakProxy?.forwardToDelegate() == nil)
            buzzer.ring(2)
        }
        #expect(weakBuzzer == nil)
        #expect(weakProxy == nil)
        #expect(log.entries == ["after 1", "observed 1", "observed 2", "completed"])
    }

    /// Once a proxy is installed the property answers it (kept typed, read with no dynamic
    /// cast), through every kind of later assignment; another proxy assigned replaces it.
    @Test func readingAnswersTheInstalledProxyThroughEveryAssignment() {
        let buzzer = Buzzer()
        let log = RingLog()
        #expect(buzzer.delegate == nil)
        let proxy = BuzzerDelegateProxy.proxy(for: buzzer)
        #expect(buzzer.delegate === proxy)
        let first = RecordingBuzzerDelegate("first", log: log)
        buzzer.delegate = first
        #expect(buzzer.delegate === proxy)
        buzzer.delegate = nil
        #expect(buzzer.delegate === proxy)
        buzzer.delegate = proxy
        #expect(buzzer.delegate === proxy)
        // Another proxy (made by hand, not installed by `proxy(for:)`) assigned replaces it.
        let other = BuzzerDelegateProxy(parentObject: buzzer)
        buzzer.delegate = other
        #expect(buzzer.delegate === other)
        buzzer.delegate = first
        #expect(buzzer.delegate === other)
        #expect(other.forwardToDelegate() === first)
        buzzer.ring(1)
        #expect(log.entries == ["first 1"])
    }

    /// The property holds the installed proxy, which holds its parent weakly: no cycle, the parent
    /// still goes (here one whose proxies live in the global table), and a delegate assigned
    /// after the proxy is not retained.
    @Test func holdingTheProxyKeepsNeitherTheParentNorTheDelegate() {
        weak var weakChime: Chime?
        weak var weakSource: FixedChimes?
        do {
            let chime = Chime()
            weakChime = chime
            let proxy = ChimeDataSourceProxy.proxy(for: chime)
            #expect(chime.dataSource === proxy)
            do {
                let source = FixedChimes(2)
                weakSource = source
                chime.dataSource = source
                #expect(chime.count() == 2)
            }
            #expect(weakSource == nil)
            #expect(chime.count() == 0)
            #expect(chime.dataSource === proxy)
        }
        #expect(weakChime == nil)
    }

    @Test func aDataSourceThroughHasDataSource() {
        let chime = Chime()
        var answers: [Int] = []
        let proxy = ChimeDataSourceProxy.proxy(for: chime)
        let subscription = proxy.methodInvoked(ChimeDataSourceProxy.numberOfChimes)
            .subscribe(onNext: { answers.append($0.returnValue) })
        #expect(chime.count() == 0)
        let fixed = FixedChimes(3)
        chime.dataSource = fixed
        #expect(chime.count() == 3)
        subscription.dispose()
        #expect(answers == [0, 3])
        #expect(chime.dataSource === proxy)
        #expect(proxy.forwardToDelegate() === fixed)
    }

    /// A delegate the installed proxy cannot forward to is a programmer error, named with the fix.
    @Test func aDelegateOfAnotherTypeThanTheProxysStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let gong = Gong()
            _ = GongDelegateProxy.proxy(for: gong)
            let quiet = QuietGong()
            gong.delegate = quiet
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("a QuietGong was assigned, but the installed GongDelegateProxy forwards to"))
        #expect(message.contains("Declare the property with the proxy's delegate type"))
    }
}
