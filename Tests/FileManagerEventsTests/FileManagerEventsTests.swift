import DelegateProxyKit
import Foundation
import Testing

@testable import FileManagerEvents

@Suite struct FileManagerEventsTests {
    /// A fresh folder with `names` in an `inbox` subfolder; removed by `cleanUp`.
    private func folder(with names: [String]) throws -> (root: URL, inbox: URL) {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("FileManagerEventsTests-\(UUID().uuidString)")
        let inbox = root.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        for name in names { try Data(name.utf8).write(to: inbox.appendingPathComponent(name)) }
        return (root, inbox)
    }

    @Test func tidyRecordsEveryQuestionAndTheRulesVetoRemovals() throws {
        let (root, inbox) = try folder(with: ["b.txt", "a.txt", "keep-c.txt"])
        defer { try? FileManager.default.removeItem(at: root) }
        let fileManager = FileManager()
        let rules = FileRules { operation, url in
            operation != .remove || !url.lastPathComponent.hasPrefix("keep-")
        }

        let decisions = try Tidy(fileManager: fileManager, rules: rules)
            .run(in: inbox, backup: root.appendingPathComponent("backup"))

        #expect(
            decisions.map(\.description) == [
                "copy a.txt: allowed", "copy b.txt: allowed", "copy keep-c.txt: allowed",
                "remove a.txt: allowed", "remove b.txt: allowed", "remove keep-c.txt: vetoed",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: inbox.path) == ["keep-c.txt"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("backup").path)
                .sorted()
                == ["a.txt", "b.txt", "keep-c.txt"])
    }

    /// FileManager asks the URL form of each question, even for the path methods.
    @Test func movesAndLinksAreObservedAndVetoed() throws {
        let (root, inbox) = try folder(with: ["a.txt", "keep-b.txt"])
        defer { try? FileManager.default.removeItem(at: root) }
        let fileManager = FileManager()
        let rules = FileRules { _, url in !url.lastPathComponent.hasPrefix("keep-") }
        var questions: [String] = []
        let bag = DisposeBag()
        fileManager.rx.shouldMoveItemAt
            .subscribe(onNext: { call in
                questions.append(
                    "move \(call.arguments.shouldMoveItemAt.lastPathComponent) \(call.returnValue)")
            })
            .disposed(by: bag)
        fileManager.rx.shouldLinkItemAt
            .subscribe(onNext: { call in
                questions.append(
                    "link \(call.arguments.shouldLinkItemAt.lastPathComponent) \(call.returnValue)")
            })
            .disposed(by: bag)
        FileManagerDelegateProxy.installForwardDelegate(
            rules, retainDelegate: false, onProxyForObject: fileManager
        )
        .disposed(by: bag)

        for name in ["a.txt", "keep-b.txt"] {
            try fileManager.linkItem(
                atPath: inbox.appendingPathComponent(name).path,
                toPath: root.appendingPathComponent("link-" + name).path)
            try fileManager.moveItem(
                atPath: inbox.appendingPathComponent(name).path,
                toPath: root.appendingPathComponent(name).path)
        }

        #expect(
            questions == [
                "link a.txt true", "move a.txt true", "link keep-b.txt false", "move keep-b.txt false",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: inbox.path) == ["keep-b.txt"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [
                "a.txt", "inbox", "link-a.txt",
            ])
    }

    /// All 16 requirements, called as FileManager calls them: without a forward delegate each
    /// answers the `--default` (true); with one, its answer (the rules say no to everything).
    @Test func everyRequirementIsDispatchedAndForwarded() {
        let fileManager = FileManager()
        let proxy = FileManagerDelegateProxy.proxy(for: fileManager)
        var calls: [String] = []
        let bag = DisposeBag()
        let streams: [(String, Observable<Bool>)] = [
            ("copy", fileManager.rx.shouldCopyItemAt.map(\.returnValue)),
            ("copyPath", fileManager.rx.shouldCopyItemAtPath.map(\.returnValue)),
            ("move", fileManager.rx.shouldMoveItemAt.map(\.returnValue)),
            ("movePath", fileManager.rx.shouldMoveItemAtPath.map(\.returnValue)),
            ("link", fileManager.rx.shouldLinkItemAt.map(\.returnValue)),
            ("linkPath", fileManager.rx.shouldLinkItemAtPath.map(\.returnValue)),
            ("remove", fileManager.rx.shouldRemoveItemAt.map(\.returnValue)),
            ("removePath", fileManager.rx.shouldRemoveItemAtPath.map(\.returnValue)),
            ("copyError", fileManager.rx.shouldProceedAfterErrorCopyingItemAt.map(\.returnValue)),
            ("copyPathError", fileManager.rx.shouldProceedAfterErrorCopyingItemAtPath.map(\.returnValue)),
            ("moveError", fileManager.rx.shouldProceedAfterErrorMovingItemAt.map(\.returnValue)),
            ("movePathError", fileManager.rx.shouldProceedAfterErrorMovingItemAtPath.map(\.returnValue)),
            ("linkError", fileManager.rx.shouldProceedAfterErrorLinkingItemAt.map(\.returnValue)),
            ("linkPathError", fileManager.rx.shouldProceedAfterErrorLinkingItemAtPath.map(\.returnValue)),
            ("removeError", fileManager.rx.shouldProceedAfterErrorRemovingItemAt.map(\.returnValue)),
            ("removePathError", fileManager.rx.shouldProceedAfterErrorRemovingItemAtPath.map(\.returnValue)),
        ]
        for (name, stream) in streams {
            stream.subscribe(onNext: { calls.append("\(name) \($0)") }).disposed(by: bag)
        }
        let url = URL(fileURLWithPath: "/tmp/x")
        let error = CocoaError(.fileNoSuchFile)
        func askAll() -> [Bool] {
            [
                proxy.fileManager(fileManager, shouldCopyItemAt: url, to: url),
                proxy.fileManager(fileManager, shouldCopyItemAtPath: "/x", toPath: "/y"),
                proxy.fileManager(fileManager, shouldMoveItemAt: url, to: url),
                proxy.fileManager(fileManager, shouldMoveItemAtPath: "/x", toPath: "/y"),
                proxy.fileManager(fileManager, shouldLinkItemAt: url, to: url),
                proxy.fileManager(fileManager, shouldLinkItemAtPath: "/x", toPath: "/y"),
                proxy.fileManager(fileManager, shouldRemoveItemAt: url),
                proxy.fileManager(fileManager, shouldRemoveItemAtPath: "/x"),
                proxy.fileManager(fileManager, shouldProceedAfterError: error, copyingItemAt: url, to: url),
                proxy.fileManager(
                    fileManager, shouldProceedAfterError: error, copyingItemAtPath: "/x", toPath: "/y"),
                proxy.fileManager(fileManager, shouldProceedAfterError: error, movingItemAt: url, to: url),
                proxy.fileManager(
                    fileManager, shouldProceedAfterError: error, movingItemAtPath: "/x", toPath: "/y"),
                proxy.fileManager(fileManager, shouldProceedAfterError: error, linkingItemAt: url, to: url),
                proxy.fileManager(
                    fileManager, shouldProceedAfterError: error, linkingItemAtPath: "/x", toPath: "/y"),
                proxy.fileManager(fileManager, shouldProceedAfterError: error, removingItemAt: url),
                proxy.fileManager(fileManager, shouldProceedAfterError: error, removingItemAtPath: "/x"),
            ]
        }

        let unanswered = askAll()
        let installation = FileManagerDelegateProxy.installForwardDelegate(
            FileRules { _, _ in false }, retainDelegate: true, onProxyForObject: fileManager)
        let answered = askAll()
        installation.dispose()

        #expect(unanswered == Array(repeating: true, count: 16))
        #expect(answered == Array(repeating: false, count: 16))
        #expect(calls == streams.map { "\($0.0) true" } + streams.map { "\($0.0) false" })
        #expect(fileManager.delegate === proxy)
    }

    @Test func theProxyGoesWithItsFileManager() {
        weak var released: FileManagerDelegateProxy?
        do {
            let fileManager = FileManager()
            released = fileManager.rx.delegate
            #expect(released != nil)
        }
        // FileManager cannot hold its proxies: they live in the global table until it notices.
        AssociatedProxyStorage.removeReleasedParents()
        #expect(released == nil)
    }
}
