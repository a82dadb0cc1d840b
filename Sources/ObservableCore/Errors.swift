/// The errors ObservableCore itself sends as `error` events.
///
/// Their descriptions are RxSwift's, word for word, so logs and tests that compare them port
/// unchanged.
///
/// ```swift
/// _ = Observable<Int>.empty().asSingle().subscribe(onFailure: { print($0) })
/// // Sequence doesn't contain any elements.
/// ```
public enum RxError: Swift.Error, CustomDebugStringConvertible, CustomStringConvertible, Sendable {
    /// An unknown error.
    case unknown
    /// An operation was attempted on an object that was already disposed.
    case disposed(object: String)
    /// An arithmetic overflow.
    case overflow
    /// An argument was out of range, such as `element(at:)` past the end of the sequence.
    case argumentOutOfRange
    /// A sequence that had to have an element had none.
    case noElements
    /// A sequence that had to have exactly one element had more.
    case moreThanOneElement
    /// A timeout elapsed.
    case timeout

    /// A readable description of the error, as RxSwift words it.
    ///
    /// ```swift
    /// print(RxError.argumentOutOfRange.debugDescription) // Argument out of range.
    /// ```
    public var debugDescription: String {
        switch self {
        case .unknown:
            "Unknown error occurred."
        case .disposed(let object):
            "Object `\(object)` was already disposed."
        case .overflow:
            "Arithmetic overflow occurred."
        case .argumentOutOfRange:
            "Argument out of range."
        case .noElements:
            "Sequence doesn't contain any elements."
        case .moreThanOneElement:
            "Sequence contains more than one element."
        case .timeout:
            "Sequence timeout."
        }
    }

    /// The same text as ``debugDescription``.
    ///
    /// ```swift
    /// print(RxError.noElements) // Sequence doesn't contain any elements.
    /// ```
    public var description: String { debugDescription }
}

/// Stops the program for a broken contract: an abstract method that a subclass did not override.
func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method called: a subclass must override it.", file: file, line: line)
}
