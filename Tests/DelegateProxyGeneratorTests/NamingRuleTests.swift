import Testing

@testable import DelegateProxyGeneratorCore

@Suite struct NamingRuleTests {
    typealias P = FixtureGraph.Parameter

    /// The names the generator gives each method of `fixture`'s protocol `Delegate`.
    private func names(_ build: (inout FixtureGraph, String) -> Void) throws -> [String: String] {
        var fixture = FixtureGraph(module: "Fixtures")
        let id = fixture.addProtocol("Delegate")
        build(&fixture, id)
        let delegate = try graphs(fixture).delegateProtocol("Delegate", ownModule: "Fixtures")
        let parent = NamingRule.subjectType(of: delegate.requirements).map(ParentParameter.init(spelling:))
        let names = try NamingRule.names(
            of: delegate.requirements, parent: parent ?? ParentParameter(typeNames: []))
        var result: [String: String] = [:]
        for (requirement, name) in zip(delegate.requirements, names) {
            result[requirement.title + requirement.parameters.map(\.type).joined(separator: ",")] =
                name ?? "-"
        }
        return result
    }

    @Test func labelsAfterTheParentAsFewAsMakeTheNameUnique() throws {
        let result = try names { fixture, id in
            let parser = P("_", "parser", "XMLParser")
            fixture.addMethod(
                "parser",
                [
                    parser, P("didStartElement", "elementName", "String"),
                    P("namespaceURI", "namespaceURI", "String?"),
                ],
                to: id)
            fixture.addMethod("parser", [parser, P("didEndElement", "elementName", "String")], to: id)
            fixture.addMethod("parserDidStartDocument", [parser], to: id)
            fixture.addMethod("parser", [parser, P("foundCharacters", "string", "String")], to: id)
        }
        #expect(
            result == [
                "parser(_:didStartElement:namespaceURI:)XMLParser,String,String?": "didStartElement",
                "parser(_:didEndElement:)XMLParser,String": "didEndElement",
                "parserDidStartDocument(_:)XMLParser": "didStartDocument",
                "parser(_:foundCharacters:)XMLParser,String": "foundCharacters",
            ])
    }

    @Test func sharedFirstLabelsTakeTheNextOnes() throws {
        let result = try names { fixture, id in
            let manager = P("_", "fileManager", "FileManager")
            fixture.addMethod(
                "fileManager", [manager, P("shouldCopyItemAt", "srcURL", "URL"), P("to", "dstURL", "URL")],
                returns: "Bool", to: id)
            fixture.addMethod(
                "fileManager",
                [manager, P("shouldCopyItemAtPath", "srcPath", "String"), P("toPath", "dstPath", "String")],
                returns: "Bool", to: id)
            for operation in ["copyingItemAt", "removingItemAt"] {
                fixture.addMethod(
                    "fileManager",
                    [
                        manager, P("shouldProceedAfterError", "error", "any Error"),
                        P(operation, "URL", "URL"),
                    ],
                    returns: "Bool", to: id)
            }
            // A method whose labels are a prefix of another's keeps all of them.
            fixture.addMethod(
                "fileManager", [manager, P("shouldProceedAfterError", "error", "any Error")], to: id)
        }
        #expect(
            result == [
                "fileManager(_:shouldCopyItemAt:to:)FileManager,URL,URL": "shouldCopyItemAt",
                "fileManager(_:shouldCopyItemAtPath:toPath:)FileManager,String,String":
                    "shouldCopyItemAtPath",
                "fileManager(_:shouldProceedAfterError:copyingItemAt:)FileManager,any Error,URL":
                    "shouldProceedAfterErrorCopyingItemAt",
                "fileManager(_:shouldProceedAfterError:removingItemAt:)FileManager,any Error,URL":
                    "shouldProceedAfterErrorRemovingItemAt",
                "fileManager(_:shouldProceedAfterError:)FileManager,any Error": "shouldProceedAfterError",
            ])
    }

    @Test func overloadsByTypeOnlyAreForwardedAndUnnamed() throws {
        let result = try names { fixture, id in
            let table = P("_", "table", "Table")
            fixture.addMethod("table", [table, P("didSelect", "row", "Int")], to: id)
            fixture.addMethod("table", [table, P("didSelect", "title", "String")], to: id)
            fixture.addMethod(
                "numberOfRows", [P("in", "table", "Table")], returns: "Int", to: id, hasDefault: true)
            fixture.addMethod("tableDidReload", [table], to: id)
        }
        #expect(
            result == [
                "table(_:didSelect:)Table,Int": "-",
                "table(_:didSelect:)Table,String": "-",
                "numberOfRows(in:)Table": "numberOfRows",
                "tableDidReload(_:)Table": "didReload",
            ])
    }

    @Test func methodsWithoutTheParentUseTheirBaseName() throws {
        let result = try names { fixture, id in
            let clock = P("_", "clock", "Clock")
            fixture.addMethod("clock", [clock, P("didTick", "count", "Int")], to: id)
            fixture.addMethod("clock", [clock, P("didStop", "count", "Int")], to: id)
            fixture.addMethod("willReset", [], to: id)
            fixture.addMethod("log", [P("_", "message", "String"), P("level", "level", "Int")], to: id)
        }
        #expect(
            result == [
                "clock(_:didTick:)Clock,Int": "didTick", "clock(_:didStop:)Clock,Int": "didStop",
                "willReset()": "willReset", "log(_:level:)String,Int": "log",
            ])
    }

    @Test func sameLabelsUnderAnotherBaseNameTakeTheRestOfTheBaseName() throws {
        let result = try names { fixture, id in
            let picker = P("_", "picker", "Picker")
            fixture.addMethod("picker", [picker, P("didSelect", "row", "Int")], to: id)
            fixture.addMethod("picker", [picker, P("didScroll", "offset", "Int")], to: id)
            fixture.addMethod("pickerSheet", [picker, P("didSelect", "row", "Int")], to: id)
            fixture.addMethod("otherPicker", [picker, P("didSelect", "row", "Int")], to: id)
            fixture.addMethod("pickerSheet", [picker, P("didClose", "reason", "Int")], to: id)
        }
        #expect(
            result == [
                "picker(_:didSelect:)Picker,Int": "didSelect", "picker(_:didScroll:)Picker,Int": "didScroll",
                "pickerSheet(_:didSelect:)Picker,Int": "sheetDidSelect",
                "otherPicker(_:didSelect:)Picker,Int": "otherPickerDidSelect",
                "pickerSheet(_:didClose:)Picker,Int": "didClose",
            ])
    }

    /// The base name stripped from a method taking only its parent is the one most methods with
    /// more parameters share; methods of one parameter sharing another base name do not count.
    @Test func theCommonBaseNameIsThatOfMethodsWithMoreParameters() throws {
        let result = try names { fixture, id in
            fixture.addMethod("clock", [P("_", "clock", "Clock"), P("didTick", "count", "Int")], to: id)
            fixture.addMethod("clockDidStart", [P("_", "sender", "Clock")], to: id)
            fixture.addMethod("stop", [P("_", "reason", "String")], to: id)
            fixture.addMethod("stop", [P("code", "code", "Int")], to: id)
        }
        #expect(result["clock(_:didTick:)Clock,Int"] == "didTick")
        #expect(result["clockDidStart(_:)Clock"] == "didStart")
    }

    /// A protocol that states no isolation, all of whose requirements are `@MainActor`, is
    /// `@MainActor`; one requirement without it leaves the protocol nonisolated.
    @Test(arguments: [true, false])
    func aProtocolTakesTheIsolationAllItsRequirementsShare(allIsolated: Bool) throws {
        var fixture = FixtureGraph(module: "Fixtures")
        let id = fixture.addProtocol("Delegate")
        fixture.addMethod(
            "clock", [P("_", "clock", "Clock"), P("didTick", "count", "Int")], to: id, mainActor: true)
        fixture.addMethod(
            "clock", [P("_", "clock", "Clock"), P("didStop", "count", "Int")], to: id, mainActor: allIsolated)
        let delegate = try graphs(fixture).delegateProtocol("Delegate", ownModule: "Fixtures")
        #expect(delegate.isolation == (allIsolated ? "MainActor" : nil))
    }

    @Test func namesThatStillCollideAreRefused() throws {
        #expect(
            throws: GeneratorError(
                "gauge(_:didChangeValue:) and gauge(_:didChange:value:) both get the name gaugeDidChangeValue; write this proxy by hand"
            )
        ) {
            _ = try names { fixture, id in
                let gauge = P("_", "gauge", "Gauge")
                fixture.addMethod(
                    "gauge", [gauge, P("didChange", "change", "Int"), P("value", "value", "Int")], to: id)
                fixture.addMethod(
                    "gauge", [gauge, P("didChange", "change", "Int"), P("limit", "limit", "Int")], to: id)
                fixture.addMethod("gauge", [gauge, P("didChangeValue", "value", "Int")], to: id)
            }
        }
    }

    /// A terminal's delegate, as SwiftTerm writes it: base names that say what happened, the
    /// parent first under the label `source`. Each is named by its base name, with as few labels
    /// as make it unique.
    @Test func baseNamesThatSayWhatHappenedNameTheStream() throws {
        let result = try names { fixture, id in
            let source = P("source", "source", "Terminal")
            fixture.addMethod(
                "notify", [source, P("title", "title", "String"), P("body", "body", "String")], to: id)
            fixture.addMethod("setTerminalTitle", [source, P("title", "title", "String")], to: id)
            fixture.addMethod("setTerminalIconTitle", [source, P("title", "title", "String")], to: id)
            fixture.addMethod("iTermContent", [source, P("content", "content", "[UInt8]")], to: id)
            fixture.addMethod("clipboardCopy", [source, P("content", "content", "[UInt8]")], to: id)
            fixture.addMethod("send", [source, P("data", "data", "[UInt8]")], to: id)
            fixture.addMethod("send", [source, P("text", "text", "String")], to: id)
            fixture.addMethod(
                "createImage",
                [
                    source, P("data", "data", "[UInt8]"), P("width", "width", "Int"),
                    P("height", "height", "Int"),
                ],
                to: id)
            fixture.addMethod("sizeChanged", [source], to: id)
            fixture.addMethod("isProcessTrusted", [source], returns: "Bool", to: id, hasDefault: true)
        }
        #expect(
            result == [
                "notify(source:title:body:)Terminal,String,String": "notify",
                "setTerminalTitle(source:title:)Terminal,String": "setTerminalTitle",
                "setTerminalIconTitle(source:title:)Terminal,String": "setTerminalIconTitle",
                "iTermContent(source:content:)Terminal,[UInt8]": "iTermContent",
                "clipboardCopy(source:content:)Terminal,[UInt8]": "clipboardCopy",
                "send(source:data:)Terminal,[UInt8]": "sendData",
                "send(source:text:)Terminal,String": "sendText",
                "createImage(source:data:width:height:)Terminal,[UInt8],Int,Int": "createImage",
                "sizeChanged(source:)Terminal": "sizeChanged",
                "isProcessTrusted(source:)Terminal": "isProcessTrusted",
            ])
    }

    /// Objective-C's delegate methods name the parent in their base name: their labels name them.
    @Test(arguments: [
        (
            "urlSession", P("_", "session", "URLSession"), "didBecomeInvalidWithError",
            "didBecomeInvalidWithError"
        ),
        ("stream", P("_", "aStream", "Stream"), "handle", "handle"),
        ("cache", P("_", "cache", "NSCache<AnyObject, AnyObject>"), "willEvictObject", "willEvictObject"),
        ("otherPicker", P("_", "picker", "Picker"), "didSelect", "didSelect"),
        ("setTerminalTitle", P("source", "source", "Terminal"), "title", "setTerminalTitle"),
    ])
    func baseNamesThatNameTheParentLeaveTheNameToTheLabels(
        base: String, parent: P, label: String, expected: String
    ) throws {
        let result = try names { fixture, id in
            fixture.addMethod(base, [parent, P(label, "value", "Int")], to: id)
        }
        #expect(Array(result.values) == [expected])
    }

    /// The parent last and typed as a protocol it conforms to (Starscream's `WebSocketDelegate`),
    /// or absent (`--parent Repository`): base names, and every other argument in the stream.
    @Test func parentsLastOrAbsentLeaveTheBaseName() throws {
        var fixture = FixtureGraph(module: "Fixtures")
        let id = fixture.addProtocol("Delegate")
        fixture.addClass("WebSocket", conformsTo: ["Fixtures.WebSocketClient"])
        fixture.addMethod(
            "didReceive",
            [P("event", "event", "WebSocketEvent"), P("client", "client", "any WebSocketClient")],
            to: id)
        fixture.addMethod("didFinish", [P("with", "state", "State")], to: id)
        let set = try graphs(fixture)
        let delegate = try set.delegateProtocol("Delegate", ownModule: "Fixtures")
        let parent = set.parentParameter("WebSocket")
        #expect(parent.typeNames == ["WebSocket", "WebSocketClient"])
        #expect(delegate.requirements.map(parent.index(in:)) == [nil, 1])
        #expect(
            try NamingRule.names(of: delegate.requirements, parent: parent) == ["didFinish", "didReceive"])
    }
}
