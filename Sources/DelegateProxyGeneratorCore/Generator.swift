import Foundation

/// What to generate: `delegate-proxy-generator`'s arguments.
package struct GeneratorOptions: Equatable {
    /// Symbol graph files, or directories holding them.
    package var symbolGraphs: [String] = []
    /// The module the proxies are compiled into; a protocol without a module prefix is looked up there.
    package var module = ""
    /// `P` or `Module.P`, one file each.
    package var protocols: [String] = []
    /// The proxy's parent class; by default the first parameter's type most methods share.
    package var parent: String?
    /// The type of the parameter that passes the parent where it is not the parent's own type
    /// (the `URLSession` an `ObservedURLSession` holds): left out of streams, as the parent is.
    package var sender: String?
    /// The parent's property holding the delegate.
    package var property = "delegate"
    /// `NAME=EXPR`: the answer of the method NAME (as `#function` spells it, or a base name for
    /// every method with that base name) when there is no forward delegate.
    package var defaults: [String] = []
    /// The proxies and their streams are `public`, with every member documented, for a library
    /// product; by default they are internal to the target.
    package var isPublic = false
    /// Where the files go.
    package var outputDirectory = ""
    /// The command that regenerates the files, for their header.
    package var command: [String] = []
    /// What the output directory holds already, by file name: a conformance a generated file
    /// added before is kept where it is.
    package var existingFiles: [String: String] = [:]

    package init() {}
}

/// One generated source file.
package struct GeneratedFile: Equatable {
    /// `<Protocol>Proxy.swift`.
    package var name: String
    package var contents: String
}

/// Reads protocols from symbol graphs and writes their proxies.
package enum Generator {
    /// The files for `options`, and warnings about requirements left to their default.
    package static func generate(
        _ graphs: SymbolGraphSet, _ options: GeneratorOptions
    ) throws(GeneratorError) -> (files: [GeneratedFile], warnings: [String]) {
        guard !options.protocols.isEmpty else { throw GeneratorError("no --protocol given; see --help") }
        var answers: [(name: String, expression: String, used: Bool)] = []
        for entry in options.defaults {
            guard let equals = entry.firstIndex(of: "="), equals != entry.startIndex,
                !entry[entry.index(after: equals)...].trimmingCharacters(in: .whitespaces).isEmpty
            else {
                throw GeneratorError(
                    "--default \(entry): write it NAME=EXPR, e.g. 'fileManager(_:shouldCopyItemAt:to:)=true'")
            }
            answers.append((String(entry[..<equals]), String(entry[entry.index(after: equals)...]), false))
        }
        var files: [GeneratedFile] = []
        var warnings: [String] = []
        // Parents given `rx` by a file of this run.
        var madeReactive: Set<String> = []
        for reference in options.protocols {
            let delegate = try graphs.delegateProtocol(reference, ownModule: options.module)
            for unsupported in delegate.unsupported {
                if unsupported.hasDefault {
                    warnings.append(
                        "\(unsupported.reason), which the generator cannot wrap: \(delegate.name)Proxy leaves it to the protocol's default, so its calls are neither observed nor forwarded"
                    )
                } else {
                    throw GeneratorError(
                        "\(unsupported.reason): the generator cannot wrap it and the protocol has no default for it; write this proxy by hand"
                    )
                }
            }
            guard !delegate.requirements.isEmpty else {
                throw GeneratorError("\(delegate.name) has no method the generator can wrap")
            }
            let subject = NamingRule.subjectType(of: delegate.requirements)
            guard let parent = options.parent ?? subject else {
                throw GeneratorError(
                    "\(delegate.name): no method takes its parent first; name the parent with --parent")
            }
            if let kind = graphs.nonClassKind(of: parent) {
                throw GeneratorError(
                    options.parent == nil
                        ? "\(delegate.name): the type most of its methods take first, \(parent), is \(kind), not the parent class; name the parent with --parent"
                        : "--parent \(parent) is \(kind); name the class whose \(options.property) property holds the delegate"
                )
            }
            let parentClass = graphs.parentClass(parent, property: options.property)
            // A class no graph knows would be written into a proxy that does not compile.
            if options.parent != nil, parentClass == nil {
                throw GeneratorError(
                    "--parent \(parent): no class \(ParentParameter.nominal(parent) ?? parent) in the symbol graphs of \(graphs.modules.sorted().joined(separator: ", ")); name a class one of them declares, or give the graph of the module that declares it"
                )
            }
            var parentParameter = graphs.parentParameter(parent)
            if let sender = options.sender {
                guard let nominal = ParentParameter.nominal(sender) else {
                    throw GeneratorError("--sender \(sender): name a type, e.g. --sender URLSession")
                }
                parentParameter.typeNames.insert(nominal)
            }
            let names = try NamingRule.names(of: delegate.requirements, parent: parentParameter)
            var resolved: [String?] = []
            for requirement in delegate.requirements {
                guard requirement.returnType != nil else {
                    resolved.append(nil)
                    continue
                }
                let exact = answers.firstIndex { $0.name == requirement.title }
                let base = answers.firstIndex { $0.name == requirement.baseName }
                if let index = exact ?? base {
                    answers[index].used = true
                    resolved.append(answers[index].expression)
                } else if requirement.hasDefault || requirement.isOptional {
                    // An optional requirement's caller asks whether the delegate implements it
                    // and answers by itself when it does not (RxCocoa's `responds(to:)` rule).
                    resolved.append(nil)
                } else {
                    throw GeneratorError(
                        "\(delegate.name).\(requirement.title) returns \(requirement.returnType!) and the protocol has no default for it: give its answer with --default '\(requirement.title)=EXPR'"
                    )
                }
            }
            let fileName = "\(delegate.name)Proxy.swift"
            var reactive: ReactiveConformance?
            if let parentClass, !parentClass.inheritsNSObject {
                let conformance = ReactiveConformance(parentClass, ownModule: options.module)
                let keptHere = options.existingFiles[fileName]?.contains(conformance.declaration) == true
                let elsewhere =
                    madeReactive.contains(parentClass.name)
                    || options.existingFiles.contains {
                        $0.key != fileName && $0.value.contains(conformance.declaration)
                    }
                if (!parentClass.isReactiveCompatible || keptHere) && !elsewhere {
                    reactive = conformance
                    madeReactive.insert(parentClass.name)
                }
            }
            let generic = try parentClass.flatMap { parentClass throws(GeneratorError) in
                try GenericParent(parent, parentClass)
            }
            let emitter = ProxyEmitter(
                delegate: delegate, ownModule: options.module, parentType: parent,
                parentParameter: parentParameter,
                property: options.property, names: names, answers: resolved, command: options.command,
                isolation: parentClass?.propertyIsolation ?? delegate.isolation,
                reactiveConformance: reactive,
                isPublic: options.isPublic, genericParent: generic
            )
            files.append(GeneratedFile(name: fileName, contents: emitter.source()))
        }
        if let unused = answers.first(where: { !$0.used }) {
            throw GeneratorError(
                "--default \(unused.name): no method with a result is named so in \(options.protocols.joined(separator: ", "))"
            )
        }
        return (files, warnings)
    }

    /// Writes `files` into `directory`, each through a temporary file renamed over the old one, so
    /// that a failure never leaves a half-written file; a file whose contents are unchanged is left alone.
    package static func write(_ files: [GeneratedFile], to directory: String) throws(GeneratorError) {
        // The nearest existing folder on the way must be a folder.
        var existing = directory
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: existing, isDirectory: &isDirectory) {
            let parent = (existing as NSString).deletingLastPathComponent
            if parent == existing || parent.isEmpty { break }
            existing = parent
        }
        if FileManager.default.fileExists(atPath: existing), !isDirectory.boolValue {
            throw GeneratorError(
                "cannot create \(directory): \(existing) is a file, not a directory; give --output a directory"
            )
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw GeneratorError(
                "cannot create \(directory): \(reason(error)); check that --output may be written")
        }
        for file in files {
            let path = (directory as NSString).appendingPathComponent(file.name)
            let data = Data(file.contents.utf8)
            if FileManager.default.contents(atPath: path) == data { continue }
            let temporary = (directory as NSString).appendingPathComponent(
                ".\(file.name).\(ProcessInfo.processInfo.processIdentifier).tmp")
            guard FileManager.default.createFile(atPath: temporary, contents: data) else {
                throw GeneratorError(
                    "cannot write \(path): \(String(cString: strerror(errno))); check that --output may be written"
                )
            }
            guard rename(temporary, path) == 0 else {
                let message = String(cString: strerror(errno))
                try? FileManager.default.removeItem(atPath: temporary)
                throw GeneratorError(
                    "cannot write \(path): \(message); remove what is in its place or choose another --output"
                )
            }
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            let posix = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(posix.rawValue))
        }
        return nsError.localizedDescription
    }
}
