extension FrameProfiler {
    /// The header line of `perFrameCSV()`.
    public static let perFrameCSVHeader =
        "index,vsync,missed_vsyncs,start_ns,interval_ns,events_ns,animate_ns,render_ns,present_ns,total_ns"

    /// One CSV line per completed frame, after `perFrameCSVHeader`, ending in a newline.
    ///
    /// `start_ns` counts from the first frame's start, as the Chrome trace does; the first
    /// frame's interval and phases a frame did not measure are empty cells.
    public func perFrameCSV() -> String {
        let origin = frames.first?.start ?? 0
        var text = Self.perFrameCSVHeader + "\n"
        for frame in frames {
            var cells = [String(frame.link.index), String(frame.link.vsync), String(frame.link.missedVsyncs),
                         String(frame.start - origin), frame.interval.map { String($0) } ?? ""]
            cells += FramePhase.allCases.map { phase in frame[phase].map { String($0.duration) } ?? "" }
            cells.append(String(frame.duration))
            text += cells.joined(separator: ",") + "\n"
        }
        return text
    }
}
