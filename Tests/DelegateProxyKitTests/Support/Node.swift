import DelegateProxyKit
import TestSupport

/// A proxy family used only by the registry tests: Node → Branch → Leaf.
protocol NodeDelegate: AnyObject {
    func nodeDidTick(_ node: Node)
}

class Node: HasDelegate {
    weak var delegate: (any NodeDelegate)?
}

class Branch: Node {}

final class Leaf: Branch {}

class NodeDelegateProxy: DelegateProxy<Node, any NodeDelegate>, DelegateProxyType, NodeDelegate {
    init(node: Node) {
        super.init(parentObject: node)
    }

    static func registerKnownImplementations() {
        register { NodeDelegateProxy(node: $0) }
    }

    func nodeDidTick(_ node: Node) {
        dispatch([node]) { $0.nodeDidTick(node) }
    }
}

final class BranchDelegateProxy: NodeDelegateProxy {
    init(branch: Branch) {
        super.init(node: branch)
    }
}

/// A family whose registration forgets its parent class: asking for a proxy is a programmer error.
protocol OrphanDelegate: AnyObject {}

final class Orphan: HasDelegate {
    weak var delegate: (any OrphanDelegate)?
}

final class OrphanDelegateProxy: DelegateProxy<Orphan, any OrphanDelegate>, DelegateProxyType, OrphanDelegate
{
    static func registerKnownImplementations() {}
}
