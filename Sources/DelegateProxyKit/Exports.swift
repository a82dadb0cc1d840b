@_exported import ObservableCore
