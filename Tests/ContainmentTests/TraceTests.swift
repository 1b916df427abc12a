@testable import Containment
import Foundation
import Testing

/// The JSON-lines trace format, which tools read: field names and order are stable.
@MainActor @Suite("Trace format")
struct TraceTests {
    @Test func lifecycleEventsAsJSONLines() throws {
        let fx = Fixture()
        let child = TestController("startMap")
        let recorder = TraceRecorder()
        try Trace.withSink(recorder) {
            try fx.embed(child, in: fx.root.top, of: fx.root)
        }
        let lines = recorder.events.map(\.jsonLine)
        #expect(lines == [
            #"{"event":"willMove(toParent:)","controller":"startMap","parent":"root"}"#,
            #"{"event":"loadView","controller":"startMap"}"#,
            #"{"event":"viewDidLoad","controller":"startMap"}"#,
            #"{"event":"viewWillLayoutSubviews","controller":"startMap"}"#,
            #"{"event":"viewDidLayoutSubviews","controller":"startMap"}"#,
            #"{"event":"viewWillAppear","controller":"startMap","animated":false}"#,
            #"{"event":"viewDidAppear","controller":"startMap","animated":false}"#,
            #"{"event":"didMove(toParent:)","controller":"startMap","parent":"root"}"#,
        ])
    }

    @Test func transitionEventsAsJSONLines() throws {
        let fx = Fixture()
        let map = TestController("startMap")
        let info = TestController("startGeoInfo")
        try fx.embed(map, in: fx.root.top, of: fx.root)
        try fx.root.addChild(info)
        _ = info.view
        let recorder = TraceRecorder()
        try Trace.withSink(recorder) {
            try fx.root.transition(from: map, to: info, duration: 0.2, options: [.transitionFlipFromTop, .curveEaseIn])
            fx.backend.driver.runUntilIdle()
        }
        let lines = recorder.events.map(\.jsonLine).filter { $0.contains("transition") }
        #expect(lines == [
            #"{"event":"transitionBegan","container":"root","from":"startMap","to":"startGeoInfo","options":"flipFromTop","curve":"easeIn","duration":0.2}"#,
            #"{"event":"transitionEnded","container":"root","from":"startMap","to":"startGeoInfo","options":"flipFromTop","curve":"easeIn","duration":0.2,"finished":true}"#,
        ])
    }

    @Test func locationChangedForApps() {
        let recorder = TraceRecorder()
        Trace.withSink(recorder) {
            Trace.locationChanged(controller: "startMap", latitude: 56.55, longitude: 8.316667)
        }
        #expect(recorder.events.map(\.jsonLine) == [
            #"{"event":"locationChanged","controller":"startMap","latitude":56.55,"longitude":8.316667}"#,
        ])
        #expect(recorder.events.first?["latitude"] == .number(56.55))
    }

    @Test func sizeChangesAndDiagnostics() {
        let fx = Fixture()
        let recorder = TraceRecorder()
        Trace.withSink(recorder) {
            fx.window.resize(to: Size(width: 1024, height: 768.5))
            fx.root.endAppearanceTransition()
        }
        let lines = recorder.events.map(\.jsonLine)
        #expect(lines.first == #"{"event":"viewWillTransition(to:)","controller":"root","width":1024,"height":768.5}"#)
        #expect(lines.last == #"{"event":"diagnostic","code":"unbalancedAppearanceTransition","message":"unbalanced endAppearanceTransition() on root, which is appeared"}"#)
    }

    /// Whole numbers are written as integers, the rest as decimals.
    @Test func wholeNumbersAreIntegers() {
        let line = TraceEvent("tabSelected", [
            ("index", .number(1)), ("ms", .number(0.25)), ("negative", .number(-3)), ("huge", .number(1e300)),
        ]).jsonLine
        #expect(line == #"{"event":"tabSelected","index":1,"ms":0.25,"negative":-3,"huge":1e+300}"#)
    }

    @Test func stringsAreEscaped() {
        let event = TraceEvent("x", [
            ("name", .string("a\"b\\c\nd\u{1}é")),
            ("nan", .number(.nan)),
            ("none", .null),
            ("flag", .bool(true)),
        ])
        #expect(event.jsonLine == #"{"event":"x","name":"a\"b\\c\nd\u0001é","nan":null,"none":null,"flag":true}"#)
    }

    @Test func nothingIsBuiltWithoutASink() {
        // The environment of the test run does not set CONTAINMENT_TRACE.
        var built = false
        func make() -> TraceEvent {
            built = true
            return TraceEvent("x")
        }
        Trace.emit(make())
        #expect(built == Trace.isEnabled)
    }
}

/// Where the trace goes by default, and how lines reach the file descriptor.
@Suite("Trace output")
struct TraceOutputTests {
    @Test func onlyTunnelTraceOneEnablesStandardError() {
        #expect(Trace.defaultSink(environment: ["CONTAINMENT_TRACE": "1"]) is StandardErrorTraceSink)
        #expect(Trace.defaultSink(environment: [:]) == nil)
        // The app's switch is the app's business, not the library's.
        #expect(Trace.defaultSink(environment: ["TUNNEL_TRACE": "1"]) == nil)
        #expect(Trace.defaultSink(environment: ["CONTAINMENT_TRACE": "0"]) == nil)
        #expect(Trace.defaultSink(environment: ["CONTAINMENT_TRACE": "yes"]) == nil)
        // A list of events narrows the trace, and only when it is on.
        #expect(Trace.defaultSink(environment: ["CONTAINMENT_TRACE_EVENTS": "firstFrame"]) == nil)
        let narrowed = Trace.defaultSink(environment: ["CONTAINMENT_TRACE": "1", "CONTAINMENT_TRACE_EVENTS": "firstFrame,frame"])
        #expect((narrowed as? FilteredTraceSink)?.events == ["firstFrame", "frame"])
        let spaced = Trace.standardErrorSink(switch: "1", events: " firstFrame , frame,")
        #expect((spaced as? FilteredTraceSink)?.events == ["firstFrame", "frame"])
        #expect(Trace.defaultSink(environment: ["CONTAINMENT_TRACE": "1", "CONTAINMENT_TRACE_EVENTS": ""]) is StandardErrorTraceSink)
        #expect(Trace.standardErrorSink(switch: "1", events: " , ") is StandardErrorTraceSink)
    }

    @Test func aNarrowedTracePassesOnOnlyTheEventsNamed() {
        let recorder = TraceRecorder()
        let sink = FilteredTraceSink(events: ["firstFrame", "frame"], next: recorder)
        sink.write(TraceEvent("viewWillAppear", [("controller", .string("startMap"))]))
        sink.write(TraceEvent("frame", [("ms", .number(1.5))]))
        sink.write(TraceEvent("startPhase", [("phase", .string("main"))]))
        sink.write(TraceEvent("firstFrame"))
        #expect(recorder.events.map(\.jsonLine) == [#"{"event":"frame","ms":1.5}"#, #"{"event":"firstFrame"}"#])
    }

    @Test func eachEventIsOneNewlineTerminatedLine() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let sink = StandardErrorTraceSink(fileDescriptor: fds[1])
        sink.write(TraceEvent("viewWillAppear", [("controller", .string("startMap")), ("animated", .bool(true))]))
        sink.write(TraceEvent("locationChanged", [("latitude", .number(-56.55))]))
        close(fds[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while true {
            let count = read(fds[0], &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        #expect(String(decoding: bytes, as: UTF8.self) == """
            {"event":"viewWillAppear","controller":"startMap","animated":true}
            {"event":"locationChanged","latitude":-56.55}

            """)
    }
}
