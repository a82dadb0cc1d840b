// Fixture source of the generator's golden tests: compiled into the module `Fixtures` by
// Scripts/refresh-generator-goldens.sh, never by the package.

/// A tuner whose delegate checks, loads and answers, some of it asynchronously.
public final class Tuner {
    /// Checks, loads and answers for the tuner.
    public weak var delegate: (any TunerDelegate)?
    /// A tuner without a delegate.
    public init() {}
}

/// Requirements with effects: throwing, async and async throwing, without and with a result;
/// results the protocol answers and results `--default` answers; a completion handler the
/// protocol answers; overloads by type only (forwarded, not observed); methods that take or
/// return a throwing closure but do not throw themselves; async methods that run on their
/// caller's actor and off it.
public protocol TunerDelegate: AnyObject {
    func tuner(_ tuner: Tuner, validate item: String) throws
    func tuner(_ tuner: Tuner, rateOf item: String) throws -> Double
    func tuner(_ tuner: Tuner, prepare item: String) async
    func tuner(_ tuner: Tuner, durationOf item: String) async -> Double
    func tuner(_ tuner: Tuner, load item: String, quality: Int) async throws -> Bool
    func tunerDidFinish(_ tuner: Tuner) async throws
    func tuner(_ tuner: Tuner, confirm item: String, completion: @escaping (Bool) -> Void) async
    func tuner(_ tuner: Tuner, select index: Int) async throws -> Bool
    func tuner(_ tuner: Tuner, select name: String) async throws -> Bool
    func tuner(_ tuner: Tuner, transform: @escaping (String) throws -> String)
    func tuner(_ tuner: Tuner, filterFor item: String) -> (String) throws -> String
    nonisolated(nonsending) func tuner(_ tuner: Tuner, didSeek seconds: Double) async
    @concurrent func tuner(_ tuner: Tuner, didBuffer seconds: Double) async
}

extension TunerDelegate {
    /// Plays at normal speed.
    public func tuner(_ tuner: Tuner, rateOf item: String) throws -> Double { 1 }
    /// Nothing to do.
    public func tunerDidFinish(_ tuner: Tuner) async throws {}
    /// Leaves the text as it is.
    public func tuner(_ tuner: Tuner, filterFor item: String) -> (String) throws -> String { { $0 } }
    /// Confirms.
    public func tuner(_ tuner: Tuner, confirm item: String, completion: @escaping (Bool) -> Void) async {
        completion(true)
    }
}

/// A display on the main actor, as UI objects are.
@MainActor public final class Display {
    /// Hears about the display on the main actor.
    public weak var delegate: (any DisplayDelegate)?
    /// A display without a delegate.
    public init() {}
}

/// A main-actor protocol with async requirements: its proxy's witnesses run on the main actor
/// and so do its observers, before and after the `await`; one requirement is
/// `nonisolated(nonsending)`, running on its caller's actor.
@MainActor public protocol DisplayDelegate: AnyObject {
    func display(_ display: Display, render frame: Int) async throws -> Bool
    func display(_ display: Display, didShow frame: Int) async
    nonisolated(nonsending) func display(_ display: Display, didDrop frame: Int) async
}
