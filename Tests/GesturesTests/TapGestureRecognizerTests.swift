import Gestures
import Input
import Motion
import Testing
import Time

@Suite("Tap gesture recognizer")
struct TapGestureRecognizerTests {
    @Test func recognizedIsUIKitsAliasOfEnded() {
        #expect(GestureState.recognized == .ended)
        #expect(GestureState.recognized.rawValue == "ended")
        #expect(GestureState.allCases.count == 6, "no seventh case: recognized is not a state of its own")
    }

    @Test func aTapGoesPossibleToRecognizedOnRelease() {
        let h = Harness(arena: false)
        let tap = h.add(TapGestureRecognizer(), "tap")
        #expect(tap.isDiscrete)
        h.run(.press(100, 100, at: 0), .move(103, 98, at: 40))
        #expect(tap.state == .possible)
        #expect(h.actions("tap").isEmpty)
        h.run(.release(104, 97, at: 80))
        #expect(h.states("tap") == [.possible, .recognized])
        #expect(h.actions("tap") == [.recognized], "one action, on recognized")
        #expect(h.actionTimes("tap") == [.milliseconds(80)])
        #expect(tap.tapCount == 1)
        #expect(tap.location == Point(x: 104, y: 97))
        // The next press starts a new gesture from possible.
        h.run(.press(300, 300, at: 1000))
        #expect(tap.state == .possible)
        h.run(.release(300, 300, at: 1050))
        #expect(h.actions("tap") == [.recognized, .recognized])
    }

    @Test func aDoubleTapIsRecognizedOnTheSecondRelease() {
        let h = Harness(arena: false)
        let tap = h.add(TapGestureRecognizer(), "double")
        tap.numberOfTapsRequired = 2
        h.run(.press(100, 100, at: 0), .release(100, 100, at: 80), .tick(100), .tick(300))
        #expect(tap.state == .possible)
        #expect(tap.tapCount == 1)
        // The second press comes 350 ms after the first release: still in time.
        h.run(.tick(420), .press(102, 101, at: 430))
        #expect(tap.state == .possible)
        h.run(.release(102, 101, at: 500))
        #expect(h.states("double") == [.possible, .recognized])
        #expect(h.actions("double") == [.recognized])
        #expect(h.actionTimes("double") == [.milliseconds(500)])
        #expect(tap.tapCount == 2)
    }

    /// A lone tap fails a double-tap recognizer at the first frame more than 0.35 s after
    /// its release — whatever the frame rate.
    @Test(arguments: framePeriods)
    func aSingleTapFailsADoubleTapAtTheFirstTickAfterTheInterval(period: FrameTime) {
        let h = Harness(arena: false)
        let tap = h.add(TapGestureRecognizer(), "double")
        tap.numberOfTapsRequired = 2
        let releaseTime = period * 5 + .nanoseconds(1_234_567)
        h.run(
            .press(100, 100, at: 0),
            .event(InputEvent(time: releaseTime, kind: .pointerUp(x: 100, y: 100, button: .left))))
        let deadline = releaseTime + .milliseconds(350)
        h.frames(from: period * 6, through: deadline, period: period)
        #expect(tap.state == .possible, "no frame is more than 0.35 s after the release yet")
        let firstLate = firstFrame(after: deadline, period: period)
        h.frames(from: firstLate, through: firstLate, period: period)
        #expect(tap.state == .failed)
        #expect(tap.time == firstLate)
        #expect(h.states("double") == [.possible, .failed])
        #expect(h.actions("double").isEmpty)
    }

    @Test func aTickExactlyAtTheIntervalStillWaits() {
        let h = Harness(arena: false)
        let tap = h.add(TapGestureRecognizer(), "double")
        tap.numberOfTapsRequired = 2
        h.run(.press(0, 0, at: 0), .release(0, 0, at: 50), .tick(400))
        #expect(tap.state == .possible, "350 ms after the release a press would still count")
        h.run(.tickAt(.milliseconds(400) + .nanoseconds(1)))
        #expect(tap.state == .failed)
    }

    @Test func aLateSecondPressStartsAFreshGesture() {
        let h = Harness(arena: false)
        let tap = h.add(TapGestureRecognizer(), "double")
        tap.numberOfTapsRequired = 2
        // No frames between the taps: the late press's own time fails the first attempt.
        h.run(
            .press(100, 100, at: 0), .release(100, 100, at: 80), .press(100, 100, at: 440), .release(100, 100, at: 500))
        #expect(tap.state == .possible, "the late tap is the first of a new double tap")
        #expect(tap.tapCount == 1)
        #expect(h.actions("double").isEmpty)
        h.run(.press(100, 100, at: 600), .release(100, 100, at: 650))
        #expect(tap.state == .recognized)
        #expect(h.actionTimes("double") == [.milliseconds(650)])
    }

    @Test func movingMoreThanTenPointsFailsATap() {
        let h = Harness(arena: false)
        let tap = h.add(TapGestureRecognizer(), "tap")
        #expect(tap.allowableMovement == 10)
        h.run(.press(100, 100, at: 0), .move(106, 108, at: 20))   // exactly 10 points away
        #expect(tap.state == .possible)
        h.run(.move(106.1, 108.1, at: 30))
        #expect(tap.state == .failed)
        h.run(.move(100, 100, at: 40), .release(100, 100, at: 60))
        #expect(h.states("tap") == [.possible, .failed])
        #expect(h.actions("tap").isEmpty)
    }

    @Test func aSecondTapAwayFromTheFirstFailsADoubleTap() {
        let h = Harness(arena: false)
        let tap = h.add(TapGestureRecognizer(), "double")
        tap.numberOfTapsRequired = 2
        h.run(.press(100, 100, at: 0), .release(100, 100, at: 60), .press(130, 100, at: 200))
        #expect(tap.state == .failed)
        h.run(.release(130, 100, at: 260))
        #expect(h.actions("double").isEmpty)
    }

    @Test func aPressOutsideTheRegionFailsADoubleTapInProgress() {
        let h = Harness()
        let tap = h.add(TapGestureRecognizer(), "double", region: Rect(x: 0, y: 0, width: 200, height: 800))
        tap.numberOfTapsRequired = 2
        h.run(.press(100, 100, at: 0), .release(100, 100, at: 60))
        #expect(tap.state == .possible)
        h.run(.press(300, 100, at: 200))
        #expect(tap.state == .failed)
    }

    @Test func aTapNeedsItsNumberOfButtons() {
        let h = Harness(arena: false)
        let tap = h.add(TapGestureRecognizer(), "two")
        tap.numberOfTouchesRequired = 2
        h.run(.press(50, 50, at: 0), .release(50, 50, at: 60))
        #expect(tap.state == .failed, "one button is not two")
        h.run(.press(50, 50, at: 1000), .down(50, 50, at: 1010, .right))
        #expect(tap.numberOfTouches == 2)
        h.run(.up(50, 50, at: 1050, .right), .release(50, 50, at: 1060))
        #expect(tap.state == .recognized)
        #expect(h.actions("two") == [.recognized])
    }

    @Test func otherButtonsAloneDoNotTap() {
        let h = Harness(arena: false)
        let tap = h.add(TapGestureRecognizer(), "tap")
        h.run(.down(50, 50, at: 0, .right), .up(50, 50, at: 60, .right))
        #expect(tap.state == .possible)
        #expect(h.actions("tap").isEmpty)
    }
}
