// Fixture source of the generator's golden tests: compiled into the module `Fixtures` by
// Scripts/refresh-generator-goldens.sh, never by the package.

/// A kettle whose delegate hears about it and decides for it.
public final class Kettle {
    /// Hears about the kettle and decides for it.
    public weak var delegate: (any KettleDelegate)?
    /// A kettle without a delegate.
    public init() {}
}

/// Methods without a result (one without parameters besides the parent), a method with a
/// result the protocol answers, one the generator needs `--default` for, a completion handler
/// the protocol answers, and a property requirement with a default (left to it, with a warning).
public protocol KettleDelegate: AnyObject {
    func kettleDidBoil(_ kettle: Kettle)
    func kettle(_ kettle: Kettle, didReach celsius: Double)
    func kettle(_ kettle: Kettle, didFail error: any Error, after attempts: Int)
    func kettle(_ kettle: Kettle, shouldHeatTo celsius: Double) -> Bool
    func kettle(_ kettle: Kettle, targetFor drink: String) -> Double
    func kettle(_ kettle: Kettle, confirm message: String, completion: @escaping (Bool) -> Void)
    var prefersSilence: Bool { get }
}

extension KettleDelegate {
    /// Nothing to do.
    public func kettleDidBoil(_ kettle: Kettle) {}
    /// Up to boiling.
    public func kettle(_ kettle: Kettle, shouldHeatTo celsius: Double) -> Bool { celsius <= 100 }
    /// Confirms.
    public func kettle(_ kettle: Kettle, confirm message: String, completion: @escaping (Bool) -> Void) {
        completion(true)
    }
    /// Beeps.
    public var prefersSilence: Bool { false }
}
