import Input
import Motion
import Time

/// The scroll types a pan accepts, like `UIScrollTypeMask`.
public struct ScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Notched wheels, like `UIScrollTypeMask.discrete`.
    public static let discrete = ScrollTypeMask(rawValue: 1 << 0)
    /// Smooth-scrolling devices such as trackpads, like `UIScrollTypeMask.continuous`.
    public static let continuous = ScrollTypeMask(rawValue: 1 << 1)
    /// Both, like `UIScrollTypeMask.all`.
    public static let all: ScrollTypeMask = [.discrete, .continuous]

    /// The mask of one scroll type.
    public init(_ type: ScrollType) {
        self = type == .discrete ? .discrete : .continuous
    }
}

/// A scroll pan's bookkeeping between wheel events.
struct ScrollProgress {
    /// The time of the latest wheel event of the scroll.
    var lastEventTime: FrameTime
}

/// Scrolling as panning, like `UIPanGestureRecognizer` with `allowedScrollTypesMask` set.
///
/// A wheel event of an allowed type over the region, while no press is tracked, begins the
/// pan at once (no slop: a scroll is deliberate), with the event's delta as the first
/// translation; each further event is a change. The translation is the sum of the deltas
/// (content displacement in points), and the velocity comes from the same
/// `VelocityTracker`, sampling the summed translation at each event's time.
///
/// SDL2 reports no scroll phases on Linux: there is no "fingers lifted" and no momentum
/// phase, so the pan ends when scrolling pauses for `scrollEndDelay` (150 ms, Fling's
/// choice: longer than the gap between notches of a spun wheel or the events of a trackpad,
/// short enough that the end follows the hand). It ends with the time and velocity of its
/// last wheel event, so the quiet gap that reveals the end does not zero the velocity.
/// Momentum is neither synthesised nor delivered as a phase: kinetic scrolling a platform
/// sends as further wheel events simply continues the pan. A press ends a scroll pan
/// before it starts its own gesture; wheel events during a press are ignored. A scroll the
/// arena or `shouldBegin` refuses stays failed until its quiet gap, like a refused drag
/// until its release.
extension PanGestureRecognizer {
    /// Whether the pan is following a scroll rather than a press.
    public var isScrolling: Bool { scroll != nil }

    func scroll(by delta: Point, at point: Point, type: ScrollType, event: InputEvent) {
        guard !isTracking, allowedScrollTypesMask.contains(ScrollTypeMask(type)) else { return }
        if scroll == nil {
            guard hitTest(point), pending == nil else { return }
            if state != .possible {
                state = .possible
                reset()
            }
            startLocation = point
            anchor = point
            tracked = point
            tracker.reset()
        }
        scroll = ScrollProgress(lastEventTime: event.time)
        location = point
        tracked = tracked + delta
        time = event.time
        tracker.add(time: event.time, position: tracked)
        if state == .possible {
            attemptToBegin()
        } else {
            change()
        }
    }

    /// Ends the scroll pan if no wheel event came for `scrollEndDelay`.
    func endScrollIfQuiet(at now: FrameTime) {
        guard let scroll, now - scroll.lastEventTime >= scrollEndDelay else { return }
        finishScroll()
    }

    /// Ends the scroll pan now, keeping its last event's time (and so its velocity).
    func finishScroll() {
        guard scroll != nil else { return }
        scroll = nil
        end()
    }
}
