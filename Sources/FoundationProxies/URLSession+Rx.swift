import DelegateProxyKit
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Reactive where Base: URLSession {
    /// One request as a stream: subscribing starts a data task; the stream emits the response and
    /// its body once, then completes, or fails with the task's transport error. Disposing cancels
    /// the task.
    ///
    /// Any status code is a response here; ``data(request:)`` makes the ones outside `200..<300`
    /// errors. The completion handler's task is used, so the session's delegate is not told of
    /// the body's pieces.
    ///
    /// ```swift
    /// let request = URLRequest(url: URL(string: "http://127.0.0.1:8080/books")!)
    /// let status = URLSession.shared.rx.response(request: request).map { $0.response.statusCode }
    /// ```
    /// - Parameter request: The request.
    /// - Returns: The response and body, once.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            let answer = TaskObserver(observer: observer)
            let task = session.dataTask(with: request) { data, response, error in
                answer.finish(data: data, response: response, error: error)
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    /// The body of a request whose status code is in `200..<300`, once; any other status code is
    /// ``RxCocoaURLError/httpRequestFailed(response:data:)``, carrying the response and its body.
    ///
    /// ```swift
    /// let request = URLRequest(url: URL(string: "http://127.0.0.1:8080/books")!)
    /// let size = URLSession.shared.rx.data(request: request).map(\.count)
    /// ```
    /// - Parameter request: The request.
    /// - Returns: The body, once.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data in
            guard 200..<300 ~= response.statusCode else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// The body of a successful request decoded by `JSONSerialization`, once. A body that is not
    /// JSON is ``RxCocoaURLError/deserializationError(error:)``, carrying the decoder's error.
    ///
    /// ```swift
    /// let request = URLRequest(url: URL(string: "http://127.0.0.1:8080/books.json")!)
    /// let titles = URLSession.shared.rx.json(request: request).map { $0 as? [String] ?? [] }
    /// ```
    /// - Parameters:
    ///   - request: The request.
    ///   - options: How `JSONSerialization` reads the body.
    /// - Returns: The decoded body, once.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// ``json(request:options:)`` for a GET of `url`.
    ///
    /// ```swift
    /// let titles = URLSession.shared.rx.json(url: URL(string: "http://127.0.0.1:8080/books.json")!)
    /// ```
    /// - Parameter url: The URL.
    /// - Returns: The decoded body, once.
    public func json(url: URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}

/// The one end of a data task's completion handler, told to the subscriber.
private struct TaskObserver: @unchecked Sendable {
    // The completion handler runs once, on the session's queue; an observer may be called from
    // any thread as long as its calls do not overlap, and this is its only call.
    let observer: AnyObserver<(response: HTTPURLResponse, data: Data)>

    func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
        if let error {
            observer.onError(error)
        } else if let response = response as? HTTPURLResponse {
            observer.onNext((response, data ?? Data()))
            observer.onCompleted()
        } else if let response {
            observer.onError(RxCocoaURLError.nonHTTPResponse(response: response))
        } else {
            observer.onError(RxCocoaURLError.unknown)
        }
    }
}
