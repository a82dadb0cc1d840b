import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The errors of `URLSession.rx`'s requests, as RxCocoa names them.
///
/// ```swift
/// let error = RxCocoaURLError.deserializationError(error: CocoaError(.propertyListReadCorrupt))
/// print(error.description.hasPrefix("Error during deserialization of the response:"))  // true
/// ```
public enum RxCocoaURLError: Swift.Error, CustomStringConvertible, @unchecked Sendable {
    // `URLResponse` and `HTTPURLResponse` are immutable once a session hands them out; Foundation
    // does not mark them `Sendable` on Linux.

    /// The session answered with neither an error nor data.
    case unknown
    /// The response is not an HTTP response (a `file:` or `data:` URL, say).
    case nonHTTPResponse(response: URLResponse)
    /// The status code is not in `200..<300`; the response and the body that came with it.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body is not what `json` expected; the decoder's error says where and why.
    case deserializationError(error: any Swift.Error)

    /// A readable description of the error.
    ///
    /// ```swift
    /// print(RxCocoaURLError.unknown)  // Unknown error has occurred.
    /// ```
    public var description: String {
        switch self {
        case .unknown:
            return "Unknown error has occurred."
        case .nonHTTPResponse(let response):
            return "Response is not NSHTTPURLResponse `\(response)`."
        case .httpRequestFailed(let response, let data):
            return
                "HTTP request failed with `\(response.statusCode)` status code, \(data?.count ?? 0) bytes of body."
        case .deserializationError(let error):
            return "Error during deserialization of the response: \(error)"
        }
    }
}
