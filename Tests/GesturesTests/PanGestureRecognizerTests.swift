import Gestures
import Input
import Layers
import Motion
import Testing

/// Events at times in milliseconds, left button.
func press(_ x: Double, _ y: Double, at millis: Int64) -> InputEvent {
    InputEvent(time: .milliseconds(Double(millis)), kind: .pointerDown(x: x, y: y, button: .left))
}
func move(_ x: Double, _ y: Double, at millis: Int64) -> InputEvent {
    InputEvent(time: .milliseconds(Double(millis)), kind: .pointerMove(x: x, y: y, buttons: .left))
}
func release(_ x: Double, _ y: Double, at millis: Int64) -> InputEvent {
    InputEvent(time: .milliseconds(Double(millis)), kind: .pointerUp(x: x, y: y, button: .left))
}

/// A recognizer whose action and press callbacks are logged.
///
/// Without a region it stands alone and takes every event. With one, it is attached to a
/// layer covering the region in a 1280×800 window, and events go through the window's
/// arena, which hit-tests each press.
final class PanLog {
    let pan = PanGestureRecognizer()
    var states: [GestureState] = []
    var translations: [Point] = []
    var velocities: [Point] = []
    var presses = 0
    private let arena: GestureArena?

    init(region: Rect? = nil) {
        if let region {
            let window = makeLayer("window", frame: windowBounds)
            let layer = makeLayer("region", frame: region)
            window.addSublayer(layer)
            layer.addGestureRecognizer(pan)
            arena = GestureArena(root: window)
        } else {
            arena = nil
        }
        pan.action = { [unowned self] recognizer in
            states.append(recognizer.state)
            translations.append(recognizer.translation)
            velocities.append(recognizer.velocity)
        }
        pan.onPress = { [unowned self] _ in presses += 1 }
    }

    func feed(_ events: InputEvent...) {
        for event in events {
            if let arena { arena.handle(event) } else { pan.handle(event) }
        }
    }
}

@Test func aPressOffTheHitRegionStaysPossibleAndCallsNothing() {
    let log = PanLog(region: Rect(x: 100, y: 100, width: 50, height: 50))
    log.feed(press(20, 20, at: 0), move(80, 20, at: 10), move(200, 90, at: 20), release(200, 90, at: 30))
    #expect(log.pan.state == .possible)
    #expect(log.states.isEmpty)
    #expect(log.presses == 0)
    #expect(log.pan.translation == .zero)
}

@Test func movesWithinTheSlopStayPossible() {
    let log = PanLog()
    log.feed(
        press(100, 100, at: 0), move(105, 95, at: 8), move(109.9, 90.1, at: 16), move(110, 100, at: 24),
        move(90, 110, at: 32))
    #expect(log.pan.state == .possible)
    #expect(log.states.isEmpty)
    #expect(log.pan.translation == .zero)
}

/// Unit axis directions, for crossing the slop along each.
let slopDirections = [Point(x: 1, y: 0), Point(x: -1, y: 0), Point(x: 0, y: 1), Point(x: 0, y: -1)]

@Test(arguments: slopDirections)
func crossingTheSlopBeginsWithTheSlopSubtracted(direction: Point) {
    let log = PanLog()
    let start = Point(x: 200, y: 200)
    // A small sideways drift that stays under the slop on the other axis.
    let drift = Point(x: direction.y == 0 ? 0 : 3, y: direction.x == 0 ? 0 : 3)
    log.feed(press(start.x, start.y, at: 0))
    let beforeSlop = start + direction * 6 + drift
    log.feed(move(beforeSlop.x, beforeSlop.y, at: 8))
    #expect(log.pan.state == .possible)

    let crossing = start + direction * 14 + drift
    log.feed(move(crossing.x, crossing.y, at: 16))
    #expect(log.states == [.began])
    #expect(log.pan.state == .began)
    #expect(log.translations.last == direction * 4, "movement 14 minus the 10-pt slop, 0 across")

    let next = crossing + Point(x: 7, y: -5)
    log.feed(move(next.x, next.y, at: 24))
    #expect(log.states == [.began, .changed])
    #expect(log.translations.last == direction * 4 + Point(x: 7, y: -5))

    let later = crossing + Point(x: -30, y: 42)
    log.feed(move(later.x, later.y, at: 32))
    #expect(log.states == [.began, .changed, .changed])
    #expect(log.pan.translation == direction * 4 + Point(x: -30, y: 42))
    #expect(log.pan.startLocation == start)
    #expect(log.pan.location == later)
}

@Test func movingExactlyTheSlopDoesNotBegin() {
    let log = PanLog()
    log.feed(press(0, 0, at: 0), move(10, -10, at: 8))
    #expect(log.pan.state == .possible)
    log.feed(move(10.5, 0, at: 16))
    #expect(log.pan.state == .began)
}

/// A drag from (100, 100) at `velocity` points per second, one move every 8 ms for 200 ms,
/// returning the last move's time (ms) and position.
@discardableResult
func drag(_ log: PanLog, velocity: Point, from start: Point = Point(x: 100, y: 100)) -> (time: Int64, position: Point) {
    log.feed(press(start.x, start.y, at: 0))
    var last = (time: Int64(0), position: start)
    for k in 1...25 {
        let time = Int64(k) * 8
        let position = start + velocity * (Double(time) / 1000)
        log.feed(move(position.x, position.y, at: time))
        last = (time, position)
    }
    return last
}

@Test(arguments: [Point(x: 600, y: -200), Point(x: -1500, y: 900), Point(x: 80, y: 60)])
func releaseEndsWithTheVelocityOfTheSamples(velocity: Point) {
    let log = PanLog()
    let last = drag(log, velocity: velocity)
    // The release lands somewhere else entirely; it is not a sample.
    log.feed(release(last.position.x + 37, last.position.y - 52, at: last.time + 4))
    #expect(log.pan.state == .ended)
    #expect(log.states.last == .ended)
    let reported = log.velocities.last!
    #expect(
        reported.distance(to: velocity) <= 0.01 * (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot(),
        "\(reported)")
    #expect(log.pan.velocity == reported)
}

@Test func releasingFiftyMillisecondsAfterTheLastMoveReportsZeroVelocity() {
    let log = PanLog()
    let last = drag(log, velocity: Point(x: 1200, y: 300))
    #expect(log.pan.velocity != .zero)
    log.feed(release(last.position.x, last.position.y, at: last.time + 50))
    #expect(log.states.last == .ended)
    #expect(log.velocities.last == .zero)
}

@Test func aWholeDragActsBeganChangedEnded() {
    let log = PanLog()
    let last = drag(log, velocity: Point(x: 500, y: 0))
    log.feed(release(last.position.x, last.position.y, at: last.time + 8))
    #expect(log.states.first == .began)
    #expect(log.states.last == .ended)
    #expect(log.states.count >= 3)
    #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    #expect(log.presses == 1)
}

@Test func releaseBeforeTheSlopFailsWithoutAnAction() {
    let log = PanLog()
    log.feed(press(50, 50, at: 0), move(55, 52, at: 8), release(55, 52, at: 16))
    #expect(log.pan.state == .failed)
    #expect(log.states.isEmpty)
    #expect(log.pan.translation == .zero)
}

@Test func losingFocusMidPanCancels() {
    let log = PanLog()
    drag(log, velocity: Point(x: 800, y: 0))
    log.feed(InputEvent(time: .nanoseconds(300_000_000), kind: .focusLost))
    #expect(log.pan.state == .cancelled)
    #expect(log.states.last == .cancelled)
    let calls = log.states.count
    // The recognizer no longer tracks: later moves and the release do nothing.
    log.feed(move(700, 100, at: 310), release(700, 100, at: 320))
    #expect(log.states.count == calls)
    #expect(log.pan.state == .cancelled)
}

@Test func theNextPressResetsToPossible() {
    let log = PanLog()
    let last = drag(log, velocity: Point(x: 800, y: 0))
    log.feed(release(last.position.x, last.position.y, at: last.time + 8))
    #expect(log.pan.state == .ended)
    log.feed(press(300, 300, at: 1000))
    #expect(log.pan.state == .possible)
    #expect(log.pan.translation == .zero)

    log.feed(move(303, 300, at: 1008), release(303, 300, at: 1016))
    #expect(log.pan.state == .failed)
    log.feed(press(10, 10, at: 2000))
    #expect(log.pan.state == .possible)

    log.feed(InputEvent(time: .nanoseconds(2_010_000_000), kind: .focusLost))
    #expect(log.pan.state != .cancelled)   // never began
    log.feed(press(10, 10, at: 3000))
    #expect(log.pan.state == .possible)
    // A second pan recognizes afresh, from its own press.
    log.feed(move(10, 40, at: 3008))
    #expect(log.pan.state == .began)
    #expect(log.pan.translation == Point(x: 0, y: 20))
}

@Test func setTranslationRebasesWithoutChangingVelocity() {
    let log = PanLog()
    drag(log, velocity: Point(x: 1000, y: -500))
    let velocity = log.pan.velocity
    #expect(log.pan.translation != .zero)
    log.pan.setTranslation(.zero)
    #expect(log.pan.translation == .zero)
    #expect(log.pan.velocity == velocity)
    let location = log.pan.location
    log.feed(move(location.x + 5, location.y - 2, at: 208))
    #expect(log.translations.last == Point(x: 5, y: -2))

    log.pan.setTranslation(Point(x: 100, y: 100))
    #expect(log.pan.translation == Point(x: 100, y: 100))
    log.feed(move(location.x + 15, location.y - 2, at: 216))
    #expect(log.pan.translation == Point(x: 110, y: 100))
}

@Test func onPressFiresOnlyForPressesThatHit() {
    let log = PanLog(region: Rect(x: 0, y: 0, width: 100, height: 100))
    log.feed(press(150, 50, at: 0), release(150, 50, at: 10))
    #expect(log.presses == 0)
    log.feed(press(50, 50, at: 100))
    #expect(log.presses == 1)
    #expect(log.pan.startLocation == Point(x: 50, y: 50))
    log.feed(release(50, 50, at: 110), press(99, 99, at: 200), release(99, 99, at: 210), press(100, 50, at: 300))
    #expect(log.presses == 2)
}

@Test func otherButtonsDoNotDrag() {
    let log = PanLog()
    log.feed(
        InputEvent(time: .zero, kind: .pointerDown(x: 0, y: 0, button: .right)),
        InputEvent(time: .nanoseconds(8_000_000), kind: .pointerMove(x: 50, y: 0, buttons: .right)))
    #expect(log.presses == 0)
    #expect(log.states.isEmpty)
    #expect(log.pan.state == .possible)
}
