// swift run URLSessionEvents: URLSession's delegate calls as streams, against a server on 127.0.0.1.
//
// Why not `Stream`/`StreamDelegate`? In swift-corelibs-foundation `Stream.delegate` is a stored
// property nothing ever calls, and `Stream.getBoundStreams` is compiled out: on Linux a stream
// never reports an event. URLSession's delegate is the Foundation delegate that works there.

do {
    try Demo.run()
} catch {
    print("URLSessionEvents: \(error)")
}
