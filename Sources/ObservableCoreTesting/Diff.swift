/// A readable difference between two lists, or `nil` when they are equal: the lines both share
/// are indented, a line only `actual` has starts with `+`, a line only `expected` has with `-`.
///
/// It belongs to no test framework: `#expect(diff(observer.events, expected) == nil)` in Swift
/// Testing, `XCTAssertNil(diff(observer.events, expected))` in XCTest, and both print the
/// difference when it fails.
///
/// ```swift
/// let actual: [Recorded<Event<Int>>] = [.next(210, 1), .next(230, 3), .completed(300)]
/// let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(300)]
/// print(diff(actual, expected) ?? "equal")
/// // 3 actual, 3 expected:
/// //   next(1) @ 210
/// // - next(2) @ 220
/// // + next(3) @ 230
/// //   completed @ 300
/// ```
/// - Parameters:
///   - actual: What happened (recorded events, subscriptions, …).
///   - expected: What should have happened.
/// - Returns: `nil` when the lists are equal, otherwise the line-by-line difference.
public func diff<Value: Equatable>(_ actual: [Value], _ expected: [Value]) -> String? {
    guard actual != expected else { return nil }
    var lines = ["\(actual.count) actual, \(expected.count) expected:"]
    for line in alignment(actual, expected) {
        switch line {
        case .both(let value): lines.append("  \(describe(value))")
        case .actualOnly(let value): lines.append("+ \(describe(value))")
        case .expectedOnly(let value): lines.append("- \(describe(value))")
        }
    }
    return lines.joined(separator: "\n")
}

private enum DiffLine<Value> {
    case both(Value)
    case actualOnly(Value)
    case expectedOnly(Value)
}

private func describe<Value>(_ value: Value) -> String {
    String(describing: value)
}

/// The longest common subsequence of the two lists, with what each has besides; at a tie the
/// expected line comes first, so a changed record reads as `-` then `+`.
private func alignment<Value: Equatable>(_ actual: [Value], _ expected: [Value]) -> [DiffLine<Value>] {
    let rows = actual.count
    let columns = expected.count
    // common[i][j]: length of the longest common subsequence of actual[i...] and expected[j...].
    var common = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
    for i in stride(from: rows - 1, through: 0, by: -1) {
        for j in stride(from: columns - 1, through: 0, by: -1) {
            common[i][j] =
                actual[i] == expected[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
    }
    var lines: [DiffLine<Value>] = []
    var i = 0
    var j = 0
    while i < rows || j < columns {
        if i < rows, j < columns, actual[i] == expected[j] {
            lines.append(.both(actual[i]))
            i += 1
            j += 1
        } else if j < columns, i == rows || common[i][j + 1] >= common[i + 1][j] {
            lines.append(.expectedOnly(expected[j]))
            j += 1
        } else {
            lines.append(.actualOnly(actual[i]))
            i += 1
        }
    }
    return lines
}
