import Input
import Motion
import Replay
import Time

/// A seeded random session of the corners scene (the demo's first scene) for `fling bench
/// replay`: drags, throws, wheel scrolls and taps on the card, with pauses between them,
/// as a `.flingrec` recording a live run at 60 Hz in a 1280×800 window would have written.
///
/// The generator keeps an estimate of where the card rests (the window's centre, then the
/// slot each gesture sends it to: the slot nearest the release point plus the scroll view
/// projection of the release velocity, as the scene picks it), so most gestures start on the
/// card. After a short pause the card may still be flying, and a press there catches it or
/// misses it; both are part of the workload. The same seed gives the same bytes everywhere:
/// the randomness is `SplitMix64`, and every number is computed in a fixed order.
public enum ReplaySession {
    /// The scene the sessions are for.
    public static let scene = "corners"
    /// The window the sessions are recorded in, in points (scale 1).
    public static let windowSize = Size(width: 1280, height: 800)
    /// The display link's period: 60 Hz.
    public static let framePeriod = FrameTime.nanoseconds(16_666_667)
    /// How often a moving pointer reports (8 ms, a 125 Hz mouse), as `InputScript` samples.
    static let sampleInterval = FrameTime.milliseconds(8)

    /// The corners scene's resting slots for the 1280×800 window: a 320×180 card 48 points
    /// from the edges (`CornersScene.slotCenter`).
    static let slots = [Point(x: 208, y: 138), Point(x: 1072, y: 138), Point(x: 208, y: 662), Point(x: 1072, y: 662)]

    /// A session of `minutes` minutes (frames 0 … minutes × 3600 at 60 Hz: 36,001 frames for
    /// 10 minutes) drawn from `seed`.
    public static func corners(minutes: Double, seed: UInt64) -> Recording {
        precondition(
            minutes > 0 && minutes <= 600, "ReplaySession.corners: minutes must be in (0, 600], not \(minutes)")
        var generator = Generator(seed: seed)
        let endVsync = Int64((minutes * 3600).rounded())
        let end = framePeriod * endVsync
        // The last gesture starts at least 1.5 s before the end, so the session ends at rest.
        while generator.now < end - .seconds(1.5) { generator.gesture() }
        let header = RecordingHeader(
            windowWidth: windowSize.width, windowHeight: windowSize.height, scale: 1, scene: scene,
            seed: seed, framePeriod: framePeriod)
        return Recording(header: header, events: generator.events, endVsync: endVsync, endTime: end)
    }

    /// The session's state while it is made.
    struct Generator {
        var random: SplitMix64
        /// The time of the next event, on the session clock.
        var now = FrameTime.milliseconds(300)
        /// Where the generator believes the card rests.
        var card = Point(x: 640, y: 400)
        var events: [RecordedEvent] = []

        init(seed: UInt64) { random = SplitMix64(seed: seed) }

        /// One gesture and the pause after it: drags 35 %, throws 30 %, scrolls 20 %, taps 15 %.
        mutating func gesture() {
            let kind = random.unit()
            if kind < 0.35 { drag() } else if kind < 0.65 { flick() } else if kind < 0.85 { scroll() } else { tap() }
            // Mostly long enough for the card to settle; sometimes short, to catch it in flight.
            let pause = random.unit() < 0.8 ? random.uniform(0.6, 1.6) : random.uniform(0.1, 0.35)
            now += .seconds(pause, rounding: .towardZero)
        }

        /// A point on the card as the generator believes it rests.
        mutating func onCard() -> Point {
            card + Point(x: random.uniform(-120, 120), y: random.uniform(-60, 60))
        }

        /// A slow drag to anywhere in the window, easing to a stop before the release.
        mutating func drag() {
            let from = onCard()
            let to = Point(x: random.uniform(100, 1180), y: random.uniform(100, 700))
            let duration = random.uniform(0.3, 1.2)
            move(from: from, duration: duration) { fraction in
                // Smoothstep: the pointer starts and stops at rest.
                let eased = fraction * fraction * (3 - 2 * fraction)
                return from + (to - from) * eased
            }
            add(.pointerUp(x: to.x, y: to.y, button: .left))
            rest(at: card + (to - from), velocity: .zero)
        }

        /// A throw toward a slot: a short, fast drag released while moving.
        mutating func flick() {
            let from = onCard()
            let target = ReplaySession.slots[Int(random.next() % 4)]
            var direction = target - card
            let length = direction.distance(to: .zero)
            direction = length > 1 ? direction * (1 / length) : Point(x: 1, y: 0)
            let velocity = direction * random.uniform(1200, 3500)
            let duration = random.uniform(0.06, 0.14)
            move(from: from, duration: duration) { fraction in from + velocity * (duration * fraction) }
            let release = from + velocity * duration
            add(.pointerUp(x: release.x, y: release.y, button: .left))
            rest(at: card + velocity * duration, velocity: velocity)
        }

        /// A few notches of the wheel over the card (or a trackpad's smaller steps), in one
        /// direction; the pan ends 150 ms after the last.
        mutating func scroll() {
            let at = onCard()
            let continuous = random.unit() < 0.3
            let count = Int(random.next() % (continuous ? 20 : 8)) + (continuous ? 8 : 3)
            let step = continuous ? random.uniform(4, 12) : 40
            let interval = FrameTime.milliseconds(continuous ? 12 : 30)
            let axis = Int(random.next() % 4)
            let delta = Point(x: axis == 0 ? step : axis == 1 ? -step : 0, y: axis == 2 ? step : axis == 3 ? -step : 0)
            add(.pointerMove(x: at.x, y: at.y, buttons: []))
            for index in 0..<count {
                if index > 0 { now += interval }
                add(.wheel(x: at.x, y: at.y, dx: delta.x, dy: delta.y, type: continuous ? .continuous : .discrete))
            }
            rest(
                at: card + delta * Double(count),
                velocity: delta * (FrameTime.Unit.seconds.nanoseconds / Double(interval.nanoseconds)))
        }

        /// A press and a quick release on the card: the tap recolours it.
        mutating func tap() {
            let at = onCard()
            add(.pointerMove(x: at.x, y: at.y, buttons: []))
            add(.pointerDown(x: at.x, y: at.y, button: .left))
            now += .seconds(random.uniform(0.04, 0.12), rounding: .towardZero)
            add(.pointerUp(x: at.x, y: at.y, button: .left))
        }

        /// Presses at `from` and moves along `path` (fraction of the way → point) for
        /// `duration` seconds, a sample every 8 ms.
        mutating func move(from: Point, duration: Double, path: (Double) -> Point) {
            add(.pointerMove(x: from.x, y: from.y, buttons: []))
            add(.pointerDown(x: from.x, y: from.y, button: .left))
            let total = FrameTime.seconds(duration, rounding: .towardZero)
            var elapsed = FrameTime.zero
            while elapsed < total {
                elapsed = min(elapsed + ReplaySession.sampleInterval, total)
                now += ReplaySession.sampleInterval
                let point = path(elapsed / total)
                add(.pointerMove(x: point.x, y: point.y, buttons: PointerButton.left.mask))
            }
        }

        /// The card's new resting place after a release at `center` with `velocity`: the slot
        /// nearest the decay projection, as the scene chooses it (a slow release has no fling).
        mutating func rest(at center: Point, velocity: Point) {
            let speed = velocity.distance(to: .zero)
            let fling = speed > 50 ? velocity * (min(speed, 8000) / speed) : .zero
            let projected = Decay.normal.project(center, velocity: fling)
            card = ReplaySession.slots.min { $0.distance(to: projected) < $1.distance(to: projected) }!
        }

        /// Adds an event at `now`, consumed by the first frame at or after it.
        mutating func add(_ kind: InputEvent.Kind) {
            let period = ReplaySession.framePeriod.nanoseconds
            let vsync = (now.nanoseconds + period - 1) / period
            events.append(RecordedEvent(vsync: vsync, event: InputEvent(time: now, kind: kind)))
        }
    }
}
