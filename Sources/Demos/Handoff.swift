import Fling

/// One release of the corners demo's card into its settling spring.
public struct Handoff: Hashable, Sendable {
    /// When the spring started: the frame's timestamp.
    public var time: FrameTime
    /// The pan's velocity at release, in points per second (zero for a cancelled drag).
    public var releaseVelocity: Point
    /// The velocity handed to the spring: the release velocity through the fling threshold
    /// (zero at or below 50 points per second, at most 8000).
    public var velocity: Point
    /// Where the decay projection of `velocity` from the release position lands.
    public var projected: Point
    /// The slot chosen, and its centre.
    public var slot: Int
    public var to: Point
    /// The position shown when the spring started.
    public var from: Point
    public var spring: Spring

    public init(
        time: FrameTime, releaseVelocity: Point, velocity: Point, projected: Point, slot: Int,
        from: Point, to: Point, spring: Spring
    ) {
        self.time = time
        self.releaseVelocity = releaseVelocity
        self.velocity = velocity
        self.projected = projected
        self.slot = slot
        self.from = from
        self.to = to
        self.spring = spring
    }

    /// The initial velocity of the spring that shows `shown` at `time` (seconds on the
    /// engine's clock), read back from that one evaluation: the spring's motion is
    /// `shown − to = (from − to)·A(t) + v₀·B(t)` with its unit responses A and B at
    /// t = time − self.time, solved for v₀ on each axis. Equal to `velocity` when the engine
    /// started the spring as handed off. `time` must be later than the start (B(0) = 0).
    public func initialVelocity(readBack shown: Point, at time: FrameTime) -> Point {
        precondition(
            time > self.time, "Handoff.initialVelocity(readBack:at:): read back after the start, not at \(time)")
        let r = spring.unitResponses(at: (time - self.time).seconds)
        return Point(
            x: (shown.x - to.x - (from.x - to.x) * r.a) / r.b,
            y: (shown.y - to.y - (from.y - to.y) * r.a) / r.b)
    }
}
