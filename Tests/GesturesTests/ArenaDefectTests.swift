import Gestures
import Input
import Layers
import Motion
import Testing

/// Defects of the arena-on-layers API found while moving the tests to it. Each test states
/// the behaviour we expect; those that fail today say so in the report of issue 13.
@Suite("Gesture arena: defects found in the move to layers")
struct ArenaDefectTests {
    /// FrameTime's description already ends in "ns"; the view's callback must not add another.
    @Test func aViewTouchNamesItsUnitOnce() {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.delaysTouchesBegan = true
        h.run(.press(100, 100, at: 0), .move(103, 100, at: 10), .release(103, 100, at: 30))
        #expect(h.view[0].description == "began #1 at 30000000 ns (delayed from 0 ns)")
        #expect(h.view[2].description == "ended #1 at 30000000 ns")
    }

    /// A recognizer driven only by keys and the wheel gets no press to return it to
    /// `possible` after it ended; `prepareForNewGesture()`, public, lets it start again.
    @Test func aSecondShiftWheelRotationBeginsAfresh() {
        let h = Harness()
        let rotation = h.add(ShiftWheelRotationRecognizer(), "rotation", region: cardRegion)
        h.run(
            .key("left shift", isDown: true, at: 0), .wheel(600, 400, dy: 20, at: 10),
            .key("left shift", isDown: false, at: 20))
        #expect(rotation.state == .ended)
        h.run(.key("left shift", isDown: true, at: 1000), .wheel(600, 400, dy: 20, at: 1010))
        #expect(rotation.state == .began)
        #expect(h.actions("rotation") == [.began, .ended, .began])
    }

    /// The arena gives each recognizer a hit test that reads the arena through an `unowned`
    /// reference; a recognizer fed on its own after its arena is gone must not trap.
    @Test func aRecognizerOutlivingItsArenaHandlesEventsOnItsOwn() async {
        await #expect(processExitsWith: .success) {
            let window = makeLayer("window", frame: windowBounds)
            let tap = TapGestureRecognizer()
            window.addGestureRecognizer(tap)
            do {
                let arena = GestureArena(root: window)
                arena.handle(press(10, 10, at: 0))
                arena.handle(release(10, 10, at: 50))
            }
            tap.handle(press(10, 10, at: 1000))
            tap.handle(release(10, 10, at: 1050))
        }
    }
}
