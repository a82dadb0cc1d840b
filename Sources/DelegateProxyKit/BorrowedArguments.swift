/// Writes a tuple's elements one after the other into memory that is then read as the tuple: how
/// a typed hand-off gives a call's arguments to the observers without copying them.
///
/// Each element is borrowed: its bits are copied, with no retain, and the tuple is never destroyed
/// (no release), so it borrows the elements and is valid only while they are; copying it out of
/// the memory is a real copy, with its retains. A tuple with an element whose bits cannot move
/// (one with an address of its own, such as a `weak` reference stored in a struct) gets real
/// copies instead, destroyed by ``_BorrowedArgumentsStorage/release(_:in:)``.
///
/// Invariants: a tuple's layout is its elements in order, each at the first offset aligned for it;
/// the caller's arguments outlive every reader of the tuple (the delivery runs within the call, and
/// what an observer keeps it copies out); and a type that is not bitwise-takable is never borrowed
/// (`_isBitwiseTakable`). Copying every element instead (a retain of each reference and a release
/// after) costs a third more of `proxyTyped` and `proxyResult` (see Benchmarks/Profile and
/// Benchmarks/README.md); `BorrowedDispatchTests` pass references and non-trivial types of every
/// arity through it under AddressSanitizer.
@usableFromInline
struct _BorrowedArguments<Tuple> {
    @usableFromInline let base: UnsafeMutableRawPointer
    @usableFromInline var offset: Int

    @inlinable
    init(_ memory: UnsafeMutablePointer<Tuple>, at offset: Int = 0) {
        self.base = UnsafeMutableRawPointer(memory)
        self.offset = offset
    }

    /// A tuple laid out in `storage`, or in memory allocated for it if it does not fit (see
    /// ``_BorrowedArgumentsStorage/memory(for:in:)``).
    @inlinable @inline(__always)
    init(of type: Tuple.Type, in storage: UnsafeMutablePointer<_BorrowedArgumentsStorage>) {
        self.init(_BorrowedArgumentsStorage.memory(for: type, in: storage))
    }

    /// The memory the tuple is laid out in.
    @inlinable
    var memory: UnsafeMutablePointer<Tuple> { base.assumingMemoryBound(to: Tuple.self) }

    /// Whether the elements are copied rather than borrowed: a test on the type alone, folded away
    /// where it is known.
    @inlinable
    var copies: Bool { !_isBitwiseTakable(Tuple.self) }

    /// Lays out `element` at the next offset its alignment allows (a tuple's layout: its elements
    /// in order, each at the first offset aligned for it).
    @inlinable @inline(__always)
    mutating func append<Element>(_ element: Element) {
        let alignment = MemoryLayout<Element>.alignment
        offset = (offset + alignment - 1) & ~(alignment - 1)
        if copies {
            (base + offset).assumingMemoryBound(to: Element.self).initialize(to: element)
        } else {
            withUnsafePointer(to: element) {
                (base + offset).copyMemory(from: $0, byteCount: MemoryLayout<Element>.size)
            }
        }
        offset += MemoryLayout<Element>.size
    }

    /// Debug builds stop unless the elements appended so far end exactly where `Layout` ends: the
    /// tuple is read as `Layout`, so an element missing, extra or out of order would be read at
    /// the wrong offset. A typed `dispatch` appends its method's argument types in order (its
    /// generic signature makes them the tuple's), so no legal call stops here; release builds
    /// check nothing.
    @inlinable @inline(__always)
    func assertLaidOut<Layout>(as layout: Layout.Type) {
        assert(
            offset == MemoryLayout<Layout>.size,
            _BorrowedArgumentsLayout.mismatch(Layout.self, end: offset, size: MemoryLayout<Layout>.size))
    }
}

/// The message of ``_BorrowedArguments/assertLaidOut(as:)``, out of line: it is made only when
/// the check fails.
@usableFromInline
enum _BorrowedArgumentsLayout {
    @usableFromInline
    static func mismatch(_ layout: Any.Type, end: Int, size: Int) -> String {
        "DelegateProxyKit: the arguments laid out for \(layout) end at byte \(end), but that tuple "
            + "is \(size) bytes: its elements were not appended exactly and in order. A typed `dispatch` "
            + "must append its method's argument types in order: regenerate "
            + "DelegateProxy+Dispatch.swift with Scripts/generate-dispatch.py instead of editing it."
    }
}

/// Room on the caller's stack for a call's borrowed arguments (see ``_BorrowedArguments``): twelve
/// words, more than the arguments of nearly any delegate method take (`XMLParserDelegate`'s
/// largest take eight). Larger ones are laid out in memory allocated for the call.
@usableFromInline
struct _BorrowedArgumentsStorage {
    @usableFromInline var words: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    @inlinable
    init() {}

    /// Memory for a `Tuple`: `storage` when it fits (a test on the types alone, folded away where
    /// they are known), otherwise allocated.
    @inlinable @inline(__always)
    static func memory<Tuple>(
        for type: Tuple.Type, in storage: UnsafeMutablePointer<_BorrowedArgumentsStorage>
    ) -> UnsafeMutablePointer<Tuple> {
        if MemoryLayout<Tuple>.size <= MemoryLayout<_BorrowedArgumentsStorage>.size
            && MemoryLayout<Tuple>.alignment <= MemoryLayout<_BorrowedArgumentsStorage>.alignment
        {
            return UnsafeMutableRawPointer(storage).assumingMemoryBound(to: Tuple.self)
        }
        return UnsafeMutablePointer<Tuple>.allocate(capacity: 1)
    }

    /// Destroys the tuple in `memory` if it holds copies (see ``_BorrowedArguments``) and frees the
    /// memory if ``memory(for:in:)`` allocated it.
    @inlinable @inline(__always)
    static func release<Tuple>(
        _ memory: UnsafeMutablePointer<Tuple>, in storage: UnsafeMutablePointer<_BorrowedArgumentsStorage>
    ) {
        if !_isBitwiseTakable(Tuple.self) { memory.deinitialize(count: 1) }
        if UnsafeMutableRawPointer(memory) != UnsafeMutableRawPointer(storage) { memory.deallocate() }
    }
}
