import DelegateProxyKit
import Testing

// A parent with three delegate-style references, so three proxy families attach to one object:
// the parent's storage keeps the first family inline and the others beside it.

private protocol ConsoleDelegate: AnyObject {
    func console(_ console: Console, didPrint line: String)
}

private protocol ConsoleDataSource: AnyObject {
    func numberOfLines(in console: Console) -> Int
}

private protocol ConsoleAccessory: AnyObject {
    func console(_ console: Console, didBeep count: Int)
}

/// What the proxies read and write, on either kind of console.
private protocol ConsoleParent: AnyObject {
    var delegate: (any ConsoleDelegate)? { get set }
    var dataSource: (any ConsoleDataSource)? { get set }
    var accessory: (any ConsoleAccessory)? { get set }
}

private final class Console: ConsoleParent {
    weak var delegate: (any ConsoleDelegate)?
    weak var dataSource: (any ConsoleDataSource)?
    weak var accessory: (any ConsoleAccessory)?
}

/// The same parent, keeping its proxies itself.
private final class OwningConsole: ConsoleParent, HasAssociatedProxies {
    weak var delegate: (any ConsoleDelegate)?
    weak var dataSource: (any ConsoleDataSource)?
    weak var accessory: (any ConsoleAccessory)?
    let associatedProxies = AssociatedProxyStorage()
}

private final class ConsoleDelegateProxy: DelegateProxy<AnyObject, any ConsoleDelegate>, DelegateProxyType,
    ConsoleDelegate
{
    static func registerKnownImplementations() {
        register { (console: Console) in ConsoleDelegateProxy(parentObject: console) }
        register { (console: OwningConsole) in ConsoleDelegateProxy(parentObject: console) }
    }
    static func currentDelegate(for object: AnyObject) -> (any ConsoleDelegate)? {
        (object as? any ConsoleParent)?.delegate
    }
    static func setCurrentDelegate(_ delegate: (any ConsoleDelegate)?, to object: AnyObject) {
        (object as? any ConsoleParent)?.delegate = delegate
    }
    func console(_ console: Console, didPrint line: String) {}
}

private final class ConsoleDataSourceProxy: DelegateProxy<AnyObject, any ConsoleDataSource>,
    DelegateProxyType,
    ConsoleDataSource
{
    static func registerKnownImplementations() {
        register { (console: Console) in ConsoleDataSourceProxy(parentObject: console) }
        register { (console: OwningConsole) in ConsoleDataSourceProxy(parentObject: console) }
    }
    static func currentDelegate(for object: AnyObject) -> (any ConsoleDataSource)? {
        (object as? any ConsoleParent)?.dataSource
    }
    static func setCurrentDelegate(_ delegate: (any ConsoleDataSource)?, to object: AnyObject) {
        (object as? any ConsoleParent)?.dataSource = delegate
    }
    func numberOfLines(in console: Console) -> Int { 0 }
}

private final class ConsoleAccessoryProxy: DelegateProxy<AnyObject, any ConsoleAccessory>, DelegateProxyType,
    ConsoleAccessory
{
    static func registerKnownImplementations() {
        register { (console: Console) in ConsoleAccessoryProxy(parentObject: console) }
        register { (console: OwningConsole) in ConsoleAccessoryProxy(parentObject: console) }
    }
    static func currentDelegate(for object: AnyObject) -> (any ConsoleAccessory)? {
        (object as? any ConsoleParent)?.accessory
    }
    static func setCurrentDelegate(_ delegate: (any ConsoleAccessory)?, to object: AnyObject) {
        (object as? any ConsoleParent)?.accessory = delegate
    }
    func console(_ console: Console, didBeep count: Int) {}
}

@Suite struct ProxyFamiliesTests {
    /// Each family's proxy, asked for twice, in an order that makes the second and third
    /// families join a parent that already has one.
    private func checkThreeFamilies(on parent: AnyObject) {
        let delegateProxy = ConsoleDelegateProxy.proxy(for: parent)
        let dataSourceProxy = ConsoleDataSourceProxy.proxy(for: parent)
        let accessoryProxy = ConsoleAccessoryProxy.proxy(for: parent)
        #expect(ConsoleAccessoryProxy.proxy(for: parent) === accessoryProxy)
        #expect(ConsoleDataSourceProxy.proxy(for: parent) === dataSourceProxy)
        #expect(ConsoleDelegateProxy.proxy(for: parent) === delegateProxy)
        #expect(ConsoleDelegateProxy.assignedProxy(for: parent) === delegateProxy)
        #expect(ConsoleDataSourceProxy.assignedProxy(for: parent) === dataSourceProxy)
        #expect(ConsoleAccessoryProxy.assignedProxy(for: parent) === accessoryProxy)
        #expect(delegateProxy.parentObject === parent)
        #expect(accessoryProxy.parentObject === parent)

        // Replacing one family's proxy leaves the others where they were.
        let replacement = ConsoleDataSourceProxy(parentObject: parent)
        ConsoleDataSourceProxy.assignProxy(replacement, toObject: parent)
        #expect(ConsoleDataSourceProxy.assignedProxy(for: parent) === replacement)
        #expect(ConsoleDelegateProxy.assignedProxy(for: parent) === delegateProxy)
        #expect(ConsoleAccessoryProxy.assignedProxy(for: parent) === accessoryProxy)
        let second = ConsoleAccessoryProxy(parentObject: parent)
        ConsoleAccessoryProxy.assignProxy(second, toObject: parent)
        #expect(ConsoleAccessoryProxy.assignedProxy(for: parent) === second)
        #expect(ConsoleDataSourceProxy.assignedProxy(for: parent) === replacement)
    }

    @Test func threeFamiliesOnAParentThatKeepsItsProxies() {
        checkThreeFamilies(on: OwningConsole())
    }

    @Test func threeFamiliesOnAParentInTheGlobalTable() {
        checkThreeFamilies(on: Console())
        // The console is gone: its entry goes now, on this thread, rather than in another
        // test's sweep.
        AssociatedProxyStorage.removeReleasedParents()
    }

    @Test func aParentsProxiesGoWithIt() {
        weak var weakProxy: ConsoleAccessoryProxy?
        do {
            let console = OwningConsole()
            _ = ConsoleDelegateProxy.proxy(for: console)
            weakProxy = ConsoleAccessoryProxy.proxy(for: console)
            #expect(weakProxy != nil)
        }
        #expect(weakProxy == nil)
    }
}
