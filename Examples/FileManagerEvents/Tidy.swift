import DelegateProxyKit
import Foundation

/// Copies every file of a folder into a backup folder, then removes the originals, while rules
/// veto some of them; every question FileManager asked, and the answer it got, is recorded from
/// the proxy's streams.
struct Tidy {
    /// One question FileManager asked its delegate, and the answer.
    struct Decision: Equatable, Sendable, CustomStringConvertible {
        var operation: FileOperation
        var name: String
        var allowed: Bool

        var description: String { "\(operation.rawValue) \(name): \(allowed ? "allowed" : "vetoed")" }
    }

    let fileManager: FileManager
    let rules: FileRules

    /// Backs up and removes the files of `folder` (sorted by name); returns the decisions, in order.
    func run(in folder: URL, backup: URL) throws -> [Decision] {
        var decisions: [Decision] = []
        let bag = DisposeBag()
        fileManager.rx.shouldCopyItemAt
            .subscribe(onNext: { call in
                decisions.append(
                    Decision(
                        operation: .copy, name: call.arguments.shouldCopyItemAt.lastPathComponent,
                        allowed: call.returnValue))
            })
            .disposed(by: bag)
        fileManager.rx.shouldRemoveItemAt
            .subscribe(onNext: { call in
                decisions.append(
                    Decision(
                        operation: .remove, name: call.arguments.lastPathComponent, allowed: call.returnValue)
                )
            })
            .disposed(by: bag)
        FileManagerDelegateProxy.installForwardDelegate(
            rules, retainDelegate: false, onProxyForObject: fileManager
        )
        .disposed(by: bag)
        try fileManager.createDirectory(at: backup, withIntermediateDirectories: true)
        let names = try fileManager.contentsOfDirectory(atPath: folder.path).sorted()
        for name in names {
            try fileManager.copyItem(
                at: folder.appendingPathComponent(name), to: backup.appendingPathComponent(name))
        }
        for name in names {
            try fileManager.removeItem(at: folder.appendingPathComponent(name))
        }
        return decisions
    }
}
