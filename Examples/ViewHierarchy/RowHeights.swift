/// Answers the question a stream cannot: how tall each row is. It plays the seed's view controller
/// that answers MKMapView's `rendererFor`.
final class RowHeights: TableViewDelegate {
    private let heights: [Int: Double]

    /// - Parameter heights: Heights of particular rows; other rows get the table's default.
    init(_ heights: [Int: Double]) {
        self.heights = heights
    }

    func tableView(_ tableView: TableView, heightForRowAt row: Int) -> Double {
        heights[row] ?? tableView.rowHeight
    }
}
