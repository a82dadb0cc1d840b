import Foundation
import LifetimeHarness
import Testing

/// Issue 47 item 1: every public form lets go of what its closures capture when disposed while
/// the caller still holds the disposable, and when it ends (completed, error), in both the
/// closure form and the observer form. Main actor: `drive` asks for the main thread.
@Suite @MainActor struct LifetimeHarnessTests {
    struct Run: CustomTestStringConvertible, Sendable {
        let lifetimeCase: LifetimeCase
        let form: HarnessForm
        let end: HarnessEnd
        var testDescription: String { "\(lifetimeCase.name) [\(form.rawValue), \(end.rawValue)]" }
    }

    nonisolated static let runs: [Run] = lifetimeCases.flatMap { lifetimeCase in
        HarnessForm.allCases.flatMap { form in
            lifetimeCase.ends.map { Run(lifetimeCase: lifetimeCase, form: form, end: $0) }
        }
    }

    @Test(arguments: runs) func releasesWhatItsClosuresCapture(_ run: Run) {
        let failure = runLifetimeCase(run.lifetimeCase, form: run.form, end: run.end)
        #expect(failure == nil)
    }

    /// The harness catches a subscription that keeps its closure after disposal and after a
    /// stop event.
    @Test(arguments: HarnessEnd.allCases) func reportsADisposableThatKeepsItsClosure(_ end: HarnessEnd) {
        #expect(runLifetimeCase(leakingControlCase, form: .closures, end: end) != nil)
    }

    /// A public operator added without a case fails here: every `public func` name in the core's
    /// operator, trait, subject and relay sources, and in Driver/Signal's, is named by a case or
    /// exempt with a reason.
    @Test func everyPublicOperatorHasACase() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folders = [
            "Sources/ObservableCore/Operators", "Sources/ObservableCore/Traits",
            "Sources/ObservableCore/Subjects",
            "Sources/ObservableCore/Relays", "Sources/DelegateProxyKit/SharedSequence",
        ]
        let pattern = try Regex(#"public (?:static )?func `?([A-Za-z]+)`?"#)
        var names = Set<String>()
        for folder in folders {
            let directory = root.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path)
            where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: pattern) {
                    if let name = match.output[1].substring { names.insert(String(name)) }
                }
            }
        }
        let covered = Set(lifetimeCases.flatMap(\.covers)).union(lifetimeExemptNames.keys)
        #expect(names.subtracting(covered).sorted() == [])
    }
}
