import Formats
import Input
import Replay
import Testing

@Suite("Recording format")
struct RecordingFormatTests {
    static let header =
        #"{"format":"flingrec","version":1,"window":{"width":1280,"height":800},"scale":1,"scene":"corners","seed":0,"framePeriodNs":16666667,"recognizers":{"panHysteresis":10}}"#
    static let events = [
        #"{"t":100,"frame":0,"type":"down","x":640,"y":400,"button":1}"#,
        #"{"t":20000000,"frame":1,"type":"move","x":660.5,"y":400,"buttons":1}"#,
        #"{"t":40000000,"frame":2,"type":"up","x":660.5,"y":400,"button":1}"#,
        #"{"t":50000000,"frame":3,"type":"end"}"#,
    ]
    static let valid = ([header] + events).joined(separator: "\n") + "\n"

    func failure(_ text: String) -> String? { Self.failure(text) }

    /// The one-line error reading `text` as a recording gives, or nil when it reads.
    static func failure(_ text: String) -> String? {
        do {
            _ = try Recording.parse(text, path: "rec.flingrec")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a valid recording parses into header, events and end")
    func parsesValid() throws {
        let recording = try Recording.parse(Self.valid, path: "rec.flingrec")
        #expect(recording.header.scene == "corners")
        #expect(recording.header.framePeriod == .nanoseconds(16_666_667))
        #expect(recording.header.recognizers.map(\.name) == ["panHysteresis"])
        #expect(recording.events.count == 3)
        #expect(
            recording.events[1]
                == RecordedEvent(
                    vsync: 1,
                    event: InputEvent(
                        time: .nanoseconds(20_000_000), kind: .pointerMove(x: 660.5, y: 400, buttons: .left))))
        #expect(recording.endVsync == 3)
        #expect(recording.text == Self.valid)
    }

    @Test("every event kind round-trips through its line")
    func eventKindsRoundTrip() throws {
        let kinds: [InputEvent.Kind] = [
            .pointerDown(x: 1.5, y: -2, button: .right), .pointerMove(x: 3, y: 4, buttons: [.left, .middle]),
            .pointerUp(x: 5, y: 6, button: .middle), .wheel(x: 1, y: 2, dx: -0.25, dy: 3, type: .continuous),
            .wheel(x: 1, y: 2, dx: 0, dy: 40, type: .discrete), .key(name: "escape", isDown: true),
            .resize(width: 800, height: 600), .focusLost, .quit,
        ]
        let lines = kinds.enumerated().map {
            RecordedEvent(
                vsync: Int64($0.offset), event: InputEvent(time: .nanoseconds(Int64($0.offset) * 7), kind: $0.element)
            ).jsonLine
        }
        let text = ([Self.header] + lines + [#"{"t":99,"frame":9,"type":"end"}"#]).joined(separator: "\n") + "\n"
        let recording = try Recording.parse(text, path: "kinds.flingrec")
        #expect(recording.events.map(\.event.kind) == kinds)
    }

    @Test("a file cut off mid-line is reported as truncated at that line")
    func truncatedMidLine() {
        let cut = String(Self.valid.dropLast(20))
        #expect(failure(cut)?.hasPrefix("rec.flingrec:5: the recording is truncated") == true)
    }

    @Test("a recording without its end line is truncated")
    func missingEndLine() {
        let text = ([Self.header] + Self.events.dropLast()).joined(separator: "\n") + "\n"
        #expect(failure(text) == "rec.flingrec:4: the recording is truncated: it stops without its end line")
    }

    @Test(
        "errors name the file, the line and the field",
        arguments: [
            (
                2, #"{"t":100,"frame":0,"type":"down","x":"left","y":400,"button":1}"#,
                #"field "x" must be a number, not a string"#
            ),
            (2, #"{"t":100,"frame":0,"type":"down","x":1,"button":1}"#, #"field "y" is missing"#),
            (2, #"{"t":100,"frame":0,"type":"down","x":1,"y":2,"button":1,"z":0}"#, #"field "z" is not a known field"#),
            (
                2, #"{"t":1.5,"frame":0,"type":"down","x":1,"y":2,"button":1}"#,
                #"field "t" must be an integer, not a fraction"#
            ),
            (2, #"{"t":100,"frame":0,"type":"drag","x":1,"y":2}"#, #"field "type" is "drag""#),
            (2, #"{"t":100,"frame":0,"type":"down","x":1,"y":2,"button":9}"#, #"field "button" is 9, outside 1…3"#),
            (
                2, #"{"t":100,"frame":0,"type":"move","x":1,"y":2,"buttons":true}"#,
                #"field "buttons" must be an integer, not a boolean"#
            ),
            (2, #"{"t":100, "frame":0, oops}"#, "not valid JSON: expected a string key at column 22"),
            (2, "[1,2]", "expected a JSON object, found an array"),
        ])
    func fieldErrors(line: Int, text: String, message: String) throws {
        var lines = [Self.header] + Self.events
        lines[line - 1] = text
        let error = try #require(failure(lines.joined(separator: "\n") + "\n"))
        #expect(error.hasPrefix("rec.flingrec:\(line): \(message)"), "got: \(error)")
    }

    @Test("time and frame never go back")
    func monotonic() throws {
        var lines = [Self.header] + Self.events
        lines[2] = #"{"t":50,"frame":1,"type":"move","x":660.5,"y":400,"buttons":1}"#
        #expect(
            failure(lines.joined(separator: "\n") + "\n")?.hasPrefix(#"rec.flingrec:3: field "t" is 50, earlier than"#)
                == true)
        lines[2] = #"{"t":20000000,"frame":0,"type":"move","x":660.5,"y":400,"buttons":1}"#
        lines[1] = #"{"t":100,"frame":2,"type":"down","x":640,"y":400,"button":1}"#
        #expect(
            failure(lines.joined(separator: "\n") + "\n")?.hasPrefix(
                #"rec.flingrec:3: field "frame" is 0, earlier than"#) == true)
    }

    @Test("header problems are named")
    func headerErrors() {
        #expect(failure("") == "rec.flingrec: is empty; a recording starts with a header line")
        let wrongFormat = Self.valid.replacingOccurrences(of: #""format":"flingrec""#, with: #""format":"other""#)
        #expect(failure(wrongFormat) == #"rec.flingrec:1: field "format" is "other", expected "flingrec""#)
        let newer = Self.valid.replacingOccurrences(of: #""version":1"#, with: #""version":4"#)
        #expect(failure(newer) == #"rec.flingrec:1: field "version" is 4; this build reads versions 1 to 3"#)
        let noPeriod = Self.valid.replacingOccurrences(of: #""framePeriodNs":16666667,"#, with: "")
        #expect(failure(noPeriod) == #"rec.flingrec:1: field "framePeriodNs" is missing"#)
    }

    @Test("lines after the end line and blank lines are errors")
    func strayLines() {
        #expect(
            failure(Self.valid + Self.events[0] + "\n")?.hasPrefix("rec.flingrec:6: text after the end line") == true)
        let blank = Self.valid.replacingOccurrences(of: "\n{\"t\":20000000", with: "\n\n{\"t\":20000000")
        #expect(failure(blank)?.hasPrefix("rec.flingrec:3: blank line") == true)
    }

    /// A player of `text` in memory, and one that streams it line by line.
    static func players(_ text: String) throws -> [RecordingPlayer] {
        [
            RecordingPlayer(recording: try Recording.parse(text, path: "rec.flingrec")),
            RecordingPlayer(reader: try RecordingReader(text: text, path: "rec.flingrec")),
        ]
    }

    @Test("the player delivers each event in the frame that consumed it live, in memory and streamed")
    func playerDeliversByFrame() throws {
        for var player in try Self.players(Self.valid) {
            #expect(try player.events(through: 0).map(\.time) == [.nanoseconds(100)])
            #expect(try player.events(through: 0).isEmpty)
            #expect(try !player.isFinished(at: 3))
            #expect(try player.events(through: 2).map(\.time) == [.nanoseconds(20_000_000), .nanoseconds(40_000_000)])
            #expect(try !player.isFinished(at: 3))
            #expect(try player.isFinished(at: 4))
        }
    }

    @Test("a streamed player throws a bad line when it reaches it, naming the file and line")
    func streamedBadLine() throws {
        let bad = Self.valid.replacingOccurrences(of: #""type":"up""#, with: #""type":"upp""#)
        var player = RecordingPlayer(reader: try RecordingReader(text: bad, path: "rec.flingrec"))
        #expect(try player.events(through: 0).count == 1)
        #expect(throws: InputError.self) { try player.events(through: 2) }
        #expect(throws: InputError.self) { try Recording.scan(path: "/nonexistent/rec.flingrec") }
    }

    /// A version 2 recording whose live run skipped vsyncs 0 (before its first frame, 1),
    /// 3–4 (before 5) and 7 (before 8).
    static let withSkips =
        [
            Self.header.replacingOccurrences(of: #""version":1"#, with: #""version":2"#),
            #"{"frame":1,"type":"skip","vsyncs":1}"#,
            #"{"t":100,"frame":1,"type":"down","x":640,"y":400,"button":1}"#,
            #"{"t":20000000,"frame":2,"type":"move","x":660.5,"y":400,"buttons":1}"#,
            #"{"frame":5,"type":"skip","vsyncs":2}"#,
            #"{"t":40000000,"frame":5,"type":"up","x":660.5,"y":400,"button":1}"#,
            #"{"frame":8,"type":"skip","vsyncs":1}"#,
            #"{"t":150000000,"frame":9,"type":"end"}"#,
        ].joined(separator: "\n") + "\n"

    @Test("skip lines say which vsyncs the live run passed without a frame, and round-trip")
    func skipLines() throws {
        let recording = try Recording.parse(Self.withSkips, path: "rec.flingrec")
        #expect(recording.header.version == 2)
        #expect(
            recording.skips == [
                SkippedVsyncs(frame: 1, count: 1), SkippedVsyncs(frame: 5, count: 2), SkippedVsyncs(frame: 8, count: 1),
            ])
        #expect(recording.events.map(\.vsync) == [1, 2, 5])
        #expect(recording.text == Self.withSkips)
    }

    @Test("the player passes exactly the vsyncs the live run skipped")
    func playerFollowsSkips() throws {
        for var player in try Self.players(Self.withSkips) {
            var drawn: [Int64] = []
            var delivered: [Int64] = []
            var next: Int64 = 0
            while true {
                next += try player.vsyncsSkipped(from: next)
                if try player.isFinished(at: next) { break }
                drawn.append(next)
                delivered += try player.events(through: next).map { _ in next }
                next += 1
            }
            #expect(drawn == [1, 2, 5, 6, 8, 9])
            #expect(delivered == [1, 2, 5])
        }
        // A version 1 recording skips nothing: every vsync is drawn, as before skip lines.
        for var old in try Self.players(Self.valid) {
            for vsync in Int64(0)...3 { #expect(try old.vsyncsSkipped(from: vsync) == 0) }
        }
    }

    @Test("skip lines that version 1 lacks, or that overlap a drawn frame, are errors")
    func badSkipLines() {
        let v1 = Self.withSkips.replacingOccurrences(of: #""version":2"#, with: #""version":1"#)
        #expect(failure(v1) == #"rec.flingrec:2: field "type" is "skip", which version 1 recordings do not have"#)
        let overlap = Self.withSkips.replacingOccurrences(
            of: #"{"frame":5,"type":"skip","vsyncs":2}"#, with: #"{"frame":5,"type":"skip","vsyncs":3}"#)
        #expect(
            failure(overlap)?.hasPrefix(
                #"rec.flingrec:5: field "vsyncs" skips 3 vsyncs before frame 5, back to vsync 2, but frame 2 was drawn"#
            ) == true)
        let zero = Self.withSkips.replacingOccurrences(of: #""vsyncs":1}"#, with: #""vsyncs":0}"#)
        #expect(failure(zero)?.hasPrefix(#"rec.flingrec:2: field "vsyncs""#) == true)
        let extra = Self.withSkips.replacingOccurrences(
            of: #"{"frame":8,"type":"skip","vsyncs":1}"#, with: #"{"t":1,"frame":8,"type":"skip","vsyncs":1}"#)
        #expect(failure(extra)?.hasPrefix(#"rec.flingrec:7: "#) == true)
    }
}
