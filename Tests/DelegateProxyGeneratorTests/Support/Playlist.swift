import DelegateProxyKit

/// A playlist that gets its songs from a data source; its proxy is generated with
/// `--property dataSource` (DelegateProxies/PlaylistDataSourceProxy.swift).
final class Playlist: HasAssociatedProxies, ReactiveCompatible {
    let associatedProxies = AssociatedProxyStorage()
    weak var dataSource: (any PlaylistDataSource)?
    private(set) var artwork: [String?] = []

    /// The titles the data source gives.
    func titles() -> [String] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSongs(in: self)).map { dataSource.playlist(self, titleForSongAt: $0) }
    }

    /// Asks for the artwork of song `index`; the answer comes through a completion handler.
    func loadArtwork(_ index: Int) {
        dataSource?.playlist(self, artworkFor: index) { self.artwork.append($0) }
    }

    func select(_ index: Int) { dataSource?.playlist(self, didSelect: index) }
    func select(_ title: String) { dataSource?.playlist(self, didSelect: title) }
}

/// Overloads that differ by labels (`titleForSongAt` / `titleForSongNamed`), overloads that differ
/// by type only (`didSelect`), a method whose only parameter is the parent but whose base name is
/// not the parent's, and a completion handler answered by the protocol's extension.
protocol PlaylistDataSource: AnyObject {
    func numberOfSongs(in playlist: Playlist) -> Int
    func playlist(_ playlist: Playlist, titleForSongAt index: Int) -> String
    func playlist(_ playlist: Playlist, titleForSongNamed name: String) -> String
    func playlist(_ playlist: Playlist, artworkFor index: Int, completion: @escaping (String?) -> Void)
    func playlist(_ playlist: Playlist, didSelect index: Int)
    func playlist(_ playlist: Playlist, didSelect title: String)
}

extension PlaylistDataSource {
    /// No artwork.
    func playlist(_ playlist: Playlist, artworkFor index: Int, completion: @escaping (String?) -> Void) {
        completion(nil)
    }
}
