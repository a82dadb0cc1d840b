import Testing

@testable import DelegateProxyGeneratorCore

/// `Layout` fills lines up to the width, `swift format`'s 110 columns, and not one column more.
@Suite struct LayoutTests {
    /// A `///` comment whose words end exactly at the width is one line; one column more wraps.
    @Test func aCommentFillsTheLineToTheWidthExactly() {
        let long = String(repeating: "x", count: 100)
        var layout = Layout()
        layout.comment("a " + long, indent: 4)
        #expect(layout.lines == ["    /// a " + long])
        #expect(layout.lines[0].count == Layout.width)

        var longer = Layout()
        longer.comment("a " + long + "x", indent: 4)
        #expect(longer.lines == ["    /// a", "    /// " + long + "x"])
    }
}
