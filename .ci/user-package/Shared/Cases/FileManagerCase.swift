import DelegateProxyKit
import Foundation

/// README's "Generate a proxy" as it is written there: `fileManager.rx.shouldCopyItemAt`, with no
/// `ReactiveCompatible` conformance written here (on Linux FileManager is not an `NSObject`; the
/// generator adds the conformance when the parent lacks it).
func runFileManager() async throws {
    let bag = DisposeBag()
    let fileManager = FileManager()
    let folder = fileManager.temporaryDirectory.appendingPathComponent("FileManagerCase-\(UUID().uuidString)")
    try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: folder) }
    fileManager.rx.shouldCopyItemAt
        .subscribe(onNext: { call in
            let (source, destination) = call.arguments
            print(
                "shouldCopyItemAt \(source.lastPathComponent) to \(destination.lastPathComponent) -> \(call.returnValue)"
            )
        })
        .disposed(by: bag)
    let source = folder.appendingPathComponent("notes.txt")
    let copy = folder.appendingPathComponent("notes copy.txt")
    try Data("notes".utf8).write(to: source)
    try fileManager.copyItem(at: source, to: copy)
    print("copied: \(fileManager.fileExists(atPath: copy.path))")
}
