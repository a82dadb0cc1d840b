import Foundation
import FoundationProxies
import Testing

/// swift-corelibs-foundation never calls a `Stream`'s delegate (its run-loop scheduling is not
/// there), so these tests make the calls Foundation makes elsewhere, on real streams.
@Suite struct StreamDelegateProxyTests {
    @Test func theProxyBecomesTheStreamsDelegateAndForwardsToTheOneBefore() {
        let stream = InputStream(data: Data("hello".utf8))
        let before = StreamEventLog()
        stream.delegate = before
        var seen: [Stream.Event] = []
        let subscription = stream.rx.handle.subscribe(onNext: { seen.append($0) })
        defer { subscription.dispose() }

        #expect(stream.delegate === stream.rx.delegate)
        stream.open()
        stream.delegate?.stream(stream, handle: .openCompleted)
        stream.delegate?.stream(stream, handle: .hasBytesAvailable)
        stream.close()

        #expect(seen == [.openCompleted, .hasBytesAvailable])
        #expect(before.events == [.openCompleted, .hasBytesAvailable])
    }

    @Test func theStreamsCompleteWhenTheStreamGoes() {
        var completed = false
        var stream: OutputStream? = OutputStream(toMemory: ())
        let subscription = stream!.rx.handle.subscribe(onCompleted: { completed = true })
        defer { subscription.dispose() }

        stream = nil
        // A Foundation class keeps its proxy in the global table, which notices a released
        // parent when asked to.
        AssociatedProxyStorage.removeReleasedParents()

        #expect(completed)
    }
}

/// Keeps the events it is told of.
private final class StreamEventLog: NSObject, StreamDelegate {
    var events: [Stream.Event] = []

    func stream(_ aStream: Stream, handle eventCode: Stream.Event) {
        events.append(eventCode)
    }
}
