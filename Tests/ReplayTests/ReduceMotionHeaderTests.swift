import Replay
import Testing

@Suite("The recording header's reduceMotion (version 3)")
struct ReduceMotionHeaderTests {
    static let end = #"{"t":50000000,"frame":3,"type":"end"}"#

    /// A header line of `version` with `extra` members after the recognizers.
    static func header(version: Int, extra: String = "") -> String {
        #"{"format":"flingrec","version":\#(version),"window":{"width":1280,"height":800},"scale":1,"scene":"corners","seed":0,"framePeriodNs":16666667,"recognizers":{"pan.hysteresis":10}\#(extra)}"#
    }

    static func recording(_ header: String) -> String { header + "\n" + end + "\n" }

    func failure(_ text: String) -> String? { RecordingFormatTests.failure(text) }

    @Test("this build writes version 3 and reads 1 to 3")
    func versions() {
        #expect(RecordingHeader.currentVersion == 3)
        #expect(RecordingHeader.readableVersions == 1...3)
    }

    @Test("a version 3 header round-trips with the setting on and off", arguments: [true, false])
    func roundTrip(on: Bool) throws {
        let header = RecordingHeader(
            windowWidth: 640, windowHeight: 400, scale: 2, scene: "corners", seed: 3,
            framePeriod: .nanoseconds(16_666_667), recognizers: [("pan.hysteresis", 10)], reduceMotion: on)
        #expect(header.version == 3)
        #expect(header.jsonLine.hasSuffix(#","reduceMotion":\#(on)}"#))
        let text = header.jsonLine + "\n" + Self.end + "\n"
        let read = try Recording.parse(text, path: "rec.flingrec")
        #expect(read.header == header)
        #expect(read.header.reduceMotion == on)
        #expect(read.text == text)
    }

    @Test("the headers differ by the setting alone")
    func equality() {
        var a = RecordingHeader(windowWidth: 1, windowHeight: 1, scale: 1, scene: "s", framePeriod: .milliseconds(16))
        let b = a
        a.reduceMotion = true
        #expect(a != b)
    }

    @Test("versions 1 and 2 read with Reduce Motion off and write back without the field", arguments: [1, 2])
    func olderVersions(version: Int) throws {
        let text = Self.recording(Self.header(version: version))
        let read = try Recording.parse(text, path: "rec.flingrec")
        #expect(read.header.version == version)
        #expect(!read.header.reduceMotion)
        #expect(read.text == text)
    }

    @Test(
        "a bad reduceMotion is one line naming the field",
        arguments: [
            (3, "", #"rec.flingrec:1: field "reduceMotion" is missing"#),
            (3, #","reduceMotion":1"#, #"rec.flingrec:1: field "reduceMotion" must be true or false, not a number"#),
            (
                3, #","reduceMotion":"true""#,
                #"rec.flingrec:1: field "reduceMotion" must be true or false, not a string"#
            ),
            (3, #","reduceMotion":null"#, #"rec.flingrec:1: field "reduceMotion" must be true or false, not null"#),
            (
                2, #","reduceMotion":false"#,
                #"rec.flingrec:1: field "reduceMotion" came in version 3; a version 2 recording has none"#
            ),
            (
                1, #","reduceMotion":true"#,
                #"rec.flingrec:1: field "reduceMotion" came in version 3; a version 1 recording has none"#
            ),
        ])
    func badField(version: Int, extra: String, message: String) {
        let error = failure(Self.recording(Self.header(version: version, extra: extra)))
        #expect(error == message)
        #expect(error?.contains("\n") == false)
    }

    @Test("version 4 is refused, naming the versions this build reads")
    func newer() {
        #expect(
            failure(Self.recording(Self.header(version: 4, extra: #","reduceMotion":true"#)))
                == #"rec.flingrec:1: field "version" is 4; this build reads versions 1 to 3"#)
    }
}
