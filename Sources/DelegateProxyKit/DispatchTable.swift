import InternalReactiveUtilities
import ObservableCore
import Synchronization

/// The dispatch table of a proxy: one slot per delegate method, made on first use, and the turn
/// that makes the proxy deliver to its observers one call at a time.
///
/// A delegate call is a straight line: it finds its slot by its key under the table's lock,
/// takes the delivery turn with one compare-and-swap, reads the observers' list (published by
/// subscribers, never changed after) without a lock, calls them, and gives the turn back. A call
/// that finds the turn taken (by another thread, or by an observer of this proxy that caused a
/// new delegate call) queues its delivery; the thread holding the turn runs the queue, in order,
/// before giving it back. Nothing runs under the lock but bookkeeping.
///
/// Observer lists are freed safely: only the holder of the turn reads a published list, so a
/// subscriber that replaces a list frees the old one at once when nobody holds the turn, and
/// otherwise leaves it for the holder to free when it gives the turn back.
// `state` is guarded by `lock`; `ownerClass` is set once, in `configure`, before the table is
// shared.
@usableFromInline
final class _DispatchTable: @unchecked Sendable {
    @usableFromInline
    struct State {
        /// The slot made last; each slot links to the one made before it.
        var newestSlot: _MethodSlot?
        /// What only some tables need (see ``_DispatchTableRareState``): made on first need.
        var rare: _DispatchTableRareState?
        /// The slots delegate calls hand off to, by the address of the method's descriptor or of
        /// its `#function` string (a method can have both), with the object whose address the
        /// key is, kept so that the address is not reused while the proxy lives. A short list
        /// searched under the lock on every observed call: cheaper than hashing.
        @usableFromInline var keys: [(key: UInt, slot: Unmanaged<_MethodSlot>, keeper: AnyObject?)] = []
        /// The proxy's forward delegate (see ``_ForwardDelegate``).
        @usableFromInline var forward = _ForwardDelegate()
        var isCompleted = false
        /// Whether `forward.retained` is set (here, beside the other flag, it takes no room).
        @usableFromInline var isForwardRetained = false
        /// Whether `forward.retained` is a ``_DynamicDelegate`` (see ``_ForwardDelegate``).
        @usableFromInline var isForwardDynamic = false

        /// The rare state, made now if it was not yet.
        mutating func makeRare() -> _DispatchTableRareState {
            if let rare { return rare }
            let made = _DispatchTableRareState()
            rare = made
            return made
        }

        /// Every slot, in the order made.
        var slots: [_MethodSlot] {
            var slots: [_MethodSlot] = []
            var slot = newestSlot
            while let current = slot {
                slots.append(current)
                slot = current.previous
            }
            return slots.reversed()
        }

        /// The slot of `selector`, if one was made.
        func slot(_ selector: DelegateSelector) -> _MethodSlot? {
            var slot = newestSlot
            while let current = slot {
                if current.selector == selector { return current }
                slot = current.previous
            }
            return nil
        }
    }

    /// Whether the proxy has a forward delegate (alive or not): without one, a delegate call
    /// skips the lock round and weak load that read it (see ``withForwardDelegate(_:)``). Set
    /// under the lock with the forward delegate; read without it, since a call racing the setting
    /// may see either delegate in any case.
    @usableFromInline let hasForwardDelegate = Atomic<Bool>(false)
    /// Observers across all slots: zero means a delegate call only forwards.
    @usableFromInline let totalObservers = Atomic<Int32>(0)
    /// `state.rare.retired.count`, readable without the lock.
    @usableFromInline let retiredCount = Atomic<Int32>(0)
    /// Whether a thread is delivering to this proxy's observers, and how many deliveries wait
    /// for it in `state.rare.queue`.
    @usableFromInline let turn = DeliveryTurn()
    /// The proxy's class, as errors name it; set once, before the table is shared. A metatype,
    /// which needs no reference counting. The selectors the class lists are not kept: the proxy
    /// hands them to the two operations that need them (an untyped stream, the completion of a
    /// proxy with observers), which most proxies never run (see Benchmarks/Profile
    /// `proxyCreation`).
    private var ownerClass: AnyClass?
    // Last: code inlined into other modules reaches the stored properties above at offsets it
    // knows, whatever the size of `State`.
    /// The lock of `state`, in place (as the state is), not a `Locked` box: one heap block per
    /// proxy fewer to allocate and free, and the state built in place rather than copied into a
    /// box (see Benchmarks/Profile `proxyCreation`, `proxyMemory`).
    @usableFromInline let lock = InlineLock()
    /// The table's bookkeeping, behind `lock` (critical sections that never call out), touched
    /// only in ``withLock(_:)``.
    @usableFromInline @exclusivity(unchecked) var state = State()
    /// The proxy's class, as errors name it.
    var owner: String { String(describing: ownerClass ?? _DispatchTable.self) }

    init() {}

    deinit {
        let (rare, newestSlot) = withLock { ($0.rare, $0.newestSlot) }
        if let rare {
            for address in rare.retired { Self.release(address) }
        }
        var slot = newestSlot
        while let current = slot {
            Self.release(current.exchange(.sent, nil))
            Self.release(current.exchange(.invoked, nil))
            slot = current.previous
        }
    }

    /// Runs `body` with exclusive access to the table's state.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock(owner: ObjectIdentifier(self))
        let result = body(&state)
        lock.unlock(owner: ObjectIdentifier(self))
        return result
    }

    /// Called once by the proxy's initializer, before the proxy is shared, with the proxy's class.
    /// The slots of the listed selectors are made on first use, as others are.
    func configure(owner: AnyClass) {
        ownerClass = owner
    }

    // MARK: Finding slots

    /// The slot a delegate call hands off to, found by its key; made on the first call with the
    /// key. Unretained: the table owns its slots and never removes one, so a slot lives
    /// as long as the proxy whose delegate method is running (a delivery borrows it with
    /// `_withUnsafeGuaranteedRef`, with no reference counting).
    @inlinable
    func slot(key: UInt, owner: AnyObject?, selector: @autoclosure () -> DelegateSelector) -> Unmanaged<
        _MethodSlot
    > {
        let found = withLock { state -> Unmanaged<_MethodSlot>? in
            for entry in state.keys where entry.key == key { return entry.slot }
            return nil
        }
        if let found { return found }
        return addKey(key, owner: owner, selector: selector())
    }

    @usableFromInline
    func addKey(_ key: UInt, owner: AnyObject?, selector: DelegateSelector) -> Unmanaged<_MethodSlot> {
        withLock { state in
            for entry in state.keys where entry.key == key { return entry.slot }
            let slot = Self.slot(selector, in: &state)
            state.keys.append((key, Unmanaged.passUnretained(slot), owner))
            return Unmanaged.passUnretained(slot)
        }
    }

    /// The slot an untyped hand-off (`dispatch([…])`, keyed by its `#function`) delivers to,
    /// unretained (see ``slot(key:owner:selector:)``).
    @inlinable
    func slot(named name: StaticString) -> Unmanaged<_MethodSlot> {
        guard name.hasPointerRepresentation else {
            return Unmanaged.passUnretained(slot(for: DelegateSelector("\(name)")))
        }
        return slot(key: UInt(bitPattern: name.utf8Start), owner: nil, selector: DelegateSelector("\(name)"))
    }

    /// The slot of a method observed through its descriptor; made if it is new.
    @usableFromInline
    func slot(for selector: DelegateSelector) -> _MethodSlot {
        withLock { Self.slot(selector, in: &$0) }
    }

    private static func slot(_ selector: DelegateSelector, in state: inout State) -> _MethodSlot {
        if let slot = state.slot(selector) { return slot }
        let slot = _MethodSlot(selector: selector)
        slot.previous = state.newestSlot
        state.newestSlot = slot
        return slot
    }

    /// The untyped stream of `selector`, or the error that says why there is none.
    ///
    /// A proxy that lists its selectors knows them all: another one is a mistake, unless a call
    /// or a typed observer already made its slot. A proxy that lists none cannot know its methods
    /// before they are called, so any name spelled as `#function` spells a method gets a stream
    /// that receives the method's calls once they come. `listed`: the selectors the proxy's class
    /// lists (see ``ListedSelectors``).
    func untypedStream(
        for selector: DelegateSelector, phase: _DeliveryPhase, listed: [DelegateSelector]
    ) -> Observable<[Any]> {
        let result = withLock { state -> Result<Observable<[Any]>, RxCocoaError> in
            let existing = state.slot(selector)
            guard
                existing != nil || listed.contains(selector)
                    || (listed.isEmpty && Self.isMethodName(selector.name))
            else {
                return .failure(unknownSelector(selector, listed: listed, in: state))
            }
            let slot = existing ?? Self.slot(selector, in: &state)
            let streams = slot.untypedStreams ?? UntypedStreams()
            slot.untypedStreams = streams
            switch phase {
            case .sent:
                let stream = streams.sent ?? untypedStream(slot, phase: .sent, in: &state)
                streams.sent = stream
                return .success(stream)
            case .invoked:
                let stream = streams.invoked ?? untypedStream(slot, phase: .invoked, in: &state)
                streams.invoked = stream
                return .success(stream)
            }
        }
        switch result {
        case .success(let stream): return stream
        case .failure(let error): return .error(error)
        }
    }

    /// Whether `name` is spelled as `#function` spells a method: `name(label:…)`.
    static func isMethodName(_ name: String) -> Bool {
        guard let open = name.firstIndex(of: "("), open != name.startIndex, name.last == ")" else {
            return false
        }
        return !name[open...].dropFirst().dropLast().contains { $0 == "(" || $0 == ")" || $0 == " " }
    }

    private func unknownSelector(_ selector: DelegateSelector, listed: [DelegateSelector], in state: State)
        -> RxCocoaError
    {
        // The slots a delegate call reached are those with a key (a flag in every slot would
        // make each slot a block size larger).
        let dispatched = state.slots.filter { slot in
            !listed.contains(slot.selector)
                && state.keys.contains { $0.slot.toOpaque() == Unmanaged.passUnretained(slot).toOpaque() }
        }.map(\.selector)
        return .unknownSelector(selector: selector, proxy: owner, known: listed + dispatched)
    }

    // MARK: Subscribing

    /// Cached in `slot`, so it reaches the table through `handle`, which `complete(listed:)` empties
    /// (a strong reference would keep the table alive forever; a weak one would give the table
    /// and its slots side tables, which make every retain on the delegate-call path slow). Once
    /// the proxy (which owns the table) is gone, it completes.
    private func untypedStream(_ slot: _MethodSlot, phase: _DeliveryPhase, in state: inout State)
        -> Observable<
            [Any]
        >
    {
        let rare = state.makeRare()
        let handle = rare.handle ?? Locked<_DispatchTable?>(self)
        rare.handle = handle
        return Self.untypedProducer(handle, slot, phase: phase)
    }

    /// The untyped stream's producer, made where the payload is a generic parameter (`[Any]`
    /// here): its subscriber's entries are then taken and stored at the generic observer's
    /// abstraction. Made where `[Any]` is concrete, each would be wrapped twice, once to pass the
    /// array directly into the producer's closure and once back to pass it indirectly into
    /// `_PayloadObserver<[Any]>`, and every delivery would run both reabstraction thunks (see
    /// Benchmarks/README.md, `proxyUntyped`).
    private static func untypedProducer<Payload>(
        _ handle: Locked<_DispatchTable?>, _ slot: _MethodSlot, phase: _DeliveryPhase
    ) -> Observable<Payload> {
        // Unretained: the table owns its slots and never removes one, and the slot is touched
        // only while the handle gives the table.
        unowned(unsafe) let slot = slot
        return ElementProducer { handler, next in
            guard let table = handle.withLock({ $0 }) else {
                handler(.completed)
                return Disposables.create()
            }
            return table.subscribe(slot) {
                _PayloadObserver(handler, next: next, table: table, slot: slot, phase: phase, isTyped: false)
            }
        }
    }

    /// Inlinable with the typed `sentMessage` / `methodInvoked`, so that the observer chain is
    /// specialized for the payload type where the stream is subscribed. The subscriber's own
    /// event handler goes into the slot: a delivery calls it directly.
    @inlinable
    func typedStream<Payload>(_ slot: _MethodSlot, phase: _DeliveryPhase) -> Observable<Payload> {
        ElementProducer { [self] handler, next in
            subscribe(slot) { _PayloadObserver(handler, next: next, table: self, slot: slot, phase: phase) }
        }
    }

    /// Subscribes the observer `make` makes to its phase of `slot`; the observer is the
    /// subscription's disposable (see ``_SlotObserver``).
    @usableFromInline
    func subscribe(_ slot: _MethodSlot, _ make: () -> _SlotObserver) -> Disposable {
        let (observer, accepted, replaced) = withLock { state -> (_SlotObserver, Bool, [UInt]) in
            let observer = make()
            guard !state.isCompleted else { return (observer, false, []) }
            let phase = observer.phase
            let list = _ObserverList.make(appending: observer, to: currentListLocked(slot, phase))
            totalObservers.add(1, ordering: .sequentiallyConsistent)
            return (observer, true, retire(slot.exchange(phase, list), in: &state))
        }
        for address in replaced { Self.release(address) }
        guard accepted else {
            observer.complete()
            return Disposables.create()
        }
        return observer
    }

    /// Removes `observer`, disposed, from its slot, if it is still there (the observer's
    /// `dispose()`). The list it leaves is freed once no delivery reads it, which lets the
    /// observer drop its subscriber's handler.
    func unsubscribe(_ observer: _SlotObserver) {
        let slot = observer.slot
        let phase = observer.phase
        let replaced = withLock { state -> [UInt] in
            guard let old = currentListLocked(slot, phase) else { return [] }
            let list = old.removing(observer)
            guard list !== old else { return [] }
            totalObservers.subtract(1, ordering: .sequentiallyConsistent)
            return retire(slot.exchange(phase, list), in: &state)
        }
        for address in replaced { Self.release(address) }
    }

    /// The published list of `phase`, borrowed: called under the lock, which every publisher
    /// holds, so the list stays published (and alive) until the lock is released.
    private func currentListLocked(_ slot: _MethodSlot, _ phase: _DeliveryPhase) -> _ObserverList? {
        let address = slot.list(phase)
        return address == 0 ? nil : _ObserverList.withList(at: address) { $0 }
    }

    /// Takes the replaced list `old` out of use (called under the lock). Returns the lists
    /// that nobody can be reading any more, to release after unlocking; `old` is kept in
    /// `state.rare.retired` instead while a delivery may be reading it.
    ///
    /// Two store-buffering pairs, each settled by sequential consistency on all four accesses:
    /// - the caller published the new list (an exchange) before this loads the turn; a delivery
    ///   takes the turn, then loads the list (``_MethodSlot/listHoldingTurn(_:)``): if the turn
    ///   is free here, a delivery that takes it later reads the new list, so nobody reads `old`
    ///   (or any list retired before it);
    /// - this counts `old` in `retiredCount` before it loads the turn; the holder gives the turn
    ///   back, then loads the count (``giveBackTurn()``): if the turn is taken here, the holder
    ///   sees the count and frees the list as it leaves, so the list (and the handlers of the
    ///   observers it alone held) does not outlive the delivery that was reading it.
    private func retire(_ old: UInt, in state: inout State) -> [UInt] {
        guard old != 0 else { return [] }
        // Counted first (every write of the count is under the lock), filed only if the turn is
        // taken: the rare state is made only when a list must wait.
        let waiting = state.rare?.retired.count ?? 0
        retiredCount.store(Int32(clamping: waiting + 1), ordering: .sequentiallyConsistent)
        if turn.isTaken {
            state.makeRare().retired.append(old)
            return []
        }
        retiredCount.store(0, ordering: .sequentiallyConsistent)
        guard let rare = state.rare, !rare.retired.isEmpty else { return [old] }
        var retired: [UInt] = []
        swap(&retired, &rare.retired)
        retired.append(old)
        return retired
    }

    private static func release(_ address: UInt) {
        guard address != 0 else { return }
        Unmanaged<_ObserverList>.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped).release()
    }

    // MARK: Delivering

    /// Delivers one phase of one call. `payload` (the call's arguments) is lent to every typed
    /// observer: to the element entry of a subscriber that has one (`map`, `subscribe(onNext:)`),
    /// with no event made and nothing copied; others get a `next` event made for them. `boxed`
    /// makes the `[Any]` form (appending the payload's elements to the empty array it is given),
    /// at most once, and only if an untyped observer is there. With `reusing`, that array is the
    /// storage of the slot's previous call (see ``run(_:typedPayload:hasUntyped:payload:boxed:reusing:slot:)``); without,
    /// `boxed` replaces it with an array of its own (the untyped hand-offs' `[Any]` payload).
    ///
    /// Why no event is made for all: an event of several arguments is one copy of them, and
    /// the subscriber's `case .next(let element)` is a second; each copy retains every argument
    /// (the parent, weakly referenced by its proxy, through its side table) and, for a large
    /// tuple, is destroyed through generic value witnesses (see Benchmarks/Profile
    /// `xmlPipeline`).
    ///
    /// Inlinable so that the proxy's module specializes it for the payload type; the rare parts
    /// (queueing, freeing replaced lists) are not generic and stay out of line.
    @inlinable @inline(__always)
    func deliver<Payload>(
        _ slot: _MethodSlot, phase: _DeliveryPhase, payload: Payload, boxed: (Payload, inout [Any]) -> Void,
        reusing: Bool = true
    ) {
        // Checked where the call is made: a phase nobody observes costs one load, not a call.
        guard slot.list(phase) != 0 else { return }
        deliverListed(slot, phase: phase, payload: payload, boxed: boxed, reusing: reusing)
    }

    /// ``deliver(_:phase:payload:boxed:reusing:)`` once a list was seen.
    @inlinable
    func deliverListed<Payload>(
        _ slot: _MethodSlot, phase: _DeliveryPhase, payload: Payload, boxed: (Payload, inout [Any]) -> Void,
        reusing: Bool
    ) {
        // Calls from several threads have no order to keep: take the turn whenever it is free.
        guard turn.take() else {
            enqueue(slot, phase: phase, payload: payload, boxed: boxed)
            return
        }
        let address = slot.listHoldingTurn(phase)
        if address != 0 {
            let list = _ObserverList.contents(at: address)
            Self.run(
                list.entries, typedPayload: list.typedPayload, hasUntyped: list.hasUntyped, payload: payload,
                boxed: boxed, reusing: reusing, slot: slot)
        }
        endTurn()
    }

    /// Delivers one phase of a call whose payload is in `memory` (see ``_BorrowedArguments``): the
    /// payload is taken out as a value of this call's own, lent to every observer (see
    /// ``deliver(_:phase:payload:boxed:reusing:)``), and put back, so that it is never destroyed here.
    @inlinable @inline(__always)
    func deliverBorrowed<Payload>(
        _ slot: _MethodSlot, phase: _DeliveryPhase, _ memory: UnsafeMutablePointer<Payload>,
        boxed: (Payload, inout [Any]) -> Void
    ) {
        // Checked first: a phase nobody observes costs one load.
        guard slot.list(phase) != 0 else { return }
        let payload = memory.move()
        deliverListed(slot, phase: phase, payload: payload, boxed: boxed, reusing: true)
        memory.initialize(to: consume payload)
    }

    /// Gives the turn back, after running what was queued meanwhile.
    @inlinable @inline(__always)
    func endTurn() {
        if turn.hasQueued || retiredCount.load(ordering: .relaxed) != 0 {
            drain()
            return
        }
        if giveBackTurn() { drain() }
    }

    /// Gives the turn back (called holding it). Returns whether the caller holds it again, to
    /// drain: work was queued meanwhile, or a list was retired while the turn was held, and
    /// nobody else took the turn. The count is loaded after the turn is given back, both
    /// sequentially consistent, so that a list retired by a thread that saw the turn taken is
    /// freed now rather than at the proxy's next call (see ``retire(_:in:)``).
    @inlinable @inline(__always)
    func giveBackTurn() -> Bool {
        if turn.giveBack() { return true }
        return retiredCount.load(ordering: .sequentiallyConsistent) != 0 && turn.take()
    }

    /// Queues a delivery behind the one in progress, with the observers subscribed now. Boxes
    /// the arguments (in an array of the delivery's own) only if one of them is untyped.
    @inlinable
    func enqueue<Payload>(
        _ slot: _MethodSlot, phase: _DeliveryPhase, payload: Payload, boxed: (Payload, inout [Any]) -> Void
    ) {
        guard let list = currentList(slot, phase) else { return }
        var arguments: [Any] = []
        if list.hasUntyped { boxed(payload, &arguments) }
        append { [arguments] in
            Self.run(
                list.entries, typedPayload: list.typedPayload, hasUntyped: list.hasUntyped, payload: payload,
                boxed: { $1 = arguments }, reusing: false, slot: slot)
        }
    }

    /// The current list of `phase`, retained (taken under the lock, which publishers hold).
    @usableFromInline
    func currentList(_ slot: _MethodSlot, _ phase: _DeliveryPhase) -> _ObserverList? {
        withLock { _ in
            let address = slot.list(phase)
            return address == 0 ? nil : _ObserverList.withList(at: address) { $0 }
        }
    }

    /// Appends a delivery to the queue; takes the turn and drains if it is free by now.
    @usableFromInline
    func append(_ delivery: @escaping () -> Void) {
        withLock { state in
            state.makeRare().queue.append(delivery)
            turn.didQueue()
        }
        resume()
    }

    /// Takes the turn if it is free and runs the queue.
    @usableFromInline
    func resume() {
        if turn.take() { drain() }
    }

    /// Runs queued deliveries in order, frees retired lists, then gives up the turn (called
    /// holding it).
    @usableFromInline
    func drain() {
        while true {
            while true {
                let batch = withLock { state -> [() -> Void] in
                    // Something was queued, so the rare state is there.
                    guard let rare = state.rare else { return [] }
                    var batch: [() -> Void] = []
                    swap(&batch, &rare.queue)
                    turn.didDequeue(batch.count)
                    return batch
                }
                if batch.isEmpty { break }
                for delivery in batch { delivery() }
            }
            if retiredCount.load(ordering: .relaxed) != 0 {
                // Holding the turn: no delivery reads a retired list.
                let retired = withLock { state -> [UInt] in
                    var retired: [UInt] = []
                    if let rare = state.rare { swap(&retired, &rare.retired) }
                    retiredCount.store(0, ordering: .sequentiallyConsistent)
                    return retired
                }
                for address in retired { Self.release(address) }
            }
            guard giveBackTurn() else { return }
        }
    }

    /// Delivers `payload` to the observers in `entries` (called holding the turn), whose typed
    /// observers all want `typedPayload` (see ``_ObserverListHeader/typedPayload``): checked once,
    /// before the walk. The `[Any]` form is made once for all the untyped observers, before the
    /// walk, if the list has any (`hasUntyped`); `reusing`, it is made in the slot's spare array
    /// and emptied after the delivery, so that its storage serves the next call (an observer that
    /// kept the array keeps it whole: emptying a shared array copies it first, and the copy
    /// becomes the spare).
    @inlinable
    static func run<Payload>(
        _ entries: UnsafeMutableBufferPointer<Unmanaged<_SlotObserver>>, typedPayload: UInt, hasUntyped: Bool,
        payload: Payload, boxed: (Payload, inout [Any]) -> Void, reusing: Bool, slot: _MethodSlot
    ) {
        if typedPayload != 0, typedPayload != UInt(bitPattern: ObjectIdentifier(Payload.self)) {
            payloadMismatch(slot.selector, Payload.self)
        }
        guard hasUntyped else {
            // Every observer is typed (the list's header says so): no `[Any]`, and no observer's
            // kind to check.
            for entry in entries {
                entry._withUnsafeGuaranteedRef { observer in
                    guard observer.isLive else { return }
                    unsafeDowncast(observer, to: _PayloadObserver<Payload>.self).send(payload)
                }
            }
            return
        }
        // A constant for the walk: made lazily in a `var` at the first untyped observer, the
        // array was retained and released around each observer's call, to guard the variable
        // across the call (see Benchmarks/Profile `proxyUntyped`).
        let arguments = box(payload, boxed, reusing: reusing, slot: slot)
        for entry in entries {
            entry._withUnsafeGuaranteedRef { observer in
                guard observer.isLive else { return }
                if observer.isTyped {
                    unsafeDowncast(observer, to: _PayloadObserver<Payload>.self).send(payload)
                } else {
                    lend(arguments, to: unsafeDowncast(observer, to: _PayloadObserver<[Any]>.self))
                }
            }
        }
        if reusing {
            var spare = consume arguments
            // Element by element: `removeAll(keepingCapacity:)` goes through the generic
            // `replaceSubrange`, which costs more than the boxing (see Benchmarks/README.md).
            while !spare.isEmpty { spare.removeLast() }
            slot.spareArguments = consume spare
        }
    }

    /// Lends `arguments` (boxed before the walk) to an untyped observer, through the `send`
    /// typed observers use (see Benchmarks/Profile `proxyUntyped`).
    @inlinable @inline(__always)
    static func lend(_ arguments: [Any], to observer: _PayloadObserver<[Any]>) {
        observer.send(arguments)
    }

    /// `payload` as `[Any]`: in the slot's spare array when `reusing`.
    @inlinable
    static func box<Payload>(
        _ payload: Payload, _ boxed: (Payload, inout [Any]) -> Void, reusing: Bool, slot: _MethodSlot
    ) -> [Any] {
        var arguments: [Any] = reusing ? slot.spareArguments.take() ?? [] : []
        boxed(payload, &arguments)
        return arguments
    }

    @usableFromInline
    static func payloadMismatch(_ selector: DelegateSelector, _ payload: Any.Type) -> Never {
        fatalError(
            """
            DelegateProxy: `\(selector.name)` is observed with a typed DelegateMethod, but the \
            proxy hands the call off untyped or with other argument types (\(payload)). \
            Hand it off with `dispatch(Self.<method>, arguments…)` using the same DelegateMethod.
            """)
    }

    /// `slots` with the listed selectors' first, in the order listed, then the others in the
    /// order made: streams complete in this order whichever was observed first.
    private func completionOrder(_ slots: [_MethodSlot], listed: [DelegateSelector]) -> [_MethodSlot] {
        guard slots.count > 1, !listed.isEmpty else { return slots }
        var ordered = listed.compactMap { selector in slots.first { $0.selector == selector } }
        ordered += slots.filter { !listed.contains($0.selector) }
        return ordered
    }

    /// Completes every stream the table gave out; later subscribers complete at once. Lets go of
    /// a retained forward delegate: called when the proxy is released, and the table may outlive
    /// it (subscriptions hold it), but a retained delegate lives only as long as the proxy.
    /// `listed` gives the selectors the proxy's class lists, whose streams complete first, in that
    /// order; asked only if there are streams to complete, outside the lock (it may run the
    /// class's `selectors`, the user's code).
    func complete(listed: () -> [DelegateSelector]) {
        // Most proxies go with no observer, no retained forward delegate and no untyped stream:
        // then completing is marking the table completed, in one critical section (see
        // Benchmarks/Profile `proxyCreation`). Under the lock, so that a subscriber racing the
        // release (subscriptions hold the table) is either counted here, and completed by the full
        // path, or finds the mark and completes at once.
        let isDone = withLock { state -> Bool in
            guard !state.isForwardRetained, state.rare?.handle == nil,
                totalObservers.load(ordering: .relaxed) == 0
            else { return false }
            state.isCompleted = true
            return true
        }
        if !isDone { completeAll(listed: listed()) }
    }

    /// ``complete(listed:)`` when there may be observers, a retained forward delegate or untyped
    /// streams.
    @inline(never)
    private func completeAll(listed: [DelegateSelector]) {
        var retained: AnyObject?
        let (observers, replaced, handle) = withLock {
            state -> ([_SlotObserver], [UInt], Locked<_DispatchTable?>?) in
            if state.isForwardRetained {
                state.isForwardRetained = false
                state.isForwardDynamic = false
                hasForwardDelegate.store(false, ordering: .relaxed)
                state.forward.delegate = _WeakDelegate()
                swap(&state.forward.retained, &retained)
            }
            guard !state.isCompleted else { return ([], [], nil) }
            state.isCompleted = true
            // Observers are added and removed under the lock: with none, every slot's lists are
            // empty and unpublished, and there is nothing to complete.
            guard totalObservers.load(ordering: .relaxed) != 0 else { return ([], [], state.rare?.handle) }
            var all: [_SlotObserver] = []
            var replaced: [UInt] = []
            for slot in completionOrder(state.slots, listed: listed) {
                for phase in [_DeliveryPhase.sent, .invoked] {
                    guard let list = currentListLocked(slot, phase) else { continue }
                    all += list.entries.map { $0.takeUnretainedValue() }
                }
                replaced += retire(slot.exchange(.sent, nil), in: &state)
                replaced += retire(slot.exchange(.invoked, nil), in: &state)
            }
            totalObservers.store(0, ordering: .sequentiallyConsistent)
            return (all, replaced, state.rare?.handle)
        }
        _ = retained  // released here, outside the lock
        handle?.withLock { $0 = nil }
        for address in replaced { Self.release(address) }
        for observer in observers { observer.complete() }
    }
}
