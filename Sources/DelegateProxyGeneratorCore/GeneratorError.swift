/// A problem with the generator's input: printed as one line, and the generator exits non-zero.
package struct GeneratorError: Error, Equatable, CustomStringConvertible {
    /// The message, one line.
    package var message: String

    /// Creates an error with a one-line message.
    /// - Parameter message: What is wrong and, where it helps, what to do.
    package init(_ message: String) {
        self.message = message.replacingOccurrences(of: "\n", with: " ")
    }

    /// The message.
    package var description: String { message }
}
