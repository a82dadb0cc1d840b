import InternalReactiveUtilities

extension ObservableType {
    /// Splits the sequence into groups by key: emits a ``GroupedObservable`` the first time a
    /// key is seen, then sends each element to its group.
    ///
    /// Groups are hot: subscribe to a group when it is emitted to get its first element. The
    /// source stays subscribed while the result or any group is subscribed. Its completion or
    /// error reaches every group, then the result. A thrown error fails every group and the
    /// result.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4).groupBy { $0 % 2 == 0 ? "even" : "odd" }
    ///     .subscribe(onNext: { group in
    ///         _ = group.subscribe(onNext: { print(group.key, $0) })
    ///     })
    /// // odd 1
    /// // even 2
    /// // odd 3
    /// // even 4
    /// ```
    /// - Parameter keySelector: The key of an element.
    /// - Returns: The groups, in the order their keys first appear.
    public func groupBy<Key: Hashable>(
        keySelector: @escaping (Element) throws -> Key
    ) -> Observable<GroupedObservable<Key, Element>> {
        let source = asObservable()
        return Producer { downstream in
            let sink = GroupBySink(keySelector: keySelector, downstream: downstream)
            sink.run(source: source)
            return sink
        }
    }
}

/// Keeps one ``PublishSubject`` per key. Unlike other sinks, it goes on feeding the groups after
/// the result's subscription is disposed, for as long as a group is subscribed.
final class GroupBySink<Key: Hashable, Element>: _Sink<GroupedObservable<Key, Element>>, @unchecked Sendable {
    // `groups` and `stopped` are touched only from the source's events, which the grammar
    // serializes; the disposables are thread-safe.
    private let keySelector: (Element) throws -> Key
    private var groups: [Key: PublishSubject<Element>] = [:]
    private var stopped = false
    private let sourceSubscription = SingleAssignmentDisposable()
    private let sourceUsers: UsageCount

    init(
        keySelector: @escaping (Element) throws -> Key,
        downstream: @escaping EventHandler<GroupedObservable<Key, Element>>
    ) {
        self.keySelector = keySelector
        sourceUsers = UsageCount(sourceSubscription)
        super.init(downstream: downstream)
    }

    func run(source: Observable<Element>) {
        setUpstream(sourceUsers)
        sourceSubscription.setDisposable(source.subscribeHandler { [self] in on($0) })
    }

    private func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                stop(with: .error(error))
                return
            }
            if let group = groups[key] {
                group.onNext(element)
                return
            }
            let group = PublishSubject<Element>()
            groups[key] = group
            forwardNext(
                GroupedObservable(key: key, source: GroupObservable(subject: group, users: sourceUsers)))
            group.onNext(element)
        case .error, .completed:
            stop(with: event)
        }
    }

    private func stop(with event: Event<Element>) {
        stopped = true
        let groups = self.groups
        self.groups = [:]
        for group in groups.values { group.on(event) }
        switch event {
        case .error(let error): forwardError(error)
        default: forwardCompleted()
        }
        sourceSubscription.dispose()
    }
}

/// One group's elements: subscribing also keeps the source subscribed.
private final class GroupObservable<Element>: Observable<Element>, @unchecked Sendable {
    // Both fields are thread-safe and never change.
    private let subject: PublishSubject<Element>
    private let users: UsageCount

    init(subject: PublishSubject<Element>, users: UsageCount) {
        self.subject = subject
        self.users = users
    }

    override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> Disposable {
        let release = users.retain()
        let subscription = subject.subscribeHandler(handler)
        return Disposables.create(release, subscription)
    }
}

/// Disposes a resource once its owner has disposed this and every user it handed out has
/// released (RxSwift's `RefCountDisposable`).
final class UsageCount: Disposable, @unchecked Sendable {
    // `state` is guarded by its lock.
    private struct State {
        var users = 0
        var isOwnerDone = false
        var resource: Disposable?
    }

    private let state: Locked<State>

    init(_ resource: Disposable) {
        state = Locked(State(resource: resource))
    }

    /// A new user; dispose the result to release it.
    func retain() -> Disposable {
        let isLive = state.withLock { state -> Bool in
            guard state.resource != nil else { return false }
            state.users += 1
            return true
        }
        return isLive ? Disposables.create { [self] in release() } : Disposables.create()
    }

    private func release() {
        let resource = state.withLock { state -> Disposable? in
            state.users -= 1
            guard state.isOwnerDone && state.users == 0 else { return nil }
            defer { state.resource = nil }
            return state.resource
        }
        resource?.dispose()
    }

    /// The owner is done: the resource goes once the last user has released.
    func dispose() {
        let resource = state.withLock { state -> Disposable? in
            guard !state.isOwnerDone else { return nil }
            state.isOwnerDone = true
            guard state.users == 0 else { return nil }
            defer { state.resource = nil }
            return state.resource
        }
        resource?.dispose()
    }
}
