import ObservableCore
import ObservableCoreTesting
import XCTest

// RxTest's assertions over trait events, in a module of their own so that only XCTest users link
// XCTest. Errors match as in ObservableCoreTesting's `Event` equality: same type, then `==` for
// an `Equatable` error, else the same description.

/// Asserts that two histories of `Single` events are equal, as RxTest's overload does; on a
/// mismatch it fails with both histories.
///
/// ```swift
/// XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(1)])
/// ```
/// - Parameters:
///   - lhs: The events that happened.
///   - rhs: The events expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath,
    line: UInt = #line
) {
    if let message = mismatch(lhs, rhs, by: singleEventsMatch) { XCTFail(message, file: file, line: line) }
}

/// Asserts that two histories of `Maybe` events are equal, as RxTest's overload does; on a
/// mismatch it fails with both histories.
///
/// ```swift
/// XCTAssertEqual([MaybeEvent<Int>.completed], [.completed])
/// ```
/// - Parameters:
///   - lhs: The events that happened.
///   - rhs: The events expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath,
    line: UInt = #line
) {
    if let message = mismatch(lhs, rhs, by: maybeEventsMatch) { XCTFail(message, file: file, line: line) }
}

/// Asserts that two histories of `Completable` events are equal, as RxTest's overload does; on
/// a mismatch it fails with both histories.
///
/// ```swift
/// XCTAssertEqual([CompletableEvent.completed], [.completed])
/// ```
/// - Parameters:
///   - lhs: The events that happened.
///   - rhs: The events expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line
) {
    if let message = mismatch(lhs, rhs, by: completableEventsMatch) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that a recorded history holds exactly `elements` as its `next` events, in order,
/// whatever their ticks and whatever stop event follows, as RxTest's does.
///
/// ```swift
/// XCTAssertRecordedElements(observer.events, [1, 2, 3])
/// ```
/// - Parameters:
///   - stream: The recorded events.
///   - elements: The elements expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath,
    line: UInt = #line
) {
    let recorded = stream.compactMap { $0.value.element }
    if let message = mismatch(recorded, elements, by: ==) { XCTFail(message, file: file, line: line) }
}

/// The failure message when `lhs` and `rhs` differ, element by element under `match`; `nil`
/// when they are equal.
func mismatch<Value>(_ lhs: [Value], _ rhs: [Value], by match: (Value, Value) -> Bool) -> String? {
    if lhs.count == rhs.count && zip(lhs, rhs).allSatisfy(match) { return nil }
    let firstDifference =
        zip(lhs, rhs).enumerated().first { !match($1.0, $1.1) }?.offset ?? min(lhs.count, rhs.count)
    return """
        XCTAssertEqual failed: the histories differ at index \(firstDifference)
          actual:   \(lhs)
          expected: \(rhs)
        """
}

func singleEventsMatch<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): left == right
    case (.failure(let left), .failure(let right)): errorsMatch(left, right)
    default: false
    }
}

func maybeEventsMatch<Element: Equatable>(_ lhs: MaybeEvent<Element>, _ rhs: MaybeEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): left == right
    case (.error(let left), .error(let right)): errorsMatch(left, right)
    case (.completed, .completed): true
    default: false
    }
}

func completableEventsMatch(_ lhs: CompletableEvent, _ rhs: CompletableEvent) -> Bool {
    switch (lhs, rhs) {
    case (.error(let left), .error(let right)): errorsMatch(left, right)
    case (.completed, .completed): true
    default: false
    }
}
