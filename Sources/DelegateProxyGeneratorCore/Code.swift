/// The shape of generated code: lines, `///` comments, calls and lists that wrap as `swift format`
/// wraps them, and blocks whose bodies are indented one level. The emitter writes a file as a tree
/// of these, so the code that writes a declaration reads like the declaration; ``Layout`` renders
/// the tree, and is the one place that knows columns and widths.
indirect enum Code {
    /// One line, as written.
    case line(String)
    /// A blank line; never two in a row.
    case blank
    /// A `///` comment, its words wrapped at the line width.
    case doc(String)
    /// `head(items)tail` on one line if it fits, else its items filled onto the lines below.
    case call(String, [String], String)
    /// `[items]` on one line if it fits, else its items filled between `[` and `]` lines.
    case array([String])
    /// A declaration head and as many items as fit, the rest filled one level deeper.
    case continued(String, [String])
    /// `items` filled as they come, with `last` after the last: the inside of a wrapped list.
    case fill([String], last: String)
    /// The first line if it fits, else `otherwise`.
    case oneLine(String, otherwise: [Code])
    /// `open`, then `body` one level deeper, then `close` (if any) at `open`'s level.
    case nest(Code, [Code], close: String?)
    /// Codes one after another.
    case group([Code])

    /// `open` (a line), `body` one level deeper, then `close`.
    static func block(_ open: String, close: String? = "}", @CodeBuilder _ body: () -> [Code]) -> Code {
        .nest(.line(open), body(), close: close)
    }

    /// `open` (a call or any code), `body` one level deeper, then `close`.
    static func block(_ open: Code, close: String? = "}", @CodeBuilder _ body: () -> [Code]) -> Code {
        .nest(open, body(), close: close)
    }

    /// Codes one level deeper than what is around them, without a line to open or close them.
    static func indented(@CodeBuilder _ body: () -> [Code]) -> Code {
        .nest(.group([]), body(), close: nil)
    }
}

/// Builds `[Code]` from statements: a string is a line; `if`, `if let` and `for` choose and repeat.
@resultBuilder
enum CodeBuilder {
    static func buildExpression(_ line: String) -> [Code] { [.line(line)] }
    static func buildExpression(_ code: Code) -> [Code] { [code] }
    static func buildExpression(_ codes: [Code]) -> [Code] { codes }
    static func buildBlock(_ parts: [Code]...) -> [Code] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [Code]?) -> [Code] { part ?? [] }
    static func buildEither(first part: [Code]) -> [Code] { part }
    static func buildEither(second part: [Code]) -> [Code] { part }
    static func buildArray(_ parts: [[Code]]) -> [Code] { parts.flatMap { $0 } }
}

extension Layout {
    /// Lays out `codes`, the outermost at `indent` columns.
    mutating func render(_ codes: [Code], indent: Int = 0) {
        for code in codes { render(code, indent: indent) }
    }

    /// Lays out one `code` at `indent` columns.
    mutating func render(_ code: Code, indent: Int) {
        switch code {
        case .line(let text): line(text, indent: indent)
        case .blank: blank()
        case .doc(let text): comment(text, indent: indent)
        case .call(let head, let items, let tail): call(head, items, tail, indent: indent)
        case .array(let items): array(items, indent: indent)
        case .continued(let head, let items): continued(head, items, indent: indent)
        case .fill(let items, let last): raw(Self.fill(items, indent: indent, last: last))
        case .oneLine(let text, let otherwise):
            if Self.pad(indent).count + text.count <= Self.width {
                line(text, indent: indent)
            } else {
                render(otherwise, indent: indent)
            }
        case .nest(let open, let body, let close):
            render(open, indent: indent)
            render(body, indent: indent + 4)
            if let close { line(close, indent: indent) }
        case .group(let codes): render(codes, indent: indent)
        }
    }

    /// `codes` laid out from column 0.
    static func text(@CodeBuilder of codes: () -> [Code]) -> String {
        var layout = Layout()
        layout.render(codes())
        return layout.text
    }
}
