// Blocking reads on the main thread, outside any block of the main queue, as a command-line
// tool or a test runner's main thread makes them: RxBlocking keeps the run loop turning, so
// work the source sends to the main queue runs while the main thread waits.
// ObservableCoreBlockingTests runs this in a child process (Swift Testing runs tests off the
// main thread) and checks everything it prints.
import Dispatch
import Foundation
import ObservableCore
import ObservableCoreBlocking

/// The elements, or the error, of a blocking read, as text.
func outcome(_ read: () throws -> [Int]) -> String {
    do {
        return "\(try read())"
    } catch {
        return "\(error)"
    }
}

print("main thread:", Thread.isMainThread)
print(
    "just on MainScheduler:",
    outcome { try Observable.just(42, scheduler: MainScheduler.instance).toBlocking().toArray() })
print(
    "delay on MainScheduler:",
    outcome {
        try Observable.just(1).delay(.milliseconds(1), scheduler: MainScheduler.instance).toBlocking()
            .toArray()
    })
print(
    "observe(on: asyncInstance):",
    outcome { try Observable.of(1, 2, 3).observe(on: MainScheduler.asyncInstance).toBlocking().toArray() })
// Ended on another thread while the main run loop sleeps: the read wakes it.
let queue = SerialDispatchQueueScheduler(internalSerialQueueName: "BlockingOnTheMainThread")
print("from another queue:", outcome { try Observable.of(7, 8, scheduler: queue).toBlocking().toArray() })
print(
    "first on MainScheduler:",
    outcome {
        [try Observable.of(5, 6, scheduler: MainScheduler.asyncInstance).toBlocking().first()].compactMap {
            $0
        }
    })
// A source that never ends times out, whichever work the main queue ran meanwhile.
print("never, with a timeout:", outcome { try Observable<Int>.never().toBlocking(timeout: 0.01).toArray() })
