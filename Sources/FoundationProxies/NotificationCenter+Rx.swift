import DelegateProxyKit
import Foundation

extension Reactive where Base: NotificationCenter {
    /// The notifications named `name` (every notification for `nil`) from `object` (any sender for
    /// `nil`), as they are posted, on the posting thread. Subscribing adds an observer to the
    /// center; disposing removes it.
    ///
    /// ```swift
    /// let name = Notification.Name("BookAdded")
    /// let subscription = NotificationCenter.default.rx.notification(name)
    ///     .subscribe(onNext: { print($0.userInfo?["title"] ?? "") })
    /// NotificationCenter.default.post(name: name, object: nil, userInfo: ["title": "Dune"])  // Dune
    /// subscription.dispose()
    /// ```
    /// - Parameters:
    ///   - name: The notification's name, or `nil` for all.
    ///   - object: The sender to listen to, or `nil` for any.
    /// - Returns: The notifications; the stream never ends by itself.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification>
    {
        let center = base
        return Observable.create { observer in
            let forward = NotificationObserver(observer: observer)
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                forward.observer.onNext(notification)
            }
            return Disposables.create { center.removeObserver(token) }
        }
    }
}

/// The subscriber, handed to the center's `@Sendable` block.
private struct NotificationObserver: @unchecked Sendable {
    // Notifications are delivered on the posting thread, as RxCocoa delivers them; posting from
    // several threads at once overlaps, as it does in RxCocoa.
    let observer: AnyObserver<Notification>
}

#if !canImport(ObjectiveC)
    /// `NotificationCenter` is no `NSObject` here, so it lacks the `rx` every `NSObject` has.
    extension Foundation.NotificationCenter: ObservableCore.ReactiveCompatible {}
#endif
