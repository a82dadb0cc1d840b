import DelegateProxyKit
import Foundation
import TestSupport
import Testing

private struct City: Codable, Equatable {
    let name: String
    let temperature: Int
}

/// `decode(type:decoder:)` with Foundation's decoders, which DelegateProxyKit conforms to
/// `DataDecoder`.
@Suite struct FoundationDecoderTests {
    @Test func jsonDecoderDecodesData() {
        let json = Data(#"{"name": "Lisbon", "temperature": 21}"#.utf8)
        let (recorder, _) = Observable.just(json).decode(type: City.self, decoder: JSONDecoder()).record()
        #expect(recorder.events == [.next(City(name: "Lisbon", temperature: 21)), .completed])
    }

    @Test func propertyListDecoderDecodesData() throws {
        let plist = try PropertyListEncoder().encode(City(name: "Porto", temperature: 18))
        let (recorder, _) = Observable.just(plist)
            .decode(type: City.self, decoder: PropertyListDecoder())
            .record()
        #expect(recorder.events == [.next(City(name: "Porto", temperature: 18)), .completed])
    }

    @Test func malformedDataIsAnErrorEvent() {
        let (recorder, _) = Observable.just(Data("not json".utf8))
            .decode(type: City.self, decoder: JSONDecoder())
            .record()
        guard case .error(let message)? = recorder.events.first else {
            Issue.record("expected an error event, got \(recorder.events)")
            return
        }
        #expect(recorder.events.count == 1)
        #expect(message.contains("dataCorrupted"))
    }
}
