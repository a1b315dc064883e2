/// What a frame was, beyond its times: the scene's label for it (dragging, settling, idle)
/// and its class (on time, late, dropped, warm-up). Either may be unknown.
public struct FrameAnnotation: Hashable, Sendable {
    /// What the scene was doing, as it labelled the frame.
    public var label: String?
    /// How the frame was presented, by name.
    public var frameClass: String?

    public init(label: String? = nil, frameClass: String? = nil) {
        self.label = label
        self.frameClass = frameClass
    }
}

extension FrameProfiler {
    /// The label and class of the frame at `position` in `frames`, for the trace and the
    /// report: the scene's label (nil when it gave none) and the class's description
    /// ("on-time", "late (render)", "dropped 2 vsyncs", "warm-up").
    public func annotation(at position: Int) -> FrameAnnotation {
        let frame = frames[position]
        return FrameAnnotation(label: frame.label.isEmpty ? nil : frame.label, frameClass: frame.frameClass.description)
    }
}
