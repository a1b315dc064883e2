import Gestures
import Input
import Motion
import Testing

/// A pan that scrolls, attached to the card with a tap and a long press.
private func scrollingCard(_ mask: ScrollTypeMask = .all) -> (Harness, PanGestureRecognizer) {
    let (h, pan, _, _) = cardWithThreeRecognizers()
    pan.allowedScrollTypesMask = mask
    return (h, pan)
}

/// Trackpad-like scrolling: `count` events `every` milliseconds from `start`, each moving
/// the content by `step`.
private func trackpad(from start: Int64, count: Int, every: Int64, step: Point) -> [Step] {
    (0..<count).map { .wheel(600, 400, dx: step.x, dy: step.y, at: start + Int64($0) * every) }
}

@Suite("Pan: scrolling")
struct ScrollPanTests {
    @Test func withTheDefaultMaskWheelEventsDoNothing() {
        let (h, pan, _, _) = cardWithThreeRecognizers()
        #expect(pan.allowedScrollTypesMask.isEmpty)
        h.run(trackpad(from: 0, count: 5, every: 8, step: Point(x: 0, y: 6)) + [.tick(400)])
        #expect(h.states("pan") == [.possible])
    }

    @Test("shouldBegin sees the first delta, so a pan can take only horizontal scrolls (UIKit's rule)")
    func shouldBeginSeesTheFirstDelta() {
        let (h, pan) = scrollingCard()
        var asked: [Point] = []
        pan.shouldBegin = { recognizer in
            let moved = (recognizer as! PanGestureRecognizer).translation
            asked.append(moved)
            return abs(moved.x) > abs(moved.y)
        }
        h.run(.wheel(600, 400, dx: 1, dy: -6, at: 0))
        #expect(asked == [Point(x: 1, y: -6)] && pan.state == .failed)
        #expect(pan.translation == .zero, "outside shouldBegin a failed pan reports no translation")
        h.run(.tick(400), .wheel(600, 400, dx: 8, dy: 2, at: 500))
        #expect(asked.last == Point(x: 8, y: 2) && pan.state == .began)
    }

    @Test func aScrollBeginsAtOnceChangesWithEachEventAndEndsAfterAQuietGap() {
        let (h, pan) = scrollingCard()
        h.run(.wheel(600, 400, dx: 3, dy: -6, at: 0))
        #expect(pan.state == .began, "no slop for a scroll")
        #expect(pan.isScrolling)
        #expect(pan.translation == Point(x: 3, y: -6))
        #expect(pan.numberOfTouches == 0)
        h.run(.wheel(600, 400, dx: 3, dy: -6, at: 8), .wheel(610, 400, dx: 3, dy: -6, at: 16))
        #expect(pan.translation == Point(x: 9, y: -18))
        #expect(pan.location == Point(x: 610, y: 400))
        h.run(.tick(100), .tick(165))
        #expect(pan.state == .changed, "149 ms of quiet is not yet the end")
        h.run(.tick(166))
        #expect(h.actions("pan") == [.began, .changed, .changed, .ended])
        #expect(!pan.isScrolling)
        #expect(pan.time == .milliseconds(16), "the pan ends with its last wheel event's time")
        #expect(pan.translation == Point(x: 9, y: -18))
    }

    @Test(arguments: [Point(x: 0, y: 625), Point(x: -300, y: 120), Point(x: 2000, y: -1500)])
    func aSteadyScrollEndsWithItsVelocity(velocity: Point) {
        let (h, pan) = scrollingCard()
        let step = velocity * 0.008
        h.run(trackpad(from: 0, count: 12, every: 8, step: step) + [.tick(300)])
        #expect(pan.state == .ended)
        let v = pan.velocity
        #expect(
            abs(v.x - velocity.x) <= 1e-6 * max(1, abs(velocity.x))
                && abs(v.y - velocity.y) <= 1e-6 * max(1, abs(velocity.y)),
            "velocity \(v), scrolled at \(velocity)")
    }

    @Test func theMaskChoosesWhichScrollsPan() {
        let (h, pan) = scrollingCard(.discrete)
        h.run(.wheel(600, 400, dy: 4.5, at: 0, .continuous), .tick(300))
        #expect(h.states("pan") == [.possible])
        h.run(.wheel(600, 400, dy: 40, at: 400, .discrete))
        #expect(pan.state == .began)
        #expect(pan.translation == Point(x: 0, y: 40))
    }

    @Test func aScrollOffTheRegionIsIgnored() {
        let (h, _) = scrollingCard()
        h.run(.wheel(100, 100, dy: 40, at: 0), .tick(300))
        #expect(h.states("pan") == [.possible])
    }

    @Test func aScrollAfterTheGapIsANewPan() {
        let (h, pan) = scrollingCard()
        h.run(.wheel(600, 400, dy: 40, at: 0), .wheel(600, 400, dy: 40, at: 30), .wheel(600, 400, dy: -40, at: 400))
        // The event at 400 ms ticks the pan first: the old scroll ends, then a new one begins.
        #expect(h.actions("pan") == [.began, .changed, .ended, .began])
        #expect(pan.translation == Point(x: 0, y: -40))
    }

    @Test func aPressEndsTheScrollPanAndStartsItsOwnGesture() {
        let (h, pan) = scrollingCard()
        h.run(.wheel(600, 400, dy: 40, at: 0), .press(600, 400, at: 20))
        #expect(h.actions("pan") == [.began, .ended])
        #expect(pan.state == .possible, "the press is tracked afresh")
        h.run(.wheel(600, 400, dy: 40, at: 40), .move(640, 400, at: 60))
        #expect(pan.state == .began, "the wheel during the press was ignored; the drag began")
        #expect(pan.translation == Point(x: 30, y: 0))
    }

    @Test func losingFocusCancelsAScrollPan() {
        let (h, pan) = scrollingCard()
        h.run(.wheel(600, 400, dy: 40, at: 0), .focusLost(at: 20), .tick(400))
        #expect(h.actions("pan") == [.began, .cancelled])
        #expect(!pan.isScrolling)
    }

    @Test func aRefusedScrollStaysFailedUntilItsGap() {
        let (h, pan) = scrollingCard()
        var asked = 0
        pan.shouldBegin = { _ in
            asked += 1
            return asked > 1
        }
        h.run(.wheel(600, 400, dy: 40, at: 0), .wheel(600, 400, dy: 40, at: 30), .tick(200))
        #expect(h.states("pan") == [.possible, .failed])
        h.run(.wheel(600, 400, dy: 40, at: 250))
        #expect(pan.state == .began, "a scroll after the gap asks again")
        #expect(asked == 2)
    }

    @Test func aScrollThatBeginsFailsATapWaitingForItsSecondTap() {
        let (h, _, tap, _) = cardWithThreeRecognizers()
        let pan = h.recognizers.first { $0.name == "pan" }!.recognizer as! PanGestureRecognizer
        pan.allowedScrollTypesMask = .all
        tap.numberOfTapsRequired = 2
        h.run(.press(600, 400, at: 0), .release(600, 400, at: 60), .wheel(600, 400, dy: 40, at: 100))
        #expect(h.states("tap") == [.possible, .failed])
        #expect(pan.state == .began)
    }
}
