/// Lays out code the way `swift format` does with the project's settings (110 columns, 4-space
/// indentation), so that generated files pass `swift format lint --strict` without running it.
struct Layout {
    static let width = 110

    private(set) var lines: [String] = []

    static func pad(_ indent: Int) -> String { String(repeating: " ", count: indent) }

    mutating func line(_ text: String = "", indent: Int = 0) {
        lines.append(text.isEmpty ? "" : Self.pad(indent) + text)
    }

    mutating func blank() {
        if lines.last != "" { lines.append("") }
    }

    /// `head(items)tail`, on one line if it fits; otherwise `head(` then the items filled onto
    /// lines indented one more level, then the tail: `)` joins the last item, anything longer
    /// (`) {`, `) -> Bool {`) gets a line of its own.
    mutating func call(_ head: String, _ items: [String], _ tail: String, indent: Int) {
        let single = Self.pad(indent) + head + items.joined(separator: ", ") + tail
        if single.count <= Self.width {
            lines.append(single)
            return
        }
        lines.append(Self.pad(indent) + head)
        let attached = tail == ")" ? ")" : ""
        lines += Self.fill(items, indent: indent + 4, last: attached)
        if attached.isEmpty { lines.append(Self.pad(indent) + tail) }
    }

    /// `[a, b]` on one line if it fits; otherwise the items filled between `[` and `]` lines,
    /// with a trailing comma.
    mutating func array(_ items: [String], indent: Int) {
        let single = Self.pad(indent) + "[" + items.joined(separator: ", ") + "]"
        if single.count <= Self.width {
            lines.append(single)
            return
        }
        lines.append(Self.pad(indent) + "[")
        lines += Self.fill(items, indent: indent + 4, last: ",")
        lines.append(Self.pad(indent) + "]")
    }

    /// Items separated by `, `, as many on a line as fit; `last` follows the last item.
    static func fill(_ items: [String], indent: Int, last: String) -> [String] {
        var result: [String] = []
        var current = ""
        for (index, item) in items.enumerated() {
            let suffix = index == items.count - 1 ? last : ","
            if current.isEmpty {
                current = pad(indent) + item + suffix
            } else if current.count + 1 + item.count + suffix.count <= width {
                current += " " + item + suffix
            } else {
                result.append(current)
                current = pad(indent) + item + suffix
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// `prefix` and as many items as fit on the first line, the rest filled one level deeper.
    mutating func continued(_ prefix: String, _ items: [String], indent: Int) {
        var current = Self.pad(indent) + prefix
        var first = true
        for (index, item) in items.enumerated() {
            let suffix = index == items.count - 1 ? "" : ","
            let separator = first && current.hasSuffix(" ") ? "" : " "
            if current.count + separator.count + item.count + suffix.count <= Self.width {
                current += separator + item + suffix
            } else {
                // The prefix alone (`class X: `) ends at its colon.
                lines.append(first ? String(current.reversed().drop { $0 == " " }.reversed()) : current)
                current = Self.pad(indent + 4) + item + suffix
            }
            first = false
        }
        lines.append(current)
    }

    /// A `///` comment, its words wrapped at the line width.
    mutating func comment(_ text: String, indent: Int) {
        let start = Self.pad(indent) + "///"
        var current = start
        for word in text.split(separator: " ") {
            if current != start && current.count + 1 + word.count > Self.width {
                lines.append(current)
                current = start
            }
            current += " " + word
        }
        lines.append(current)
    }

    /// Lines already laid out.
    mutating func raw(_ more: [String]) {
        lines += more
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
