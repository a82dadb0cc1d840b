/// Which parameter of a delegate method is its parent, the one a typed stream leaves out: the
/// first whose type is the parent class, a superclass or specialization of it, or a protocol the
/// parent conforms to, in any position. A method without one keeps every argument in its stream.
struct ParentParameter: Equatable {
    /// Types a parent parameter may have, as ``nominal(_:)`` reduces them: the parent class and
    /// its superclasses, and the protocols they conform to, as far as the graphs know them.
    var typeNames: Set<String>

    /// The parent spelled as `--parent` (or the guess) spells it, without the graphs' knowledge.
    init(spelling: String) {
        typeNames = Self.nominal(spelling).map { [$0] } ?? []
    }

    init(typeNames: Set<String>) {
        self.typeNames = typeNames
    }

    /// Whether a parameter of type `type` is the parent.
    func matches(_ type: String) -> Bool {
        Self.nominal(type).map(typeNames.contains) ?? false
    }

    /// The position of `requirement`'s parent parameter, if it has one.
    func index(in requirement: DelegateRequirement) -> Int? {
        requirement.parameters.firstIndex { matches($0.type) }
    }

    /// The name a nominal type is declared with: `any WebSocketClient` → `WebSocketClient`,
    /// `Foundation.NSCache<NSString, NSString>` → `NSCache`; `nil` for an optional, a function,
    /// a tuple, a collection or a composition, which is no parent.
    static func nominal(_ type: String) -> String? {
        var type = Substring(type.trimmingCharacters(in: .whitespaces))
        for prefix in ["any ", "some "] where type.hasPrefix(prefix) { type = type.dropFirst(prefix.count) }
        if let open = type.firstIndex(of: "<") {
            guard type.hasSuffix(">") else { return nil }
            type = type[..<open]
        }
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
            return nil
        }
        return type.split(separator: ".").last.map(String.init)
    }
}

extension SymbolGraphSet {
    /// Protocols too general to tell a parent: a parameter of such a type is an argument.
    private static let generalProtocols: Set<String> = [
        "NSObjectProtocol", "AnyObject", "Sendable", "SendableMetatype", "Copyable", "Escapable",
        "ReactiveCompatible", "HasAssociatedProxies", "HasDelegate", "HasDataSource",
    ]

    /// The parent parameter of a proxy whose parent `spelling` names: what the graphs say of the
    /// class (its superclasses and the protocols it conforms to, inherited ones included) beside
    /// the spelling itself.
    func parentParameter(_ spelling: String) -> ParentParameter {
        var result = ParentParameter(spelling: spelling)
        guard let name = ParentParameter.nominal(spelling) else { return result }
        let classes = symbols.values.filter {
            $0.symbol.kind.identifier == "swift.class" && $0.symbol.pathComponents == [name]
        }
        guard let entry = classes.min(by: { $0.module < $1.module }) else { return result }
        // The class and its ancestors, up to (not including) NSObject, which any object is.
        var lineage = [entry.symbol.identifier.precise]
        while let current = lineage.last,
            let superclass = relationships.first(where: { $0.kind == "inheritsFrom" && $0.source == current }
            ),
            !lineage.contains(superclass.target)
        {
            let superName = superclass.targetFallback ?? symbols[superclass.target]?.symbol.names.title ?? ""
            guard let nominal = ParentParameter.nominal(superName), nominal != "NSObject" else { break }
            result.typeNames.insert(nominal)
            lineage.append(superclass.target)
        }
        // The protocols they conform to, and those these inherit.
        var queue = lineage
        var seen = Set(queue)
        while !queue.isEmpty {
            let id = queue.removeFirst()
            for conformance in relationships
            where conformance.kind == "conformsTo" && conformance.source == id {
                let protocolName =
                    conformance.targetFallback ?? symbols[conformance.target]?.symbol.names.title ?? ""
                let module = Self.module(ofPreciseIdentifier: conformance.target)
                guard let nominal = ParentParameter.nominal(protocolName),
                    !Self.generalProtocols.contains(nominal), module != "Swift", module != "_Concurrency"
                else { continue }
                result.typeNames.insert(nominal)
                if seen.insert(conformance.target).inserted { queue.append(conformance.target) }
            }
        }
        return result
    }
}

extension SymbolGraphSet {
    /// What the graphs declare `spelling` as (`an enum`, `a struct`, `a protocol`) when they
    /// declare it and not as a class, which a delegate's parent is.
    func nonClassKind(of spelling: String) -> String? {
        guard let name = ParentParameter.nominal(spelling) else { return nil }
        let kinds = Set(
            symbols.values.filter { $0.symbol.pathComponents == [name] }.map(\.symbol.kind.identifier))
        guard !kinds.contains("swift.class") else { return nil }
        for (kind, article) in [
            ("swift.enum", "an enum"), ("swift.struct", "a struct"), ("swift.protocol", "a protocol"),
        ] where kinds.contains(kind) {
            return article
        }
        return nil
    }
}
