package import FrameLoop

/// What a finished session did.
package struct SessionReport: Sendable {
    /// Frames run.
    package var frames: Int
    /// The last frame, if any ran.
    package var lastFrame: DisplayLinkFrame?
    /// Why the session stopped.
    package var stopReason: StopReason

    /// Why a session stopped.
    package enum StopReason: String, Sendable {
        case frameLimit = "frame limit reached"
        case timeLimit = "time limit reached"
        case quit = "window closed"
        case escape = "escape pressed"
        case recordingEnded = "recording ended"
    }
}
