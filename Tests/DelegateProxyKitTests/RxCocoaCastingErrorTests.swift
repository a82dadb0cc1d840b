import DelegateProxyKit
import Testing

// The helper RxCocoa extension authors write, as they write it (RxCocoa's own is internal, and
// so is this package's): it must compile here unchanged.
private func castOrThrow<T>(_ resultType: T.Type, _ object: Any) throws -> T {
    guard let returnValue = object as? T else {
        throw RxCocoaError.castingError(object: object, targetType: resultType)
    }
    return returnValue
}

/// RxCocoa's spelling of the casting error, `RxCocoaError.castingError(object:targetType:)`
/// (SPEC §2), in a user's `castOrThrow` helper.
@Suite struct RxCocoaCastingErrorTests {
    @Test func aUsersCastOrThrowHelperCompilesAndThrowsTheCastingError() throws {
        #expect(try castOrThrow(Int.self, 7 as Any) == 7)
        #expect {
            _ = try castOrThrow(Int.self, "seven" as Any)
        } throws: { error in
            guard let error = error as? RxCocoaError,
                case .castingError(let object, let objectType, let target) = error
            else { return false }
            return object == "\"seven\"" && objectType == "String" && target == "Int"
                && error.description == "Cannot cast \"seven\" of type String to Int."
        }
    }

    /// As an `error` event of the stream whose `map` threw, as in RxCocoa.
    @Test func theErrorEndsTheStreamThatCastIt() {
        var events: [String] = []
        _ = Observable<Any>.just("seven").map { try castOrThrow(Int.self, $0) }
            .subscribe(onNext: { events.append("\($0)") }, onError: { events.append("\($0)") })
        #expect(events == ["Cannot cast \"seven\" of type String to Int."])
    }
}
