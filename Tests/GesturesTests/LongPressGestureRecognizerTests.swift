import Gestures
import Input
import Motion
import Testing
import Time

@Suite("Long press gesture recognizer")
struct LongPressGestureRecognizerTests {
    /// Began at the first frame at or after 0.5 s of pressing, changed on moves (anywhere,
    /// once begun), ended on release — whatever the frame rate.
    @Test(arguments: framePeriods)
    func aLongPressBeginsOnTheFrameAtHalfASecondThenChangesAndEnds(period: FrameTime) {
        let h = Harness(arena: false)
        let press = h.add(LongPressGestureRecognizer(), "long")
        #expect(!press.isDiscrete)
        let pressTime = period + .nanoseconds(777)
        h.run(.event(InputEvent(time: pressTime, kind: .pointerDown(x: 200, y: 200, button: .left))))
        let deadline = pressTime + .milliseconds(500)
        h.frames(from: period * 2, through: deadline - .nanoseconds(1), period: period)
        #expect(press.state == .possible)
        #expect(h.actions("long").isEmpty)
        let firstDue = firstFrame(atOrAfter: deadline, period: period)
        h.frames(from: firstDue, through: firstDue, period: period)
        #expect(press.state == .began)
        #expect(h.actionTimes("long") == [firstDue])

        let t = firstDue.nanoseconds / 1_000_000
        h.run(.move(204, 203, at: t + 10), .move(400, 50, at: t + 20), .tick(t + 30), .release(401, 50, at: t + 40))
        #expect(h.actions("long") == [.began, .changed, .changed, .ended])
        #expect(h.states("long") == [.possible, .began, .changed, .ended])
        #expect(press.location == Point(x: 401, y: 50))
        #expect(press.startLocation == Point(x: 200, y: 200))
    }

    @Test func releasingBeforeHalfASecondFailsALongPress() {
        let h = Harness(arena: false)
        let press = h.add(LongPressGestureRecognizer(), "long")
        h.run(.press(50, 50, at: 0), .tick(100), .tick(483), .release(50, 50, at: 499))
        #expect(press.state == .failed)
        h.run(.tick(500), .tick(1000))
        #expect(h.states("long") == [.possible, .failed])
        #expect(h.actions("long").isEmpty)
    }

    @Test func movingMoreThanTenPointsBeforeBeginningFailsALongPress() {
        let h = Harness(arena: false)
        let press = h.add(LongPressGestureRecognizer(), "long")
        #expect(press.allowableMovement == 10)
        h.run(.press(50, 50, at: 0), .move(56, 58, at: 100), .tick(116))   // exactly 10 points
        #expect(press.state == .possible)
        h.run(.move(56, 58.2, at: 200))
        #expect(press.state == .failed)
        h.run(.move(50, 50, at: 300), .tick(600), .release(50, 50, at: 700))
        #expect(h.states("long") == [.possible, .failed])
        #expect(h.actions("long").isEmpty)
    }

    @Test func anEventAfterTheDeadlineBeginsTheGestureBeforeItIsRead() {
        let h = Harness(arena: false)
        let press = h.add(LongPressGestureRecognizer(), "long")
        // No frames at all: the move at 600 ms carries the time.
        h.run(.press(50, 50, at: 0), .move(52, 50, at: 600))
        #expect(press.state == .changed)
        #expect(h.actions("long") == [.began, .changed])
        #expect(h.actionTimes("long") == [.milliseconds(600), .milliseconds(600)])
    }

    @Test func theWrongNumberOfButtonsAtHalfASecondFails() {
        let h = Harness(arena: false)
        let press = h.add(LongPressGestureRecognizer(), "long")
        h.run(.press(50, 50, at: 0), .down(50, 50, at: 100, .right), .tick(500))
        #expect(press.state == .failed)
        press.numberOfTouchesRequired = 2
        h.run(.up(50, 50, at: 600, .right), .release(50, 50, at: 610))
        h.run(.press(50, 50, at: 1000), .down(50, 50, at: 1100, .right), .tick(1500))
        #expect(press.state == .began)
    }

    @Test func losingFocusCancelsALongPressThatBegan() {
        let h = Harness(arena: false)
        let press = h.add(LongPressGestureRecognizer(), "long")
        h.run(.press(50, 50, at: 0), .tick(500), .focusLost(at: 520))
        #expect(h.actions("long") == [.began, .cancelled])
        h.run(.release(50, 50, at: 600))
        #expect(press.state == .cancelled)
    }
}
