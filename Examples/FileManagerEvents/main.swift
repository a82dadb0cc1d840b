import Foundation

// Backs up and removes the files of a temporary folder; files named "keep-…" may be copied but
// not removed. Every question FileManager asks goes through the generated FileManagerDelegateProxy.

let fileManager = FileManager()
let root = fileManager.temporaryDirectory.appendingPathComponent("FileManagerEvents-\(UUID().uuidString)")
let folder = root.appendingPathComponent("inbox")
try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? fileManager.removeItem(at: root) }
for name in ["a.txt", "b.txt", "keep-notes.txt"] {
    try Data(name.utf8).write(to: folder.appendingPathComponent(name))
}

let rules = FileRules { operation, url in
    operation != .remove || !url.lastPathComponent.hasPrefix("keep-")
}
let decisions = try Tidy(fileManager: fileManager, rules: rules)
    .run(in: folder, backup: root.appendingPathComponent("backup"))
for decision in decisions { print(decision) }
print("left in the folder: \(try fileManager.contentsOfDirectory(atPath: folder.path).sorted())")
