extension Observable {
    /// An observable that emits the optional's value if there is one, then completes; each on
    /// `scheduler`, as two scheduled steps (the element, then the completion), as in RxSwift.
    ///
    /// ```swift
    /// let name: String? = "Ada"
    /// _ = Observable.from(optional: name, scheduler: CurrentThreadScheduler.instance)
    ///     .subscribe { print($0) }
    /// // next(Ada)
    /// // completed
    /// ```
    /// - Parameters:
    ///   - optional: The optional element.
    ///   - scheduler: Where to emit.
    /// - Returns: The observable.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer { downstream in
            let sink = _Sink<Element>(downstream: downstream)
            sink.setUpstream(
                scheduler.schedule(optional) { optional in
                    guard let element = optional else {
                        sink.forwardCompleted()
                        return Disposables.create()
                    }
                    sink.forwardNext(element)
                    return scheduler.schedule(sink) { sink in
                        sink.forwardCompleted()
                        return Disposables.create()
                    }
                })
            return sink
        }
    }
}
