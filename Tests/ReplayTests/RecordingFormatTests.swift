import Input
import Replay
import Testing

@Suite("Recording format")
struct RecordingFormatTests {
    static let header = #"{"format":"flingrec","version":1,"window":{"width":1280,"height":800},"scale":1,"scene":"corners","seed":0,"framePeriodNs":16666667,"recognizers":{"panHysteresis":10}}"#
    static let events = [
        #"{"t":100,"frame":0,"type":"down","x":640,"y":400,"button":1}"#,
        #"{"t":20000000,"frame":1,"type":"move","x":660.5,"y":400,"buttons":1}"#,
        #"{"t":40000000,"frame":2,"type":"up","x":660.5,"y":400,"button":1}"#,
        #"{"t":50000000,"frame":3,"type":"end"}"#,
    ]
    static let valid = ([header] + events).joined(separator: "\n") + "\n"

    func failure(_ text: String) -> String? {
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
        #expect(recording.header.framePeriod == 16_666_667)
        #expect(recording.header.recognizers.map(\.name) == ["panHysteresis"])
        #expect(recording.events.count == 3)
        #expect(recording.events[1] == RecordedEvent(vsync: 1, event: InputEvent(
            time: 20_000_000, kind: .pointerMove(x: 660.5, y: 400, buttons: .left))))
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
        let lines = kinds.enumerated().map { RecordedEvent(vsync: Int64($0.offset), event: InputEvent(time: Int64($0.offset) * 7, kind: $0.element)).jsonLine }
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

    @Test("errors name the file, the line and the field", arguments: [
        (2, #"{"t":100,"frame":0,"type":"down","x":"left","y":400,"button":1}"#, #"field "x" must be a number, not a string"#),
        (2, #"{"t":100,"frame":0,"type":"down","x":1,"button":1}"#, #"field "y" is missing"#),
        (2, #"{"t":100,"frame":0,"type":"down","x":1,"y":2,"button":1,"z":0}"#, #"field "z" is not a known field"#),
        (2, #"{"t":1.5,"frame":0,"type":"down","x":1,"y":2,"button":1}"#, #"field "t" must be an integer, not a fraction"#),
        (2, #"{"t":100,"frame":0,"type":"drag","x":1,"y":2}"#, #"field "type" is "drag""#),
        (2, #"{"t":100,"frame":0,"type":"down","x":1,"y":2,"button":9}"#, #"field "button" is 9, outside 1…3"#),
        (2, #"{"t":100,"frame":0,"type":"move","x":1,"y":2,"buttons":true}"#, #"field "buttons" must be an integer, not a boolean"#),
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
        #expect(failure(lines.joined(separator: "\n") + "\n")?.hasPrefix(#"rec.flingrec:3: field "t" is 50, earlier than"#) == true)
        lines[2] = #"{"t":20000000,"frame":0,"type":"move","x":660.5,"y":400,"buttons":1}"#
        lines[1] = #"{"t":100,"frame":2,"type":"down","x":640,"y":400,"button":1}"#
        #expect(failure(lines.joined(separator: "\n") + "\n")?.hasPrefix(#"rec.flingrec:3: field "frame" is 0, earlier than"#) == true)
    }

    @Test("header problems are named")
    func headerErrors() {
        #expect(failure("") == "rec.flingrec: is empty; a recording starts with a header line")
        let wrongFormat = Self.valid.replacingOccurrences(of: #""format":"flingrec""#, with: #""format":"other""#)
        #expect(failure(wrongFormat) == #"rec.flingrec:1: field "format" is "other", expected "flingrec""#)
        let newer = Self.valid.replacingOccurrences(of: #""version":1"#, with: #""version":2"#)
        #expect(failure(newer) == #"rec.flingrec:1: field "version" is 2; this build reads version 1"#)
        let noPeriod = Self.valid.replacingOccurrences(of: #""framePeriodNs":16666667,"#, with: "")
        #expect(failure(noPeriod) == #"rec.flingrec:1: field "framePeriodNs" is missing"#)
    }

    @Test("lines after the end line and blank lines are errors")
    func strayLines() {
        #expect(failure(Self.valid + Self.events[0] + "\n")?.hasPrefix("rec.flingrec:6: text after the end line") == true)
        let blank = Self.valid.replacingOccurrences(of: "\n{\"t\":20000000", with: "\n\n{\"t\":20000000")
        #expect(failure(blank)?.hasPrefix("rec.flingrec:3: blank line") == true)
    }

    @Test("the player delivers each event in the frame that consumed it live")
    func playerDeliversByFrame() throws {
        var player = RecordingPlayer(recording: try Recording.parse(Self.valid, path: "rec.flingrec"))
        #expect(player.events(through: 0).map(\.time) == [100])
        #expect(player.events(through: 0).isEmpty)
        #expect(player.events(through: 2).map(\.time) == [20_000_000, 40_000_000])
        #expect(!player.isFinished(at: 3))
        #expect(player.isFinished(at: 4))
    }
}
