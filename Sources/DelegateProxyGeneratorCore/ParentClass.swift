/// What the generator needs to know of a proxy's parent class, read from the symbol graphs.
struct ParentClass: Equatable {
    /// The class's name, without module or generic arguments: `NSCache` for `NSCache<K, V>`.
    var name: String
    /// The module that declares it.
    var module: String
    /// It is an `NSObject`, so it has `rx` already (DelegateProxyKit makes every `NSObject`
    /// `ReactiveCompatible`).
    var inheritsNSObject: Bool
    /// A given graph states its conformance to `ReactiveCompatible` (its own module's graph, when
    /// it is the target's).
    var isReactiveCompatible: Bool
    /// The global actor its delegate property is isolated to, if any: the proxy reads and sets
    /// the property there.
    var propertyIsolation: String?
}

extension SymbolGraphSet {
    /// The class `spelling` names (`Player`, `Module.Player`, `NSCache<NSString, NSString>`), if a
    /// given graph declares it.
    func parentClass(_ spelling: String, property: String) -> ParentClass? {
        let unqualified =
            spelling.prefix { $0 != "<" }.split(separator: ".").last.map(String.init) ?? spelling
        let candidates = symbols.values.filter {
            $0.symbol.kind.identifier == "swift.class" && $0.symbol.pathComponents == [unqualified]
        }
        guard let entry = candidates.min(by: { $0.module < $1.module }) else { return nil }
        let id = entry.symbol.identifier.precise
        // The class and its ancestors, as far as the graphs know them.
        var lineage = [id]
        var inheritsNSObject = false
        while let current = lineage.last,
            let superclass = relationships.first(where: { $0.kind == "inheritsFrom" && $0.source == current })
        {
            let name = superclass.targetFallback ?? symbols[superclass.target]?.symbol.names.title ?? ""
            if name.split(separator: ".").last == "NSObject" || superclass.target == "c:objc(cs)NSObject"
                || superclass.target.hasSuffix("8NSObjectC")
            {
                inheritsNSObject = true
                break
            }
            if lineage.contains(superclass.target) { break }
            lineage.append(superclass.target)
        }
        let isReactiveCompatible = relationships.contains { relationship in
            relationship.kind == "conformsTo" && lineage.contains(relationship.source)
                && (relationship.targetFallback?.split(separator: ".").last == "ReactiveCompatible"
                    || relationship.target.hasSuffix("18ReactiveCompatibleP"))
        }
        let propertySymbol = symbols.values.first { $0.symbol.pathComponents == [unqualified, property] }
        let propertyIsolation =
            globalActor(in: propertySymbol?.symbol.declarationFragments, unknownTypesCount: false)
            ?? globalActor(in: entry.symbol.declarationFragments, unknownTypesCount: false)
        return ParentClass(
            name: unqualified, module: entry.module, inheritsNSObject: inheritsNSObject,
            isReactiveCompatible: isReactiveCompatible, propertyIsolation: propertyIsolation)
    }
}

/// The conformance a generated file adds so that its parent, which lacks it, has `rx`.
struct ReactiveConformance: Equatable {
    var parent: String
    /// The parent's module when it is another module's: the conformance is retroactive, and
    /// spelled with module names, which tells Swift it is meant (`@retroactive` would be an error
    /// in a package that declares the protocol itself).
    var module: String?
    /// The parent is Foundation's: an `NSObject` (with `rx` already) where Objective-C exists.
    var onlyWithoutObjectiveC: Bool

    static let foundationModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationXML",
        "FoundationNetworking", "CoreFoundation",
    ]

    init(_ parent: ParentClass, ownModule: String) {
        self.parent = parent.name
        self.onlyWithoutObjectiveC = Self.foundationModules.contains(parent.module)
        if parent.module == ownModule {
            self.module = nil
        } else {
            // Foundation re-exports the modules that declare its types.
            self.module = onlyWithoutObjectiveC ? "Foundation" : parent.module
        }
    }

    /// The declaration, as the generated file spells it.
    var declaration: String {
        guard let module else { return "extension \(parent): ReactiveCompatible {}" }
        return "extension \(module).\(parent): ObservableCore.ReactiveCompatible {}"
    }
}
