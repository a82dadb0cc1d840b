import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSessionConfiguration {
    /// An ephemeral configuration for sessions that talk to a ``LoopbackHTTPServer``.
    ///
    /// Its timeouts outlast ``TestSignal/safetyNet``: a test's task can wait for a thread of the
    /// concurrency pool while CPU-bound suites hold both of them, and a session that gave up
    /// first would end a request the test was about to cancel with a timeout of its own. The
    /// safety net, not the session, bounds how long such a test waits.
    package static var loopbackTests: URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        let safetyNet = Double(TestSignal.safetyNetSeconds)
        configuration.timeoutIntervalForRequest = 2 * safetyNet
        configuration.timeoutIntervalForResource = 4 * safetyNet
        return configuration
    }
}
