import Time

extension FrameProfiler {
    /// The header line of `perFrameCSV()`.
    public static let perFrameCSVHeader =
        "index,vsync,missed_vsyncs,start_ns,interval_ns,events_ns,animate_ns,render_ns,present_ns,total_ns"

    /// One CSV line per completed frame, after `perFrameCSVHeader`, ending in a newline.
    ///
    /// `start_ns` counts from the first frame's start, as the Chrome trace does; the first
    /// frame's interval and phases a frame did not measure are empty cells.
    public func perFrameCSV() -> String {
        var text = Self.perFrameCSVHeader + "\n"
        guard let origin = frames.first?.start else { return text }
        func cell(_ span: FrameTime) -> String { String(span.nanoseconds) }
        for frame in frames {
            var cells = [
                String(frame.link.index), String(frame.link.vsync), String(frame.link.missedVsyncs),
                cell(frame.start - origin), frame.interval.map(cell) ?? "",
            ]
            cells += FramePhase.allCases.map { phase in frame[phase].map { cell($0.duration) } ?? "" }
            cells.append(cell(frame.duration))
            text += cells.joined(separator: ",") + "\n"
        }
        return text
    }
}
