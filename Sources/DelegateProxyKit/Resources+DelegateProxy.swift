#if TRACE_RESOURCES
    import InternalReactiveUtilities

    extension Resources {
        /// Live delegate proxies; ``Resources/total`` includes them.
        ///
        /// ```swift
        /// print(Resources.delegateProxies) // 0 when no parent has a proxy
        /// ```
        public static var delegateProxies: Int { delegateProxyCounter.value }

        static let delegateProxyCounter = ResourceCounter()
    }
#endif
