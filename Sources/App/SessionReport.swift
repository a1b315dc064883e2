import FrameLoop

/// What a finished session did.
public struct SessionReport: Sendable {
    /// Frames run.
    public var frames: Int
    /// The last frame, if any ran.
    public var lastFrame: DisplayLinkFrame?
    /// Why the session stopped.
    public var stopReason: StopReason

    /// Why a session stopped.
    public enum StopReason: String, Sendable {
        case frameLimit = "frame limit reached"
        case timeLimit = "time limit reached"
        case quit = "window closed"
        case escape = "escape pressed"
        case recordingEnded = "recording ended"
    }
}
