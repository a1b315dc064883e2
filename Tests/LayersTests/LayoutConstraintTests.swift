import Layers
import Motion
import Testing

/// A 400×300 root attached to an engine, with helpers to make laid-out layers.
final class LayoutFixture {
    let engine = AnimationEngine()
    let root = Layer(name: "root", position: Point(x: 200, y: 150), bounds: Rect(x: 0, y: 0, width: 400, height: 300))

    init() { engine.attach(root) }

    /// A layer laid out by constraints, added to `parent` (the root by default).
    func box(_ name: String, in parent: Layer? = nil) -> Layer {
        let layer = Layer(name: name)
        layer.translatesAutoresizingMaskIntoConstraints = false
        (parent ?? root).addSublayer(layer)
        return layer
    }
}

@Test func anchorsLayOutNestedLayersInTheirSuperlayersCoordinates() {
    let f = LayoutFixture()
    let card = f.box("card")
    let label = f.box("label", in: card)
    LayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 20),
        card.trailingAnchor.constraint(equalTo: f.root.trailingAnchor, constant: -20),
        card.topAnchor.constraint(equalTo: f.root.topAnchor, constant: 30),
        card.heightAnchor.constraint(equalTo: f.root.heightAnchor, multiplier: 0.5),
        label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
        label.centerYAnchor.constraint(equalTo: card.centerYAnchor, constant: 10),
        label.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5, constant: -10),
        label.heightAnchor.constraint(equalToConstant: 40),
    ])
    f.root.layoutIfNeeded()
    #expect(card.frame == Rect(x: 20, y: 30, width: 360, height: 150))
    // The label sits in the card's coordinates: centred, 10 points low.
    #expect(label.frame == Rect(x: 95, y: 65, width: 170, height: 40))
    #expect(label.position == Point(x: 180, y: 85))
    // A layer keeping its frame (translatesAutoresizingMaskIntoConstraints) is not moved.
    let fixed = Layer(name: "fixed", position: Point(x: 50, y: 250), bounds: Rect(x: 0, y: 0, width: 20, height: 20))
    f.root.addSublayer(fixed)
    let badge = f.box("badge")
    LayoutConstraint.activate([
        badge.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
        badge.topAnchor.constraint(equalTo: fixed.topAnchor),
        badge.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 2),
        badge.heightAnchor.constraint(equalTo: fixed.heightAnchor),
    ])
    f.root.layoutIfNeeded()
    #expect(fixed.frame == Rect(x: 40, y: 240, width: 20, height: 20))
    #expect(badge.frame == Rect(x: 65, y: 240, width: 40, height: 20))
    // Moving the kept frame moves what hangs on it, at the next pass.
    fixed.position = Point(x: 150, y: 250)
    f.engine.update(at: 0.1)
    #expect(badge.frame == Rect(x: 165, y: 240, width: 40, height: 20))
}

@Test func inequalitiesAndWindowResize() {
    let f = LayoutFixture()
    let sidebar = f.box("sidebar")
    LayoutConstraint.activate([
        sidebar.leadingAnchor.constraint(equalTo: f.root.leadingAnchor),
        sidebar.topAnchor.constraint(equalTo: f.root.topAnchor),
        sidebar.bottomAnchor.constraint(equalTo: f.root.bottomAnchor),
        sidebar.widthAnchor.constraint(equalTo: f.root.widthAnchor, multiplier: 0.25),
        sidebar.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
        sidebar.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
    ])
    f.root.layoutIfNeeded()
    #expect(sidebar.frame == Rect(x: 0, y: 0, width: 120, height: 300))
    // A resize is two suggested values; the pass follows at the next frame.
    f.root.bounds = Rect(x: 0, y: 0, width: 640, height: 480)
    f.engine.update(at: 0.1)
    #expect(sidebar.frame == Rect(x: 0, y: 0, width: 160, height: 480))
    f.root.bounds = Rect(x: 0, y: 0, width: 1200, height: 480)
    f.engine.update(at: 0.2)
    #expect(sidebar.frame.width == 200)
}

@Test func batchActivationIsOneBatchAndOnePass() {
    let f = LayoutFixture()
    let boxes = (0..<4).map { f.box("b\($0)") }
    var constraints: [LayoutConstraint] = []
    for (i, box) in boxes.enumerated() {
        constraints += [
            box.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: Double(i) * 100),
            box.topAnchor.constraint(equalTo: f.root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 90),
            box.heightAnchor.constraint(equalToConstant: 50),
        ]
    }
    let layout = f.engine.layout
    LayoutConstraint.activate(constraints)
    #expect(layout.batchCount == 1)
    #expect(layout.passCount == 0)
    #expect(constraints.allSatisfy { $0.isActive })
    f.engine.update(at: 0.016)
    #expect(layout.passCount == 1)
    #expect(boxes[3].frame == Rect(x: 300, y: 0, width: 90, height: 50))
    // Nothing changed: no pass in the next frames, nor on layoutIfNeeded.
    f.engine.update(at: 0.033)
    f.root.layoutIfNeeded()
    #expect(layout.passCount == 1)
    #expect(!f.engine.hasRunningAnimations)
    // A batch is one solve: the solver's primal simplex runs once for all 16.
    var solves = layout.solverOptimizations
    LayoutConstraint.deactivate(constraints)
    #expect(layout.batchCount == 2)
    #expect(layout.solverOptimizations == solves + 1)
    solves = layout.solverOptimizations
    LayoutConstraint.activate(constraints)
    #expect(layout.solverOptimizations == solves + 1)
    f.root.layoutIfNeeded()
    #expect(layout.passCount == 2)
    #expect(boxes[3].frame == Rect(x: 300, y: 0, width: 90, height: 50))
    // One at a time: a batch and a solve each, still one pass.
    LayoutConstraint.deactivate(constraints)
    solves = layout.solverOptimizations
    for constraint in constraints { constraint.isActive = true }
    #expect(layout.batchCount == 4 + constraints.count)
    #expect(layout.solverOptimizations == solves + constraints.count)
    f.root.layoutIfNeeded()
    #expect(layout.passCount == 3)
    #expect(boxes[3].frame == Rect(x: 300, y: 0, width: 90, height: 50))
}

@Test func setNeedsLayoutAndConstantChangesInPlace() {
    let f = LayoutFixture()
    let box = f.box("box")
    let left = box.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 10)
    LayoutConstraint.activate([
        left, box.topAnchor.constraint(equalTo: f.root.topAnchor, constant: 10),
        box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
    ])
    f.root.layoutIfNeeded()
    let passes = f.engine.layout.passCount
    f.root.setNeedsLayout()
    #expect(f.engine.layout.needsLayout)
    f.root.layoutIfNeeded()
    #expect(f.engine.layout.passCount == passes + 1)
    // A constant change asks for a pass; the frame follows only when the pass runs.
    left.constant = 70
    #expect(box.frame.minX == 10)
    f.root.layoutIfNeeded()
    #expect(box.frame.minX == 70)
    // Setting the same constant again is no change.
    left.constant = 70
    #expect(!f.engine.layout.needsLayout)
}

@Test func optionalPrioritiesTradeOff() {
    let f = LayoutFixture()
    let box = f.box("box")
    let wide = box.widthAnchor.constraint(equalToConstant: 300)
    wide.priority = 500
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = 250
    LayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: f.root.leadingAnchor),
        box.topAnchor.constraint(equalTo: f.root.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 10), wide, narrow,
    ])
    f.root.layoutIfNeeded()
    #expect(box.frame.width == 300)
    // Optional to optional changes in place.
    narrow.priority = 750
    f.root.layoutIfNeeded()
    #expect(box.frame.width == 100)
    // Inactive, a constraint may cross 1000.
    wide.isActive = false
    wide.priority = .required
    wide.isActive = true
    f.root.layoutIfNeeded()
    #expect(box.frame.width == 300)
}

@Test func textLayersHugAndResistCompression() {
    let f = LayoutFixture()
    let label = f.box("label")
    label.text = TextContent("Hello, layout", fontSize: 20)
    let size = label.intrinsicContentSize!
    #expect(size == TextContent("Hello, layout", fontSize: 20).estimatedSize)
    #expect(size.width == (13 * 0.56 * 20).rounded(.up))
    let leading = label.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 10)
    let trailing = label.trailingAnchor.constraint(lessThanOrEqualTo: f.root.trailingAnchor, constant: -10)
    let stretch = label.trailingAnchor.constraint(equalTo: f.root.trailingAnchor, constant: -10)
    stretch.priority = 200
    LayoutConstraint.activate([leading, trailing, stretch, label.topAnchor.constraint(equalTo: f.root.topAnchor)])
    f.root.layoutIfNeeded()
    // Hugging (250) beats the stretch (200): the label keeps its intrinsic size.
    #expect(label.frame == Rect(x: 10, y: 0, width: size.width, height: size.height))
    // Below the stretch, hugging gives way.
    label.setContentHuggingPriority(100, for: .horizontal)
    f.root.layoutIfNeeded()
    #expect(label.frame.width == 380)
    // A narrow window: compression resistance (750) loses to the required trailing edge…
    label.setContentHuggingPriority(.defaultLow, for: .horizontal)
    f.root.bounds = Rect(x: 0, y: 0, width: 100, height: 300)
    f.root.layoutIfNeeded()
    #expect(label.frame.width == 80)
    // …and a longer text grows the intrinsic size at the next pass.
    f.root.bounds = Rect(x: 0, y: 0, width: 400, height: 300)
    label.text = TextContent("Hello, constraints on layers", fontSize: 20)
    f.root.layoutIfNeeded()
    #expect(label.frame.width == (28 * 0.56 * 20).rounded(.up))
    // An explicit intrinsic size overrides the text's; a measuring hook replaces the estimate.
    label.intrinsicContentSize = Size(width: 64, height: 30)
    f.root.layoutIfNeeded()
    #expect(label.frame.size == Size(width: 64, height: 30))
    label.intrinsicContentSize = nil
    f.engine.layout.measureText = { Size(width: Double($0.string.count) * 10, height: 24) }
    label.invalidateIntrinsicContentSize()
    f.root.layoutIfNeeded()
    #expect(label.frame.size == Size(width: 280, height: 24))
}

@Test func anUnsatisfiableRequiredConstraintIsKeptOutOfTheSolver() {
    let f = LayoutFixture()
    let box = f.box("box")
    let a = box.widthAnchor.constraint(equalToConstant: 100)
    let b = box.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([
        a, box.heightAnchor.constraint(equalToConstant: 10),
        box.leadingAnchor.constraint(equalTo: f.root.leadingAnchor),
        box.topAnchor.constraint(equalTo: f.root.topAnchor),
    ])
    b.isActive = true
    f.root.layoutIfNeeded()
    #expect(box.frame.width == 100)
    #expect(f.engine.layout.unsatisfiableConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(b)])
    b.isActive = false
    #expect(f.engine.layout.unsatisfiableConstraints.isEmpty)
}

@Test func anActiveConstraintsPriorityCannotCrossRequired() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let f = LayoutFixture()
        let box = f.box("box")
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        width.priority = .defaultHigh
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("from required to optional"), "\(message)")
    #expect(message.contains("deactivate it (isActive = false), set the priority, and activate it again"), "\(message)")
}
