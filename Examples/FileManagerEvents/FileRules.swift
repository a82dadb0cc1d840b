import Foundation

/// What FileManager asks its delegate about.
enum FileOperation: String, Sendable {
    case copy, move, link, remove
}

/// A FileManager delegate that answers every question with one rule. FileManagerDelegate has 16
/// requirements and no default answers on Linux, so a delegate spells them all out.
final class FileRules: FileManagerDelegate {
    /// Whether `operation` may touch the item at `url`.
    let allows: @Sendable (FileOperation, URL) -> Bool

    init(allows: @escaping @Sendable (FileOperation, URL) -> Bool) {
        self.allows = allows
    }

    func fileManager(_ fileManager: FileManager, shouldCopyItemAt srcURL: URL, to dstURL: URL) -> Bool {
        allows(.copy, srcURL)
    }

    func fileManager(_ fileManager: FileManager, shouldCopyItemAtPath srcPath: String, toPath dstPath: String)
        -> Bool
    {
        allows(.copy, URL(fileURLWithPath: srcPath))
    }

    func fileManager(_ fileManager: FileManager, shouldMoveItemAt srcURL: URL, to dstURL: URL) -> Bool {
        allows(.move, srcURL)
    }

    func fileManager(_ fileManager: FileManager, shouldMoveItemAtPath srcPath: String, toPath dstPath: String)
        -> Bool
    {
        allows(.move, URL(fileURLWithPath: srcPath))
    }

    func fileManager(_ fileManager: FileManager, shouldLinkItemAt srcURL: URL, to dstURL: URL) -> Bool {
        allows(.link, srcURL)
    }

    func fileManager(_ fileManager: FileManager, shouldLinkItemAtPath srcPath: String, toPath dstPath: String)
        -> Bool
    {
        allows(.link, URL(fileURLWithPath: srcPath))
    }

    func fileManager(_ fileManager: FileManager, shouldRemoveItemAt URL: URL) -> Bool {
        allows(.remove, URL)
    }

    func fileManager(_ fileManager: FileManager, shouldRemoveItemAtPath path: String) -> Bool {
        allows(.remove, URL(fileURLWithPath: path))
    }

    // After an error, stop: the error reaches the caller.

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
