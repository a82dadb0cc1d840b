/// How generated names are chosen, so that users can predict them:
///
/// - The parent is the class `--parent` names, else the type of the first parameter that most
///   methods share. A method's parent parameter is its first whose type is the parent, a
///   superclass or specialization of it, or a protocol it conforms to (see ``ParentParameter``);
///   its stream carries every other argument.
/// - A method whose base name names its parent parameter, as Objective-C's do (it starts or ends
///   with the parent parameter's name or its type's), is named by its argument labels after the
///   parent parameter, in lowerCamelCase, as few of them as make the name unique in the protocol:
///   `parser(_:didStartElement:namespaceURI:qualifiedName:attributes:)` → `didStartElement`,
///   `fileManager(_:shouldProceedAfterError:copyingItemAt:to:)` → `shouldProceedAfterErrorCopyingItemAt`.
///   An unlabeled parameter counts with its name.
/// - A method whose only parameter is the parent drops the parent's name from its base name:
///   `parserDidStartDocument(_:)` → `didStartDocument`.
/// - When two methods have the same labels after the parent, one whose base name is not the
///   protocol's most common one puts the rest of its base name before its first label: with
///   `picker(_:didSelect:)` and `pickerSheet(_:didSelect:)`, the second is `sheetDidSelect`.
/// - Any other method (its base name says what it does, or its parent parameter is not the
///   first, or it has none) is named by its base name, then as few labels of its other
///   parameters as make the name unique: `notify(source:title:body:)` → `notify`,
///   `setTerminalTitle(source:title:)` → `setTerminalTitle`, `didReceive(event:client:)` with the
///   parent `client` → `didReceive`, `send(source:data:)` and `send(source:text:)` → `sendData`
///   and `sendText`.
/// - Two methods the rule would give one name are each named by their whole `#function` name,
///   base name then every label (an unlabeled parameter's name where it does not repeat the word
///   before it): `didReceive(event:_:)` and `didReceive(_:event:)`, whose parent `client` comes
///   last and first, are `didReceiveEventClient` and `didReceiveClientEvent`.
/// - Methods that share one `#function` name (overloads by type only) cannot be told apart by the
///   dispatch table: they are forwarded, not observed, and get no name.
enum NamingRule {
    /// The type of the first parameter most methods share; ties go to the first in order.
    static func subjectType(of requirements: [DelegateRequirement]) -> String? {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for requirement in requirements {
            guard let type = requirement.parameters.first?.type else { continue }
            if counts[type] == nil { order.append(type) }
            counts[type, default: 0] += 1
        }
        let most = counts.values.max() ?? 0
        return order.first { counts[$0] == most }
    }

    /// The name of each requirement (`nil` for one that is only forwarded), in order.
    static func names(
        of requirements: [DelegateRequirement], parent: ParentParameter
    ) throws(GeneratorError) -> [String?] {
        let parentIndices = requirements.map(parent.index(in:))
        var titleCounts: [String: Int] = [:]
        for requirement in requirements { titleCounts[requirement.title, default: 0] += 1 }
        let commonBase = mostCommonBaseName(requirements)
        // Each observed method's candidate words: labels after the parent, or base name then labels.
        var words: [[String]?] = zip(requirements, parentIndices).map { requirement, parentIndex in
            guard titleCounts[requirement.title] == 1 else { return nil }
            let parameters = requirement.parameters
            let labels = { (parameters: [MethodParameter]) in
                parameters.map { $0.label == "_" ? $0.name : $0.label }
            }
            if parentIndex == 0 {
                if parameters.count == 1 {
                    let prefixes = [commonBase, parameters[0].name].compactMap { $0 }
                    return [strip(requirement.baseName, prefixes: prefixes)]
                }
                if namesTheParent(requirement) {
                    return labels(Array(parameters.dropFirst()))
                }
            }
            var others = parameters
            if let parentIndex { others.remove(at: parentIndex) }
            return [requirement.baseName] + labels(others)
        }
        // Labels alone cannot tell `picker(_:didSelect:)` from `pickerSheet(_:didSelect:)`: a
        // method whose base name is not the protocol's most common one takes the rest of it first.
        let labelWords = words
        for (index, requirement) in requirements.enumerated() {
            guard let candidate = labelWords[index],
                requirement.parameters.count > 1, parentIndices[index] == 0,
                requirement.baseName != commonBase,
                labelWords.enumerated().contains(where: { $0.offset != index && $0.element == candidate })
            else { continue }
            let prefixes = [commonBase, requirement.parameters[0].name].compactMap { $0 }
            let first = lowerCamelCase([strip(requirement.baseName, prefixes: prefixes), candidate[0]])
            words[index] = [first] + candidate.dropFirst()
        }
        var names: [String?] = []
        for (index, candidate) in words.enumerated() {
            guard let candidate else {
                names.append(nil)
                continue
            }
            var count = 1
            while count < candidate.count {
                let prefix = candidate.prefix(count)
                let shared = words.enumerated().contains { other, otherWords in
                    other != index && otherWords.map { $0.prefix(count) == prefix } == true
                }
                if !shared { break }
                count += 1
            }
            names.append(lowerCamelCase(candidate.prefix(count)))
        }
        // Names the rule gives twice: each such method is named by its whole `#function` name,
        // its base name then every label (the parent's too), which no other method shares.
        var counts: [String: Int] = [:]
        for name in names.compactMap({ $0 }) { counts[name, default: 0] += 1 }
        for (index, requirement) in requirements.enumerated() {
            guard let name = names[index], counts[name, default: 0] > 1 else { continue }
            var words = [requirement.baseName]
            // An unlabeled parameter counts with its name, unless the base name just said it.
            for parameter in requirement.parameters {
                let word = parameter.label == "_" ? parameter.name : parameter.label
                if word.lowercased() != words.last?.lowercased() { words.append(word) }
            }
            names[index] = lowerCamelCase(words[...])
        }
        var seen: [String: String] = [:]
        for (name, requirement) in zip(names, requirements) {
            guard let name else { continue }
            if let other = seen[name] {
                throw GeneratorError(
                    "\(requirement.title) and \(other) both get the name \(name); write this proxy by hand")
            }
            seen[name] = requirement.title
        }
        return names
    }

    /// Whether `requirement`'s base name names its parent (first) parameter rather than what it
    /// does, as Objective-C's delegate methods do (`parser(_:didStartElement:)`,
    /// `urlSession(_:task:didCompleteWithError:)`, `pickerSheet(_:didSelect:)`): it starts or
    /// ends with the parameter's name or its type's.
    static func namesTheParent(_ requirement: DelegateRequirement) -> Bool {
        let base = requirement.baseName.lowercased()
        guard let parent = requirement.parameters.first else { return false }
        let typeName = ParentParameter.nominal(parent.type).map { lowercasedLeadingRun($0) }
        return [parent.name, typeName].compactMap { $0?.lowercased() }.contains {
            !$0.isEmpty && (base.hasPrefix($0) || base.hasSuffix($0))
        }
    }

    static func lowerCamelCase(_ words: ArraySlice<String>) -> String {
        var result = ""
        for word in words {
            guard let first = word.first else { continue }
            if result.isEmpty {
                result = lowercasedLeadingRun(word)
            } else {
                result += first.uppercased() + word.dropFirst()
            }
        }
        return result
    }

    /// `URLRequest` → `urlRequest`, `Delegate` → `delegate`.
    private static func lowercasedLeadingRun(_ word: String) -> String {
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        if upper <= 1 || upper == characters.count {
            return String(characters.prefix(max(upper, 1))).lowercased()
                + String(characters.dropFirst(max(upper, 1)))
        }
        return String(characters.prefix(upper - 1)).lowercased() + String(characters.dropFirst(upper - 1))
    }

    private static func strip(_ baseName: String, prefixes: [String]) -> String {
        for prefix in prefixes where baseName.hasPrefix(prefix) {
            let rest = baseName.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase {
                return lowercasedLeadingRun(String(rest))
            }
        }
        return baseName
    }

    private static func mostCommonBaseName(_ requirements: [DelegateRequirement]) -> String? {
        var counts: [String: Int] = [:]
        for requirement in requirements where requirement.parameters.count > 1 {
            counts[requirement.baseName, default: 0] += 1
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }
}
