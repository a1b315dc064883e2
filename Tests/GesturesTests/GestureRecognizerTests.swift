import Gestures
import Input
import Motion
import Testing

/// The base behaviours every recognizer shares: actions, shouldBegin, isEnabled,
/// require(toFail:), and the pan's touch counts.
@Suite("Gesture recognizer base")
struct GestureRecognizerTests {
    @Test func severalActionsRunInOrderOnEveryContinuousTransition() {
        let pan = PanGestureRecognizer()
        var log: [String] = []
        pan.action = { log.append("action \($0.state)") }
        let first = pan.addAction { (p: PanGestureRecognizer) in log.append("first \(p.state) \(p.translation.x)") }
        pan.addAction { log.append("second \($0.state)") }
        pan.handle(press(0, 0, at: 0))
        pan.handle(move(15, 0, at: 10))
        pan.handle(move(20, 0, at: 20))
        pan.handle(release(20, 0, at: 30))
        #expect(
            log == [
                "action began", "first began 5.0", "second began",
                "action changed", "first changed 10.0", "second changed",
                "action ended", "first ended 10.0", "second ended",
            ])
        log.removeAll()
        pan.removeAction(first)
        pan.handle(press(0, 0, at: 100))
        pan.handle(move(15, 0, at: 110))
        pan.handle(InputEvent(time: .nanoseconds(120_000_000), kind: .focusLost))
        #expect(log == ["action began", "second began", "action cancelled", "second cancelled"])
    }

    @Test func shouldBeginFalseFailsInsteadOfBeginning() {
        let h = Harness(arena: false)
        let pan = h.add(PanGestureRecognizer(), "pan")
        let tap = h.add(TapGestureRecognizer(), "tap")
        var asked: [String] = []
        pan.shouldBegin = { recognizer in
            asked.append("pan \(recognizer.state)")
            return false
        }
        tap.shouldBegin = { _ in
            asked.append("tap")
            return false
        }
        h.run(.press(0, 0, at: 0), .move(5, 0, at: 10))
        #expect(asked.isEmpty, "asked only when leaving possible")
        h.run(.move(30, 0, at: 20), .move(40, 0, at: 30), .release(40, 0, at: 40))
        #expect(asked == ["pan possible"])
        #expect(h.states("pan") == [.possible, .failed])
        #expect(h.actions("pan").isEmpty)
        #expect(pan.translation == .zero)

        h.run(.press(0, 0, at: 1000), .release(0, 0, at: 1050))
        #expect(asked == ["pan possible", "tap"])
        #expect(tap.state == .failed)
        #expect(h.actions("tap").isEmpty)

        pan.shouldBegin = { _ in true }
        h.run(.press(0, 0, at: 2000), .move(30, 0, at: 2010))
        #expect(pan.state == .began)
    }

    @Test func disablingMidPanCancelsIt() {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        h.run(.press(100, 100, at: 0), .move(130, 100, at: 10), .move(140, 100, at: 20))
        #expect(pan.state == .changed)
        pan.isEnabled = false
        h.observe()
        #expect(pan.state == .cancelled)
        #expect(h.actions("pan") == [.began, .changed, .cancelled])
        // Disabled, it reads nothing; the release is lost on it.
        h.run(.move(150, 100, at: 30), .release(150, 100, at: 40), .press(100, 100, at: 100), .move(140, 100, at: 110))
        #expect(pan.state == .cancelled)
        #expect(h.actions("pan") == [.began, .changed, .cancelled])
        // Enabled again, the next press starts afresh.
        pan.isEnabled = true
        h.run(.release(140, 100, at: 120), .press(100, 100, at: 200), .move(130, 100, at: 210))
        #expect(h.states("pan") == [.possible, .began, .changed, .cancelled, .possible, .began])
    }

    @Test func disablingAPossibleRecognizerFailsIt() {
        let tap = TapGestureRecognizer()
        tap.handle(press(0, 0, at: 0))
        tap.isEnabled = false
        #expect(tap.state == .failed)
        let idle = TapGestureRecognizer()
        idle.isEnabled = false
        #expect(idle.state == .possible, "nothing was being recognized")
    }

    @Test func aSingleTapThatRequiresADoubleTapToFailWaitsForTheWindowToPass() {
        let h = Harness()
        let single = h.add(TapGestureRecognizer(), "single")
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        h.run(.press(100, 100, at: 0), .release(100, 100, at: 80))
        #expect(single.state == .possible)
        #expect(single.isWaitingForFailure)
        h.run(.tick(200), .tick(430))
        #expect(single.state == .possible, "the double tap may still come")
        #expect(h.actions("single").isEmpty)
        h.run(.tick(431))
        #expect(double.state == .failed)
        #expect(single.state == .recognized)
        #expect(h.actionTimes("single") == [.milliseconds(431)])
        #expect(h.states("single") == [.possible, .recognized])

        // A double tap: the double recognizes, the single fails, neither fires twice.
        h.run(.press(100, 100, at: 1000), .release(100, 100, at: 1080), .tick(1200), .press(100, 100, at: 1300))
        #expect(single.state == .possible)
        h.run(.release(100, 100, at: 1380))
        #expect(double.state == .recognized)
        #expect(single.state == .failed)
        #expect(h.actions("double") == [.recognized])
        #expect(h.actions("single") == [.recognized], "only the first, single tap")
        h.run(.tick(2000))
        #expect(single.state == .failed)
    }

    @Test func requireToFailWorksWithoutAnArena() {
        let h = Harness(arena: false)
        let single = h.add(TapGestureRecognizer(), "single")
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        h.run(.press(0, 0, at: 0), .release(0, 0, at: 50), .tick(401))
        #expect(single.state == .recognized)
        #expect(h.actionTimes("single") == [.milliseconds(401)])
    }

    @Test func aRecognizerWaitingForAnotherBeginsWhenItFails() {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        let press = h.add(LongPressGestureRecognizer(), "long")
        pan.require(toFail: press)
        h.run(.press(100, 100, at: 0), .move(115, 100, at: 50))
        // The pan has crossed its slop but waits; the long press fails on the same movement.
        #expect(press.state == .failed)
        #expect(pan.state == .began)
        #expect(pan.translation == Point(x: 5, y: 0))

        // Released while still waiting: it begins and ends when the requirement fails.
        let later = Harness()
        let pan2 = later.add(PanGestureRecognizer(), "pan")
        let blocker = later.add(TapGestureRecognizer(), "double")
        blocker.numberOfTapsRequired = 2
        blocker.allowableMovement = 100
        pan2.require(toFail: blocker)
        later.run(.press(100, 100, at: 0), .move(130, 100, at: 20), .move(140, 100, at: 30))
        #expect(pan2.state == .possible)
        #expect(pan2.isWaitingForFailure)
        later.run(.release(140, 100, at: 40), .tick(391))
        #expect(blocker.state == .failed)
        #expect(later.actions("pan") == [.began, .ended])
    }

    @Test func panMinimumNumberOfTouchesCountsHeldButtons() {
        let h = Harness(arena: false)
        let pan = h.add(PanGestureRecognizer(), "pan")
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        pan.minimumNumberOfTouches = 2
        h.run(.press(0, 0, at: 0), .move(30, 0, at: 10))
        #expect(pan.state == .possible, "one button is too few")
        h.run(.down(30, 0, at: 20, .right), .move(35, 0, at: 30, held: [.left, .right]))
        #expect(pan.state == .began)
        #expect(pan.translation == Point(x: 25, y: 0), "the slop is still 10 points from the press")
        h.run(.up(35, 0, at: 40, .right))
        #expect(pan.state == .ended, "dropping below the minimum ends the pan")
        #expect(h.actions("pan") == [.began, .ended])
    }

    @Test func panMaximumNumberOfTouchesBlocksBeginningButNotAPanUnderWay() {
        let h = Harness(arena: false)
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.maximumNumberOfTouches = 1
        h.run(.press(0, 0, at: 0), .down(0, 0, at: 5, .right), .move(30, 0, at: 10, held: [.left, .right]))
        #expect(pan.state == .possible)
        h.run(.up(30, 0, at: 15, .right), .move(32, 0, at: 20))
        #expect(pan.state == .began)
        h.run(.down(32, 0, at: 25, .middle), .move(40, 0, at: 30, held: [.left, .middle]))
        #expect(pan.state == .changed, "extra buttons are ignored once the pan is under way")
        h.run(.release(40, 0, at: 40))
        #expect(h.actions("pan") == [.began, .changed, .ended])
    }
}
