import DelegateProxyKit

/// A turntable whose delegate checks, loads and plays, some of it asynchronously; its proxy is
/// generated (DelegateProxies/TurntableDelegateProxy.swift).
final class Turntable: HasAssociatedProxies, ReactiveCompatible {
    let associatedProxies = AssociatedProxyStorage()
    weak var delegate: (any TurntableDelegate)?
}

/// Throwing, async and async throwing requirements, without and with a result: results answered
/// by the protocol's extension (`volumeFor`) or by `--default` (`priceOf`, `load`), and a method
/// without a result the protocol implements (`didStop`).
protocol TurntableDelegate: AnyObject {
    func turntable(_ turntable: Turntable, validate song: String) throws
    func turntable(_ turntable: Turntable, priceOf song: String) throws -> Int
    func turntable(_ turntable: Turntable, prepare song: String) async
    func turntable(_ turntable: Turntable, volumeFor song: String) async -> Double
    func turntable(_ turntable: Turntable, play song: String, times: Int) async throws
    func turntable(_ turntable: Turntable, load song: String) async throws -> Bool
    func turntableDidStop(_ turntable: Turntable) async throws
}

extension TurntableDelegate {
    /// Half volume unless a delegate says otherwise.
    func turntable(_ turntable: Turntable, volumeFor song: String) async -> Double { 0.5 }

    func turntableDidStop(_ turntable: Turntable) async throws {}
}
