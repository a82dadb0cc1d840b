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
    /// operator, trait, subject and relay sources, and in Driver/Signal's, and every `public func`
    /// and `public var` of the bridges to Swift concurrency and Observation (`values` is a
    /// property), is named by a case (synchronous or async) or exempt with a reason.
    @Test func everyPublicOperatorHasACase() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folders = [
            "Sources/ObservableCore/Operators", "Sources/ObservableCore/Traits",
            "Sources/ObservableCore/Subjects",
            "Sources/ObservableCore/Relays", "Sources/DelegateProxyKit/SharedSequence",
            "Sources/ObservableCore/Bridges",
        ]
        let functions = try Regex(#"public (?:static )?func `?([A-Za-z]+)`?"#)
        let properties = try Regex(#"public (?:static )?var `?([A-Za-z]+)`?"#)
        var names = Set<String>()
        for folder in folders {
            let directory = root.appendingPathComponent(folder)
            let patterns = folder.hasSuffix("Bridges") ? [functions, properties] : [functions]
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path)
            where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for pattern in patterns {
                    for match in text.matches(of: pattern) {
                        if let name = match.output[1].substring { names.insert(String(name)) }
                    }
                }
            }
        }
        let covered = Set(lifetimeCases.flatMap(\.covers) + asyncLifetimeCases.flatMap(\.covers))
            .union(lifetimeExemptNames.keys)
        #expect(names.subtracting(covered).sorted() == [])
        // The bridges' own names are there to be checked.
        #expect(names.isSuperset(of: ["values", "stream", "observations", "observe", "value"]))
    }
}

/// The bridges to and from Swift concurrency let go of what their closures capture when the
/// iterating task is cancelled (or the subscription disposed), at completion and at an error,
/// while the caller still holds the stream or the disposable. Not on the main actor: the bridges'
/// tasks must not inherit it.
@Suite struct AsyncBridgeLifetimeTests {
    struct Run: CustomTestStringConvertible, Sendable {
        let lifetimeCase: AsyncLifetimeCase
        let end: AsyncHarnessEnd
        var testDescription: String { "\(lifetimeCase.name) [\(end.rawValue)]" }
    }

    static let runs: [Run] = asyncLifetimeCases.flatMap { lifetimeCase in
        lifetimeCase.ends.map { Run(lifetimeCase: lifetimeCase, end: $0) }
    }

    @Test(arguments: runs) func releasesWhatItsClosuresCapture(_ run: Run) async {
        let failure = await runAsyncLifetimeCase(run.lifetimeCase, end: run.end)
        #expect(failure == nil)
    }

    /// The async harness catches what is kept after the end, too.
    @Test(arguments: AsyncHarnessEnd.allCases) func reportsAStreamThatKeepsItsObject(_ end: AsyncHarnessEnd)
        async
    {
        #expect(await runAsyncLifetimeCase(asyncLeakingControlCase, end: end) != nil)
    }
}
