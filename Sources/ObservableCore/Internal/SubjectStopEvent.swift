/// A subject's stop event without its element type, so that the state of a subject need not be
/// generic (see the performance notes in _SubjectObserver.swift).
@usableFromInline
enum _SubjectStopEvent {
    case error(Swift.Error)
    case completed

    /// The stop part of `event`; `nil` for `next`.
    @inlinable
    init?<Element>(_ event: Event<Element>) {
        switch event {
        case .next: return nil
        case .error(let error): self = .error(error)
        case .completed: self = .completed
        }
    }

    func event<Element>(of _: Element.Type = Element.self) -> Event<Element> {
        switch self {
        case .error(let error): .error(error)
        case .completed: .completed
        }
    }
}
