import Foundation
import FoundationProxies
import Testing

@Suite struct FileManagerDelegateProxyTests {
    /// A fresh folder holding `names`, each file containing its own name.
    private func folder(with names: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("FileManagerDelegateProxyTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in names { try Data(name.utf8).write(to: root.appendingPathComponent(name)) }
        return root
    }

    @Test func copiesMovesAndRemovesAreObservedWithFoundationsAnswers() throws {
        let root = try folder(with: ["a.txt"])
        defer { try? FileManager.default.removeItem(at: root) }
        let fileManager = FileManager()
        var log: [String] = []
        let bag = DisposeBag()
        fileManager.rx.shouldCopyItemAt
            .subscribe(onNext: { log.append("copy \($0.arguments.0.lastPathComponent): \($0.returnValue)") })
            .disposed(by: bag)
        fileManager.rx.shouldMoveItemAt
            .subscribe(onNext: { log.append("move \($0.arguments.0.lastPathComponent): \($0.returnValue)") })
            .disposed(by: bag)
        fileManager.rx.shouldRemoveItemAt
            .subscribe(onNext: { log.append("remove \($0.arguments.lastPathComponent): \($0.returnValue)") })
            .disposed(by: bag)

        try fileManager.copyItem(
            at: root.appendingPathComponent("a.txt"), to: root.appendingPathComponent("b.txt"))
        try fileManager.moveItem(
            at: root.appendingPathComponent("b.txt"), to: root.appendingPathComponent("c.txt"))
        try fileManager.removeItem(at: root.appendingPathComponent("c.txt"))

        #expect(log == ["copy a.txt: true", "move b.txt: true", "remove c.txt: true"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["a.txt"])
    }

    @Test func eventsCarryTheAnswerOfEachMethodWithAResult() throws {
        let root = try folder(with: ["a.txt"])
        defer { try? FileManager.default.removeItem(at: root) }
        let fileManager = FileManager()
        var log: [String] = []
        let subscription = fileManager.rx.events.subscribe(onNext: { event in
            switch event {
            case .shouldCopyItemAt(let arguments, let answer):
                log.append(
                    "copy \(arguments.shouldCopyItemAt.lastPathComponent) to \(arguments.to.lastPathComponent): \(answer)"
                )
            case .shouldRemoveItemAt(let arguments, let answer):
                log.append("remove \(arguments.lastPathComponent): \(answer)")
            default:
                log.append("other \(event)")
            }
        })
        defer { subscription.dispose() }

        try fileManager.copyItem(
            at: root.appendingPathComponent("a.txt"), to: root.appendingPathComponent("b.txt"))
        try fileManager.removeItem(at: root.appendingPathComponent("b.txt"))

        #expect(log == ["copy a.txt to b.txt: true", "remove b.txt: true"])
    }

    @Test func anErrorStopsTheOperationAsWithoutADelegate() throws {
        let root = try folder(with: ["a.txt", "b.txt"])
        defer { try? FileManager.default.removeItem(at: root) }
        let fileManager = FileManager()
        var answers: [Bool] = []
        let subscription = fileManager.rx.shouldProceedAfterErrorCopyingItemAt
            .subscribe(onNext: { answers.append($0.returnValue) })
        defer { subscription.dispose() }

        // The destination exists: Foundation asks whether to go on, and without a delegate stops.
        #expect(throws: (any Error).self) {
            try fileManager.copyItem(
                at: root.appendingPathComponent("a.txt"), to: root.appendingPathComponent("b.txt"))
        }
        #expect(answers == [false])
        #expect(try String(contentsOf: root.appendingPathComponent("b.txt"), encoding: .utf8) == "b.txt")
    }

    @Test func theDelegateSetBeforeStillAnswers() throws {
        let root = try folder(with: ["keep.txt", "drop.txt"])
        defer { try? FileManager.default.removeItem(at: root) }
        let fileManager = FileManager()
        let rules = KeepRule()
        fileManager.delegate = rules
        var log: [String] = []
        // Foundation asks about a path by its URL on Linux.
        let subscription = fileManager.rx.shouldRemoveItemAt
            .subscribe(onNext: { log.append("\($0.arguments.lastPathComponent): \($0.returnValue)") })
        defer { subscription.dispose() }

        for name in ["drop.txt", "keep.txt"] {
            try fileManager.removeItem(atPath: root.appendingPathComponent(name).path)
        }

        #expect(log == ["drop.txt: true", "keep.txt: false"])
        #expect(fileManager.delegate === fileManager.rx.delegate)
        #expect(rules.asked == ["drop.txt", "keep.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["keep.txt"])
    }
}

/// Vetoes removing any file whose name starts with `keep`; allows everything else, and stops
/// after an error. FileManagerDelegate has no default answers on Linux, so all 16 are here.
private final class KeepRule: FileManagerDelegate, @unchecked Sendable {
    // Used from one test's thread only.
    var asked: [String] = []

    func fileManager(_ fileManager: FileManager, shouldRemoveItemAtPath path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        asked.append(name)
        return !name.hasPrefix("keep")
    }

    func fileManager(_ fileManager: FileManager, shouldRemoveItemAt URL: URL) -> Bool {
        self.fileManager(fileManager, shouldRemoveItemAtPath: URL.path)
    }

    func fileManager(_ fileManager: FileManager, shouldCopyItemAt srcURL: URL, to dstURL: URL) -> Bool {
        true
    }

    func fileManager(_ fileManager: FileManager, shouldCopyItemAtPath srcPath: String, toPath dstPath: String)
        -> Bool
    { true }

    func fileManager(_ fileManager: FileManager, shouldMoveItemAt srcURL: URL, to dstURL: URL) -> Bool {
        true
    }

    func fileManager(_ fileManager: FileManager, shouldMoveItemAtPath srcPath: String, toPath dstPath: String)
        -> Bool
    { true }

    func fileManager(_ fileManager: FileManager, shouldLinkItemAt srcURL: URL, to dstURL: URL) -> Bool {
        true
    }

    func fileManager(_ fileManager: FileManager, shouldLinkItemAtPath srcPath: String, toPath dstPath: String)
        -> Bool
    { true }

    func fileManager(
        _ fileManager: FileManager, shouldProceedAfterError error: any Error, copyingItemAt srcURL: URL,
        to dstURL: URL
    ) -> Bool { false }

    func fileManager(
        _ fileManager: FileManager, shouldProceedAfterError error: any Error,
        copyingItemAtPath srcPath: String, toPath dstPath: String
    ) -> Bool { false }

    func fileManager(
        _ fileManager: FileManager, shouldProceedAfterError error: any Error, movingItemAt srcURL: URL,
        to dstURL: URL
    ) -> Bool { false }

    func fileManager(
        _ fileManager: FileManager, shouldProceedAfterError error: any Error,
        movingItemAtPath srcPath: String, toPath dstPath: String
    ) -> Bool { false }

    func fileManager(
        _ fileManager: FileManager, shouldProceedAfterError error: any Error, linkingItemAt srcURL: URL,
        to dstURL: URL
    ) -> Bool { false }

    func fileManager(
        _ fileManager: FileManager, shouldProceedAfterError error: any Error,
        linkingItemAtPath srcPath: String, toPath dstPath: String
    ) -> Bool { false }

    func fileManager(
        _ fileManager: FileManager, shouldProceedAfterError error: any Error, removingItemAt URL: URL
    ) -> Bool { false }

    func fileManager(
        _ fileManager: FileManager, shouldProceedAfterError error: any Error, removingItemAtPath path: String
    ) -> Bool { false }
}
