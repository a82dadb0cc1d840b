extension DisposeBag {
    /// Creates a bag holding the disposables the builder lists, one per line.
    ///
    /// ```swift
    /// let bag = DisposeBag {
    ///     Observable.just(1).subscribe(onNext: { print($0) })
    ///     Observable.just(2).subscribe(onNext: { print($0) })
    /// }
    /// // 1
    /// // 2
    /// ```
    /// - Parameter builder: Lists the disposables.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds the disposables the builder lists, one per line; if the bag is already being torn
    /// down, disposes them at once.
    ///
    /// ```swift
    /// let bag = DisposeBag()
    /// bag.insert {
    ///     Observable<Int>.never().subscribe(onDisposed: { print("first disposed") })
    ///     Observable<Int>.never().subscribe(onDisposed: { print("second disposed") })
    /// }
    /// ```
    /// - Parameter builder: Lists the disposables.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Adds every disposable of the array.
    ///
    /// ```swift
    /// let bag = DisposeBag()
    /// bag.insert([Disposables.create { print("a") }, Disposables.create { print("b") }])
    /// ```
    /// - Parameter disposables: The disposables.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    /// The result builder of ``DisposeBag/init(builder:)`` and ``DisposeBag/insert(builder:)``:
    /// each statement of the closure is one disposable.
    ///
    /// ```swift
    /// let bag = DisposeBag()
    /// bag.insert {
    ///     Disposables.create { print("a") }
    ///     Disposables.create { print("b") }
    /// }
    /// ```
    @resultBuilder
    public struct DisposableBuilder {
        /// Collects the closure's disposables.
        /// - Parameter disposables: One per statement.
        /// - Returns: The disposables, in order.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}
