import Foundation

/// The part of a symbol graph file (`swift symbolgraph-extract`, `swift package
/// dump-symbol-graph`) the generator reads.
struct SymbolGraph: Decodable {
    struct Module: Decodable {
        var name: String
    }

    struct Fragment: Decodable {
        var kind: String
        var spelling: String
        var preciseIdentifier: String?
    }

    struct Parameter: Decodable {
        var name: String
        var internalName: String?
        var declarationFragments: [Fragment]?
    }

    struct FunctionSignature: Decodable {
        var parameters: [Parameter]?
        var returns: [Fragment]?
    }

    struct Generics: Decodable {
        struct GenericParameter: Decodable {
            var name: String
        }
        var parameters: [GenericParameter]?
    }

    struct Symbol: Decodable {
        struct Kind: Decodable {
            var identifier: String
        }
        struct Identifier: Decodable {
            var precise: String
        }
        struct Names: Decodable {
            var title: String
        }

        var kind: Kind
        var identifier: Identifier
        var pathComponents: [String]
        var names: Names
        var declarationFragments: [Fragment]?
        var functionSignature: FunctionSignature?
        var swiftGenerics: Generics?
    }

    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
        var targetFallback: String?
    }

    var module: Module
    var symbols: [Symbol]
    var relationships: [Relationship]
}

/// Every symbol graph the generator was given, indexed.
package struct SymbolGraphSet {
    /// Modules whose symbols another module re-exports: `Foundation.FileManagerDelegate` is
    /// declared in FoundationEssentials on Linux.
    static let reexports: [String: [String]] = [
        "Foundation": ["FoundationEssentials", "FoundationInternationalization"]
    ]

    struct Entry {
        var symbol: SymbolGraph.Symbol
        /// The module whose graph declares the symbol.
        var module: String
    }

    private(set) var symbols: [String: Entry] = [:]
    private(set) var relationships: [SymbolGraph.Relationship] = []
    /// Modules with a graph of their own (extension graphs `A@B` count for A only).
    private(set) var modules: Set<String> = []

    package init() {}

    /// Adds the graphs in `paths` (files, or directories searched for `*.symbols.json`).
    package init(paths: [String]) throws(GeneratorError) {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw GeneratorError("no such symbol graph file or directory: \(path)")
            }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { $0.hasSuffix(".symbols.json") }.sorted().map { path + "/" + $0 }
            } else {
                files.append(path)
            }
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw GeneratorError("cannot read symbol graph \(file)")
            }
            try add(data, name: file)
        }
    }

    /// Adds one graph, given as its JSON.
    package mutating func add(_ data: Data, name: String) throws(GeneratorError) {
        let graph: SymbolGraph
        do {
            graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
        } catch {
            throw GeneratorError("\(name) is not a symbol graph (\(Self.describe(error)))")
        }
        modules.insert(graph.module.name)
        for symbol in graph.symbols where symbols[symbol.identifier.precise] == nil {
            symbols[symbol.identifier.precise] = Entry(symbol: symbol, module: graph.module.name)
        }
        relationships += graph.relationships
    }

    /// The modules whose symbols `module` makes visible: itself and those it re-exports.
    func visibleModules(of module: String) -> [String] {
        [module] + (Self.reexports[module] ?? [])
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            return context.debugDescription
        case DecodingError.keyNotFound(let key, let context):
            return "missing \(path(context.codingPath + [key]))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "unexpected value at \(path(context.codingPath))"
        default:
            return "\(error)"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
