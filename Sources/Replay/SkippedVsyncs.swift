import Formats

/// Vsyncs a live run passed without drawing: the `count` vsyncs before `frame` had no frame,
/// and `frame` was drawn. A recording lists every such gap, so a replay draws exactly the
/// frames the live run drew and evaluates every animation at the same instants.
public struct SkippedVsyncs: Hashable, Sendable {
    /// The vsync of the frame drawn after the gap.
    public var frame: Int64
    /// How many vsyncs before `frame` passed without a frame (at least 1).
    public var count: Int64

    public init(frame: Int64, count: Int64) {
        self.frame = frame
        self.count = count
    }

    /// The first vsync of the gap.
    public var first: Int64 { frame - count }

    /// The skip line: `{"frame":92,"type":"skip","vsyncs":3}`.
    public var jsonLine: String {
        JSONWriter.string(.object([("frame", .int(frame)), ("type", .string("skip")), ("vsyncs", .int(count))]))
    }
}
