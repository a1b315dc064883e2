import Motion

/// How far a layer is curled off like a page: the state the page-curl transitions
/// (`.transitionCurlUp`, `.transitionCurlDown`) animate, and that the renderer draws.
///
/// The page is the layer's bounds with everything its subtree draws inside them. It lifts
/// from its bottom edge and wraps round a cylinder of `radius` lying on it, whose axis runs
/// from left to right; as `progress` goes from 0 to 1 the axis sweeps from the bottom edge
/// up past the top edge, rolling the page up and off. The part rolled over shows the page's
/// back (lighter, mirrored, a little see-through), and the roll casts a shadow on what lies
/// beneath. At 0 the layer draws as it always does; at 1 it draws nothing.
///
/// UIKit has no such property (its curls are private to the render server); Fling keeps the
/// state on the layer so a curl is a value like any other: animatable through the key paths
/// "pageCurl.progress" and "pageCurl.radius", and drawn the same on every machine.
public struct PageCurl: Hashable, Sendable {
    /// 0 is flat, 1 rolled off entirely; values outside are held to that range when drawn.
    public var progress: Double
    /// The radius of the cylinder the page wraps round, in points (held to at least half a
    /// pixel when drawn).
    public var radius: Double

    /// A curl `progress` of the way off, round a cylinder of `radius` points.
    public init(progress: Double = 0, radius: Double = 0) {
        self.progress = progress
        self.radius = radius
    }

    /// Not curled: the default.
    public static let flat = PageCurl()

    /// Whether the layer draws curled (progress above 0; NaN counts as flat).
    public var isCurled: Bool { progress > 0 }

    /// Whether the page is rolled entirely off (progress 1 or more): the layer draws nothing.
    public var isGone: Bool { progress >= 1 }

    /// The radius the page-curl transitions use for a page `height` points tall: an eighth
    /// of it, held between 4 and 60 points.
    public static func transitionRadius(height: Double) -> Double {
        let r = height / 8
        return r.isFinite ? min(max(r, 4), 60) : 4
    }
}
