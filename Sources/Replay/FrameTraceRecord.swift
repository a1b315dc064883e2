import Formats
import Input

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

    public init(frame: Int, vsync: Int64, time: FrameTime, targetTime: FrameTime, gestures: [(name: String, state: String)],
                values: [(name: String, value: Double)], pixelHash: String? = nil) {
        self.frame = frame
        self.vsync = vsync
        self.time = time
        self.targetTime = targetTime
        self.gestures = gestures
        self.values = values
        self.pixelHash = pixelHash
    }

    /// The record's JSON line.
    public var jsonLine: String { JSONWriter.string(json) }

    /// The record as the JSON object its line holds.
    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("frame", .int(Int64(frame))), ("vsync", .int(vsync)), ("t_ns", .int(time.nanoseconds)), ("target_ns", .int(targetTime.nanoseconds)),
        ]
        members += gestures.map { ("gesture." + $0.name, JSONValue.string($0.state)) }
        members += values.map { ($0.name, JSONValue.double($0.value)) }
        if let pixelHash { members.append(("hash", .string(pixelHash))) }
        return .object(members)
    }
}
