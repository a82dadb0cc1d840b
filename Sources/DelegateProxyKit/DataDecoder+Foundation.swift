import Foundation
import ObservableCore

// Foundation's decoders read `Data`, which ObservableCore cannot name, so their conformance to
// its `DataDecoder` lives here, where Foundation is imported: `decode(type:decoder:)` then takes
// them as RxSwift's does.
extension JSONDecoder: DataDecoder {}

extension PropertyListDecoder: DataDecoder {}
