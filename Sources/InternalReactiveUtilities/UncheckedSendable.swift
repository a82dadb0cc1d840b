/// Carries a value across an isolation boundary (into a `Task`, an `@Sendable` closure) that
/// the compiler cannot prove safe. Each use names the discipline that makes it safe: the
/// value is handed over, not shared and mutated from two sides at once.
package struct UncheckedSendable<Value>: @unchecked Sendable {  // Each use site states why.
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
