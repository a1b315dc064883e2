import Layers
import Motion
import Testing

/// An engine and its layers are freed when the last outside reference goes, whatever is
/// still animating: nothing in the runtime keeps them alive through a cycle.
@Suite("Engine and layer lifetimes")
struct LifetimeTests {
    /// An engine running a root with one sublayer.
    func tree() -> (engine: AnimationEngine, root: Layer, layer: Layer) {
        let engine = AnimationEngine()
        let root = Layer(name: "root")
        let layer = Layer(name: "layer")
        root.addSublayer(layer)
        engine.attach(root)
        return (engine, root, layer)
    }

    @Test("an engine with running implicit, explicit and view animations is freed with its tree")
    func freedWhileAnimating() {
        weak var weakEngine: AnimationEngine?
        weak var weakRoot: Layer?
        weak var weakLayer: Layer?
        do {
            let (engine, root, layer) = tree()
            engine.animate(.spring(duration: 0.5)) { layer.position = Point(x: 100, y: 0) }
            engine.animate(withDuration: 1) {
                layer.opacity = 0.5
            } completion: { _ in
            }
            var fade = BasicAnimation(keyPath: "opacity")
            fade.fromValue = .number(0)
            fade.toValue = .number(1)
            fade.duration = 2
            layer.add(fade, forKey: "fade")
            engine.update(at: 0.1)
            weakEngine = engine
            weakRoot = root
            weakLayer = layer
        }
        #expect(weakEngine == nil)
        #expect(weakRoot == nil)
        #expect(weakLayer == nil)
    }

    @Test("an engine running a property animator is freed with its tree; the animator goes with it")
    func freedWithARunningAnimator() {
        weak var weakEngine: AnimationEngine?
        weak var weakAnimator: PropertyAnimator?
        weak var weakRoot: Layer?
        weak var weakLayer: Layer?
        do {
            let (engine, root, layer) = tree()
            let animator = PropertyAnimator(engine: engine, duration: 1, curve: .linear) { layer.opacity = 0 }
            animator.startAnimation()
            engine.update(at: 0.25)
            #expect(animator.state == .active)
            weakEngine = engine
            weakAnimator = animator
            weakRoot = root
            weakLayer = layer
        }
        #expect(weakEngine == nil)
        #expect(weakAnimator == nil)
        #expect(weakRoot == nil)
        #expect(weakLayer == nil)
    }
}
