import TestSupport

/// The seeds' `Student`, with the test stand-in for `BehaviorSubject`.
struct Student {
    let score: TestBehaviorSubject<Int>
}
