/// A repository, which its delegate's methods never take (`--parent Repository`).
final class Repository {
    weak var delegate: (any RepositoryDelegate)?

    func clone() {
        delegate?.didFetch(3, of: 10)
        if delegate?.shouldRetry(after: .failed("offline")) ?? false {
            delegate?.didFinish(with: .cloned)
        }
    }
}

/// What a repository did.
enum RepositoryState: Sendable {
    case cloned
    case failed(String)
}

/// Methods without the parent: every argument stays in their streams.
protocol RepositoryDelegate: AnyObject {
    func didFinish(with state: RepositoryState)
    func didFetch(_ count: Int, of total: Int)
    func shouldRetry(after state: RepositoryState) -> Bool
}
