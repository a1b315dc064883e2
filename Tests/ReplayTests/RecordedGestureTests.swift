import Demos
import Foundation
import Host
import Input
import Replay
import Testing
import Time

/// One recorded gesture replayed through the corners demo: its trace, the demo it drove,
/// and the input it read.
struct ReplayedGesture {
    let recording: Recording
    let trace: FrameTrace
    let demo: CornersScene

    init(_ name: String) throws {
        recording = try Recording.load(path: Sessions.path(name + ".flingrec"))
        let (text, scene) = try Sessions.replaySession(recording)
        trace = try FrameTrace.parse(text, path: "replay of \(name)")
        self.demo = try #require(scene as? CornersScene)
    }

    /// The states recognizer `name` went through, from `possible`, in order: every change
    /// of state, also those within one frame, also failures (which no action reports). A
    /// change to the state it is in (changed again) is not a transition.
    func states(_ name: String) -> [String] {
        ["possible"] + demo.transitions.filter { $0.name == name }.map { $0.to.rawValue }
    }

    /// When recognizer `name` entered `state`.
    func times(_ name: String, entering state: String) -> [FrameTime] {
        demo.transitions.filter { $0.name == name && $0.to.rawValue == state }.map(\.time)
    }

    /// The times of the recorded events of one kind.
    func eventTimes(_ matches: (InputEvent.Kind) -> Bool) -> [FrameTime] {
        recording.events.map(\.event).filter { matches($0.kind) }.map(\.time)
    }

    var presses: [FrameTime] { eventTimes { if case .pointerDown = $0 { true } else { false } } }
    var releases: [FrameTime] { eventTimes { if case .pointerUp = $0 { true } else { false } } }

    /// The card's shown position in the last frame.
    var restingPlace: (x: Double?, y: Double?) {
        (trace.frames.last?["card.x"]?.double, trace.frames.last?["card.y"]?.double)
    }

    func values(_ field: String) -> [Double] { trace.frames.compactMap { $0[field]?.double } }
}

/// A pan's states for one whole drag: began, changed (once or many times), ended.
private let wholePan = ["possible", "began", "changed", "ended"]

private let drags = ["slow-drag", "flick-top-right", "flick-bottom-left", "flick-after-pause", "drag-out-and-back"]

@Suite("Recorded gestures: recognizer states as UIKit documents them")
struct RecordedGestureStateTests {
    @Test(
        "a drag is possible → began → changed… → ended, and fails the tap and the long press as it begins",
        arguments: drags)
    func dragStates(_ name: String) throws {
        let replay = try ReplayedGesture(name)
        let pan = replay.states("pan")
        #expect(pan == wholePan)
        #expect(replay.states("tap") == ["possible", "failed"])
        #expect(replay.states("longPress") == ["possible", "failed"])
        // The tap and the long press allow 10 points of movement in any direction, the pan
        // begins past 10 points along an axis: they fail when the pan begins, or before.
        let began = try #require(replay.times("pan", entering: "began").first)
        #expect(replay.times("tap", entering: "failed").allSatisfy { $0 <= began })
        #expect(replay.times("longPress", entering: "failed").allSatisfy { $0 <= began })
        #expect(replay.times("pan", entering: "ended") == replay.releases, "the release ends the pan")
        #expect(replay.demo.tapCount == 0, "a pan does not fire a tap")
    }

    @Test("a double tap is recognized twice by the single-tap recognizer, and never starts a pan")
    func doubleTap() throws {
        let replay = try ReplayedGesture("double-tap")
        // UIKit resets a recognizer once the gesture is over; Fling at the next press.
        #expect(replay.states("tap") == ["possible", "ended", "possible", "ended"])
        #expect(replay.times("tap", entering: "ended") == replay.releases, "each tap is recognized at its release")
        #expect(replay.releases.count == 2 && replay.releases[1] - replay.releases[0] < .milliseconds(350))
        #expect(replay.states("pan") == ["possible", "failed", "possible", "failed"])
        #expect(replay.states("longPress") == ["possible", "failed", "possible", "failed"])
        #expect(replay.demo.tapCount == 2)
        #expect(replay.values("taps").last == 2)
        #expect(replay.demo.handoffs.isEmpty)
        #expect(replay.restingPlace == (640, 400), "the card did not move")
    }

    @Test(
        "a long press begins at the first frame 0.5 s into the press, ends at the release, and never starts a pan or a tap"
    )
    func longPress() throws {
        let replay = try ReplayedGesture("long-press")
        #expect(replay.states("longPress") == ["possible", "began", "ended"])
        let press = try #require(replay.presses.first)
        let began = try #require(replay.times("longPress", entering: "began").first)
        let period = replay.recording.header.framePeriod
        #expect(
            began - press >= .milliseconds(500) && began - press < .milliseconds(500) + period,
            "began \(began - press) after the press")
        #expect(replay.trace.frames.contains { $0["t_ns"]?.int64 == began.nanoseconds }, "at a frame's timestamp")
        #expect(replay.times("longPress", entering: "ended") == replay.releases)
        #expect(replay.states("pan") == ["possible", "failed"])
        #expect(replay.states("tap") == ["possible", "failed"])
        #expect(replay.times("pan", entering: "failed") == [began])
        #expect(replay.demo.tapCount == 0 && replay.demo.handoffs.isEmpty)
        // The card lifts (5 % larger, a shadow) while held and settles back after.
        let scales = replay.values("card.scale")
        #expect((scales.max() ?? 0) > 1.04 && scales.last == 1)
        #expect((replay.values("card.shadowOpacity").max() ?? 0) > 0.4)
        #expect(replay.restingPlace == (640, 400))
    }

    @Test("dragging out of the window keeps the pan (mouse capture) and rubber-bands the card at the edge")
    func dragOutAndBack() throws {
        let replay = try ReplayedGesture("drag-out-and-back")
        #expect(replay.states("pan") == wholePan, "never cancelled: the pointer left, the drag went on")
        let outside = replay.recording.events.filter { event in
            if case let .pointerMove(x, _, buttons) = event.event.kind { x < 0 && !buttons.isEmpty } else { false }
        }
        #expect(outside.count > 10, "the pointer really left the window")
        for event in outside {
            let frame = replay.trace.frames.first { $0["vsync"]?.int64 == event.vsync }
            #expect(
                frame?["gesture.pan"]?.string == "changed",
                "the pan changes with the pointer outside, at vsync \(event.vsync)")
        }
        // Rubber-banding: the card's centre went past its resting bound (half the card from
        // the edge, 160) but the card never left the window by more than half its width.
        let xs = replay.values("card.x")
        let leftmost = try #require(xs.min())
        #expect(leftmost < 150 && leftmost > 0, "leftmost card centre \(leftmost)")
    }

    @Test("scrolling over the card pans it: began → changed… → ended after the quiet gap, with no press")
    func wheelScroll() throws {
        let replay = try ReplayedGesture("wheel-scroll")
        #expect(replay.states("pan") == wholePan)
        #expect(replay.states("tap") == ["possible"] && replay.states("longPress") == ["possible"])
        let wheels = replay.eventTimes { if case .wheel = $0 { true } else { false } }
        #expect(replay.times("pan", entering: "began") == [wheels[0]])
        let ended = try #require(replay.times("pan", entering: "ended").first)
        #expect(
            ended - wheels.last! >= .milliseconds(150)
                && ended - wheels.last! < .milliseconds(150) + replay.recording.header.framePeriod)
        #expect(replay.demo.handoffs.count == 1)
    }
}

@Suite("Recorded gestures: the release hands its velocity to the spring")
struct RecordedHandoffTests {
    @Test(
        "the spring starts at the release velocity, read back from the frame that first shows it",
        arguments: drags + ["wheel-scroll"])
    func springStartsAtTheReleaseVelocity(_ name: String) throws {
        let replay = try ReplayedGesture(name)
        let handoff = try #require(replay.demo.handoffs.last)
        #expect(replay.demo.handoffs.count == 1)
        let frame = try #require(replay.trace.frames.first { $0["t_ns"]?.int64 == handoff.time.nanoseconds })
        let shown = (try #require(frame["card.x"]?.double), try #require(frame["card.y"]?.double))
        let target = FrameTime.nanoseconds(try #require(frame["target_ns"]?.int64))
        let readBack = handoff.initialVelocity(readBack: .init(x: shown.0, y: shown.1), at: target)
        let tolerance = 1e-6 * max(1, abs(handoff.velocity.x), abs(handoff.velocity.y))
        #expect(
            abs(readBack.x - handoff.velocity.x) <= tolerance && abs(readBack.y - handoff.velocity.y) <= tolerance,
            "handed \(handoff.velocity) pt/s, the spring started at \(readBack)")
        // The card comes to rest exactly in the chosen slot.
        let slot = replay.demo.slotCenter(handoff.slot)
        #expect(replay.restingPlace == (slot.x, slot.y))
        #expect(!replay.demo.engine.hasRunningAnimations)
    }

    @Test(
        "a fast flick toward a corner ends in that corner, with the release velocity handed over unchanged",
        arguments: [("flick-bottom-left", 2), ("flick-top-right", 1)])
    func fastFlickEndsInItsCorner(_ name: String, corner: Int) throws {
        let replay = try ReplayedGesture(name)
        let handoff = try #require(replay.demo.handoffs.first)
        #expect(handoff.slot == corner)
        let speed = handoff.releaseVelocity.distance(to: .zero)
        #expect(speed > 2000 && speed < 8000, "a fast flick, under the clamp: \(speed) pt/s")
        #expect(handoff.velocity == handoff.releaseVelocity, "no threshold or clamp applies")
        // The throw decides: the slot nearest the release position is another one.
        #expect(replay.demo.nearestSlot(to: handoff.projected) == corner)
        let corner = replay.demo.slotCenter(corner)
        #expect(replay.restingPlace == (corner.x, corner.y))
    }

    @Test("holding still 100 ms before the release hands over zero velocity: the card goes to the nearest corner")
    func flickAfterAPause() throws {
        let replay = try ReplayedGesture("flick-after-pause")
        let handoff = try #require(replay.demo.handoffs.first)
        let lastMove = try #require(
            replay.eventTimes { if case let .pointerMove(_, _, b) = $0 { !b.isEmpty } else { false } }.last)
        #expect(try #require(replay.releases.first) - lastMove >= .milliseconds(60))
        #expect(handoff.releaseVelocity == .zero && handoff.velocity == .zero)
        #expect(
            handoff.projected == replay.demo.card.position
                || handoff.slot == replay.demo.nearestSlot(to: handoff.projected))
        #expect(handoff.slot == 3, "the bottom-right slot is nearest where the card was let go")
        // Without the pause the same flick (up and to the right) would have gone elsewhere.
        let moves = replay.recording.events.compactMap { event -> (Double, Double)? in
            if case let .pointerMove(x, y, b) = event.event.kind, !b.isEmpty { return (x, y) } else { return nil }
        }
        let flick = (
            moves[moves.count - 1].0 - moves[moves.count - 3].0, moves[moves.count - 1].1 - moves[moves.count - 3].1
        )
        #expect(flick.0 > 0 && flick.1 < 0, "the last moves went up and right")
    }

    @Test("a slow drag is above the fling threshold and carries its velocity")
    func slowDrag() throws {
        let replay = try ReplayedGesture("slow-drag")
        let handoff = try #require(replay.demo.handoffs.first)
        let speed = handoff.releaseVelocity.distance(to: .zero)
        #expect(speed > 50 && speed < 1000, "\(speed) pt/s")
        #expect(handoff.velocity == handoff.releaseVelocity)
    }
}
