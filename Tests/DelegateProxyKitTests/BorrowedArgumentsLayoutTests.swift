import Testing

@testable import DelegateProxyKit

/// `_BorrowedArguments` lays a call's arguments out element by element and reads them back as a
/// tuple: the tuple's layout must be its elements in order, each at the first offset aligned for
/// it. Tuples of every arity the typed hand-off takes, with elements whose sizes and alignments
/// leave padding (and one of size zero), come back whole, and end where the tuple ends, the
/// condition `assertLaidOut(as:)` checks in debug builds: so no legal call reaches that check's
/// failure. A layout missing an element stops a debug build with a message naming the tuple and
/// the fix.
@Suite struct BorrowedArgumentsLayoutTests {
    struct Empty: Equatable {}

    /// Three bytes, alignment one: whatever follows it is padded.
    struct Odd: Equatable {
        var a: UInt8
        var b: UInt8
        var c: UInt8
    }

    /// Lays `elements` out as `Tuple` through `append` and reads the tuple back.
    private func roundTrip<Tuple>(
        _ type: Tuple.Type, _ append: (inout _BorrowedArguments<Tuple>) -> Void
    ) -> (tuple: Tuple, end: Int) {
        var storage = _BorrowedArgumentsStorage()
        return withUnsafeMutablePointer(to: &storage) { storage in
            var arguments = _BorrowedArguments(of: Tuple.self, in: storage)
            append(&arguments)
            arguments.assertLaidOut(as: Tuple.self)
            let tuple = arguments.memory.pointee
            let end = arguments.offset
            _BorrowedArgumentsStorage.release(arguments.memory, in: storage)
            return (tuple, end)
        }
    }

    @Test func oneElement() {
        let (tuple, end) = roundTrip(Int16.self) { $0.append(Int16(-7)) }
        #expect(tuple == -7)
        #expect(end == MemoryLayout<Int16>.size)
    }

    @Test func twoElementsWithPaddingBetween() {
        let (tuple, end) = roundTrip((Int8, Int64).self) {
            $0.append(Int8(3))
            $0.append(Int64.min)
        }
        #expect(tuple.0 == 3 && tuple.1 == .min)
        #expect(end == MemoryLayout<(Int8, Int64)>.size)
    }

    @Test func threeElementsWithAZeroSizedOne() {
        typealias Tuple = (Bool, Empty, Double)
        let (tuple, end) = roundTrip(Tuple.self) {
            $0.append(true)
            $0.append(Empty())
            $0.append(2.5)
        }
        #expect(tuple.0 && tuple.1 == Empty() && tuple.2 == 2.5)
        #expect(end == MemoryLayout<Tuple>.size)
    }

    @Test func fourElementsOfEveryAlignment() {
        typealias Tuple = (Odd, UInt16, Int8, Int32)
        let (tuple, end) = roundTrip(Tuple.self) {
            $0.append(Odd(a: 1, b: 2, c: 3))
            $0.append(UInt16(0xBEEF))
            $0.append(Int8(-1))
            $0.append(Int32(0x1234_5678))
        }
        #expect(tuple.0 == Odd(a: 1, b: 2, c: 3) && tuple.1 == 0xBEEF && tuple.2 == -1)
        #expect(tuple.3 == 0x1234_5678)
        #expect(end == MemoryLayout<Tuple>.size)
    }

    @Test func fiveElementsWithReferencesAndOptionals() {
        typealias Tuple = (Int8, String, Bool?, [Int], Odd)
        // Borrowed: the values must outlive the tuple, as a call's arguments outlive its delivery.
        let text = String(repeating: "borrowed ", count: 4)
        let list = [1, 2, 3]
        let (tuple, end) = roundTrip(Tuple.self) {
            $0.append(Int8(9))
            $0.append(text)
            $0.append(Bool?.some(false))
            $0.append(list)
            $0.append(Odd(a: 7, b: 8, c: 9))
        }
        withExtendedLifetime((text, list)) {}
        #expect(tuple.0 == 9 && tuple.1 == text && tuple.2 == false && tuple.3 == [1, 2, 3])
        #expect(tuple.4 == Odd(a: 7, b: 8, c: 9))
        #expect(end == MemoryLayout<Tuple>.size)
    }

    @Test func sixElementsAndAPairWithAResult() {
        typealias Arguments = (UInt8, Int64, UInt8, Empty, UInt16, Odd)
        typealias Pair = (arguments: Arguments, returnValue: Int8)
        let (pair, end) = roundTrip(Pair.self) {
            $0.append(UInt8(1))
            $0.append(Int64(2))
            $0.append(UInt8(3))
            $0.append(Empty())
            $0.append(UInt16(5))
            $0.append(Odd(a: 6, b: 6, c: 6))
            $0.assertLaidOut(as: Arguments.self)
            #expect($0.offset == MemoryLayout<Arguments>.size)
            $0.append(Int8(-8))
        }
        let arguments = pair.arguments
        #expect(arguments.0 == 1 && arguments.1 == 2 && arguments.2 == 3 && arguments.4 == 5)
        #expect(arguments.5 == Odd(a: 6, b: 6, c: 6) && pair.returnValue == -8)
        #expect(end == MemoryLayout<Pair>.size)
    }

    #if DEBUG
        /// Only a layout that is not the tuple's (here an element missing) reaches the failure,
        /// which names the tuple and the fix.
        @Test func aLayoutMissingAnElementStopsADebugBuild() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var storage = _BorrowedArgumentsStorage()
                withUnsafeMutablePointer(to: &storage) { storage in
                    var arguments = _BorrowedArguments(of: (Int8, Int64).self, in: storage)
                    arguments.append(Int8(1))
                    arguments.assertLaidOut(as: (Int8, Int64).self)
                }
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("(Int8, Int64)"))
            #expect(message.contains("generate-dispatch.py"))
        }
    #endif
}
