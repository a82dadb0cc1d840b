extension ObservableType {
    /// Drops the elements of this sequence until `other` emits an element, then lets them all
    /// through.
    ///
    /// An error of `other` fails the result; its completion changes nothing (elements keep being
    /// dropped if it never emitted). If this sequence completes while elements are still being
    /// dropped, the subscription ends without a `completed` event, as in RxSwift.
    ///
    /// ```swift
    /// let subject = PublishSubject<String>()
    /// let trigger = PublishSubject<String>()
    /// _ = subject.skip(until: trigger).subscribe(onNext: { print($0) })
    /// subject.onNext("A")
    /// subject.onNext("B")
    /// trigger.onNext("X")
    /// subject.onNext("C")
    /// // C
    /// ```
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The elements of this sequence emitted after `other` emits.
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Producer { downstream in
            let sink = UntilSink<Element>(mode: .skip, downstream: downstream)
            sink.run(source: source, trigger: other)
            return sink
        }
    }

    /// Drops the elements of this sequence until `other` emits an element.
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The elements of this sequence emitted after `other` emits.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}
