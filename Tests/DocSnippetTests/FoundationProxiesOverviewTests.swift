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

    @Test func theEventsSamplePrintsWhatTheArticleSays() {
        capturingPrints { output in
            let parser = XMLParser(data: Data("<shelf><book>Dune</book></shelf>".utf8))
            let events = parser.rx.events.subscribe(onNext: { event in
                switch event {
                case .didStartElement(let name, _, _, _): print("open", name)
                case .foundCharacters(let text): print("text", text)
                case .didEndElement(let name, _, _): print("close", name)
                default: break
                }
            })
            _ = parser.parse()
            events.dispose()
            // open shelf
            // open book
            // text Dune
            // close book
            // close shelf
            #expect(output.take() == ["open shelf", "open book", "text Dune", "close book", "close shelf"])
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
