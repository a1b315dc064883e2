import Fling

/// "knob": a rotation knob with a pointer mark and ticks at the quarter turns. Drag around
/// its centre to turn it — the angle follows the pointer's angle about the centre, unwrapped
/// so it turns any number of times — or scroll the wheel over it, a fixed angle a notch.
///
/// On release the angle is projected as the WWDC 2018 "Designing Fluid Interfaces" talk
/// projects a throw, with UIScrollView's fast deceleration rate (`Decay.fast`, 0.99 per
/// millisecond) and the drag's angular velocity in radians per second (the pan's velocity
/// across the radius); the knob then springs to the quarter turn nearest the projection,
/// starting at that angular velocity given as UIKit's relative spring velocity (the
/// velocity over the angle to go, `Spring.relativeVelocity`). Scrolling is a pan too
/// (`allowedScrollTypesMask`): each notch of the wheel is a quarter turn, like a detented
/// encoder — the knob springs on to the next quarter from where it is shown, keeping its
/// velocity (springs merge), so quick notches spin it smoothly. A press on the turning knob
/// catches it where it is shown (`AnimatableProperty.stopAnimations()`).
///
/// The angle is a custom animatable property of the rotor (`angle`, an unwrapped `Angle`),
/// not a layer property: a layer's rotation is a transform, which keeps an angle only modulo
/// a turn. The scene's engine animates it like any layer property, evaluated at each frame's
/// target timestamp, and the rotor's `frameHook` turns the rotor to its presentation value
/// in the same frame — as SwiftUI redraws an `Animatable` view from its `animatableData`.
public final class KnobScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "knob",
            summary:
                "Turn the knob by dragging around its centre (let go: it springs to a quarter turn) or with the wheel, a quarter turn a notch."
        ) { _ in
            KnobScene()
        }
    }

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()
    public var hitTestsPresentation: Bool { true }

    /// The knob's face: a disc that takes the drag and the wheel.
    public let dial = Layer(name: "dial", backgroundColor: Color(red8: 44, green8: 49, blue8: 64))
    /// The part that turns: it carries the pointer mark.
    public let rotor = Layer(name: "rotor")
    /// The pointer mark on the rotor.
    public let mark = Layer(name: "mark", backgroundColor: Color(red8: 255, green8: 122, blue8: 89), cornerRadius: 4)
    /// The ticks at the four quarter turns, clockwise from the top.
    public internal(set) var ticks: [Layer] = []
    /// The quarter turn the knob settles at, in degrees.
    public let readout = CornersScene.label("0°", size: 22, color: .white, origin: .zero, width: 0, alignment: .center)
    /// The line of text across the top of the window.
    public let title = CornersScene.label(
        "Knob — drag around the centre or scroll; it settles at a quarter turn",
        size: 15, color: CornersScene.Style.titleColor, origin: .zero, width: 0,
        alignment: .center)

    /// The spring a release settles with.
    public var spring = Spring(response: 0.55, dampingRatio: 0.72)
    /// How many quarter turns one notch of the wheel turns the knob (1: a notch is 90°).
    public var notchQuarters = 1
    /// The fastest a release may turn, in radians per second (about five turns a second).
    public var maximumAngularVelocity = 30.0

    /// Turns the knob: a drag around the centre, or the wheel over the dial.
    public let pan = PanGestureRecognizer()

    /// The knob's angle, clockwise from the top and unwrapped (2π is a whole turn): a custom
    /// animatable property of the rotor. Its `value` is where the knob is set to rest, its
    /// `presentationValue` what the frame shows and its `velocity` the angular velocity in
    /// radians per second.
    public let angle: AnimatableProperty<Angle>
    /// The quarter turn the knob rests at or springs to: it settles at `targetQuarter` × π/2.
    public internal(set) var targetQuarter = 0
    /// Every release, in order.
    public internal(set) var releases: [KnobRelease] = []

    var size: Size = .zero
    var center: Point = .zero
    var radius = 100.0
    /// The pointer's offset from the centre at the last move of a drag.
    var pointerOffset: Point?
    /// Whether the pan under way is the wheel's. (`pan.isScrolling` is already false in the
    /// `.ended` of a scroll pan: the scroll is over by then.)
    var isWheeling = false
    /// The quarter turn the knob was heading for when a scroll began.
    var wheelStart = 0

    public init() {
        angle = rotor.customProperty("angle", initial: Angle.zero)
        root.addSublayer(title)
        for index in 0..<4 {
            let tick = Layer(
                name: "tick\(index)", bounds: Rect(x: 0, y: 0, width: 6, height: 18),
                backgroundColor: Self.tickColor, cornerRadius: 3)
            tick.isUserInteractionEnabled = false
            ticks.append(tick)
            root.addSublayer(tick)
        }
        dial.borderWidth = 2
        dial.borderColor = Color(red8: 255, green8: 255, blue8: 255, alpha: 0.12)
        dial.shadowColor = Color(red8: 0, green8: 0, blue8: 0)
        dial.shadowOpacity = 0.4
        dial.shadowRadius = 14
        dial.shadowOffset = Size(width: 0, height: 6)
        rotor.isUserInteractionEnabled = false
        mark.isUserInteractionEnabled = false
        rotor.addSublayer(mark)
        dial.addSublayer(rotor)
        root.addSublayer(dial)
        readout.isUserInteractionEnabled = false
        root.addSublayer(readout)
        engine.attach(root)
        // The property holds the rotor weakly and the rotor holds its hook: no cycle.
        let angle = angle
        rotor.frameHook = { rotor in
            let turned = Transform3D(rotationAngle: angle.presentationValue.radians, x: 0, y: 0, z: 1)
            if rotor.transform != turned { rotor.transform = turned }
        }
        showTarget()

        pan.name = "pan"
        pan.allowedScrollTypesMask = .all
        pan.onPress = { [unowned self] _ in catchKnob() }
        pan.action = { [unowned self] pan in panned(pan) }
        pan.onTransition = { [unowned self] transition in
            // A press that never became a drag: settle from where it was caught.
            if transition.to == .failed { release(angularVelocity: 0) }
        }
        dial.addGestureRecognizer(pan)
    }

    public func layout(size: Size) {
        self.size = size
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        title.bounds.size.width = size.width
        title.position = Point(x: size.width / 2, y: 16 + title.bounds.height / 2)
        radius = max(24, min(170, min(size.width, size.height) * 0.28))
        center = Point(x: size.width / 2, y: size.height / 2 + 10)
        let side = 2 * radius
        dial.bounds = Rect(x: 0, y: 0, width: side, height: side)
        dial.cornerRadius = radius
        dial.position = center
        rotor.bounds = dial.bounds
        rotor.position = Point(x: radius, y: radius)
        mark.bounds = Rect(x: 0, y: 0, width: 8, height: radius * 0.38)
        mark.position = Point(x: radius, y: radius * 0.14 + mark.bounds.height / 2)
        for (index, tick) in ticks.enumerated() {
            let theta = Double(index) * Double.pi / 2
            tick.position = center + Self.quarterDirections[index] * (radius + 22)
            tick.transform = Transform3D(rotationAngle: theta, x: 0, y: 0, z: 1)
        }
        readout.bounds.size.width = min(size.width, 200)
        readout.position = Point(
            x: center.x, y: min(size.height - readout.bounds.height / 2 - 4, center.y + radius + 52))
    }

    public var tracedRecognizers: [GestureRecognizer] { [pan] }

    /// The angle the frame shows (the presentation value, in radians) and the quarter turn
    /// it settles at (the target is `knob.target` × π/2).
    public func traceValues() -> [(name: String, value: Double)] {
        [("knob.angle", angle.presentationValue.radians), ("knob.target", Double(targetQuarter))]
    }

    /// Lights the tick the knob settles at and writes its angle under the knob.
    func showTarget() {
        let lit = ((targetQuarter % 4) + 4) % 4
        for (index, tick) in ticks.enumerated() {
            tick.backgroundColor = index == lit ? mark.backgroundColor : Self.tickColor
        }
        readout.text?.string = "\(targetQuarter * 90)°"
    }

    static let tickColor = Color(red8: 112, green8: 119, blue8: 142)
    /// Unit vectors to the quarter turns, clockwise from the top (y grows downward).
    static let quarterDirections = [Point(x: 0, y: -1), Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: -1, y: 0)]
}

/// One release of the knob into its settling spring.
public struct KnobRelease: Hashable, Sendable {
    /// When: the frame's timestamp, at which the spring starts.
    public var time: FrameTime
    /// The angular velocity at release, radians per second (clockwise positive).
    public var angularVelocity: Double
    /// The angle at release.
    public var from: Double
    /// Where `Decay.fast` projects the release.
    public var projected: Double
    /// The quarter turn chosen: the knob settles at `quarter` × π/2.
    public var quarter: Int
    /// The relative spring velocity handed to the spring: the angular velocity over the angle to go.
    public var relativeVelocity: Double
}
