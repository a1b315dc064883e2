import Formats

/// A frame trace read back from its JSON Lines: one object per frame, keys in file order.
public struct FrameTrace: Sendable {
    /// Each frame's fields as written.
    public var frames: [JSONValue]

    public init(frames: [JSONValue]) {
        self.frames = frames
    }

    /// Reads the trace at `path` (a regular file of UTF-8 text; a byte-order mark is skipped).
    public static func load(path: String) throws(InputError) -> FrameTrace {
        try collect(FrameTraceReader(path: path))
    }

    /// Parses trace text; `path` names it in errors.
    public static func parse(_ text: String, path: String) throws(InputError) -> FrameTrace {
        try collect(FrameTraceReader(text: text, path: path))
    }

    private static func collect(_ reader: FrameTraceReader) throws(InputError) -> FrameTrace {
        var frames: [JSONValue] = []
        while let frame = try reader.next() { frames.append(frame) }
        return FrameTrace(frames: frames)
    }

    /// The first place where `actual` differs from `self` (the expectation), or nil when
    /// they agree. Frames are compared in order, fields in the expected line's order;
    /// numbers may differ by at most `tolerance`.
    public func firstDifference(from actual: FrameTrace, tolerance: Double = 0) -> TraceDifference? {
        var comparison = TraceComparison(expected: self, tolerance: tolerance)
        for frame in actual.frames where comparison.difference == nil { comparison.add(frame) }
        // A trace in memory has no line left to read, so nothing can be thrown.
        return try! comparison.finish()
    }

    /// Where one frame differs from the expected one (line `line` of both traces), or nil:
    /// fields in the expected frame's order, then any field only the actual frame has.
    public static func difference(expected: JSONValue, actual: JSONValue, line: Int, tolerance: Double = 0)
        -> TraceDifference?
    {
        guard case let .object(expectedMembers) = expected, case let .object(actualMembers) = actual else { return nil }
        let frame = frameLabel(expected, line - 1)
        for (key, value) in expectedMembers {
            guard let other = actual[key] else {
                return TraceDifference(
                    line: line, frame: frame, field: key, expected: JSONWriter.string(value), actual: "missing")
            }
            if !same(value, other, tolerance: tolerance) {
                return TraceDifference(
                    line: line, frame: frame, field: key,
                    expected: JSONWriter.string(value), actual: JSONWriter.string(other))
            }
        }
        if let extra = actualMembers.first(where: { expected[$0.key] == nil }) {
            return TraceDifference(
                line: line, frame: frame, field: extra.key, expected: "missing", actual: JSONWriter.string(extra.value))
        }
        return nil
    }

    static func frameLabel(_ json: JSONValue, _ index: Int) -> Int { json["frame"]?.int64.map(Int.init) ?? index }

    private static func same(_ a: JSONValue, _ b: JSONValue, tolerance: Double) -> Bool {
        if tolerance > 0, let x = a.double, let y = b.double { return abs(x - y) <= tolerance }
        return a == b
    }
}

/// Where two frame traces first disagree.
public struct TraceDifference: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line in the traces.
    public var line: Int
    /// The frame index on that line.
    public var frame: Int
    /// The differing field, or nil when one trace has a frame the other lacks.
    public var field: String?
    public var expected: String
    public var actual: String

    public var description: String {
        if let field { return "frame \(frame) (line \(line)): \(field): expected \(expected), got \(actual)" }
        return "frame \(frame) (line \(line)): expected \(expected), got \(actual)"
    }
}
