import Layers
import Motion
import Testing

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

@Suite("Layer.blurRadius: SwiftUI's .blur(radius:) as an animatable layer property")
struct LayerBlurTests {
    @Test("0 by default: no extras for a plain layer, none for a blur set back to 0")
    func defaults() {
        let stage = Stage()
        #expect(stage.layer.blurRadius == 0 && stage.layer.presentationBlurRadius() == 0)
        #expect(stage.layer.presentationExtras() == nil)
        stage.layer.blurRadius = 4
        #expect(stage.layer.blurRadius == 4 && stage.layer.presentationBlurRadius() == 4)
        #expect(stage.layer.presentationExtras()?.blurRadius == 4)
        stage.layer.blurRadius = 0
        #expect(stage.layer.presentationExtras() == nil)
    }

    @Test("negative and non-finite radii are stored as 0", arguments: [-3.0, -.infinity, .infinity, .nan])
    func clamping(_ radius: Double) {
        let stage = Stage()
        stage.layer.blurRadius = 5
        stage.layer.blurRadius = radius
        #expect(stage.layer.blurRadius == 0 && stage.layer.presentationBlurRadius() == 0)
        #expect(stage.layer.presentationExtras() == nil)
    }

    @Test("extras compare the blur: a change of radius alone makes them differ")
    func extrasCompareTheBlur() {
        let stage = Stage()
        stage.layer.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        let plain = stage.layer.presentationExtras()
        stage.layer.blurRadius = 2
        let blurred = stage.layer.presentationExtras()
        #expect(plain != nil && blurred != nil && plain != blurred)
        #expect(blurred?.shape == plain?.shape)
        stage.layer.blurRadius = 2
        #expect(stage.layer.presentationExtras() == blurred)
    }

    @Test("withAnimation(.easeInOut) shows the curve at every sample and rests at the model")
    func easeInOut() {
        let stage = Stage()
        stage.layer.blurRadius = 2
        stage.engine.withAnimation(.easeInOut(duration: 1)) { stage.layer.blurRadius = 12 }
        #expect(stage.layer.blurRadius == 12)
        for t in [0.1, 0.3, 0.55, 0.8] {
            _ = stage.frame(t)
            let f = UnitCurve.easeInOut.value(at: t)
            #expect(close(stage.layer.presentationBlurRadius(), 2 + 10 * f))
            #expect(close(stage.layer.presentationExtras()!.blurRadius, 2 + 10 * f))
        }
        _ = stage.frame(1)
        #expect(stage.layer.presentationBlurRadius() == 12)
    }

    @Test("a spring overshooting below 0 shows no blur, never a negative one")
    func overshootShowsNoBlur() {
        let stage = Stage()
        stage.layer.blurRadius = 10
        let spring = Spring(duration: 0.5, bounce: 0.6)
        stage.engine.withAnimation(.spring(spring)) { stage.layer.blurRadius = 0 }
        var sawOvershoot = false
        for step in 1...40 {
            let t = Double(step) * 0.02
            _ = stage.frame(t)
            let exact = 10 - spring.value(target: 10, time: t)
            if exact < 0 { sawOvershoot = true }
            #expect(close(stage.layer.presentationBlurRadius(), max(exact, 0), 1e-9))
        }
        #expect(sawOvershoot)
    }

    @Test("BasicAnimation(keyPath: \"blurRadius\") runs from/to over the model, by key, then the model shows")
    func explicitByKeyPath() {
        let stage = Stage()
        var blur = BasicAnimation(keyPath: "blurRadius")
        blur.fromValue = .number(0)
        blur.toValue = .number(8)
        blur.duration = 1
        blur.completion = stage.record("blur")
        stage.layer.add(blur, forKey: "blur")
        #expect(stage.layer.animationKeys == ["blur"] && stage.layer.animation(forKey: "blur") != nil)
        for t in [0.25, 0.5, 0.9] {
            _ = stage.frame(t)
            #expect(close(stage.layer.presentationBlurRadius(), 8 * t))
        }
        _ = stage.frame(1)
        #expect(stage.layer.presentationBlurRadius() == 0 && stage.layer.animationKeys.isEmpty)
        #expect(stage.events.map(\.what) == ["blur true"] && stage.events[0].time == 1)
    }

    @Test("removing the layer from its tree ends the blur's animation with finished = false")
    func removalEndsTheAnimation() {
        let stage = Stage()
        var blur = BasicAnimation(keyPath: "blurRadius")
        blur.toValue = .number(6)
        blur.duration = 1
        blur.completion = stage.record("blur")
        stage.layer.add(blur, forKey: "blur")
        _ = stage.frame(0.5)
        #expect(close(stage.layer.presentationBlurRadius(), 3))
        stage.layer.removeFromSuperlayer()
        #expect(stage.layer.presentationBlurRadius() == 0 && stage.layer.animationKeys.isEmpty)
        #expect(stage.events.map(\.what) == ["blur false"])
    }
}
