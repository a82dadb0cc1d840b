import Foundation
import FoundationProxies
import Testing

@Suite struct NotificationCenterRxTests {
    @Test func notificationsOfANameAreAStreamUntilDisposed() {
        let center = NotificationCenter()
        let name = Notification.Name("BookAdded")
        var titles: [String] = []
        let subscription = center.rx.notification(name)
            .subscribe(onNext: { titles.append($0.userInfo?["title"] as? String ?? "") })

        center.post(name: name, object: nil, userInfo: ["title": "Dune"])
        center.post(name: Notification.Name("Other"), object: nil, userInfo: ["title": "Other"])
        center.post(name: name, object: nil, userInfo: ["title": "Emma"])
        subscription.dispose()
        center.post(name: name, object: nil, userInfo: ["title": "After"])

        #expect(titles == ["Dune", "Emma"])
    }

    @Test func anObjectFiltersTheSender() {
        let center = NotificationCenter()
        let name = Notification.Name("Changed")
        let shelf = NSObject()
        var senders: [Bool] = []
        let subscription = center.rx.notification(name, object: shelf)
            .subscribe(onNext: { senders.append($0.object as AnyObject? === shelf) })
        defer { subscription.dispose() }

        center.post(name: name, object: shelf)
        center.post(name: name, object: NSObject())

        #expect(senders == [true])
    }
}
