import Foundation

@testable import DelegateProxyGeneratorCore

/// Builds a small symbol graph, as `swift symbolgraph-extract` writes it, for the generator to read.
struct FixtureGraph {
    struct Parameter {
        var label: String
        var name: String
        var type: String
    }

    var module: String
    private var symbols: [[String: Any]] = []
    private var relationships: [[String: Any]] = []

    init(module: String) { self.module = module }

    /// Adds a protocol; returns its identifier.
    @discardableResult
    mutating func addProtocol(_ name: String, inherits: [String] = []) -> String {
        let id = "s:\(module)\(name)P"
        symbols.append(
            symbol(id: id, kind: "swift.protocol", path: [name], title: name, declaration: "protocol \(name)")
        )
        for inherited in inherits {
            var relationship: [String: Any] = ["kind": "conformsTo", "source": id, "target": inherited]
            if !inherited.hasPrefix("s:") {
                relationship["target"] = "s:external:\(inherited)"
                relationship["targetFallback"] = inherited
            }
            relationships.append(relationship)
        }
        return id
    }

    /// Adds a requirement of protocol `owner`: `parameters` as `label name: Type`; `typeIdentifiers`
    /// gives a parameter type's precise identifier, which names its module; `mainActor` isolates it.
    mutating func addMethod(
        _ baseName: String, _ parameters: [Parameter], returns: String? = nil, to owner: String,
        kind: String = "swift.method", hasDefault: Bool = false, keywords: [String] = [],
        generic: Bool = false,
        optional: Bool = false, typeIdentifiers: [String: String] = [:], mainActor: Bool = false
    ) {
        let title = baseName + "(" + parameters.map { $0.label + ":" }.joined() + ")"
        let id = owner + "." + title + parameters.map(\.type).joined(separator: ",")
        let signature = parameters.map {
            ($0.label == $0.name ? "" : $0.label + " ") + "\($0.name): \($0.type)"
        }
        var declaration = "func \(baseName)(\(signature.joined(separator: ", ")))"
        if let returns { declaration += " -> \(returns)" }
        var entry = symbol(
            id: id, kind: kind, path: [owner, title], title: title, declaration: declaration,
            keywords: keywords)
        var function: [String: Any] = [
            "parameters": parameters.map { parameter -> [String: Any] in
                var value: [String: Any] = [
                    "name": parameter.label == "_" ? parameter.name : parameter.label,
                    "declarationFragments": [
                        ["kind": "identifier", "spelling": parameter.name],
                        ["kind": "text", "spelling": ": "],
                        [
                            "kind": "typeIdentifier",
                            "spelling": parameter.type.replacingOccurrences(of: "@escaping ", with: ""),
                        ].merging(typeIdentifiers[parameter.type].map { ["preciseIdentifier": $0] } ?? [:]) {
                            $1
                        },
                    ],
                ]
                if parameter.label != "_" && parameter.label != parameter.name {
                    value["internalName"] = parameter.name
                }
                return value
            }
        ]
        if let returns { function["returns"] = [["kind": "typeIdentifier", "spelling": returns]] }
        entry["functionSignature"] = function
        if mainActor {
            entry["declarationFragments"] =
                [["kind": "attribute", "spelling": "@MainActor", "preciseIdentifier": "s:ScM"]]
                + (entry["declarationFragments"] as? [[String: String]] ?? [])
        }
        if generic { entry["swiftGenerics"] = ["parameters": [["name": "T", "index": 0, "depth": 1]]] }
        symbols.append(entry)
        relationships.append([
            "kind": optional ? "optionalRequirementOf" : "requirementOf", "source": id, "target": owner,
        ])
        if hasDefault {
            let defaultID = id + ".default"
            symbols.append(
                symbol(
                    id: defaultID, kind: kind, path: [owner, title], title: title, declaration: declaration))
            relationships.append(["kind": "defaultImplementationOf", "source": defaultID, "target": id])
        }
    }

    /// Adds a requirement that is not a method (`swift.property`, `swift.associatedtype`, …).
    mutating func addRequirement(_ title: String, kind: String, to owner: String, hasDefault: Bool = false) {
        let id = owner + "." + title
        symbols.append(symbol(id: id, kind: kind, path: [owner, title], title: title, declaration: title))
        relationships.append(["kind": "requirementOf", "source": id, "target": owner])
        if hasDefault {
            relationships.append(["kind": "defaultImplementationOf", "source": id + ".default", "target": id])
        }
    }

    /// Adds a class of no known superclass; a conformance given as a precise identifier (`s:…`)
    /// is stated by it alone, as a graph does for a protocol it has no symbol of, any other with
    /// a `targetFallback` naming it too.
    mutating func addClass(_ name: String, conformsTo protocols: [String] = []) {
        let id = "s:\(module)\(name)C"
        symbols.append(
            symbol(id: id, kind: "swift.class", path: [name], title: name, declaration: "class \(name)"))
        for target in protocols {
            var relationship: [String: Any] = ["kind": "conformsTo", "source": id, "target": target]
            if !target.hasPrefix("s:") {
                relationship["target"] = "s:external:\(target)"
                relationship["targetFallback"] = target
            }
            relationships.append(relationship)
        }
    }

    /// Adds a class inheriting DelegateProxyKit's DelegateProxy with the given conformances (as
    /// `addClass` takes them) and members.
    mutating func addProxyClass(_ name: String, conformsTo protocols: [String], members: [String]) {
        let id = "s:\(module)\(name)C"
        symbols.append(
            symbol(id: id, kind: "swift.class", path: [name], title: name, declaration: "class \(name)"))
        relationships.append([
            "kind": "inheritsFrom", "source": id, "target": "s:16DelegateProxyKit0aB0C",
            "targetFallback": "DelegateProxyKit.DelegateProxy",
        ])
        for target in protocols {
            var relationship: [String: Any] = ["kind": "conformsTo", "source": id, "target": target]
            if !target.hasPrefix("s:") {
                relationship["target"] = "s:external:\(target)"
                relationship["targetFallback"] = target
            }
            relationships.append(relationship)
        }
        for member in members {
            let memberID = id + "." + member
            symbols.append(
                symbol(
                    id: memberID, kind: "swift.method", path: [name, member], title: member, declaration: ""))
            relationships.append(["kind": "memberOf", "source": memberID, "target": id])
        }
    }

    var data: Data {
        let graph: [String: Any] = [
            "metadata": ["formatVersion": ["major": 0, "minor": 6, "patch": 0]],
            "module": ["name": module, "platform": [:] as [String: Any]],
            "symbols": symbols, "relationships": relationships,
        ]
        return try! JSONSerialization.data(withJSONObject: graph, options: [.sortedKeys])
    }

    private func symbol(
        id: String, kind: String, path: [String], title: String, declaration: String, keywords: [String] = []
    ) -> [String: Any] {
        [
            "kind": ["identifier": kind, "displayName": kind],
            "identifier": ["precise": id, "interfaceLanguage": "swift"],
            "pathComponents": path,
            "names": ["title": title],
            "declarationFragments": [["kind": "text", "spelling": declaration]]
                + keywords.map { ["kind": "keyword", "spelling": $0] },
            "accessLevel": "internal",
        ]
    }
}

extension FixtureGraph.Parameter {
    /// `label name: Type`.
    init(_ label: String, _ name: String, _ type: String) {
        self.init(label: label, name: name, type: type)
    }
}

/// One graph set from fixtures.
func graphs(_ fixtures: FixtureGraph...) throws -> SymbolGraphSet {
    var set = SymbolGraphSet()
    for fixture in fixtures { try set.add(fixture.data, name: fixture.module) }
    return set
}
