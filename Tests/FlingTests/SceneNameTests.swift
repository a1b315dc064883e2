import Fling
import FlingTesting
import Testing

/// A scene whose recordings or traces could not be read back is refused when it starts.
@Suite("Scene names a recording and a trace key by")
struct SceneNameTests {
    final class TwoPans: Scene {
        let root = Layer(name: "root", bounds: Rect(x: 0, y: 0, width: 400, height: 300))
        let engine = AnimationEngine()
        let values: [(name: String, value: Double)]
        init(sameName: Bool, values: [(name: String, value: Double)] = []) {
            self.values = values
            for index in 0..<2 {
                let card = Layer(
                    name: "card\(index)", position: Point(x: 100 + 200 * Double(index), y: 150),
                    bounds: Rect(x: 0, y: 0, width: 80, height: 80))
                root.addSublayer(card)
                let pan = PanGestureRecognizer()
                pan.name = sameName ? "pan" : "pan\(index)"
                card.addGestureRecognizer(pan)
            }
        }
        func layout(size: Size) {}
        func traceValues() -> [(name: String, value: Double)] { values }
    }

    func error(_ make: @escaping () -> TwoPans) -> String {
        let entry = SceneEntry("pans", summary: "Two pans.") { _ in make() }
        do {
            _ = try SceneReplay(entry).run(
                InputScript(scene: "pans", size: Size(width: 400, height: 300)).recording(tail: 0.1))
        } catch { return "\(error)" }
        return ""
    }

    @Test("two recognizers with one name are refused, naming it")
    func duplicateRecognizerNames() {
        #expect(error { TwoPans(sameName: false) } == "")
        #expect(error { TwoPans(sameName: true) }.contains("two gesture recognizers are named \"pan\""))
    }

    @Test("traced values may not repeat or take the trace's own names")
    func tracedValueNames() {
        #expect(
            error { TwoPans(sameName: false, values: [("x", 1), ("x", 2)]) }.contains(
                "two traced values are named \"x\""))
        #expect(
            error { TwoPans(sameName: false, values: [("frame", 1)]) }.contains(
                "takes a name the frame trace uses itself"))
        #expect(
            error { TwoPans(sameName: false, values: [("gesture.pan0", 1)]) }.contains(
                "takes a name the frame trace uses itself"))
    }
}
