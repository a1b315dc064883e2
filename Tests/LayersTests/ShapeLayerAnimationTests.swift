import Layers
import Motion
import Testing

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

private func closePaths(_ a: Path, _ b: Path, _ tolerance: Double = 1e-9) -> Bool {
    a.hasSameStructure(as: b)
        && zip(a.animatableData.values, b.animatableData.values).allSatisfy { close($0, $1, tolerance) }
}

private func triangle(_ size: Double) -> Path {
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.addLine(to: Point(x: size, y: 0))
    path.addLine(to: Point(x: 0, y: size))
    path.closeSubpath()
    return path
}

/// A regular polygon whose corner count is a real number: the last corner grows out of the
/// first as the count passes each whole number (the classic SwiftUI morph).
private struct Polygon: Shape {
    var corners: Double
    var animatableData: Double {
        get { corners }
        set { corners = newValue }
    }

    func path(in rect: Rect) -> Path {
        var path = Path()
        let whole = Int(corners.rounded(.up))
        let step = 2 * Double.pi / corners
        for i in 0..<max(whole, 1) {
            let a = Double(i) * step
            let p = Point(x: rect.center.x + 40 * MotionMath.cos(a), y: rect.center.y + 40 * MotionMath.sin(a))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }
}

@Suite("Shape, gradient and mask properties animate as Core Animation's")
struct ShapeLayerAnimationTests {
    private let samples = [0.1, 0.3, 0.55, 0.8]

    @Test("strokeEnd springs as Spring's closed form and rests at the model")
    func strokeEndSpring() {
        let stage = Stage()
        stage.layer.path = triangle(50)
        stage.layer.strokeEnd = 0
        let spring = Spring(duration: 0.5, bounce: 0.2)
        stage.engine.withAnimation(.spring(spring)) { stage.layer.strokeEnd = 1 }
        #expect(stage.layer.strokeEnd == 1)
        for t in [0.05, 0.2, 0.35] {
            _ = stage.frame(t)
            #expect(close(stage.layer.presentationShapeValues()!.strokeEnd, spring.value(target: 1, time: t)))
        }
        _ = stage.frame(5)
        #expect(stage.layer.presentationShapeValues()!.strokeEnd == 1)
    }

    @Test("every animatable number and colour follows the curve; the rest switch at once")
    func everyProperty() {
        let stage = Stage()
        let layer = stage.layer
        layer.path = triangle(50)
        layer.strokeColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        let before = layer.shapeValues
        stage.engine.animate(withDuration: 1, curve: .easeInOut) {
            layer.fillColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
            layer.strokeColor = Color(red: 0, green: 1, blue: 0, alpha: 1)
            layer.lineWidth = 9
            layer.miterLimit = 2
            layer.lineDashPhase = 12
            layer.strokeStart = 0.25
            layer.strokeEnd = 0.75
            layer.fillRule = .evenOdd
            layer.lineCap = .round
            layer.lineJoin = .bevel
            layer.lineDashPattern = [4, 2]
        }
        let after = layer.shapeValues
        for t in samples {
            _ = stage.frame(t)
            let f = UnitCurve.easeInOut.value(at: t)
            let shown = layer.presentationShapeValues()!
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
            #expect(close(shown.lineWidth, mix(before.lineWidth, after.lineWidth)))
            #expect(close(shown.miterLimit, mix(before.miterLimit, after.miterLimit)))
            #expect(close(shown.lineDashPhase, mix(before.lineDashPhase, after.lineDashPhase)))
            #expect(close(shown.strokeStart, mix(before.strokeStart, after.strokeStart)))
            #expect(close(shown.strokeEnd, mix(before.strokeEnd, after.strokeEnd)))
            // Colours in premultiplied components.
            for (a, b, s) in [
                (before.fillColor, after.fillColor, shown.fillColor),
                (before.strokeColor, after.strokeColor, shown.strokeColor),
            ] {
                let (pa, pb, ps) = (a.animatableData, b.animatableData, s.animatableData)
                #expect(close(ps.red, mix(pa.red, pb.red)) && close(ps.green, mix(pa.green, pb.green)))
                #expect(close(ps.blue, mix(pa.blue, pb.blue)) && close(ps.alpha, mix(pa.alpha, pb.alpha)))
            }
            #expect(shown.fillRule == .evenOdd && shown.lineCap == .round && shown.lineJoin == .bevel)
            #expect(shown.lineDashPattern == [4, 2])
        }
        _ = stage.frame(1)
        #expect(layer.presentationShapeValues() == after)
    }

    @Test("a path animates point by point to a path of the same structure")
    func sameStructure() {
        let stage = Stage()
        let from = Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 8)
        let to = Path(roundedRect: Rect(x: 10, y: 5, width: 80, height: 30), cornerRadius: 15)
        #expect(from.hasSameStructure(as: to))
        stage.layer.path = from
        stage.engine.animate(withDuration: 1, curve: .linear) { stage.layer.path = to }
        for t in samples {
            _ = stage.frame(t)
            #expect(closePaths(stage.layer.presentationShapeValues()!.path, from.interpolated(to: to, fraction: t)!))
        }
    }

    @Test("between different structures the path switches halfway, and a spring carries on after")
    func differentStructure() {
        let stage = Stage()
        let from = triangle(50)
        let to = Path(ellipseIn: Rect(x: 0, y: 0, width: 60, height: 60))
        #expect(!from.hasSameStructure(as: to))
        stage.layer.path = from
        var finished: [Bool] = []
        stage.engine.animate(withDuration: 1, curve: .easeInOut) {
            stage.layer.path = to
        } completion: {
            finished.append($0)
        }
        #expect(stage.layer.path == to)
        for (t, expected) in [(0.2, from), (0.45, from), (0.55, to), (0.9, to)] {
            _ = stage.frame(t)
            #expect(stage.layer.presentationShapeValues()!.path == expected, "at \(t) s")
        }
        _ = stage.frame(1)
        #expect(finished == [true])
        // Then a path of the same structure: it interpolates from the ellipse.
        let moved = to.applying(Transform3D(translationX: 20, y: 0, z: 0))
        stage.engine.animate(withDuration: 1, curve: .linear) { stage.layer.path = moved }
        _ = stage.frame(1.5)
        #expect(closePaths(stage.layer.presentationShapeValues()!.path, to.interpolated(to: moved, fraction: 0.5)!))
    }

    @Test("interrupted mid-switch by a path of the structure being left, it switches again from what shows")
    func switchInterrupted() {
        let stage = Stage()
        let from = triangle(50)
        let ellipse = Path(ellipseIn: Rect(x: 0, y: 0, width: 60, height: 60))
        stage.layer.path = from
        stage.engine.animate(withDuration: 1, curve: .linear) { stage.layer.path = ellipse }
        _ = stage.frame(0.3)
        let back = triangle(80)
        stage.engine.animate(withDuration: 1, curve: .linear) { stage.layer.path = back }
        for (t, expected) in [(0.5, from), (0.75, from), (0.85, back), (1.3, back), (2, back)] {
            _ = stage.frame(t)
            #expect(stage.layer.presentationShapeValues()!.path == expected, "at \(t) s")
        }
        // Mid-switch, a path of the new structure animates on the new one; the switch goes on.
        stage.engine.animate(withDuration: 1, curve: .linear) { stage.layer.path = ellipse }
        _ = stage.frame(2.2)
        let moved = ellipse.applying(Transform3D(translationX: 10, y: 0, z: 0))
        stage.engine.animate(withDuration: 1, curve: .linear) { stage.layer.path = moved }
        _ = stage.frame(2.4)
        #expect(stage.layer.presentationShapeValues()!.path == back)
        _ = stage.frame(2.7)
        #expect(
            closePaths(stage.layer.presentationShapeValues()!.path, ellipse.interpolated(to: moved, fraction: 0.5)!))
    }

    @Test("a gradient's colours, locations and points animate; a change of kind switches halfway")
    func gradient() {
        let stage = Stage()
        let from = Gradient(
            colors: [.black, .white], locations: [0, 1], startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 0))
        let to = Gradient(
            colors: [Color(red: 1, green: 0, blue: 0, alpha: 1), .clear], locations: [0.2, 0.6],
            startPoint: Point(x: 0, y: 1), endPoint: Point(x: 1, y: 1))
        stage.layer.gradient = from
        stage.engine.animate(withDuration: 1, curve: .linear) { stage.layer.gradient = to }
        for t in samples {
            _ = stage.frame(t)
            let shown = stage.layer.presentationGradient()!
            let expected = from.animatableData.interpolated(towards: to.animatableData, amount: t)
            #expect(zip(shown.animatableData.values, expected.values).allSatisfy { close($0, $1) })
        }
        _ = stage.frame(1)
        var conic = to
        conic.kind = .conic
        stage.engine.animate(withDuration: 1, curve: .linear) { stage.layer.gradient = conic }
        _ = stage.frame(1.4)
        #expect(stage.layer.presentationGradient()?.kind == .axial)
        _ = stage.frame(1.6)
        #expect(stage.layer.presentationGradient()?.kind == .conic)
    }

    @Test("a shadow path animates like a path")
    func shadowPath() {
        let stage = Stage()
        let from = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        let to = Path(rect: Rect(x: 0, y: 0, width: 30, height: 20))
        stage.layer.shadowPath = from
        stage.engine.animate(withDuration: 1, curve: .linear) { stage.layer.shadowPath = to }
        _ = stage.frame(0.25)
        #expect(closePaths(stage.layer.presentationShadowPath()!, from.interpolated(to: to, fraction: 0.25)!))
        stage.layer.shadowPath = nil
        #expect(stage.layer.shadowPath == nil)
    }

    @Test("a Shape's animatable data animates and its path is laid out every frame, whatever its structure")
    func shapeMorph() {
        let stage = Stage()
        stage.layer.setShape(Polygon(corners: 3))
        let bounds = stage.layer.bounds
        #expect(stage.layer.path == Polygon(corners: 3).path(in: bounds))
        stage.engine.animate(withDuration: 1, curve: .linear) { stage.layer.setShape(Polygon(corners: 6)) }
        for t in samples {
            _ = stage.frame(t)
            let corners = 3 + 3 * t
            #expect(closePaths(stage.layer.presentationShapeValues()!.path, Polygon(corners: corners).path(in: bounds)))
        }
        stage.layer.path = triangle(10)
        _ = stage.frame(0.9)
        #expect(stage.layer.presentationShapeValues()!.path == triangle(10))
    }

    @Test("a PropertyAnimator scrubs strokeEnd with the layer's position")
    func propertyAnimator() {
        let stage = Stage()
        stage.layer.path = triangle(50)
        stage.layer.strokeEnd = 0
        let animator = PropertyAnimator(engine: stage.engine, duration: 1, curve: .linear) {
            stage.layer.strokeEnd = 1
            stage.layer.position = Point(x: 100, y: 0)
        }
        animator.pauseAnimation()
        for f in [0.2, 0.6] {
            animator.fractionComplete = f
            let shown = stage.frame(0)
            #expect(close(stage.layer.presentationShapeValues()!.strokeEnd, f) && close(shown.position.x, 100 * f))
        }
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        #expect(close(stage.layer.strokeEnd, 0.6))
    }

    @Test("a mask's properties animate by the masked layer's engine; leaving the tree stops them")
    func mask() {
        let stage = Stage()
        let mask = Layer(name: "mask", position: Point(x: 10, y: 10), bounds: Rect(x: 0, y: 0, width: 20, height: 20))
        stage.layer.mask = mask
        #expect(mask.engine === stage.engine && mask.superlayer == nil)
        var finished: [Bool] = []
        stage.engine.animate(withDuration: 1, curve: .linear) {
            mask.position = Point(x: 50, y: 10)
        } completion: {
            finished.append($0)
        }
        _ = stage.frame(0.5)
        #expect(close(mask.presentation().position.x, 30))
        stage.layer.removeFromSuperlayer()
        #expect(finished == [false] && mask.engine == nil)
        stage.root.addSublayer(stage.layer)
        #expect(mask.engine === stage.engine)
        stage.layer.mask = nil
        #expect(mask.engine == nil)
    }
}

@Suite("Explicit Core Animation animations on shape and custom properties, by key path")
struct ShapeExplicitAnimationTests {
    @Test("CABasicAnimation(keyPath: \"strokeEnd\"): drawn from 0 over the model, then the model shows")
    func strokeEndFromZero() {
        let stage = Stage()
        stage.layer.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40))
        var draw = BasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = .number(0)
        draw.toValue = .number(1)
        draw.duration = 1
        draw.completion = stage.record("draw")
        stage.layer.add(draw, forKey: "draw")
        #expect(stage.layer.animationKeys == ["draw"] && stage.layer.animation(forKey: "draw") != nil)
        for t in [0.25, 0.5, 0.9] {
            _ = stage.frame(t)
            #expect(close(stage.layer.presentationShapeValues()!.strokeEnd, t))
        }
        _ = stage.frame(1)
        #expect(stage.layer.presentationShapeValues()!.strokeEnd == 1 && stage.layer.animationKeys.isEmpty)
        #expect(stage.events.map(\.what) == ["draw true"] && stage.events[0].time == 1)
    }

    @Test("fill mode forwards, not removed on completion: it holds its end until removed by key")
    func heldFill() {
        let stage = Stage()
        stage.layer.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        var fade = BasicAnimation(keyPath: "fillColor")
        fade.toValue = .color(Color(red: 1, green: 0, blue: 0))
        fade.duration = 0.5
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        fade.completion = stage.record("fade")
        stage.layer.add(fade, forKey: "fade")
        _ = stage.frame(0.25)
        let half = stage.layer.presentationShapeValues()!.fillColor
        #expect(close(half.red, 0.5) && half.green == 0 && half.alpha == 1)
        _ = stage.frame(2)
        #expect(stage.layer.presentationShapeValues()!.fillColor == Color(red: 1, green: 0, blue: 0))
        #expect(stage.layer.fillColor == .black && stage.layer.animationKeys == ["fade"])
        #expect(stage.events.map(\.what) == ["fade true"])
        stage.layer.removeAnimation(forKey: "fade")
        _ = stage.frame(2.1)
        #expect(stage.layer.presentationShapeValues()!.fillColor == .black && stage.layer.animationKeys.isEmpty)
    }

    @Test("a key replaces the animation under it; an additive by-value adds to what lies under")
    func replaceAndAdd() {
        let stage = Stage()
        stage.layer.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        stage.layer.lineWidth = 2
        var first = BasicAnimation(keyPath: "lineWidth")
        first.toValue = .number(10)
        first.duration = 1
        first.completion = stage.record("first")
        stage.layer.add(first, forKey: "width")
        var second = BasicAnimation(keyPath: "lineWidth")
        second.byValue = .number(4)
        second.isAdditive = true
        second.duration = 1
        second.completion = stage.record("second")
        stage.layer.add(second, forKey: "width")
        #expect(stage.events.map(\.what) == ["first false"])
        _ = stage.frame(0.5)
        #expect(close(stage.layer.presentationShapeValues()!.lineWidth, 2 + 4 * 0.5))
    }

    @Test("a custom Double property takes a SpringAnimation by its name")
    func customProperty() {
        let stage = Stage()
        let progress = stage.layer.customProperty("progress", initial: 0.0)
        var spring = SpringAnimation(keyPath: "progress")
        spring.fromValue = .number(0)
        spring.toValue = .number(100)
        stage.layer.add(spring, forKey: "p")
        _ = stage.frame(0.1)
        let shown = progress.presentationValue
        #expect(shown > 0 && shown < 100 && close(shown, 100 * spring.progress(atLocalTime: 0.1)))
        stage.layer.removeAllAnimations()
        #expect(progress.presentationValue == 0 && !progress.isAnimating)
    }
}
