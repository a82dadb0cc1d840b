/// The actions of a ``VirtualTimeScheduler``, ordered by time, then by the order they were
/// scheduled.
struct VirtualTimeQueue<Time> {
    private var items: [VirtualTimeItem<Time>] = []
    private var nextID = 0
    private let isEarlier: (Time, Time) -> Bool

    /// - Parameter isEarlier: Whether the first time comes strictly before the second.
    init(isEarlier: @escaping (Time, Time) -> Bool) {
        self.isEarlier = isEarlier
    }

    /// Queues `action` for `time`; the returned item cancels it.
    mutating func insert(time: Time, action: @escaping () -> Disposable) -> Disposable {
        nextID += 1
        let item = VirtualTimeItem(time: time, id: nextID, action: action)
        // Binary search for the first item due later: equal times keep their scheduling order.
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if isEarlier(time, items[middle].time) { high = middle } else { low = middle + 1 }
        }
        items.insert(item, at: low)
        return item
    }

    /// Removes and returns the earliest pending item due at or before `time` (any, without one).
    mutating func popFirst(notAfter time: Time?) -> VirtualTimeItem<Time>? {
        while let first = items.first {
            if let time, isEarlier(time, first.time) { return nil }
            items.removeFirst()
            if !first.isDisposed { return first }
        }
        return nil
    }
}

/// One scheduled action: disposing it before it runs cancels it and releases the action;
/// disposing it after it ran disposes what the action returned.
final class VirtualTimeItem<Time>: Cancelable {
    let time: Time
    let id: Int
    private var action: (() -> Disposable)?
    private var result: Disposable?
    private(set) var isDisposed = false

    init(time: Time, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        self.action = action
    }

    func run() {
        guard let action, !isDisposed else { return }
        self.action = nil
        let result = action()
        if isDisposed {
            result.dispose()
        } else {
            self.result = result
        }
    }

    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        action = nil
        let result = self.result
        self.result = nil
        result?.dispose()
    }
}
