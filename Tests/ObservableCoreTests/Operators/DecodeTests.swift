import ObservableCore
import TestSupport
import Testing

/// Decodes `"x,y"` as a `Point`: a decoder of the test's own, as a user writes one for a
/// format Foundation does not read.
private struct CommaSeparatedDecoder: DataDecoder {
    struct Malformed: Error {}

    func decode<Item: Decodable>(_ type: Item.Type, from data: String) throws -> Item {
        let fields = data.split(separator: ",").compactMap { Int($0) }
        guard fields.count == 2, let point = Point(x: fields[0], y: fields[1]) as? Item else {
            throw Malformed()
        }
        return point
    }
}

private struct Point: Decodable, Equatable {
    let x: Int
    let y: Int
}

@Suite struct DecodeTests {
    @Test func decodesEachElement() {
        let (recorder, _) = Observable.of("1,2", "3,4")
            .decode(type: Point.self, decoder: CommaSeparatedDecoder())
            .record()
        #expect(recorder.events == [.next(Point(x: 1, y: 2)), .next(Point(x: 3, y: 4)), .completed])
    }

    @Test func aDecodingErrorEndsTheSequence() {
        let source = ManualSource<String>()
        let (recorder, _) = source.observable
            .decode(type: Point.self, decoder: CommaSeparatedDecoder())
            .record()
        source.onNext("1,2")
        source.onNext("oops")
        source.onNext("3,4")
        #expect(recorder.events == [.next(Point(x: 1, y: 2)), .error("Malformed()")])
        #expect(source.observerCount == 0)
    }

    @Test func emptyOnlyCompletes() {
        let (recorder, _) = Observable<String>.empty()
            .decode(type: Point.self, decoder: CommaSeparatedDecoder())
            .record()
        #expect(recorder.events == [.completed])
    }
}
