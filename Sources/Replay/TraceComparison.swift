import Formats

/// Compares a trace with an expected one frame by frame, as the frames come: a replay checks
/// its trace while it runs, keeping nothing but the expectation and the first difference.
public struct TraceComparison: Sendable {
    public let expected: FrameTrace
    public let tolerance: Double
    /// The first difference found so far, or nil.
    public private(set) var difference: TraceDifference?
    /// How many frames have been added.
    public private(set) var count = 0

    /// A comparison against `expected`, numbers allowed to differ by `tolerance`.
    public init(expected: FrameTrace, tolerance: Double = 0) {
        self.expected = expected
        self.tolerance = tolerance
    }

    /// Compares the next frame (after the first difference, frames are only counted).
    public mutating func add(_ frame: JSONValue) {
        count += 1
        guard difference == nil else { return }
        guard count <= expected.frames.count else {
            difference = TraceDifference(line: count, frame: FrameTrace.frameLabel(frame, count - 1), field: nil,
                                         expected: "no frame (the expected trace ends)", actual: "a frame")
            return
        }
        difference = FrameTrace.difference(expected: expected.frames[count - 1], actual: frame, line: count, tolerance: tolerance)
    }

    /// The first difference once every frame has been added: one found on the way, or the
    /// expected trace going on past the last frame added. Nil when the traces agree.
    public func finish() -> TraceDifference? {
        if let difference { return difference }
        guard count < expected.frames.count else { return nil }
        return TraceDifference(line: count + 1, frame: FrameTrace.frameLabel(expected.frames[count], count), field: nil,
                               expected: "a frame", actual: "no frame (the trace ends)")
    }
}
