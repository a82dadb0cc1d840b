/// Finds, for each delegate proxy class of a module, the requirements of its delegate protocols
/// it does not implement: calls of those get the protocol's default and are neither observed nor
/// forwarded to the delegate the proxy replaced.
package enum Audit {
    /// Conformances that are not delegate protocols.
    private static let ignored: Set<String> = [
        "DelegateProxyType", "Sendable", "SendableMetatype", "NSObjectProtocol", "Copyable", "Escapable",
        "Equatable", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "ReactiveCompatible",
        "HasDelegate", "HasDataSource", "HasAssociatedProxies", "CVarArg",
    ]

    /// What the audit found.
    package struct Report: Equatable {
        /// One line per requirement a proxy class leaves out (or per protocol it could not read), sorted.
        package var findings: [String] = []
        /// One line per proxy class and protocol checked: `Class: Protocol (n requirements)`, sorted.
        package var audited: [String] = []
    }

    /// Audits the proxy classes of `module`.
    package static func run(_ graphs: SymbolGraphSet, module: String) throws(GeneratorError) -> Report {
        guard graphs.modules.contains(module) else {
            throw GeneratorError("unknown module \(module): no symbol graph was given for it")
        }
        let classes = graphs.symbols.values.filter {
            $0.module == module && $0.symbol.kind.identifier == "swift.class"
        }
        var findings: Set<String> = []
        var audited: Set<String> = []
        for entry in classes {
            let chain = superclassChain(entry.symbol.identifier.precise, graphs)
            guard chain.contains(where: { isDelegateProxy($0, graphs) }) else { continue }
            let className = entry.symbol.names.title
            let members = Set(
                ([entry.symbol.identifier.precise] + chain).flatMap { owner in
                    graphs.relationships.filter { $0.kind == "memberOf" && $0.target == owner }.compactMap {
                        graphs.symbols[$0.source]?.symbol.names.title
                    }
                })
            for conformance in graphs.relationships
            where conformance.kind == "conformsTo" && conformance.source == entry.symbol.identifier.precise {
                let name = protocolName(conformance, graphs)
                if ignored.contains(name) { continue }
                guard graphs.symbols[conformance.target] != nil else {
                    findings.insert(
                        "\(className): cannot audit \(conformance.targetFallback ?? name): give the symbol graph of its module"
                    )
                    continue
                }
                let requirements = requirementTitles(conformance.target, graphs)
                audited.insert("\(className): \(name) (\(requirements.count) requirements)")
                for (protocolName, title) in requirements where !members.contains(title) {
                    findings.insert(
                        "\(className) does not implement \(protocolName).\(title): its calls are neither observed nor forwarded"
                    )
                }
            }
        }
        return Report(findings: findings.sorted(), audited: audited.sorted())
    }

    private static func protocolName(_ conformance: SymbolGraph.Relationship, _ graphs: SymbolGraphSet)
        -> String
    {
        conformance.targetFallback?.split(separator: ".").last.map(String.init)
            ?? graphs.symbols[conformance.target]?.symbol.names.title ?? conformance.target
    }

    private static func superclassChain(_ id: String, _ graphs: SymbolGraphSet) -> [String] {
        var chain: [String] = []
        var current = id
        while let parent = graphs.relationships.first(where: {
            $0.kind == "inheritsFrom" && $0.source == current
        }),
            !chain.contains(parent.target)
        {
            chain.append(parent.target)
            current = parent.target
        }
        return chain
    }

    private static func isDelegateProxy(_ id: String, _ graphs: SymbolGraphSet) -> Bool {
        if let entry = graphs.symbols[id] {
            return entry.module == "DelegateProxyKit" && entry.symbol.names.title == "DelegateProxy"
        }
        return graphs.relationships.contains {
            $0.kind == "inheritsFrom" && $0.target == id
                && $0.targetFallback == "DelegateProxyKit.DelegateProxy"
        }
    }

    /// The method, property and other requirements of a protocol and those it inherits.
    private static func requirementTitles(_ id: String, _ graphs: SymbolGraphSet) -> [(String, String)] {
        var result: [(String, String)] = []
        var queue = [id]
        var seen = Set(queue)
        while !queue.isEmpty {
            let current = queue.removeFirst()
            guard let protocolEntry = graphs.symbols[current] else { continue }
            let titles = graphs.relationships.filter {
                $0.target == current && ($0.kind == "requirementOf" || $0.kind == "optionalRequirementOf")
            }.compactMap { graphs.symbols[$0.source]?.symbol }
                .filter { $0.kind.identifier != "swift.associatedtype" }
                .map(\.names.title)
            for title in Set(titles).sorted() { result.append((protocolEntry.symbol.names.title, title)) }
            for conformance in graphs.relationships
            where conformance.kind == "conformsTo" && conformance.source == current
                && graphs.symbols[conformance.target] != nil
                && !ignored.contains(protocolName(conformance, graphs))
                && seen.insert(conformance.target).inserted
            {
                queue.append(conformance.target)
            }
        }
        return result
    }
}
