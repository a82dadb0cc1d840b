import DelegateProxyKit
import Foundation

/// Set as the stream's delegate before the proxy exists: the proxy keeps it as its forward delegate.
final class StreamLog: NSObject, StreamDelegate {
    private(set) var events: [String] = []

    func stream(_ aStream: Stream, handle eventCode: Stream.Event) {
        events.append(name(of: eventCode))
    }
}

func name(of event: Stream.Event) -> String {
    switch event {
    case .openCompleted: "openCompleted"
    case .hasBytesAvailable: "hasBytesAvailable"
    case .endEncountered: "endEncountered"
    default: "event \(event.rawValue)"
    }
}

/// `StreamDelegate`. Foundation on Linux never calls a stream's delegate, so the calls are made
/// here as Foundation would make them, through the delegate the stream holds.
func runStream() async throws {
    let bag = DisposeBag()
    let stream = InputStream(data: Data("abc".utf8))
    let log = StreamLog()
    stream.delegate = log
    stream.rx.handle
        .subscribe(onNext: { print("handle \(name(of: $0))") })
        .disposed(by: bag)
    for event: Stream.Event in [.openCompleted, .hasBytesAvailable, .endEncountered] {
        stream.delegate?.stream(stream, handle: event)
    }
    print("forward delegate saw: \(log.events.joined(separator: ", "))")
}
