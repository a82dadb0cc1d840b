import Foundation
import ObservableCore
import Synchronization

/// The base class of delegate proxies: it becomes the parent object's delegate, turns each
/// delegate call into events on `sentMessage` / `methodInvoked` streams, and forwards the call
/// to the delegate that was there before (the *forward delegate*).
///
/// Subclass it once per delegate protocol, conform to ``DelegateProxyType`` and to the delegate
/// protocol, list the methods it dispatches in ``selectors``, and make each delegate method one
/// line that hands the call to the dispatch table:
///
/// ```swift
/// final class LocationManagerDelegateProxy:
///     DelegateProxy<LocationManager, any LocationManagerDelegate>,
///     DelegateProxyType, LocationManagerDelegate
/// {
///     static let didUpdateLocations = DelegateMethod(
///         "locationManager(_:didUpdateLocations:)", LocationManager.self, [Location].self)
///
///     override class var selectors: [DelegateSelector] { [didUpdateLocations.selector] }
///
///     init(manager: LocationManager) {
///         super.init(parentObject: manager)
///     }
///
///     static func registerKnownImplementations() {
///         register { LocationManagerDelegateProxy(manager: $0) }
///     }
///
///     func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
///         dispatch(Self.didUpdateLocations, manager, locations) {
///             $0.locationManager(manager, didUpdateLocations: locations)
///         }
///     }
/// }
/// ```
///
/// For each call the order is: `sentMessage` observers, the forward delegate, `methodInvoked`
/// observers. Arguments are boxed into `[Any]` only when an untyped observer is subscribed.
///
/// > Warning: Delegate calls may come from any thread. A proxy delivers to its observers one call
/// > at a time; a call that arrives while another is being delivered (from another thread, or
/// > from an observer that caused a new delegate call) has its observer deliveries queued and run,
/// > in order, by the delivering thread, while its forward delegate is called at once on the
/// > calling thread.
open class DelegateProxy<P: AnyObject, D>: NSObject {
    // Thread-safe: `table` guards its own state, the forward delegate's too; `_parent` is set
    // once.
    // An `NSObject`, as RxCocoa's proxies are, so that a proxy can adopt delegate protocols that
    // require `NSObjectProtocol` (Foundation's on Apple platforms, URLSession's everywhere).

    /// The type of the object whose delegate this proxy is.
    public typealias ParentObject = P
    /// The delegate's type, usually a protocol existential.
    public typealias Delegate = D

    /// The object whose delegate this proxy is, or `nil` once it is released.
    ///
    /// ```swift
    /// let proxy = LocationManagerDelegateProxy.proxy(for: manager)
    /// print(proxy.parentObject === manager) // true
    /// ```
    ///
    /// > Warning: `nil` once the parent is released; a proxy never keeps its parent alive.
    public var parentObject: ParentObject? { _parent as? ParentObject }

    /// The parent, held weakly, for the reasons ``ParentReference`` gives. A `weak let` of the
    /// proxy itself, not a ``ParentReference``: a stored struct holding a weak reference is
    /// destroyed through its value witnesses, a `weak` property directly (see Benchmarks/Profile
    /// `proxyCreation`). Not typed `ParentObject?`: a proxy generic over its parent would look the
    /// metadata of the reference up each time one is made and released; a read casts back to the
    /// type it was stored from.
    private weak let _parent: AnyObject?

    @usableFromInline let table = _DispatchTable()

    #if DEBUG
        /// Whether `proxy(for:)` made this proxy its parent's delegate: if the parent's delegate is
        /// something else later, code replaced it behind the proxy's back.
        let wasInstalled = Atomic<Bool>(false)
        /// Whether `proxy(for:)` warned that the parent's delegate was replaced behind the proxy's
        /// back: it warns once per parent.
        let didWarnReplaced = Atomic<Bool>(false)
    #endif

    /// Creates a proxy for `parentObject`. Call it from your subclass's initializer; get proxies
    /// through `YourProxy.proxy(for:)`, never by calling the initializer yourself.
    ///
    /// ```swift
    /// init(manager: LocationManager) {
    ///     super.init(parentObject: manager)
    /// }
    /// ```
    /// - Parameter parentObject: The object whose delegate the proxy becomes.
    public init(parentObject: ParentObject) {
        _parent = parentObject
        super.init()
        configure()
    }

    /// Creates a proxy for `parentObject`, as RxCocoa's initializer does; `delegateProxy` is not
    /// needed (the registry knows the proxy's type) and kept so that RxCocoa code compiles.
    ///
    /// ```swift
    /// init(manager: LocationManager) {
    ///     super.init(parentObject: manager, delegateProxy: LocationManagerDelegateProxy.self)
    /// }
    /// ```
    /// - Parameters:
    ///   - parentObject: The object whose delegate the proxy becomes.
    ///   - delegateProxy: The proxy type that registers the factory (the base of a proxy family).
    public init<Proxy: DelegateProxyType>(parentObject: ParentObject, delegateProxy: Proxy.Type)
    where
        Proxy: DelegateProxy<ParentObject, Delegate>, Proxy.ParentObject == ParentObject,
        Proxy.Delegate == Delegate
    {
        _parent = parentObject
        super.init()
        configure()
    }

    private func configure() {
        table.configure(owner: Self.self)
        #if TRACE_RESOURCES
            Resources.delegateProxyCounter.increment()
        #endif
    }

    /// The delegate methods this proxy dispatches, for proxies observed with untyped selectors.
    ///
    /// Optional: typed ``DelegateMethod`` descriptors need no list, and a proxy that lists none
    /// gives a stream for any selector spelled as `#function` spells a method, which receives the
    /// method's calls once they come. Listing them makes a misspelled selector an error event
    /// that names the ones listed here, as RxCocoa reports a selector the proxy does not respond to.
    /// It is read once per proxy class, the first time one of its proxies needs it: when an untyped
    /// stream is asked for, or when a proxy released with observers, untyped streams or a retained
    /// forward delegate completes its streams (in the order listed).
    ///
    /// ```swift
    /// override class var selectors: [DelegateSelector] {
    ///     [didUpdateLocations.selector, didFailWithError.selector]
    /// }
    /// ```
    open class var selectors: [DelegateSelector] { [] }

    /// ``selectors`` without duplicates, asked of the class once (see ``ListedSelectors``).
    private static var listedSelectors: [DelegateSelector] {
        ListedSelectors.entry(of: Self.self) { Self.selectors }.selectors
    }

    deinit {
        table.complete { Self.listedSelectors }
        #if TRACE_RESOURCES
            Resources.delegateProxyCounter.decrement()
        #endif
    }

    // MARK: Forward delegate

    /// The delegate that receives every call after `sentMessage` observers, or `nil`.
    ///
    /// As in RxCocoa, delegate calls go to the delegate set with ``setForwardToDelegate(_:retainDelegate:)``;
    /// overriding this method changes what it returns, not where calls go.
    ///
    /// ```swift
    /// manager.delegate = logger
    /// let proxy = LocationManagerDelegateProxy.proxy(for: manager)
    /// print(proxy.forwardToDelegate() === logger) // true
    /// ```
    /// - Returns: The forward delegate, if it is still alive.
    open func forwardToDelegate() -> Delegate? {
        table.forwardDelegate(as: Delegate.self)
    }

    /// Sets the delegate that receives every call.
    ///
    /// ```swift
    /// proxy.setForwardToDelegate(Logger(), retainDelegate: true) // kept alive by the proxy
    /// ```
    ///
    /// > Warning: With `retainDelegate: false` the proxy holds the delegate weakly, as parents
    /// > hold their delegates: keep it alive yourself, or calls stop being forwarded. It may be
    /// > called from any thread; a call being delivered at that moment may still reach the
    /// > previous delegate.
    ///
    /// A retained delegate is also the cheaper one to call: the proxy reaches it through a
    /// strong reference, where a weakly held one costs a weak load on every call (and gives the
    /// delegate a side table, which slows every retain and release of it).
    ///
    /// A struct or enum delegate (of a protocol that is not class-bound) is kept as a copy
    /// whatever `retainDelegate` says, as its parent held it: a value has no lifetime to follow.
    /// - Parameters:
    ///   - delegate: The forward delegate, or `nil`.
    ///   - retainDelegate: Whether the proxy keeps it alive (otherwise it is held weakly).
    open func setForwardToDelegate(_ delegate: Delegate?, retainDelegate: Bool) {
        table.setForwardDelegate(delegate, retain: retainDelegate)
    }

    // MARK: Untyped streams

    /// Calls of `selector`, as their arguments, *before* the forward delegate runs. The same
    /// observable is returned every time; it completes when the proxy is released.
    ///
    /// ```swift
    /// proxy.sentMessage("locationManager(_:didUpdateLocations:)")
    ///     .compactMap { $0[1] as? [Location] }
    /// ```
    /// - Parameter selector: The method, spelled as `#function` spells it.
    /// - Returns: The stream, or one that fails with
    ///   ``RxCocoaError/unknownSelector(selector:proxy:known:)`` if the proxy does not dispatch it.
    open func sentMessage(_ selector: DelegateSelector) -> Observable<[Any]> {
        table.untypedStream(for: selector, phase: .sent, listed: Self.listedSelectors)
    }

    /// Calls of `selector`, as their arguments, *after* the forward delegate ran; for a method
    /// with a result, the value returned is appended to the arguments. The same observable is
    /// returned every time; it completes when the proxy is released.
    ///
    /// ```swift
    /// proxy.methodInvoked("locationManager(_:didUpdateLocations:)")
    ///     .compactMap { $0[1] as? [Location] }
    /// ```
    /// - Parameter selector: The method, spelled as `#function` spells it.
    /// - Returns: The stream, or one that fails with
    ///   ``RxCocoaError/unknownSelector(selector:proxy:known:)`` if the proxy does not dispatch it.
    open func methodInvoked(_ selector: DelegateSelector) -> Observable<[Any]> {
        table.untypedStream(for: selector, phase: .invoked, listed: Self.listedSelectors)
    }

    // MARK: Typed streams

    /// Calls of `method`, as typed arguments, before the forward delegate runs.
    ///
    /// ```swift
    /// proxy.sentMessage(LocationManagerDelegateProxy.didUpdateLocations)
    ///     .subscribe(onNext: { manager, locations in print(locations) })
    /// ```
    /// - Parameter method: The method's descriptor.
    /// - Returns: The stream; it completes when the proxy is released.
    @inlinable  // Specializes the observer chain for the arguments' types.
    public func sentMessage<Arguments, ReturnValue>(
        _ method: DelegateMethod<Arguments, ReturnValue>
    ) -> Observable<Arguments> {
        table.typedStream(table.slot(for: method.selector), phase: .sent)
    }

    /// Calls of `method`, as typed arguments, after the forward delegate ran.
    ///
    /// ```swift
    /// proxy.methodInvoked(LocationManagerDelegateProxy.didUpdateLocations)
    ///     .map { manager, locations in locations.count }
    ///     .subscribe(onNext: { print($0) })
    /// manager.simulate([Location(latitude: 0, longitude: 0)])
    /// // 1
    /// ```
    ///
    /// > Warning: Observers run on the thread that delivers the call: the calling thread, or
    /// > another thread that was delivering a call of this proxy at the time. They never run
    /// > two at a time.
    /// - Parameter method: The method's descriptor.
    /// - Returns: The stream; it completes when the proxy is released.
    @inlinable  // Specializes the observer chain for the arguments' types.
    public func methodInvoked<Arguments>(_ method: DelegateMethod<Arguments, Void>) -> Observable<Arguments> {
        table.typedStream(table.slot(for: method.selector), phase: .invoked)
    }

    /// Calls of a method that returns a value, after it returned: its typed arguments and the
    /// value that was returned (by the forward delegate, or the default).
    ///
    /// ```swift
    /// proxy.methodInvoked(TableViewDelegateProxy.heightForRow)
    ///     .subscribe(onNext: { call in print(call.arguments.1, call.returnValue) })
    /// ```
    /// - Parameter method: The method's descriptor.
    /// - Returns: The stream; it completes when the proxy is released.
    @inlinable  // Specializes the observer chain for the arguments' types.
    public func methodInvoked<Arguments, ReturnValue>(
        _ method: DelegateMethod<Arguments, ReturnValue>
    ) -> Observable<(arguments: Arguments, returnValue: ReturnValue)> {
        // A method without a result hands off its arguments alone: its descriptor, made by the
        // initializer without `returns:`, pairs them with `()` when the caller's types chose
        // this overload for it.
        method.invokedCalls(table, table.slot(for: method.selector))
    }

    // MARK: Handing calls to the table

    /// Hands a call to the dispatch table with its arguments as `[Any]`, for proxies whose
    /// observers use the untyped `sentMessage(_:)` / `methodInvoked(_:)` only. The selector is the
    /// calling method's `#function`.
    ///
    /// ```swift
    /// func parserDidStartDocument(_ parser: XMLParser) {
    ///     dispatch([parser]) { $0.parserDidStartDocument?(parser) }
    /// }
    /// ```
    /// - Parameters:
    ///   - arguments: The arguments, evaluated only if someone observes the method.
    ///   - selector: The method's name; leave it to default to `#function`.
    ///   - forward: Calls the method on the forward delegate.
    public final func dispatch(
        _ arguments: @autoclosure () -> [Any],
        selector: StaticString = #function,
        forward: (Delegate) -> Void
    ) {
        guard let slot = observedSlot(named: selector) else {
            table.withForwardDelegate(forward)
            return
        }
        let boxed = arguments()
        handOff(
            sent: { deliverBoxed(slot, phase: .sent, boxed) },
            forward: { table.withForwardDelegate(forward) },
            invoked: { _ in deliverBoxed(slot, phase: .invoked, boxed) })
    }

    /// Hands a call of a method with a result to the dispatch table with its arguments as
    /// `[Any]`; returns the forward delegate's answer or `defaultValue`. `methodInvoked`
    /// observers receive the arguments with the result appended.
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, heightForRowAt row: Int) -> Double {
    ///     dispatch([tableView, row], default: 44) { $0.tableView(tableView, heightForRowAt: row) }
    /// }
    /// ```
    /// - Parameters:
    ///   - arguments: The arguments, evaluated only if someone observes the method.
    ///   - selector: The method's name; leave it to default to `#function`.
    ///   - defaultValue: The result when there is no forward delegate.
    ///   - forward: Calls the method on the forward delegate and returns its result.
    /// - Returns: The result.
    public final func dispatch<ReturnValue>(
        _ arguments: @autoclosure () -> [Any],
        selector: StaticString = #function,
        default defaultValue: @autoclosure () -> ReturnValue,
        forward: (Delegate) -> ReturnValue
    ) -> ReturnValue {
        guard let slot = observedSlot(named: selector) else {
            return table.withForwardDelegate(forward) ?? defaultValue()
        }
        let boxed = arguments()
        return handOff(
            sent: { deliverBoxed(slot, phase: .sent, boxed) },
            forward: { table.withForwardDelegate(forward) ?? defaultValue() },
            invoked: { deliverBoxed(slot, phase: .invoked, boxed + [$0]) })
    }

    /// Delivers one phase of an untyped hand-off's call, its arguments already boxed.
    private func deliverBoxed(_ slot: _MethodSlot, phase: _DeliveryPhase, _ boxed: [Any]) {
        table.deliver(slot, phase: phase, payload: boxed, boxed: { $1 = $0 }, reusing: false)
    }
}

/// Whether `function` (a delegate method's `#function`) is the method `selector` names.
@usableFromInline
func isSelector(_ selector: DelegateSelector, in function: StaticString) -> Bool {
    function.withUTF8Buffer { selector.name.utf8.elementsEqual($0) }
}

@usableFromInline
func handOffMismatch(_ selector: DelegateSelector, in function: StaticString) -> String {
    "DelegateProxy: `\(function)` hands its call to `\(selector.name)`; use the method's own DelegateMethod."
}
