import Benchmarks
import Demos
import FlingTesting
import Testing

/// The random sessions `fling bench replay` times: valid recordings of the corners scene,
/// the same for a seed everywhere, and busy with gestures that reach the card.
@Suite("Random replay sessions")
struct ReplaySessionTests {
    @Test("a seed gives the same session, another seed another; it reads back as written")
    func seeded() throws {
        let a = ReplaySession.corners(minutes: 0.5, seed: 7)
        #expect(a.text == ReplaySession.corners(minutes: 0.5, seed: 7).text)
        #expect(a.text != ReplaySession.corners(minutes: 0.5, seed: 8).text)
        #expect(try Recording.parse(a.text, path: "a.flingrec") == a)
        #expect(a.header.scene == "corners" && a.endVsync == 1800)
    }

    @Test("ten minutes are 36,001 frames of drags, throws, wheel scrolls and taps")
    func tenMinutes() {
        let session = ReplaySession.corners(minutes: 10, seed: 1)
        #expect(session.endVsync + 1 == 36_001)
        var kinds: [String: Int] = [:]
        for recorded in session.events {
            let kind: String
            switch recorded.event.kind {
            case .pointerDown: kind = "down"
            case .pointerUp: kind = "up"
            case .pointerMove: kind = "move"
            case .wheel: kind = "wheel"
            default: kind = "other"
            }
            kinds[kind, default: 0] += 1
        }
        #expect(kinds["down"] == kinds["up"] && (kinds["down"] ?? 0) > 300)
        #expect((kinds["wheel"] ?? 0) > 300 && (kinds["move"] ?? 0) > 10_000 && kinds["other"] == nil)
        #expect(
            zip(session.events, session.events.dropFirst()).allSatisfy {
                $0.event.time <= $1.event.time && $0.vsync <= $1.vsync
            })
        #expect(
            session.events.allSatisfy { $0.vsync * ReplaySession.framePeriod.nanoseconds >= $0.event.time.nanoseconds })
    }

    @Test("most gestures reach the card: replayed, the pan begins and the taps count")
    func gesturesReachTheCard() throws {
        let session = ReplaySession.corners(minutes: 1, seed: 1)
        let run = try SceneReplay(CornersScene.entry).run(session)
        #expect(run.trace.frames.count == 3601)
        let pans = zip(run.trace.frames, run.trace.frames.dropFirst()).count {
            $1["gesture.pan"]?.string == "began" && $0["gesture.pan"]?.string != "began"
        }
        let presses = session.events.count { if case .pointerDown = $0.event.kind { true } else { false } }
        #expect(pans >= 15, "the pan began \(pans) times")
        #expect((run.trace.frames.last?["taps"]?.double ?? 0) >= 3)
        #expect(presses >= 30)
    }
}
