import DelegateProxyKit
import Foundation
import Synchronization
import TestSupport

/// A proxy family used only by the registry tests, whose first use is slow and uses another
/// family (Switch) while it registers.
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
        // Slow enough that other threads asking for the family meanwhile wait for it.
        Thread.sleep(forTimeInterval: 0.05)
        // Another family's first use, from inside this one's registration.
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
