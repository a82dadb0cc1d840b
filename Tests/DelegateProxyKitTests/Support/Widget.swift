import Foundation
import TestSupport

@testable import DelegateProxyKit

/// A delegate protocol with void methods, a method without arguments, and one with a result.
protocol WidgetDelegate: AnyObject {
    func widget(_ widget: Widget, didChange value: Int)
    func widgetDidReset(_ widget: Widget)
    func widget(_ widget: Widget, heightFor row: Int) -> Double
}

extension WidgetDelegate {
    // Swift's stand-in for an optional protocol method: a delegate may leave these out.
    func widgetDidReset(_ widget: Widget) {}
    func widget(_ widget: Widget, heightFor row: Int) -> Double { -1 }
}

/// A parent that owns its proxies (exact release), with a delegate property safe to use from
/// several threads.
class Widget: HasDelegate, HasAssociatedProxies, @unchecked Sendable {  // `lock` guards `storage`.
    private let lock = NSLock()
    private weak var storage: (any WidgetDelegate)?
    let associatedProxies = AssociatedProxyStorage()

    var delegate: (any WidgetDelegate)? {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }

    init() {}

    func change(_ value: Int) { delegate?.widget(self, didChange: value) }
    func reset() { delegate?.widgetDidReset(self) }
    func height(for row: Int) -> Double? { delegate?.widget(self, heightFor: row) }
}

/// A subclass parent: gets the subclass proxy through the registry.
final class SpecialWidget: Widget, @unchecked Sendable {}

// DelegateProxy is thread-safe; a subclass adding no state of its own may say so.
class WidgetDelegateProxy: DelegateProxy<Widget, any WidgetDelegate>, DelegateProxyType, WidgetDelegate,
    @unchecked Sendable
{
    static let didChange = DelegateMethod("widget(_:didChange:)", Widget.self, Int.self)
    static let didReset = DelegateMethod("widgetDidReset(_:)", Widget.self)
    static let heightFor = DelegateMethod("widget(_:heightFor:)", Widget.self, Int.self, returns: Double.self)

    override class var selectors: [DelegateSelector] {
        [didChange.selector, didReset.selector, heightFor.selector]
    }

    init(widget: Widget) {
        super.init(parentObject: widget)
    }

    static func registerKnownImplementations() {
        register { WidgetDelegateProxy(widget: $0) }
        register { SpecialWidgetDelegateProxy(special: $0) }
    }

    func widget(_ widget: Widget, didChange value: Int) {
        dispatch(Self.didChange, widget, value) { $0.widget(widget, didChange: value) }
    }

    func widgetDidReset(_ widget: Widget) {
        dispatch(Self.didReset, widget) { $0.widgetDidReset(widget) }
    }

    func widget(_ widget: Widget, heightFor row: Int) -> Double {
        dispatch(Self.heightFor, widget, row, default: 44) { $0.widget(widget, heightFor: row) }
    }
}

final class SpecialWidgetDelegateProxy: WidgetDelegateProxy, @unchecked Sendable {
    init(special: SpecialWidget) {
        super.init(widget: special)
    }
}

extension Widget: ReactiveCompatible {}

extension Reactive where Base: Widget {
    var delegate: WidgetDelegateProxy { WidgetDelegateProxy.proxy(for: base) }

    /// Typed: no casts.
    var didChange: Observable<Int> {
        delegate.methodInvoked(WidgetDelegateProxy.didChange).map { $0.1 }
    }

    /// RxCocoa style: `[Any]` and a cast that fails as an error event.
    var didChangeUntyped: Observable<Int> {
        delegate.methodInvoked("widget(_:didChange:)").map { try castOrThrow(Int.self, $0[1]) }
    }
}

/// A delegate that records what it is called with; thread-safe.
final class RecordingWidgetDelegate: WidgetDelegate, @unchecked Sendable {  // `lock` guards `calls`.
    private let lock = NSLock()
    private var recorded: [String] = []
    var onChange: ((Int) -> Void)?
    var height: Double = 7

    func widget(_ widget: Widget, didChange value: Int) {
        lock.withLock { recorded.append("didChange(\(value))") }
        onChange?(value)
    }

    func widget(_ widget: Widget, heightFor row: Int) -> Double {
        lock.withLock { recorded.append("heightFor(\(row))") }
        return height
    }

    var calls: [String] { lock.withLock { recorded } }
}

/// Collects strings from several threads.
final class Log: @unchecked Sendable {  // `lock` guards `entries`.
    private let lock = NSLock()
    private var entries: [String] = []

    func append(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
}
