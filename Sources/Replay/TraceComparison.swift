import Formats

/// Compares a trace with an expected one frame by frame, as the frames come: a replay checks
/// its trace while it runs, keeping nothing but the expectation and the first difference.
/// The expectation is a `FrameTrace` in memory or a file read one line per frame
/// (`init(streaming:)`), so checking a long replay against its golden holds one line of each.
public struct TraceComparison {
    private enum Source {
        case memory(FrameTrace)
        case stream(FrameTraceReader)
    }

    private let source: Source
    public let tolerance: Double
    /// The first difference found so far, or nil.
    public private(set) var difference: TraceDifference?
    /// How many frames have been added.
    public private(set) var count = 0
    /// How many expected frames have been read (all of them, once `finish()` returned).
    public private(set) var expectedCount = 0
    /// A line of the streamed expectation that could not be read; `finish()` throws it.
    private var readError: InputError?

    /// A comparison against `expected`, numbers allowed to differ by `tolerance`.
    public init(expected: FrameTrace, tolerance: Double = 0) {
        source = .memory(expected)
        self.tolerance = tolerance
    }

    /// A comparison against the trace `reader` reads, one line for each frame added.
    public init(streaming reader: FrameTraceReader, tolerance: Double = 0) {
        source = .stream(reader)
        self.tolerance = tolerance
    }

    /// Compares the next frame (after the first difference, frames are only counted).
    public mutating func add(_ frame: JSONValue) {
        count += 1
        guard difference == nil, readError == nil else { return }
        guard let expected = nextExpected() else {
            if readError != nil { return }
            difference = TraceDifference(
                line: count, frame: FrameTrace.frameLabel(frame, count - 1), field: nil,
                expected: "no frame (the expected trace ends)", actual: "a frame")
            return
        }
        difference = FrameTrace.difference(expected: expected, actual: frame, line: count, tolerance: tolerance)
    }

    /// The first difference once every frame has been added: one found on the way, or the
    /// expected trace going on past the last frame added. Nil when the traces agree. A
    /// streamed expectation's line that cannot be read is thrown.
    public mutating func finish() throws(InputError) -> TraceDifference? {
        if let readError { throw readError }
        if let difference { return difference }
        guard expectedCount == count, let extra = nextExpected() else {
            if let readError { throw readError }
            return nil
        }
        return TraceDifference(
            line: count + 1, frame: FrameTrace.frameLabel(extra, count), field: nil,
            expected: "a frame", actual: "no frame (the trace ends)")
    }

    /// Compares the next frame, given as its trace line and its JSON: a streamed expected line
    /// that is the same text needs no parsing (a trace's lines are written one way), and only
    /// a line that differs is parsed and compared field by field.
    public mutating func add(line: String, frame: () -> JSONValue) {
        guard case let .stream(reader) = source else { return add(frame()) }
        count += 1
        guard difference == nil, readError == nil else { return }
        let expectedLine: String
        do {
            guard let next = try reader.nextLine() else {
                difference = TraceDifference(
                    line: count, frame: FrameTrace.frameLabel(frame(), count - 1), field: nil,
                    expected: "no frame (the expected trace ends)", actual: "a frame")
                return
            }
            expectedLine = next
        } catch {
            readError = error
            return
        }
        expectedCount += 1
        if expectedLine == line { return }
        do {
            let expected = try reader.frame(expectedLine, line: reader.line)
            difference = FrameTrace.difference(expected: expected, actual: frame(), line: count, tolerance: tolerance)
        } catch {
            readError = error
        }
    }

    /// The expected frame after those read, or nil at the expectation's end (or a read error).
    private mutating func nextExpected() -> JSONValue? {
        switch source {
        case let .memory(trace):
            guard expectedCount < trace.frames.count else { return nil }
            expectedCount += 1
            return trace.frames[expectedCount - 1]
        case let .stream(reader):
            do {
                guard let frame = try reader.next() else { return nil }
                expectedCount += 1
                return frame
            } catch {
                readError = error
                return nil
            }
        }
    }
}
