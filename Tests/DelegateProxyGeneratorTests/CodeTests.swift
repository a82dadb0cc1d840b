import Testing

@testable import DelegateProxyGeneratorCore

/// The code model the emitter writes files with: blocks indent their bodies, every choice between
/// one line and a wrapped form is made at the code's own indent, and blank lines never pile up.
@Suite struct CodeTests {
    /// A block's body is one level deeper than its opening line, and nested blocks add up.
    @Test func blocksIndentTheirBodies() {
        let text = Layout.text {
            Code.block("struct S {") {
                Code.doc("A method.")
                Code.block("func f() {") { "g()" }
            }
            Code.block("fatalError(", close: ")") { "\"message\"" }
            Code.indented { "import Module" }
        }
        #expect(
            text == """
                struct S {
                    /// A method.
                    func f() {
                        g()
                    }
                }
                fatalError(
                    "message"
                )
                    import Module

                """)
    }

    /// `oneLine` keeps its line where it fits at the indent it is laid out at, and takes the
    /// wrapped form where the indent would push it past the width.
    @Test func oneLineIsDecidedAtItsOwnIndent() {
        let line = String(repeating: "x", count: Layout.width - 4)
        let code = Code.oneLine(line, otherwise: [.line("wrapped")])
        #expect(Layout.text { Code.indented { code } } == "    " + line + "\n")
        #expect(Layout.text { Code.indented { Code.indented { code } } } == "        wrapped\n")
    }

    /// A call that does not fit fills its items onto the lines below, one level deeper; a body
    /// after it is indented from the call's own line.
    @Test func aWrappedCallOpensABlock() {
        let items = (0..<12).map { "argument\($0): Int" }
        let text = Layout.text {
            Code.block(.call("func f(", items, ") {")) { "body()" }
        }
        #expect(
            text == """
                func f(
                    argument0: Int, argument1: Int, argument2: Int, argument3: Int, argument4: Int, argument5: Int,
                    argument6: Int, argument7: Int, argument8: Int, argument9: Int, argument10: Int, argument11: Int
                ) {
                    body()
                }

                """)
    }

    /// Blank lines asked for twice in a row, or by parts that are left out, come out as one.
    @Test func blankLinesNeverPileUp() {
        let parts: [String] = []
        let text = Layout.text {
            "a"
            Code.blank
            for part in parts { part }
            Code.blank
            "b"
        }
        #expect(text == "a\n\nb\n")
    }
}
