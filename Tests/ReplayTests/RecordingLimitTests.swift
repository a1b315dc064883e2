import Input
import Replay
import Testing

/// Recordings whose numbers ask for more than a replay can do.
@Suite("Recording limits")
struct RecordingLimitTests {
    static func header(width: Double = 1280, height: Double = 800, scale: Double = 1) -> String {
        #"{"format":"flingrec","version":2,"window":{"width":\#(width),"height":\#(height)},"scale":\#(scale),"scene":"corners","seed":0,"framePeriodNs":16666667,"recognizers":{}}"#
    }

    static func recording(header: String = header(), _ lines: [String]) -> String {
        ([header] + lines).joined(separator: "\n") + "\n"
    }

    /// The error for `text` read as "rec.flingrec", or nil when it reads.
    func failure(_ text: String) -> String? { RecordingFormatTests().failure(text) }

    /// 100000 × 100000 points at scale 16 would be a 1.6-million-pixel-wide frame buffer.
    @Test("a window whose frame would exceed 8192 pixels a side is an error")
    func windowPixels() {
        let end = [#"{"t":0,"frame":0,"type":"end"}"#]
        #expect(
            failure(Self.recording(header: Self.header(width: 100_000, height: 100_000), end))
                == #"rec.flingrec:1: field "window.width" is 100000.0, outside 1.0…32768.0"#)
        #expect(
            failure(Self.recording(header: Self.header(width: 4096, height: 800, scale: 4), end))
                == #"rec.flingrec:1: field "window" makes the frame 16384×3200 pixels at scale 4; each side must be at most 8192"#
        )
        #expect(failure(Self.recording(header: Self.header(width: 8192, height: 8192, scale: 1), end)) == nil)
        #expect(failure(Self.recording(header: Self.header(width: 32768, height: 32768, scale: 0.25), end)) == nil)
    }

    @Test("a resize whose frame would exceed 8192 pixels a side is an error")
    func resizePixels() {
        let lines = [
            #"{"t":0,"frame":0,"type":"resize","width":5000,"height":800}"#, #"{"t":0,"frame":0,"type":"end"}"#,
        ]
        #expect(
            failure(Self.recording(header: Self.header(scale: 2), lines))
                == #"rec.flingrec:2: field "width" makes the frame 10000×1600 pixels at scale 2; each side must be at most 8192"#
        )
        #expect(failure(Self.recording(header: Self.header(scale: 1), lines)) == nil)
        #expect(
            failure(
                Self.recording([
                    #"{"t":0,"frame":0,"type":"resize","width":100000,"height":100000}"#,
                    #"{"t":0,"frame":0,"type":"end"}"#,
                ]))?
                .hasPrefix(#"rec.flingrec:2: field "width" is 100000.0, outside"#) == true)
    }

    /// An end line at frame 10⁹ made a replay draw a billion frames (hours).
    @Test("a recording spans at most 10⁶ vsyncs: end, event and skip lines beyond are errors")
    func vsyncLimit() {
        #expect(
            failure(Self.recording([#"{"t":0,"frame":1000000000,"type":"end"}"#]))
                == #"rec.flingrec:2: field "frame" is 1000000000, outside 0…1000000"#)
        #expect(
            failure(
                Self.recording([
                    #"{"t":0,"frame":1000001,"type":"down","x":1,"y":1,"button":1}"#,
                    #"{"t":0,"frame":1000001,"type":"end"}"#,
                ]))
                == #"rec.flingrec:2: field "frame" is 1000001, outside 0…1000000"#)
        #expect(
            failure(
                Self.recording([
                    #"{"frame":2000000,"type":"skip","vsyncs":1999999}"#, #"{"t":0,"frame":2000000,"type":"end"}"#,
                ]))
                == #"rec.flingrec:2: field "frame" is 2000000, outside 1…1000000"#)
        #expect(failure(Self.recording([#"{"t":0,"frame":1000000,"type":"end"}"#])) == nil)
    }

    @Test("event times are at most 4·10¹⁸ ns, so adding a recognizer's delay cannot overflow")
    func timeLimit() {
        #expect(
            failure(Self.recording([#"{"t":9223372036854775807,"frame":0,"type":"end"}"#]))
                == #"rec.flingrec:2: field "t" is 9223372036854775807, outside 0…4000000000000000000"#)
    }

    @Test("the limits are the ones the session's frame buffer uses")
    func framePixels() {
        #expect(RecordingHeader.framePixels(8192, scale: 1) == RecordingHeader.maximumFramePixels)
        #expect(RecordingHeader.framePixels(0.1, scale: 0.25) == 1)
        #expect(RecordingHeader.frameSizeProblem(width: 2048, height: 2048, scale: 4) == nil)
    }
}
