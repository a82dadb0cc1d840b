/// Decodes a `Decodable` value from an encoded input, as Foundation's `JSONDecoder` and
/// `PropertyListDecoder` do from `Data`, so that ``ObservableType/decode(type:decoder:)`` can
/// use them.
///
/// It is RxSwift's `DataDecoder`, with the input as an associated type (Combine's
/// `TopLevelDecoder` shape) because ObservableCore takes no Foundation type but its clock,
/// `Date`, and so does not name `Data`. DelegateProxyKit conforms `JSONDecoder` and `PropertyListDecoder`; a decoder of your
/// own conforms with its `decode(_:from:)` method:
///
/// ```swift
/// struct CommaSeparatedDecoder: DataDecoder {
///     func decode<Item: Decodable>(_ type: Item.Type, from data: String) throws -> Item {
///         // …
///     }
/// }
/// ```
public protocol DataDecoder<Input> {
    /// What the decoder reads: `Data` for Foundation's decoders.
    associatedtype Input

    /// Decodes a value of `type` from `data`.
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The encoded input.
    /// - Returns: The decoded value.
    /// - Throws: What the decoder throws when `data` does not hold a valid `type`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Input) throws -> Item
}

extension ObservableType {
    /// Decodes each element with `decoder`; a decoding error becomes an `error` event, as in
    /// RxSwift.
    ///
    /// ```swift
    /// struct Point: Decodable { let x: Int }
    /// _ = Observable.just(Data(#"{"x": 3}"#.utf8))
    ///     .decode(type: Point.self, decoder: JSONDecoder())
    ///     .subscribe(onNext: { print($0.x) })
    /// // 3
    /// ```
    /// - Parameters:
    ///   - type: The type to decode each element as.
    ///   - decoder: A decoder whose input is this sequence's element (`JSONDecoder` for `Data`).
    /// - Returns: The decoded values.
    public func decode<Item: Decodable, Decoder: DataDecoder>(
        type: Item.Type, decoder: Decoder
    ) -> Observable<Item> where Decoder.Input == Element {
        map { try decoder.decode(type, from: $0) }
    }
}
