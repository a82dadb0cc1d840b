/// A binding received an error: a bug in the program (bindings must not fail). Stops in debug
/// builds so it is found early; printed in release builds so users do not crash.
package func bindingErrorToInterface(_ error: Swift.Error) {
    let message = "Binding error: \(error). Bindings must not fail: handle the error before binding."
    #if DEBUG
        fatalError(message)
    #else
        print(message)
    #endif
}
