/// The stages of one frame, in the order the run loop runs them.
///
/// The split mirrors Apple's render loop as Instruments shows it: the app handles
/// events, commits animation changes, the render server draws, the display presents.
public enum FramePhase: String, CaseIterable, Sendable {
    /// Draining input events and running gesture recognizers.
    case events
    /// Ticking the animation engine at the frame's target timestamp.
    case animate
    /// Laying out and rasterizing the presentation tree.
    case render
    /// Uploading the pixels and presenting them.
    case present
}
