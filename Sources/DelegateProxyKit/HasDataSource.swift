/// A parent object with a settable `dataSource`: proxies of it get ``DelegateProxyType``'s
/// `currentDelegate(for:)` and `setCurrentDelegate(_:to:)` for free.
///
/// ```swift
/// final class TableView: HasDataSource {
///     weak var dataSource: (any TableViewDataSource)?
/// }
/// ```
public protocol HasDataSource: AnyObject {
    /// The data source's type.
    associatedtype DataSource

    /// The parent's data source.
    var dataSource: DataSource? { get set }
}

extension DelegateProxyType where ParentObject: HasDataSource, Delegate == ParentObject.DataSource {
    /// Returns `object.dataSource`.
    /// - Parameter object: The parent object.
    /// - Returns: Its data source.
    public static func currentDelegate(for object: ParentObject) -> Delegate? {
        object.dataSource
    }

    /// Sets `object.dataSource`.
    /// - Parameters:
    ///   - delegate: The new data source.
    ///   - object: The parent object.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
        object.dataSource = delegate
    }
}
