import Formats
import Time

/// One frame of a frame trace: when it ran, the state of each gesture recognizer, the
/// scene's traced values and, on request, a hash of its pixels. The format is specified in
/// docs/formats.md.
public struct FrameTraceRecord: Sendable {
    /// Frames delivered before this one.
    public var frame: Int
    /// The frame's vsync on the session's grid (skips where the live run missed vsyncs).
    public var vsync: Int64
    /// The frame's timestamp and target timestamp, in session nanoseconds.
    public var time: FrameTime
    public var targetTime: FrameTime
    /// Each recognizer's name and state after this frame's input, in the scene's order.
    public var gestures: [(name: String, state: String)]
    /// The scene's traced values, in the scene's order.
    public var values: [(name: String, value: Double)]
    /// The pixel hash of the frame (`PixelBuffer.hashHex`), when the trace asks for pixels.
    /// Values are the behaviour and hold on any machine; a hash also depends on the
    /// renderer and the installed font, so it is left out unless asked for.
    public var pixelHash: String?

    public init(
        frame: Int, vsync: Int64, time: FrameTime, targetTime: FrameTime, gestures: [(name: String, state: String)],
        values: [(name: String, value: Double)], pixelHash: String? = nil
    ) {
        self.frame = frame
        self.vsync = vsync
        self.time = time
        self.targetTime = targetTime
        self.gestures = gestures
        self.values = values
        self.pixelHash = pixelHash
    }

    /// The record's JSON line: `JSONWriter.string(json)`, byte for byte, written directly
    /// (a replay writes one per frame).
    public var jsonLine: String {
        var out = "{\"frame\":"
        out.reserveCapacity(64 + 32 * (gestures.count + values.count))
        out += String(frame)
        out += ",\"vsync\":"
        out += String(vsync)
        out += ",\"t_ns\":"
        out += String(time.nanoseconds)
        out += ",\"target_ns\":"
        out += String(targetTime.nanoseconds)
        for (name, state) in gestures {
            out += ","
            Self.appendQuoted("gesture." + name, to: &out)
            out += ":"
            Self.appendQuoted(state, to: &out)
        }
        for (name, value) in values {
            out += ","
            Self.appendQuoted(name, to: &out)
            out += ":"
            out += JSONWriter.number(value)
        }
        if let pixelHash {
            out += ",\"hash\":"
            Self.appendQuoted(pixelHash, to: &out)
        }
        out += "}"
        return out
    }

    /// Appends `text` as `JSONWriter.quoted` writes it: as it is between quotes when no
    /// character needs escaping (printable ASCII other than quote and backslash).
    private static func appendQuoted(_ text: String, to out: inout String) {
        guard text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) else {
            out += JSONWriter.quoted(text)
            return
        }
        out += "\""
        out += text
        out += "\""
    }

    /// The record as the JSON object its line holds.
    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("frame", .int(Int64(frame))), ("vsync", .int(vsync)), ("t_ns", .int(time.nanoseconds)),
            ("target_ns", .int(targetTime.nanoseconds)),
        ]
        members += gestures.map { ("gesture." + $0.name, JSONValue.string($0.state)) }
        members += values.map { ($0.name, JSONValue.double($0.value)) }
        if let pixelHash { members.append(("hash", .string(pixelHash))) }
        return .object(members)
    }
}
