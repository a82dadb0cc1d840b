/// The errors the ported RxSwift tests send and expect back.
struct TestError: Error, Equatable, CustomStringConvertible {
    var id: Int
    var description: String { "TestError(\(id))" }
}

let testError = TestError(id: 0)
let testError1 = TestError(id: 1)
let testError2 = TestError(id: 2)
