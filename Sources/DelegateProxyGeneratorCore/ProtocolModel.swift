/// One parameter of a delegate method.
struct MethodParameter: Equatable {
    /// The argument label; `_` for none.
    var label: String
    /// The name inside the method.
    var name: String
    /// The type, as declared (`@escaping` included).
    var type: String
}

/// A requirement of a delegate protocol the generator can wrap.
struct DelegateRequirement: Equatable {
    /// The name as `#function` spells it: `parser(_:foundCharacters:)`.
    var title: String
    var baseName: String
    var parameters: [MethodParameter]
    /// `nil` for a method without a result.
    var returnType: String?
    /// The method is `async`.
    var isAsync = false
    /// The method `throws` (any error: a typed `throws(E)` is refused).
    var isThrowing = false
    /// Where an async method runs, as the requirement states it: `nonisolated(nonsending)` (on
    /// the caller's actor) or `@concurrent`; `nil` for the language mode's default.
    var execution: String?
    /// The protocol's own extension implements it.
    var hasDefault: Bool
    /// The protocol that declares it.
    var protocolName: String
    /// The global actor it is isolated to (`MainActor`), declared or inferred; `nil` if nonisolated.
    var isolation: String? = nil
    /// An `@objc optional` requirement: a conformer may leave it out, so calls of it are optional
    /// (`$0.method?(…)`).
    var isOptional = false
}

/// A requirement the generator cannot wrap.
struct UnsupportedRequirement: Equatable {
    /// What it is: `P.name is a property requirement`.
    var reason: String
    /// The protocol's extension implements it, so a proxy conforms without it.
    var hasDefault: Bool
}

/// A protocol read from the symbol graphs, with every requirement of the protocols it inherits.
struct DelegateProtocol {
    var name: String
    /// How the proxy's source names it: `Module.P` where a type of the target's own module is
    /// named `P` too, else `P`.
    var spelling: String
    /// The module that declares it (FoundationEssentials for `Foundation.FileManagerDelegate`).
    var module: String
    var requirements: [DelegateRequirement]
    /// Requirements it cannot wrap, each with a one-line reason.
    var unsupported: [UnsupportedRequirement]
    /// It (or a protocol it inherits) requires `Sendable`.
    var isSendable: Bool
    /// It (or a protocol it inherits) requires `NSObjectProtocol`.
    var requiresNSObject: Bool
    /// Modules whose types its requirements name.
    var referencedModules: Set<String>
    /// The global actor the protocol is isolated to: declared on it, or shared by every requirement
    /// (as a target compiled with default main-actor isolation infers it); `nil` if none.
    var isolation: String? = nil
    /// The types among its requirements' parameters and results (as `MethodParameter.type` and
    /// `returnType` spell them) that are `Sendable` by what the graphs and the toolchain state;
    /// a type the generator cannot tell is left out, as not `Sendable`.
    var sendableTypes: Set<String> = []

    /// Whether any requirement is isolated to a global actor, so that its witness must be too.
    var hasIsolatedRequirements: Bool { requirements.contains { $0.isolation != nil } }
}

extension SymbolGraphSet {
    /// The protocol `reference` names: `P` in `ownModule`, or `Module.P`.
    func delegateProtocol(_ reference: String, ownModule: String) throws(GeneratorError) -> DelegateProtocol {
        let module: String
        let name: String
        if let dot = reference.lastIndex(of: ".") {
            module = String(reference[..<dot])
            name = String(reference[reference.index(after: dot)...])
        } else {
            module = ownModule
            name = reference
        }
        let visible = visibleModules(of: module)
        guard visible.contains(where: modules.contains) else {
            throw GeneratorError(
                "unknown module \(module): no symbol graph was given for it (write Module.Protocol for a module the target imports)"
            )
        }
        let matches = symbols.values.filter {
            $0.symbol.kind.identifier == "swift.protocol" && $0.symbol.pathComponents == [name]
                && visible.contains($0.module)
        }
        guard let found = matches.min(by: { $0.module < $1.module }) else {
            throw GeneratorError(
                "no protocol \(name) in module \(module)\(hint(name, qualified: reference.contains(".")))")
        }
        var result = try read(found)
        // A type of the target's own module with the same name would hide it.
        let shadowed = symbols.values.contains {
            $0.module == ownModule && $0.symbol.pathComponents == [name]
        }
        if !visible.contains(ownModule) && shadowed { result.spelling = "\(module).\(name)" }
        return result
    }

    /// Where else a protocol named `name` is declared, and how to name it there.
    private func hint(_ name: String, qualified: Bool) -> String {
        let elsewhere = Set(
            symbols.values.filter {
                $0.symbol.kind.identifier == "swift.protocol" && $0.symbol.pathComponents == [name]
            }.map(\.module)
        ).sorted()
        switch elsewhere.count {
        case 0: return qualified ? "" : " (write Module.\(name) for a protocol of another module)"
        case 1: return "; \(elsewhere[0]) declares it: write \(elsewhere[0]).\(name)"
        default:
            let spelled = elsewhere.map { "\($0).\(name)" }
            return "; \(elsewhere.joined(separator: " and ")) declare one: write "
                + spelled.joined(separator: " or ")
        }
    }

    private func read(_ entry: Entry) throws(GeneratorError) -> DelegateProtocol {
        var result = DelegateProtocol(
            name: entry.symbol.names.title, spelling: entry.symbol.names.title, module: entry.module,
            requirements: [], unsupported: [],
            isSendable: false, requiresNSObject: false, referencedModules: [])
        let defaults = Set(relationships.filter { $0.kind == "defaultImplementationOf" }.map(\.target))
        // The protocol first, then those it inherits, breadth first, each level by name.
        result.isolation = globalActor(in: entry.symbol.declarationFragments)
        var queue = [entry.symbol.identifier.precise]
        var seen = Set(queue)
        while !queue.isEmpty {
            let id = queue.removeFirst()
            guard let protocolEntry = symbols[id] else { continue }
            let protocolName = protocolEntry.symbol.names.title
            let protocolIsolation = globalActor(in: protocolEntry.symbol.declarationFragments)
            let members = relationships.filter {
                $0.target == id && ($0.kind == "requirementOf" || $0.kind == "optionalRequirementOf")
            }
            var requirements: [DelegateRequirement] = []
            for member in members {
                guard let symbol = symbols[member.source]?.symbol else { continue }
                let hasDefault = defaults.contains(symbol.identifier.precise)
                switch requirement(symbol, protocolName: protocolName, hasDefault: hasDefault) {
                case .success(var requirement):
                    // A requirement states the isolation it has (inferred ones included); one
                    // that states none and is not `nonisolated` has its protocol's.
                    let nonisolated = (symbol.declarationFragments ?? []).contains {
                        $0.spelling == "nonisolated"
                    }
                    requirement.isolation =
                        globalActor(in: symbol.declarationFragments)
                        ?? (nonisolated ? nil : protocolIsolation)
                    requirement.isOptional = member.kind == "optionalRequirementOf"
                    requirements.append(requirement)
                    result.referencedModules.formUnion(modulesNamed(by: symbol))
                    result.sendableTypes.formUnion(sendableTypes(of: symbol))
                case .failure(let error):
                    result.unsupported.append(
                        UnsupportedRequirement(reason: error.message, hasDefault: hasDefault))
                }
            }
            result.requirements += requirements.sorted {
                ($0.title, $0.signatureKey) < ($1.title, $1.signatureKey)
            }
            var inherited: [(String, String)] = []
            for conformance in relationships
            where conformance.kind == "conformsTo" && conformance.source == id {
                // Neither named nor in a given graph: its identifier names it.
                let fallback =
                    conformance.targetFallback ?? symbols[conformance.target]?.symbol.names.title
                    ?? conformance.target
                let inheritedName = fallback.split(separator: ".").last.map(String.init) ?? fallback
                switch inheritedName {
                case "Sendable": result.isSendable = true
                case "NSObjectProtocol": result.requiresNSObject = true
                case "Actor", "AnyActor", "DistributedActor":
                    throw GeneratorError(
                        "\(protocolName) is isolated to an actor instance (it inherits \(inheritedName)): its conformers are actors, which a proxy cannot be; write this proxy by hand"
                    )
                case "SendableMetatype", "Copyable", "Escapable", "AnyObject": break
                default:
                    guard let inheritedEntry = symbols[conformance.target] else {
                        throw GeneratorError(
                            "\(protocolName) inherits \(fallback), whose symbol graph was not given; give the graph of its module"
                        )
                    }
                    if seen.insert(conformance.target).inserted {
                        inherited.append((inheritedEntry.symbol.names.title, conformance.target))
                    }
                }
            }
            queue += inherited.sorted { $0.0 < $1.0 }.map(\.1)
        }
        // A requirement restated by an inheriting protocol is one requirement.
        var unique: [DelegateRequirement] = []
        for requirement in result.requirements
        where !unique.contains(where: { $0.sameSignature(as: requirement) }) {
            unique.append(requirement)
        }
        result.requirements = unique
        if result.isolation == nil, let first = unique.first?.isolation,
            unique.allSatisfy({ $0.isolation == first })
        {
            result.isolation = first
        }
        return result
    }

    /// The global actor an attribute among `fragments` names (`@MainActor`, `@SomeGlobalActor`),
    /// or `nil`. An attribute naming a type counts when the type is `MainActor` or a global actor
    /// of a given graph, or, on a protocol or method (where only a global actor or a result
    /// builder can stand), a type no given graph declares.
    func globalActor(in fragments: [SymbolGraph.Fragment]?, unknownTypesCount: Bool = true) -> String? {
        for fragment in fragments ?? [] where fragment.kind == "attribute" {
            guard let id = fragment.preciseIdentifier else { continue }
            if id == "s:ScM" { return "MainActor" }
            if symbols[id] == nil {
                if unknownTypesCount { return fragment.spelling }
                continue
            }
            let isGlobalActor = relationships.contains {
                $0.kind == "conformsTo" && $0.source == id
                    && ($0.target == "s:12_Concurrency11GlobalActorP"
                        || $0.targetFallback?.hasSuffix("GlobalActor") == true)
            }
            if isGlobalActor { return fragment.spelling }
        }
        return nil
    }

    private func requirement(
        _ symbol: SymbolGraph.Symbol, protocolName: String, hasDefault: Bool
    ) -> Result<DelegateRequirement, GeneratorError> {
        let title = symbol.names.title
        let declaration = (symbol.declarationFragments ?? []).map(\.spelling).joined()
        let keywords = Set(
            (symbol.declarationFragments ?? []).filter { $0.kind == "keyword" }.map(\.spelling))
        // What the requirement is; the generator adds what it does about it.
        func refuse(_ what: String) -> Result<DelegateRequirement, GeneratorError> {
            .failure(GeneratorError("\(protocolName).\(title) is \(what)"))
        }
        switch symbol.kind.identifier {
        case "swift.method": break
        case "swift.property": return refuse("a property requirement")
        case "swift.type.method", "swift.type.property", "swift.type.subscript":
            return refuse("a static requirement")
        case "swift.associatedtype": return refuse("an associated type")
        case "swift.init": return refuse("an initializer requirement")
        case "swift.subscript": return refuse("a subscript requirement")
        default: return refuse("a \(symbol.kind.identifier) requirement")
        }
        if !(symbol.swiftGenerics?.parameters ?? []).filter({ $0.name != "Self" }).isEmpty {
            return refuse("a generic method")
        }
        let effects = Self.effects(symbol.declarationFragments ?? [])
        if effects.isRethrowing { return refuse("a rethrowing method") }
        if let thrown = effects.thrownType { return refuse("a method with typed throws (throws(\(thrown)))") }
        if keywords.contains("mutating") { return refuse("a mutating method") }
        if keywords.contains("isolated") {
            return refuse("a method isolated to an actor instance (an isolated parameter)")
        }
        // The parameters' own fragments leave `inout` out; the declaration has it.
        if keywords.contains("inout") { return refuse("a method with an inout parameter") }
        guard let open = title.firstIndex(of: "("), title.hasSuffix(")") else {
            return refuse("a method the generator cannot read (\(declaration))")
        }
        let baseName = String(title[..<open])
        let labels = title[title.index(after: open)..<title.index(before: title.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        let graphParameters = symbol.functionSignature?.parameters ?? []
        guard labels.count == graphParameters.count else {
            return refuse("a method the generator cannot read (\(declaration))")
        }
        var parameters: [MethodParameter] = []
        for (label, parameter) in zip(labels, graphParameters) {
            let spelled = (parameter.declarationFragments ?? []).map(\.spelling).joined()
            guard let colon = spelled.range(of: ": ") else {
                return refuse("a method the generator cannot read (\(declaration))")
            }
            var type = Self.normalize(String(spelled[colon.upperBound...]))
            // The parameter's own fragments leave `@escaping` out; the declaration has it.
            let name = parameter.internalName ?? parameter.name
            if !type.hasPrefix("@escaping "),
                [" ", "("].contains(where: { declaration.contains($0 + name + ": @escaping ") })
            {
                type = "@escaping " + type
            }
            if type.hasPrefix("inout ") { return refuse("a method with an inout parameter") }
            parameters.append(
                MethodParameter(label: label, name: parameter.internalName ?? parameter.name, type: type))
        }
        let returns = Self.normalize((symbol.functionSignature?.returns ?? []).map(\.spelling).joined())
        return .success(
            DelegateRequirement(
                title: title, baseName: baseName, parameters: parameters,
                returnType: ["", "()", "Void"].contains(returns) ? nil : returns, isAsync: effects.isAsync,
                isThrowing: effects.isThrowing, execution: effects.isAsync ? effects.execution : nil,
                hasDefault: hasDefault, protocolName: protocolName))
    }

    /// A method's own effects, as its declaration states them.
    struct Effects: Equatable {
        var isAsync = false
        var isThrowing = false
        var isRethrowing = false
        /// `E` of `throws(E)`.
        var thrownType: String?
        /// `nonisolated(nonsending)` or `@concurrent`, written before `func`.
        var execution: String?
    }

    /// The effects written between the parameter list and `->`; those of a parameter's function
    /// type (`(Int) throws -> Int`) or of the result's are not the method's.
    static func effects(_ fragments: [SymbolGraph.Fragment]) -> Effects {
        var effects = Effects()
        guard let name = fragments.firstIndex(where: { $0.kind == "identifier" }) else { return effects }
        let head = fragments[..<name].map(\.spelling).joined()
        if head.contains("nonisolated(nonsending)") {
            effects.execution = "nonisolated(nonsending)"
        } else if head.contains("@concurrent") {
            effects.execution = "@concurrent"
        }
        // `(parameters) effects -> Result`: the effects follow the parenthesis that closes the
        // parameter list, up to an arrow outside parentheses.
        let rest = Array(fragments[fragments.index(after: name)...].map(\.spelling).joined())
        var index = rest.firstIndex(of: "(") ?? rest.endIndex
        var depth = 0
        while index < rest.endIndex {
            if rest[index] == "(" { depth += 1 }
            if rest[index] == ")" { depth -= 1 }
            index += 1
            if depth == 0 { break }
        }
        var tail = ""
        while index < rest.endIndex {
            if depth == 0 && rest[index] == "-" && index + 1 < rest.endIndex && rest[index + 1] == ">" {
                break
            }
            if rest[index] == "(" { depth += 1 }
            if rest[index] == ")" { depth -= 1 }
            tail.append(rest[index])
            index += 1
        }
        // `throws(E)`: a typed error.
        if let typed = tail.range(of: "throws("), let close = tail.lastIndex(of: ")") {
            effects.thrownType = String(tail[typed.upperBound..<close])
            tail = String(tail[..<typed.lowerBound]) + "throws" + String(tail[tail.index(after: close)...])
        }
        let words = tail.split(separator: " ")
        effects.isAsync = words.contains("async")
        effects.isThrowing = words.contains("throws")
        effects.isRethrowing = words.contains("rethrows")
        return effects
    }

    /// Types as swift-format writes them: `[String: String]`.
    static func normalize(_ type: String) -> String {
        type.replacingOccurrences(of: " : ", with: ": ").trimmingCharacters(in: .whitespaces)
    }

    /// The parameter and result types of a method that are `Sendable`, spelled as the
    /// requirement spells them.
    private func sendableTypes(of symbol: SymbolGraph.Symbol) -> Set<String> {
        var types: [[SymbolGraph.Fragment]] = []
        for parameter in symbol.functionSignature?.parameters ?? [] {
            let fragments = parameter.declarationFragments ?? []
            // `name: Type`: the type follows the first `:`.
            guard let colon = fragments.firstIndex(where: { $0.kind == "text" && $0.spelling.contains(":") })
            else { continue }
            var rest = Array(fragments[colon...])
            if let text = rest.first?.spelling, let index = text.firstIndex(of: ":") {
                rest[0].spelling = String(text[text.index(after: index)...])
            }
            types.append(rest)
        }
        types.append(symbol.functionSignature?.returns ?? [])
        var sendable: Set<String> = []
        for fragments in types where isSendable(fragments) {
            let spelled = Self.normalize(fragments.map(\.spelling).joined())
            sendable.insert(spelled)
            sendable.insert(spelled.replacingOccurrences(of: "@escaping ", with: ""))
        }
        return sendable
    }

    /// Standard library types that are `Sendable` (generic ones when their arguments are).
    static let sendableStandardTypes: Set<String> = [
        "String", "Substring", "Character", "StaticString", "Bool", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Optional", "Array",
        "ContiguousArray",
        "Dictionary", "Set", "Range", "ClosedRange", "Result", "Error", "Never", "Void", "Duration",
        "ObjectIdentifier",
    ]

    /// Foundation's value types that are `Sendable` on every platform, for the graphs of modules
    /// that name them without declaring them (FoundationXML's `Data`).
    static let sendableFoundationTypes: Set<String> = [
        "Data", "URL", "Date", "UUID", "TimeInterval", "Decimal", "IndexPath", "IndexSet", "URLRequest",
        "URLComponents", "URLQueryItem", "CharacterSet", "Locale", "TimeZone", "Calendar", "DateComponents",
    ]

    /// Whether a type, given as its fragments, is `Sendable`: every type it names is, and it is
    /// neither a function type (unless `@Sendable`), a metatype, `Any` nor `AnyObject`.
    private func isSendable(_ fragments: [SymbolGraph.Fragment]) -> Bool {
        let text = fragments.map(\.spelling).joined()
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return true }
        if text.contains("->")
            && !fragments.contains(where: { $0.kind == "attribute" && $0.spelling == "@Sendable" })
        {
            return false
        }
        if text.contains(".Type") || text.contains(".Protocol") { return false }
        for fragment in fragments {
            switch fragment.kind {
            case "keyword":
                if ["Any", "AnyObject", "Self", "some", "inout"].contains(fragment.spelling) { return false }
            case "typeIdentifier":
                guard isSendableType(fragment) else { return false }
            default:
                break
            }
        }
        return true
    }

    /// Whether the type a fragment names is `Sendable`: by the standard library's or Foundation's
    /// known types, or a given graph's conformance (or a protocol's inheritance) to `Sendable`
    /// or `Error`.
    private func isSendableType(_ fragment: SymbolGraph.Fragment) -> Bool {
        guard let id = fragment.preciseIdentifier else { return false }
        let module = Self.module(ofPreciseIdentifier: id)
        if module == "Swift" { return Self.sendableStandardTypes.contains(fragment.spelling) }
        if let module, ReactiveConformance.foundationModules.contains(module),
            Self.sendableFoundationTypes.contains(fragment.spelling)
        {
            return true
        }
        return relationships.contains {
            $0.source == id && $0.kind == "conformsTo"
                && ($0.target == "s:s8SendableP" || $0.target == "s:s5ErrorP"
                    || $0.targetFallback == "Swift.Sendable" || $0.targetFallback == "Swift.Error")
        }
    }

    /// The modules of the types a symbol's declaration names, from their precise identifiers.
    private func modulesNamed(by symbol: SymbolGraph.Symbol) -> Set<String> {
        var fragments = symbol.declarationFragments ?? []
        fragments += (symbol.functionSignature?.parameters ?? []).flatMap { $0.declarationFragments ?? [] }
        var modules: Set<String> = []
        for fragment in fragments where fragment.kind == "typeIdentifier" {
            if let id = fragment.preciseIdentifier, let module = Self.module(ofPreciseIdentifier: id) {
                modules.insert(module)
            }
        }
        return modules
    }

    /// The module a mangled USR starts with: `s:20FoundationEssentials11FileManagerC`.
    static func module(ofPreciseIdentifier id: String) -> String? {
        guard id.hasPrefix("s:") else { return nil }
        var rest = Substring(id.dropFirst(2))
        if rest.hasPrefix("S") || rest.hasPrefix("s") { return "Swift" }
        let digits = rest.prefix { $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        rest = rest.dropFirst(digits.count)
        guard rest.count >= length else { return nil }
        return String(rest.prefix(length))
    }
}

extension DelegateRequirement {
    var signatureKey: String {
        parameters.map(\.type).joined(separator: ",") + "->" + (returnType ?? "")
    }

    func sameSignature(as other: DelegateRequirement) -> Bool {
        title == other.title && signatureKey == other.signatureKey
    }
}
