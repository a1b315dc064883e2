import Layers
import Motion
import Testing

/// A sidebar whose width is a constraint constant, a content panel filling the rest, and a
/// card centred in the panel: one constant moves and resizes all three.
final class AnimatedLayoutFixture {
    let f = LayoutFixture()
    let sidebar: Layer, panel: Layer, card: Layer
    let sidebarWidth: LayoutConstraint
    let top: LayoutConstraint

    init() {
        sidebar = f.box("sidebar")
        panel = f.box("panel")
        card = f.box("card", in: panel)
        sidebarWidth = sidebar.widthAnchor.constraint(equalToConstant: 200)
        top = card.topAnchor.constraint(equalTo: panel.topAnchor, constant: 20)
        LayoutConstraint.activate([
            sidebar.leadingAnchor.constraint(equalTo: f.root.leadingAnchor),
            sidebar.topAnchor.constraint(equalTo: f.root.topAnchor),
            sidebar.bottomAnchor.constraint(equalTo: f.root.bottomAnchor),
            sidebarWidth,
            panel.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor),
            panel.trailingAnchor.constraint(equalTo: f.root.trailingAnchor),
            panel.topAnchor.constraint(equalTo: f.root.topAnchor),
            panel.bottomAnchor.constraint(equalTo: f.root.bottomAnchor),
            card.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
            top,
            card.widthAnchor.constraint(equalTo: panel.widthAnchor, multiplier: 0.5),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        f.root.layoutIfNeeded()
    }

    var engine: AnimationEngine { f.engine }

    /// The presentation of the three layers at `time`.
    func shown(at time: Double) -> [LayerSnapshot] {
        engine.update(at: .seconds(time))
        return [sidebar, panel, card].map { $0.presentation() }
    }
}

/// `from` + (`to` − `from`) · `progress`, component-wise on a rect.
func mix(_ from: Rect, _ to: Rect, _ progress: Double) -> Rect {
    Rect(
        x: from.minX + (to.minX - from.minX) * progress, y: from.minY + (to.minY - from.minY) * progress,
        width: from.width + (to.width - from.width) * progress,
        height: from.height + (to.height - from.height) * progress)
}

func mix(_ from: Point, _ to: Point, _ progress: Double) -> Point {
    Point(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
}

func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Checks every layer's position and bounds against the curve at sample times.
func expectAlongCurve(
    _ s: AnimatedLayoutFixture, before: [LayerSnapshot], after: [LayerSnapshot],
    start: Double, duration: Double, curve: UnitCurve
) {
    for step in 0...12 {
        let t = Double(step) * duration / 10
        let shown = s.shown(at: start + t)
        let progress = t >= duration ? 1 : curve.value(at: t / duration)
        for (index, values) in shown.enumerated() {
            let position = mix(before[index].position, after[index].position, progress)
            let bounds = mix(before[index].bounds, after[index].bounds, progress)
            #expect(close(values.position, position), "layer \(index) position at t = \(t)")
            #expect(close(values.bounds, bounds), "layer \(index) bounds at t = \(t)")
        }
    }
}

@Test func aConstantChangeAndLayoutIfNeededInsideAnimateMoveEveryAffectedLayerAlongTheCurve() {
    let s = AnimatedLayoutFixture()
    let before = [s.sidebar, s.panel, s.card].map { $0.model() }
    #expect(before[0].frame == Rect(x: 0, y: 0, width: 200, height: 300))
    #expect(before[2].frame == Rect(x: 50, y: 20, width: 100, height: 100))
    s.engine.now = 1.0
    s.engine.animate(withDuration: 0.4, options: .curveEaseInOut) {
        s.sidebarWidth.constant = 80
        s.top.constant = 60
        s.f.root.layoutIfNeeded()
    }
    // The models are the new layout at once (UIKit's rule); the presentation starts at the old one.
    let after = [s.sidebar, s.panel, s.card].map { $0.model() }
    #expect(after[0].frame == Rect(x: 0, y: 0, width: 80, height: 300))
    #expect(after[1].frame == Rect(x: 80, y: 0, width: 320, height: 300))
    #expect(after[2].frame == Rect(x: 80, y: 60, width: 160, height: 100))
    #expect(s.sidebar.presentation().bounds == before[0].bounds)
    expectAlongCurve(s, before: before, after: after, start: 1.0, duration: 0.4, curve: .easeInOut)
    #expect(!s.engine.hasRunningAnimations)
}

@Test func flushUpdatesAnimatesTheLayoutWithNoExplicitCall() {
    let s = AnimatedLayoutFixture()
    // A change made before the block is flushed without animating (the clean baseline).
    s.top.constant = 40
    s.engine.now = 2.0
    var finished: [Bool] = []
    s.engine.animate(
        withDuration: 0.3, options: [.flushUpdates, .curveLinear],
        changes: {
            #expect(s.card.frame.minY == 40)
            #expect(!s.card.isAnimating)
            s.sidebarWidth.constant = 100
        }, completion: { finished.append($0) })
    let before = [
        Rect(x: 0, y: 0, width: 200, height: 300), Rect(x: 200, y: 0, width: 200, height: 300),
        Rect(x: 50, y: 40, width: 100, height: 100),
    ]
    let after = [s.sidebar, s.panel, s.card].map { $0.model() }
    #expect(after[1].frame == Rect(x: 100, y: 0, width: 300, height: 300))
    #expect(after[2].frame == Rect(x: 75, y: 40, width: 150, height: 100))
    var start: [LayerSnapshot] = []
    for (layer, frame) in zip([s.sidebar, s.panel, s.card], before) {
        var values = layer.model()
        values.bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        values.position = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
        start.append(values)
    }
    expectAlongCurve(s, before: start, after: after, start: 2.0, duration: 0.3, curve: .linear)
    #expect(finished == [true])
    // The same with a spring through `animate(_:options:)`: the layout runs after the block.
    s.engine.now = 3.0
    s.engine.animate(.spring(response: 0.4, dampingFraction: 1), options: .flushUpdates) {
        s.sidebarWidth.constant = 150
    }
    #expect(s.sidebar.frame.width == 150)
    #expect(s.sidebar.isAnimating)
    s.engine.update(at: 3.0)
    #expect(abs(s.sidebar.presentation().bounds.width - 100) < 1e-9)
    s.engine.update(at: 3.2)
    let width = s.sidebar.presentation().bounds.width
    #expect(width > 100 && width < 150)
}

@Test(arguments: [0.05, 0.15, 0.3])
func aSpringRetargetedMidFlightKeepsValueAndVelocity(retargetAt: Double) {
    let s = AnimatedLayoutFixture()
    let animation = Animation.spring(response: 0.5, dampingFraction: 0.7)
    s.engine.now = .zero
    s.engine.animate(animation) {
        s.sidebarWidth.constant = 320
        s.f.root.layoutIfNeeded()
    }
    let h = 1e-4
    /// The panel's shown x, the card's shown width, at `t`.
    func sample(_ t: Double) -> (Double, Double) {
        let shown = s.shown(at: t)
        return (shown[1].frame.minX, shown[2].bounds.width)
    }
    let earlier = sample(retargetAt - 2 * h)
    let early = sample(retargetAt - h)
    let at = sample(retargetAt)
    // The second change, mid-flight: the sidebar collapses instead.
    s.engine.now = .seconds(retargetAt)
    s.engine.animate(animation) {
        s.sidebarWidth.constant = 60
        s.f.root.layoutIfNeeded()
    }
    #expect(s.panel.frame.minX == 60)
    let again = sample(retargetAt)
    let late = sample(retargetAt + h)
    let later = sample(retargetAt + 2 * h)
    // Continuous value…
    #expect(abs(again.0 - at.0) < 1e-9)
    #expect(abs(again.1 - at.1) < 1e-9)
    // …and continuous velocity. The acceleration jumps at the retarget (the spring pulls
    // towards a new target), so the velocities on each side are second-order one-sided
    // differences, exact to O(h²).
    let before = ((3 * at.0 - 4 * early.0 + earlier.0) / (2 * h), (3 * at.1 - 4 * early.1 + earlier.1) / (2 * h))
    let after = ((-3 * again.0 + 4 * late.0 - later.0) / (2 * h), (-3 * again.1 + 4 * late.1 - later.1) / (2 * h))
    #expect(abs(before.0) > 50, "the panel is moving fast at the retarget")
    #expect(abs(after.0 - before.0) < 1e-3 * abs(before.0), "panel x velocity \(before.0) → \(after.0)")
    #expect(abs(after.1 - before.1) < 1e-3 * abs(before.1) + 1e-3, "card width velocity \(before.1) → \(after.1)")
    // And it settles at the new layout.
    let end = s.shown(at: retargetAt + 3)
    #expect(end[1].frame == Rect(x: 60, y: 0, width: 340, height: 300))
    #expect(end[2].bounds.width == 170)
    #expect(!s.engine.hasRunningAnimations)
}

@Test func aPropertyAnimatorWithFlushUpdatesAnimatesTheLayoutAndScrubs() {
    let s = AnimatedLayoutFixture()
    let before = [s.sidebar, s.panel, s.card].map { $0.model() }
    s.engine.now = 1.0
    let animator = PropertyAnimator(engine: s.engine, duration: 0.5, curve: .linear) {
        s.sidebarWidth.constant = 100
    }
    animator.flushUpdates = true
    animator.startAnimation()
    let after = [s.sidebar, s.panel, s.card].map { $0.model() }
    #expect(after[0].bounds.width == 100 && after[1].frame.minX == 100)
    expectAlongCurve(s, before: before, after: after, start: 1.0, duration: 0.5, curve: .linear)
    // Scrubbing a paused animator moves the layout with fractionComplete.
    s.engine.now = 2.0
    let back = PropertyAnimator(engine: s.engine, duration: 0.5, curve: .easeInOut) {
        s.sidebarWidth.constant = 200
    }
    back.flushUpdates = true
    back.pauseAnimation()
    back.fractionComplete = 0.25
    s.engine.update(at: 2.0)
    #expect(abs(s.sidebar.presentation().bounds.width - 125) < 1e-9)
    #expect(abs(s.card.presentation().bounds.width - 137.5) < 1e-9, "the card is half the panel, 275 wide")
}
