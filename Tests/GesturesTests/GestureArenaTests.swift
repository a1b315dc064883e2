import Gestures
import Input
import Layers
import Motion
import Testing

/// The card of the corners demo, as a region: pan, tap and long press all attached to it.
let cardRegion = Rect(x: 480, y: 310, width: 320, height: 180)

/// A harness with a pan, a tap and a long press attached to the card (one layer covering
/// `cardRegion`, in the window), in that order.
func cardWithThreeRecognizers() -> (Harness, PanGestureRecognizer, TapGestureRecognizer, LongPressGestureRecognizer) {
    let h = Harness()
    let pan = h.add(PanGestureRecognizer(), "pan", region: cardRegion)
    let tap = h.add(TapGestureRecognizer(), "tap", region: cardRegion)
    let press = h.add(LongPressGestureRecognizer(), "long", region: cardRegion)
    return (h, pan, tap, press)
}

@Suite("Gesture arena: arbitration")
struct GestureArenaArbitrationTests {
    @Test func tappingTheCardFiresTheTapAndDoesNotStartAPan() {
        let (h, pan, tap, press) = cardWithThreeRecognizers()
        h.run(.press(600, 400, at: 0), .move(604, 397, at: 40), .release(604, 397, at: 90), .tick(600))
        #expect(h.states("tap") == [.possible, .recognized])
        #expect(h.actions("tap") == [.recognized])
        #expect(pan.state == .failed)
        #expect(press.state == .failed)
        #expect(h.actions("pan").isEmpty)
        #expect(h.actions("long").isEmpty)
        #expect(tap.tapCount == 1)
    }

    @Test func longPressingTheCardDoesNotStartAPanOrFireATap() {
        let (h, pan, tap, press) = cardWithThreeRecognizers()
        h.run(.press(600, 400, at: 0), .tick(250))
        #expect(pan.state == .possible)
        h.run(.tick(500))
        #expect(press.state == .began)
        #expect(pan.state == .failed, "the long press began: the pan may not")
        #expect(tap.state == .failed)
        // Dragging far after the long press began changes it, never the pan.
        h.run(.move(640, 400, at: 550), .move(700, 450, at: 600), .release(700, 450, at: 650))
        #expect(h.actions("long") == [.began, .changed, .changed, .ended])
        #expect(h.states("pan") == [.possible, .failed])
        #expect(h.actions("pan").isEmpty)
        #expect(h.actions("tap").isEmpty)
    }

    @Test func aPanDoesNotFireATap() {
        let (h, pan, tap, press) = cardWithThreeRecognizers()
        h.run(.press(600, 400, at: 0), .move(606, 400, at: 20))
        #expect(tap.state == .possible)
        h.run(.move(612, 400, at: 40))
        // 12 points: past the tap's and the long press's 10, past the pan's slop on x.
        #expect(tap.state == .failed)
        #expect(press.state == .failed)
        #expect(pan.state == .began)
        #expect(pan.translation == Point(x: 2, y: 0))
        h.run(.move(640, 380, at: 60), .tick(600), .move(600, 400, at: 700), .release(600, 400, at: 720))
        #expect(h.actions("pan") == [.began, .changed, .changed, .ended])
        #expect(h.actions("tap").isEmpty)
        #expect(h.actions("long").isEmpty)
    }

    @Test func aPressOffTheCardReachesNoRecognizer() {
        let (h, _, _, _) = cardWithThreeRecognizers()
        h.run(.press(100, 100, at: 0), .move(200, 100, at: 20), .tick(600), .release(200, 100, at: 700))
        for name in ["pan", "tap", "long"] {
            #expect(h.states(name) == [.possible], "\(name)")
            #expect(h.actions(name).isEmpty, "\(name)")
        }
        #expect(
            h.viewPhases == [.began, .moved, .ended], "no recognizer tracks the touch, so nothing is held or cancelled")
    }

    @Test func shouldRecognizeSimultaneouslyLetsTheLongPressAndThePanRunTogether() {
        let (h, pan, _, press) = cardWithThreeRecognizers()
        press.shouldRecognizeSimultaneously = { _, other in other === pan }
        h.run(.press(600, 400, at: 0), .tick(500), .move(630, 400, at: 550), .release(640, 400, at: 600))
        #expect(h.actions("long") == [.began, .changed, .ended])
        #expect(h.actions("pan") == [.began, .ended])
        // Asked from the pan's side instead, it works the same.
        let (h2, pan2, _, press2) = cardWithThreeRecognizers()
        pan2.shouldRecognizeSimultaneously = { _, other in other === press2 }
        h2.run(.press(600, 400, at: 0), .tick(500), .move(630, 400, at: 550))
        #expect(pan2.state == .began)
        #expect(press2.state == .changed)
    }

    /// The card is a layer in front of the window's (its sublayer): a press on the card
    /// reaches the card's pan first, then the window's.
    @Test func theFrontLayersRecognizerWinsWhenBothWouldBeginOnTheSameEvent() {
        let h = Harness()
        let back = h.add(PanGestureRecognizer(), "background")
        let front = h.add(PanGestureRecognizer(), "card", region: cardRegion)
        h.run(.press(600, 400, at: 0), .move(630, 400, at: 20))
        #expect(front.state == .began)
        #expect(back.state == .failed)
        h.run(.release(630, 400, at: 40), .press(100, 100, at: 100), .move(130, 100, at: 120))
        #expect(back.state == .began, "off the card, the background pans")
        #expect(front.state == .possible)
    }

    @Test func focusLostCancelsAPanAndFailsAPendingTap() {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        let tap = h.add(TapGestureRecognizer(), "tap")
        // The tap may run with the pan and tolerates the drag, so it is still possible.
        tap.allowableMovement = 100
        tap.shouldRecognizeSimultaneously = { _, _ in true }
        h.run(.press(100, 100, at: 0), .move(130, 100, at: 20))
        #expect(pan.state == .began)
        #expect(tap.state == .possible)
        h.run(.focusLost(at: 30))
        #expect(pan.state == .cancelled)
        #expect(tap.state == .failed)
        #expect(h.actions("pan") == [.began, .cancelled])
        #expect(h.actions("tap").isEmpty)
        h.run(.release(130, 100, at: 40), .tick(1000))
        #expect(pan.state == .cancelled)
        #expect(tap.state == .failed)
    }

    /// Whichever of the two reads the focus loss first, the single tap does not take the
    /// double tap's failure as its cue.
    @Test(arguments: [false, true])
    func focusLostFailsADoubleTapBetweenTapsAndTheSingleTapWaitingForIt(doubleFirst: Bool) {
        let h = Harness()
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer()
        if doubleFirst {
            h.add(double, "double")
            h.add(single, "single")
        } else {
            h.add(single, "single")
            h.add(double, "double")
        }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        h.run(.press(100, 100, at: 0), .release(100, 100, at: 50), .focusLost(at: 100))
        #expect(double.state == .failed)
        #expect(single.state == .failed, "the interruption is not the double tap's decision")
        h.run(.tick(1000))
        #expect(h.actions("single").isEmpty)
        #expect(h.actions("double").isEmpty)
    }

    /// A pan alone in an arena reports bit for bit what it reports fed directly, so a
    /// scene can move its pan into an arena without changing a recorded trace.
    @Test func aPanAloneInAnArenaActsExactlyAsOnItsOwn() {
        var events: [InputEvent] = [press(300, 300, at: 0)]
        for k in 1...30 {
            let t = Int64(k) * 7 + (k % 3 == 0 ? 1 : 0)
            events.append(move(300 + Double(k * k) * 0.9, 300 - Double(k) * 3.3, at: t))
        }
        events.append(release(1000, 0, at: 215))
        events += [press(50, 50, at: 400), move(54, 52, at: 410), release(54, 52, at: 420)]
        events += [
            press(50, 50, at: 500), move(90, 50, at: 510),
            InputEvent(time: .nanoseconds(520_000_000), kind: .focusLost),
        ]

        let alone = PanLog()
        let refereed = PanLog()
        let window = makeLayer("window", frame: windowBounds)
        window.addGestureRecognizer(refereed.pan)
        let arena = GestureArena(root: window)
        var aloneStates: [GestureState] = []
        var refereedStates: [GestureState] = []
        for event in events {
            alone.pan.handle(event)
            aloneStates.append(alone.pan.state)
            arena.handle(event)
            refereedStates.append(refereed.pan.state)
        }
        #expect(refereed.states == alone.states)
        #expect(refereed.translations == alone.translations)
        #expect(refereed.velocities == alone.velocities)
        #expect(refereed.presses == alone.presses)
        #expect(refereedStates == aloneStates)
        #expect(alone.states.first == .began && alone.states.last == .cancelled)
    }

    @Test func removingARecognizerMidPanCancelsIt() {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        h.run(.press(100, 100, at: 0), .move(130, 100, at: 20))
        h.root.removeGestureRecognizer(pan)
        #expect(pan.state == .cancelled)
        #expect(h.arena!.recognizers.isEmpty)
        h.run(.move(140, 100, at: 30))
        #expect(h.actions("pan") == [.began, .cancelled])
    }
}

@Suite("Gesture arena: what the view receives")
struct GestureArenaViewTests {
    @Test func aPanBeginningCancelsTheTouchTheViewHadBegun() {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        #expect(pan.cancelsTouchesInView)
        #expect(!pan.delaysTouchesBegan)
        #expect(pan.delaysTouchesEnded)
        h.run(.press(100, 100, at: 0), .move(105, 100, at: 10))
        #expect(h.viewPhases == [.began, .moved])
        h.run(.move(120, 100, at: 20))
        #expect(h.viewPhases == [.began, .moved, .cancelled])
        #expect(h.view.last!.deliveredAt == .milliseconds(20))
        #expect(h.view.last!.event == nil)
        // The rest of the sequence never reaches the view.
        h.run(.move(150, 100, at: 30), .release(150, 100, at: 40))
        #expect(h.viewPhases == [.began, .moved, .cancelled])
        // The next sequence does again.
        h.run(.press(10, 10, at: 100), .release(10, 10, at: 150))
        #expect(h.viewPhases == [.began, .moved, .cancelled, .began, .ended])
        #expect(h.view.map(\.sequence) == [1, 1, 1, 2, 2])
    }

    @Test func withoutCancelsTouchesInViewTheViewSeesTheWholeDrag() {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.cancelsTouchesInView = false
        h.run(.press(100, 100, at: 0), .move(120, 100, at: 20), .move(150, 100, at: 30), .release(150, 100, at: 40))
        #expect(pan.state == .ended)
        #expect(h.viewPhases == [.began, .moved, .moved, .ended])
        #expect(h.view.allSatisfy { !$0.wasDelayed })
    }

    @Test func aRecognizedTapCancelsTheViewsTouchInsteadOfEndingIt() {
        let h = Harness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        h.run(.press(100, 100, at: 0), .release(100, 100, at: 60))
        #expect(tap.state == .recognized)
        #expect(h.viewPhases == [.began, .cancelled])

        let h2 = Harness()
        let tap2 = h2.add(TapGestureRecognizer(), "tap")
        tap2.cancelsTouchesInView = false
        h2.run(.press(100, 100, at: 0), .release(100, 100, at: 60))
        #expect(h2.viewPhases == [.began, .ended])
    }

    @Test func aFailedTapLetsTheViewSeeItsTouchEnd() {
        let h = Harness()
        h.add(TapGestureRecognizer(), "tap")
        h.run(.press(100, 100, at: 0), .move(130, 100, at: 20), .release(130, 100, at: 60))
        #expect(h.viewPhases == [.began, .moved, .ended])
    }

    @Test func delaysTouchesBeganGivesTheViewThePressOnlyAfterTheRecognizerFails() {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.delaysTouchesBegan = true
        h.run(.press(100, 100, at: 0), .move(103, 100, at: 10), .tick(16))
        #expect(h.view.isEmpty, "the pan may still begin")
        h.run(.release(103, 100, at: 30))
        #expect(pan.state == .failed)
        #expect(h.viewPhases == [.began, .moved, .ended])
        #expect(h.view.map(\.deliveredAt) == [.milliseconds(30), .milliseconds(30), .milliseconds(30)])
        #expect(h.view.map { $0.event!.time } == [.zero, .milliseconds(10), .milliseconds(30)])
        #expect(h.view[0].wasDelayed && h.view[1].wasDelayed && !h.view[2].wasDelayed)

        // If the pan begins instead, the view never hears of the touch: no began, no cancel.
        h.run(
            .press(100, 100, at: 100), .move(103, 100, at: 110), .move(130, 100, at: 120), .release(130, 100, at: 130))
        #expect(h.viewPhases == [.began, .moved, .ended])
        #expect(h.actions("pan") == [.began, .ended])
    }

    @Test func delaysTouchesBeganReleasesThePressWhenALongPressFailsMidPress() {
        let h = Harness()
        let press = h.add(LongPressGestureRecognizer(), "long")
        press.delaysTouchesBegan = true
        h.run(.press(100, 100, at: 0), .move(104, 100, at: 40))
        #expect(h.view.isEmpty)
        h.run(.move(120, 100, at: 80))
        #expect(press.state == .failed)
        #expect(h.viewPhases == [.began, .moved, .moved])
        #expect(h.view.map(\.deliveredAt) == [.milliseconds(80), .milliseconds(80), .milliseconds(80)])
        h.run(.release(120, 100, at: 100))
        #expect(h.viewPhases == [.began, .moved, .moved, .ended])
    }

    @Test func delaysTouchesEndedHoldsTheReleaseUntilADoubleTapFails() {
        let h = Harness()
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        h.run(.press(100, 100, at: 0), .release(100, 100, at: 80))
        #expect(h.viewPhases == [.began], "the release waits: a second tap may still come")
        h.run(.tick(430))
        #expect(h.viewPhases == [.began])
        h.run(.tick(431))
        #expect(double.state == .failed)
        #expect(h.viewPhases == [.began, .ended])
        #expect(h.view[1].deliveredAt == .milliseconds(431))
        #expect(h.view[1].event?.time == .milliseconds(80))
    }

    @Test func aDoubleTapCancelsBothOfItsTouchesInTheView() {
        let h = Harness()
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        h.run(.press(100, 100, at: 0), .release(100, 100, at: 80), .press(100, 100, at: 200))
        // The second press reaches the view at once; the first release is still held.
        #expect(h.viewPhases == [.began, .began])
        h.run(.release(100, 100, at: 260))
        #expect(double.state == .recognized)
        #expect(h.viewPhases == [.began, .began, .cancelled, .cancelled])
        #expect(h.view.map(\.sequence) == [1, 2, 1, 2])
    }

    @Test func withoutDelaysTouchesEndedTheReleaseGoesThroughAtOnce() {
        let h = Harness()
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        h.run(.press(100, 100, at: 0), .release(100, 100, at: 80))
        #expect(h.viewPhases == [.began, .ended])
        #expect(h.view.allSatisfy { !$0.wasDelayed })
    }

    @Test func aSingleTapWaitingForADoubleTapCancelsTheViewsTouchWhenRecognized() {
        let h = Harness()
        let single = h.add(TapGestureRecognizer(), "single")
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        h.run(.press(100, 100, at: 0), .release(100, 100, at: 80), .tick(300))
        #expect(h.viewPhases == [.began])
        h.run(.tick(440))
        #expect(single.state == .recognized)
        #expect(h.viewPhases == [.began, .cancelled])
        #expect(h.view[1].deliveredAt == .milliseconds(440))
    }

    @Test func aLongPressBeginningCancelsTheViewsTouchAtItsFrame() {
        let h = Harness()
        h.add(LongPressGestureRecognizer(), "long")
        h.run(.press(100, 100, at: 0), .move(102, 100, at: 100), .tick(500))
        #expect(h.viewPhases == [.began, .moved, .cancelled])
        #expect(h.view.last!.deliveredAt == .milliseconds(500))
        h.run(.release(102, 100, at: 700))
        #expect(h.viewPhases == [.began, .moved, .cancelled])
    }

    @Test func focusLostCancelsTheViewsTouch() {
        let h = Harness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        h.run(.press(100, 100, at: 0), .focusLost(at: 50))
        #expect(tap.state == .failed)
        #expect(h.viewPhases == [.began, .cancelled])
        h.run(.release(100, 100, at: 60), .move(100, 100, at: 70))
        #expect(h.viewPhases == [.began, .cancelled], "the lost sequence's release is not a touch")
    }

    @Test func aDisabledRecognizerNeitherArbitratesNorHoldsTheView() {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.isEnabled = false
        h.run(.press(100, 100, at: 0), .move(130, 100, at: 20), .release(130, 100, at: 40))
        #expect(pan.state == .possible)
        #expect(h.viewPhases == [.began, .moved, .ended])
    }
}

@Suite("Gesture arena: transitions")
struct GestureArenaTransitionTests {
    @Test func everyStateChangeIsReportedWithTheTimeOfTheEventOrTickThatCausedIt() {
        let (h, pan, tap, press) = cardWithThreeRecognizers()
        pan.name = "pan"
        tap.name = "tap"
        press.name = "long"
        var log: [GestureTransition] = []
        h.arena!.onTransition = { log.append($0) }
        h.run(.press(600, 400, at: 0), .tick(500), .release(600, 400, at: 700), .press(600, 400, at: 900))
        #expect(
            log == [
                GestureTransition(name: "long", from: .possible, to: .began, time: .milliseconds(500)),
                GestureTransition(name: "pan", from: .possible, to: .failed, time: .milliseconds(500)),
                GestureTransition(name: "tap", from: .possible, to: .failed, time: .milliseconds(500)),
                GestureTransition(name: "long", from: .began, to: .ended, time: .milliseconds(700)),
                // The next press resets every final state to possible.
                GestureTransition(name: "pan", from: .failed, to: .possible, time: .milliseconds(900)),
                GestureTransition(name: "tap", from: .failed, to: .possible, time: .milliseconds(900)),
                GestureTransition(name: "long", from: .ended, to: .possible, time: .milliseconds(900)),
            ])
    }
}
