// The samples of FoundationProxies' overview page (also the README's) and of its article
// "Foundation's Delegates", verbatim.
import FoundationProxies
import Testing

@Suite struct FoundationProxiesOverviewTests {
    @Test func theOverviewSamplePrintsWhatThePageSays() {
        capturingPrints { output in
            let parser = XMLParser(data: Data("<shelf><book>Dune</book><book>Emma</book></shelf>".utf8))
            let titles = parser.rx.foundCharacters.subscribe(onNext: { print("title:", $0) })
            _ = parser.parse()
            titles.dispose()
            // title: Dune
            // title: Emma
            #expect(output.take() == ["title: Dune", "title: Emma"])
        }
    }

    @Test func theNotificationSamplePrintsWhatTheArticleSays() {
        capturingPrints { output in
            let center = NotificationCenter()
            let added = Notification.Name("BookAdded")
            let subscription = center.rx.notification(added)
                .subscribe(onNext: { print("added:", $0.userInfo?["title"] ?? "?") })
            center.post(name: added, object: nil, userInfo: ["title": "Dune"])
            subscription.dispose()
            center.post(name: added, object: nil, userInfo: ["title": "Emma"])
            // added: Dune
            #expect(output.take() == ["added: Dune"])
        }
    }
}
