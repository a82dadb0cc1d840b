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
    /// Its generic parameters, in order (`KeyType`, `ObjectType` for `NSCache`).
    var genericParameters: [String] = []
    /// The requirements on them, as its declaration's `where` clause states them
    /// (`KeyType: AnyObject, ObjectType: AnyObject`).
    var genericRequirements: [String] = []
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
        let declaration = (entry.symbol.declarationFragments ?? []).map(\.spelling).joined()
        let requirements =
            declaration.range(of: " where ").map {
                declaration[$0.upperBound...].split(separator: ",").map {
                    SymbolGraphSet.normalize($0.trimmingCharacters(in: .whitespaces))
                }
            } ?? []
        return ParentClass(
            name: unqualified, module: entry.module, inheritsNSObject: inheritsNSObject,
            isReactiveCompatible: isReactiveCompatible, propertyIsolation: propertyIsolation,
            genericParameters: (entry.symbol.swiftGenerics?.parameters ?? []).map(\.name),
            genericRequirements: requirements)
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

/// A parent named with its own generic parameters (`--parent 'NSCache<KeyType, ObjectType>'`):
/// the proxy is generic over them, so that it serves the class with any arguments.
struct GenericParent: Equatable {
    /// `NSCache`.
    var name: String
    /// `KeyType`, `ObjectType`.
    var parameters: [String]
    /// `KeyType: AnyObject`, one per parameter that has one.
    var requirements: [String]

    /// The parent as a spelled `--parent` names it generically, or `nil` when it names a type
    /// (a plain class, or a generic one with arguments).
    init?(_ spelling: String, _ parent: ParentClass) throws(GeneratorError) {
        guard let open = spelling.firstIndex(of: "<"), spelling.hasSuffix(">"),
            !parent.genericParameters.isEmpty
        else { return nil }
        let arguments = spelling[spelling.index(after: open)..<spelling.index(before: spelling.endIndex)]
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard arguments == parent.genericParameters else { return nil }
        for requirement in parent.genericRequirements {
            let sides = requirement.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            guard sides.count == 2, parent.genericParameters.contains(sides[0]) else {
                throw GeneratorError(
                    "--parent \(spelling): the requirement \(requirement) of \(parent.name) is not one the generator can restate; name the parent with generic arguments"
                )
            }
        }
        name = parent.name
        parameters = arguments
        requirements = parent.genericRequirements
    }

    /// The protocol every specialization of the parent conforms to, which the `rx` streams extend.
    func protocolName(proxyName: String) -> String { proxyName + "Parent" }
}
