import Formats

/// One frame of a frame trace: when it ran, the state of each gesture recognizer, the
/// scene's traced values and a hash of its pixels. The format is specified in docs/formats.md.
public struct FrameTraceRecord: Sendable {
    /// Frames delivered before this one.
    public var frame: Int
    /// The frame's vsync on the session's grid (skips where the live run missed vsyncs).
    public var vsync: Int64
    /// The frame's timestamp and target timestamp, in session nanoseconds.
    public var time: Int64
    public var targetTime: Int64
    /// Each recognizer's name and state after this frame's input, in the scene's order.
    public var gestures: [(name: String, state: String)]
    /// The scene's traced values, in the scene's order.
    public var values: [(name: String, value: Double)]
    /// The pixel hash of the frame (`PixelBuffer.hashHex`).
    public var pixelHash: String

    public init(frame: Int, vsync: Int64, time: Int64, targetTime: Int64, gestures: [(name: String, state: String)],
                values: [(name: String, value: Double)], pixelHash: String) {
        self.frame = frame
        self.vsync = vsync
        self.time = time
        self.targetTime = targetTime
        self.gestures = gestures
        self.values = values
        self.pixelHash = pixelHash
    }

    /// The record's JSON line.
    public var jsonLine: String {
        var members: [(key: String, value: JSONValue)] = [
            ("frame", .int(Int64(frame))), ("vsync", .int(vsync)), ("t_ns", .int(time)), ("target_ns", .int(targetTime)),
        ]
        members += gestures.map { ("gesture." + $0.name, JSONValue.string($0.state)) }
        members += values.map { ($0.name, JSONValue.double($0.value)) }
        members.append(("hash", .string(pixelHash)))
        return JSONWriter.string(.object(members))
    }
}
