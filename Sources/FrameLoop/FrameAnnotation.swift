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
    /// The label and class of the frame at `position` in `frames`, for the trace and the report.
    ///
    /// The one place frame labels and classes reach the exports: empty until the profiler
    /// records them (scene labels and frame classes are being added beside this).
    public func annotation(at position: Int) -> FrameAnnotation {
        FrameAnnotation()
    }
}
