import ObservableCore

/// The actions of a ``TestScheduler``, ordered by tick, then by the order they were scheduled.
struct VirtualTimeQueue {
    private var items: [VirtualTimeItem] = []
    private var nextID = 0

    /// Queues `action` for `time`; the returned item cancels it.
    mutating func insert(time: TestTime, action: @escaping () -> Disposable) -> Disposable {
        nextID += 1
        let item = VirtualTimeItem(time: time, id: nextID, action: action)
        // Binary search for the first item due later: equal ticks keep their scheduling order.
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle].time <= time { low = middle + 1 } else { high = middle }
        }
        items.insert(item, at: low)
        return item
    }

    /// Removes and returns the earliest item that is still pending.
    mutating func popFirst() -> VirtualTimeItem? {
        popFirst(notAfter: .max)
    }

    /// Removes and returns the earliest pending item due at or before `time`.
    mutating func popFirst(notAfter time: TestTime) -> VirtualTimeItem? {
        while let first = items.first, first.time <= time {
            items.removeFirst()
            if !first.isDisposed { return first }
        }
        return nil
    }
}

/// One scheduled action: disposing it before it runs cancels it and releases the action;
/// disposing it after it ran disposes what the action returned.
final class VirtualTimeItem: Cancelable {
    let time: TestTime
    let id: Int
    private var action: (() -> Disposable)?
    private var result: Disposable?
    private(set) var isDisposed = false

    init(time: TestTime, id: Int, action: @escaping () -> Disposable) {
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
