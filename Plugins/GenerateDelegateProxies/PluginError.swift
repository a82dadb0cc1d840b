import Foundation
import PackagePlugin

/// Why the plugin failed, in one line: SwiftPM prints it after `error: ` and stops.
struct PluginError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = Self.oneLine(description)
    }

    /// `step` (what the plugin was doing, "building the symbol graph of target T") failed; the
    /// line adds what `error` says when it says something readable.
    init(_ step: String, failedWith error: any Error) {
        if let error = error as? PluginError {
            self = error
        } else if let reason = Self.readableReason(error) {
            self.init("\(step) failed: \(reason)")
        } else {
            self.init("\(step) failed")
        }
    }

    /// What `error` says, if a user can read it.
    static func readableReason(_ error: any Error) -> String? {
        let text: String
        switch error {
        case let error as PluginError:
            text = error.description
        case PackageManagerProxyError.unspecified(let message),
            PackageManagerProxyError.unimplemented(let message):
            // SwiftPM answers "fatalError" for a build that failed: the compiler's errors, printed
            // above, are the reason, and the word adds nothing.
            text = message == "fatalError" ? "" : message
        case let error as any LocalizedError where error.errorDescription != nil:
            text = error.errorDescription ?? ""
        case let error as NSError where [NSCocoaErrorDomain, NSPOSIXErrorDomain].contains(error.domain):
            text = error.localizedDescription
        case let error as any CustomStringConvertible:
            text = error.description
        default:
            // A Swift enum without a description prints its case and payload: code, not a reason.
            text = ""
        }
        let line = oneLine(text)
        return line.isEmpty ? nil : line
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
    }
}

/// Runs `body`, one step of the plugin; an error that is not a `PluginError` becomes one that
/// names the step, so that every failure reaches the user as one line saying what failed.
func step<Result>(_ name: @autoclosure () -> String, _ body: () throws -> Result) throws(PluginError)
    -> Result
{
    do {
        return try body()
    } catch {
        throw PluginError(name(), failedWith: error)
    }
}
