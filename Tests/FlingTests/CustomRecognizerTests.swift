import Fling
import FlingTesting
import Testing

/// A recognizer written outside the Gestures module with nothing but `import Fling`: holding
/// shift while scrolling turns a knob, 15° per wheel notch. It begins on the first such
/// notch, changes on each one after, and ends when shift is released.
final class ShiftWheelRotation: GestureRecognizer {
    /// The rotation since the gesture began, in radians.
    private(set) var rotation = 0.0
    private var shiftHeld = false

    override func keyChanged(_ key: String, isDown: Bool, event: InputEvent) {
        guard key.hasSuffix("shift") else { return }
        shiftHeld = isDown
        if !isDown, state == .began || state == .changed {
            time = event.time
            end()
        }
    }

    override func scrolled(by delta: Point, at point: Point, type: ScrollType, event: InputEvent) {
        guard shiftHeld else { return }
        prepareForNewGesture()
        time = event.time
        location = point
        rotation += delta.y / 40 * .pi / 12
        if state == .possible { attemptToBegin() } else { change() }
    }

    override func reset() { rotation = 0 }
}

/// A knob with a pan and the custom rotation on it.
final class KnobScene: Scene {
    static var entry: SceneEntry { SceneEntry("knob", summary: "Drag or shift-scroll the knob.") { _ in KnobScene() } }

    let root = Layer(name: "root", bounds: Rect(x: 0, y: 0, width: 1280, height: 800))
    let engine = AnimationEngine()
    let knob = Layer(name: "knob", position: Point(x: 640, y: 400), bounds: Rect(x: 0, y: 0, width: 200, height: 200))
    let pan = PanGestureRecognizer()
    let rotation = ShiftWheelRotation()
    private(set) var turned = 0.0

    init() {
        root.position = Point(x: 640, y: 400)
        root.addSublayer(knob)
        pan.name = "pan"
        rotation.name = "rotation"
        knob.addGestureRecognizer(pan)
        knob.addGestureRecognizer(rotation)
        rotation.addAction { [unowned self] recognizer in
            if recognizer.state == .ended { turned += rotation.rotation }
        }
    }

    func layout(size: Size) {}

    func traceValues() -> [(name: String, value: Double)] { [("knob.turned", turned)] }
}

@Suite("A recognizer written outside Gestures, with import Fling")
struct CustomRecognizerTests {
    @Test("shift-scrolling turns the knob: the custom recognizer begins, changes and ends; the pan never begins")
    func rotationTakesPart() throws {
        var script = InputScript(scene: "knob")
        script.add(.key(name: "left shift", isDown: true))
        script.scroll(at: Point(x: 640, y: 400), notches: 3)
        script.wait(0.05)
        script.add(.key(name: "left shift", isDown: false))
        let run = try SceneReplay(KnobScene.entry).run(script.recording(tail: 0.2))
        let knob = try #require(run.scene as? KnobScene)
        #expect(knob.rotation.state == .ended)
        #expect(abs(knob.turned - 3 * .pi / 12) < 1e-12)
        #expect(knob.pan.state == .possible, "a pan allows no scroll types by default, so it never saw the wheel")
        #expect(run.trace.frames.contains { $0["gesture.rotation"]?.string == "changed" })
    }

    @Test(
        "arbitration with a built-in pan: a rotation under way keeps a drag from beginning, and a drag under way keeps the rotation from beginning"
    )
    func arbitration() throws {
        // Rotate first, then drag while the rotation is still changing (shift held).
        var rotateThenDrag = InputScript(scene: "knob")
        rotateThenDrag.add(.key(name: "left shift", isDown: true))
        rotateThenDrag.scroll(at: Point(x: 640, y: 400), notches: 2)
        rotateThenDrag.wait(0.05)
        rotateThenDrag.drag(from: Point(x: 640, y: 400), to: Point(x: 760, y: 400), duration: 0.15)
        let first = try SceneReplay(KnobScene.entry).run(rotateThenDrag.recording(tail: 0.2))
        let knob = try #require(first.scene as? KnobScene)
        #expect(knob.pan.state == .failed, "the pan may not begin while the rotation is in progress")
        #expect(knob.rotation.state == .changed)

        // Drag first; shift-scroll during the drag: the rotation may not begin, it fails.
        var dragThenRotate = InputScript(scene: "knob")
        dragThenRotate.add(.pointerDown(x: 640, y: 400, button: .left))
        for step in 1...10 {
            dragThenRotate.wait(0.01)
            dragThenRotate.add(.pointerMove(x: 640 + Double(step) * 8, y: 400, buttons: .left))
        }
        dragThenRotate.add(.key(name: "left shift", isDown: true))
        dragThenRotate.scroll(at: Point(x: 720, y: 400), notches: 2)
        let second = try SceneReplay(KnobScene.entry).run(dragThenRotate.recording(tail: 0.2))
        let dragged = try #require(second.scene as? KnobScene)
        #expect(dragged.pan.state == .changed)
        #expect(dragged.rotation.state == .failed, "the rotation may not begin while the pan is in progress")
    }
}
