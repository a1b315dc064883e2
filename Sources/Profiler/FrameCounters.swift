/// What a frame's engine and renderer reported doing, plotted as counters in the Chrome trace.
public struct FrameCounters: Hashable, Sendable {
    /// Layers painted again because they meet the frame's damage.
    public var layersDrawn: Int
    /// Animations running after the frame's animate phase.
    public var animationsRunning: Int
    /// Pixels repainted (the damaged rectangle's area).
    public var damagedPixels: Int

    public init(layersDrawn: Int = 0, animationsRunning: Int = 0, damagedPixels: Int = 0) {
        self.layersDrawn = layersDrawn
        self.animationsRunning = animationsRunning
        self.damagedPixels = damagedPixels
    }
}
