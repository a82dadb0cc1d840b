#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which sanitizer the test process runs under, for the few tests whose premise one changes.
package enum Sanitizers {
    /// AddressSanitizer quarantines freed memory, so the allocator does not hand a freed address
    /// back soon, and tests cannot count on address reuse.
    package static let isAddressSanitizerActive: Bool = {
        // The process's own symbols: the sanitizer runtime is linked into the test binary.
        guard let process = dlopen(nil, RTLD_NOW) else { return false }
        defer { dlclose(process) }
        return dlsym(process, "__asan_init") != nil
    }()
}
