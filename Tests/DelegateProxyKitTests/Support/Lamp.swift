import DelegateProxyKit
import Foundation
import Synchronization
import TestSupport

/// A proxy family used only by the registry tests, whose registration uses another family
/// (Switch).
protocol LampDelegate: AnyObject {
    func lampDidToggle(_ lamp: Lamp)
}

final class Lamp: HasDelegate, @unchecked Sendable {  // `lock` guards `storage`.
    private let lock = NSLock()
    private weak var storage: (any LampDelegate)?
    var delegate: (any LampDelegate)? {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }
}

final class LampDelegateProxy: DelegateProxy<Lamp, any LampDelegate>, DelegateProxyType, LampDelegate {
    /// How many times `registerKnownImplementations()` ran.
    static let registrations = Atomic(0)
    /// Whether a Switch proxy was made while Lamp's family registered.
    static let madeSwitchProxyWhileRegistering = Atomic(false)

    static func registerKnownImplementations() {
        registrations.add(1, ordering: .relaxed)
        // Another family's first use, from inside this one's registration (which other threads
        // asking for Lamp's family meanwhile wait for).
        let switchProxy = SwitchDelegateProxy.proxy(for: Switch())
        madeSwitchProxyWhileRegistering.store(
            type(of: switchProxy) == SwitchDelegateProxy.self, ordering: .relaxed)
        register { LampDelegateProxy(parentObject: $0) }
    }

    func lampDidToggle(_ lamp: Lamp) {
        dispatch([lamp]) { $0.lampDidToggle(lamp) }
    }
}

protocol SwitchDelegate: AnyObject {}

final class Switch: HasDelegate {
    weak var delegate: (any SwitchDelegate)?
}

final class SwitchDelegateProxy: DelegateProxy<Switch, any SwitchDelegate>, DelegateProxyType, SwitchDelegate
{
    static func registerKnownImplementations() {
        register { SwitchDelegateProxy(parentObject: $0) }
    }
}
