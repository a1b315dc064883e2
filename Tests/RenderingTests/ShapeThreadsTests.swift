import Layers
import Motion
import Raster
import Rendering
import Testing

/// A shape, a gradient, a mask and a shape's shadow drawn together: no errors, and the same
/// bytes at every kernel level with one, two and four threads.
@Suite struct ShapeThreadsTests {
    static func scene() -> Layer {
        let root = Layer(
            name: "root", position: Point(x: 150, y: 100), bounds: Rect(x: 0, y: 0, width: 300, height: 200),
            backgroundColor: .white)
        let star = Layer(name: "star", position: Point(x: 60, y: 60), bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        star.path = Scenes.pentagram()
        star.fillColor = Color(red: 1, green: 0.6, blue: 0, alpha: 1)
        star.fillRule = .evenOdd
        star.strokeColor = Color(red: 0, green: 0, blue: 0.5, alpha: 1)
        star.lineWidth = 3
        star.lineJoin = .round
        star.shadowOpacity = 0.5
        star.shadowRadius = 4
        star.shadowOffset = Size(width: 3, height: 3)
        root.addSublayer(star)
        let g = Layer(name: "g", position: Point(x: 190, y: 60), bounds: Rect(x: 0, y: 0, width: 100, height: 80))
        g.gradient = Gradient(
            .conic, colors: [.black, Color(red: 0, green: 0.5, blue: 1, alpha: 1), .black],
            startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 0.5))
        g.cornerRadius = 16
        g.masksToBounds = true
        root.addSublayer(g)
        let m = Layer(
            name: "masked", position: Point(x: 100, y: 150), bounds: Rect(x: 0, y: 0, width: 160, height: 70),
            backgroundColor: Color(red: 0.2, green: 0.7, blue: 0.3, alpha: 1))
        let mask = Layer(name: "mask", position: Point(x: 80, y: 35), bounds: Rect(x: 0, y: 0, width: 160, height: 70))
        mask.gradient = Gradient(
            colors: [.black, .clear], startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))
        m.mask = mask
        root.addSublayer(m)
        let ring = Layer(name: "ring", position: Point(x: 250, y: 150), bounds: Rect(x: 0, y: 0, width: 70, height: 70))
        var c = Path()
        c.addArc(
            center: Point(x: 35, y: 35), radius: 28, startAngle: -Double.pi / 2, endAngle: 1.5 * Double.pi,
            clockwise: true)
        ring.path = c
        ring.fillColor = .clear
        ring.strokeColor = Color(red: 0.9, green: 0.1, blue: 0.3, alpha: 1)
        ring.lineWidth = 8
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        ring.lineDashPattern = []
        root.addSublayer(ring)
        return root
    }

    @Test func shapesGradientsAndMasksAreTheSameAtEveryKernelLevelAndThreadCount() {
        RenderingChecks.expectSameBytesAtEveryLevelAndThreadCount(Self.scene())
    }
}
