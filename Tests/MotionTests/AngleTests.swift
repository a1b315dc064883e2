import Motion
import Testing

/// What an engine shows `time` seconds into `animation` from `from` to `to`: `from` moved on by
/// the part of the delta the animation has covered (`to` once it has finished).
func presentation<T: Animatable>(
    from: T, to: T, _ animation: Animation, at time: Double,
    _ context: inout AnimationContext<T.AnimatableData>
) -> T {
    let delta = to.animatableData - from.animatableData
    guard let covered = animation.animate(value: delta, time: time, context: &context) else { return to }
    var value = from
    value.animatableData = from.animatableData + covered
    return value
}

@Suite("Angle")
struct AngleTests {
    @Test("every multiple of 45° within a turn either way is .pi times a multiple of ¼ and reads back")
    func degreesExactAtEighthTurns() {
        for k in -8...8 {
            let angle = Angle.degrees(Double(45 * k))
            #expect(angle.radians == Double(k) / 4 * .pi)
            #expect(angle.degrees == Double(45 * k))
            #expect(Angle.radians(Double(k) / 4 * .pi).degrees == Double(45 * k))
        }
        #expect(Angle.degrees(180).radians == .pi)
        #expect(Angle.degrees(90).radians == .pi / 2)
        #expect(Angle.degrees(270).radians == 3 * .pi / 2)
        #expect(Angle.radians(.pi).degrees == 180)
    }

    @Test("every multiple of 15° within a turn either way reads back as the degrees set")
    func degreesRoundTrip() {
        for d in stride(from: -360.0, through: 360, by: 15) {
            #expect(Angle(degrees: d).degrees == d)
            var angle = Angle()
            angle.degrees = d
            #expect(angle == .degrees(d))
        }
    }

    @Test("zero, init() and the radians constructors agree")
    func constructors() {
        #expect(Angle.zero == Angle())
        #expect(Angle.zero.radians == 0)
        #expect(Angle(radians: 1.25) == .radians(1.25))
        #expect(Angle(degrees: 30) == .degrees(30))
        #expect(Angle.degrees(720).radians == 4 * .pi)   // kept, not wrapped to 0
    }

    @Test("arithmetic works on the radians")
    func arithmetic() {
        let a = Angle.radians(1.5)
        let b = Angle.radians(0.25)
        #expect(a + b == .radians(1.75))
        #expect(a - b == .radians(1.25))
        #expect(-a == .radians(-1.5))
        #expect(a * 2 == .radians(3))
        #expect(2 * a == .radians(3))
        #expect(a / 4 == .radians(0.375))
        var c = a
        c += b
        #expect(c == .radians(1.75))
        c -= .radians(0.75)
        #expect(c == .radians(1))
        c *= 3
        #expect(c == .radians(3))
        c /= 2
        #expect(c == .radians(1.5))
        #expect(Angle.degrees(90) + .degrees(90) == .degrees(180))
    }

    @Test("order is by radians, unwrapped")
    func comparable() {
        #expect(Angle.degrees(10) < .degrees(350))
        #expect(Angle.degrees(370) > .degrees(350))
        #expect(Angle.degrees(-10) < .zero)
        #expect([Angle.degrees(90), .zero, .degrees(-45)].sorted() == [.degrees(-45), .zero, .degrees(90)])
        #expect(Set([Angle.degrees(90), .radians(.pi / 2)]).count == 1)
    }

    @Test("the description is the degrees")
    func description() {
        #expect(Angle.degrees(90).description == "90.0°")
        #expect(Angle.radians(-.pi).description == "-180.0°")
    }

    @Test("a linear animation from 0 to 3π/2 turns the long way, through 3π/4 at its middle")
    func longWay() throws {
        let animation = Animation.linear(duration: 1)
        let from = Angle.zero
        let to = Angle.radians(3 * .pi / 2)
        var context = AnimationContext<Double>()
        #expect(presentation(from: from, to: to, animation, at: 0, &context) == .zero)
        #expect(presentation(from: from, to: to, animation, at: 0.5, &context) == .radians(3 * .pi / 4))
        #expect(presentation(from: from, to: to, animation, at: 0.5, &context).degrees == 135)
        #expect(presentation(from: from, to: to, animation, at: 0.75, &context) == .radians(9 * .pi / 8))
        #expect(presentation(from: from, to: to, animation, at: 1, &context) == to)
        // The same animation to the closest equivalent turns the short way, through −π/4.
        let short = from.closestEquivalent(of: to)
        #expect(short == .radians(-.pi / 2))
        var shortContext = AnimationContext<Double>()
        #expect(presentation(from: from, to: short, animation, at: 0.5, &shortContext) == .radians(-.pi / 4))
    }

    @Test(
        "the closest equivalent differs by whole turns and lies within half a turn",
        arguments: [
            (350.0, 10.0, 370.0), (10.0, 350.0, -10.0), (0.0, 270.0, -90.0), (0.0, 90.0, 90.0),
            (720.0, 0.0, 720.0), (-720.0, 45.0, -675.0), (0.0, 1000.0, -80.0), (360.0, 20.0, 380.0),
            (0.0, -190.0, 170.0), (100.0, 100.0, 100.0),
        ]
    )
    func closestEquivalent(from: Double, target: Double, expected: Double) {
        let result = Angle.degrees(from).closestEquivalent(of: .degrees(target))
        #expect(abs(result.degrees - expected) < 1e-9)
        let turn = result.radians - Angle.degrees(from).radians
        #expect(turn > -.pi && turn <= .pi)
        let turns = (result.radians - Angle.degrees(target).radians) / (2 * .pi)
        #expect(abs(turns - turns.rounded()) < 1e-12)
    }

    @Test("a target within half a turn is returned to the bit; a half turn comes out as +π")
    func closestEquivalentEdges() {
        let target = Angle.radians(0.1 + 0.2)
        #expect(Angle.radians(0.7).closestEquivalent(of: target).radians.bitPattern == target.radians.bitPattern)
        #expect(Angle.zero.closestEquivalent(of: .radians(.pi)) == .radians(.pi))
        #expect(Angle.zero.closestEquivalent(of: .radians(-.pi)) == .radians(.pi))
        #expect(Angle.radians(.pi).closestEquivalent(of: .zero) == .radians(2 * .pi))
        #expect(Angle.radians(-.pi / 2).closestEquivalent(of: .radians(.pi / 2)) == .radians(.pi / 2))
    }

    @Test("animatableData is the radians, both ways")
    func animatableData() {
        var angle = Angle.degrees(90)
        #expect(angle.animatableData == .pi / 2)
        angle.animatableData = 3
        #expect(angle == .radians(3))
        for r in [0.0, -1.5, 7.25, 1e-300] {
            var a = Angle()
            a.animatableData = r
            #expect(a.animatableData.bitPattern == r.bitPattern)
        }
    }

    @Test("a spring on an angle is the spring on its radians, bit for bit")
    func springMatchesRadians() throws {
        let animation = Animation.spring(duration: 0.6, bounce: 0.3)
        let from = Angle.degrees(-30)
        let to = Angle.degrees(250)
        var angleContext = AnimationContext<Double>()
        var radiansContext = AnimationContext<Double>()
        let spring = Spring(duration: 0.6, bounce: 0.3)
        for t in [0.0, 0.016, 0.1, 0.25, 0.4, 0.75, 1.2, 3] {
            let angle = presentation(from: from, to: to, animation, at: t, &angleContext)
            let radians = presentation(from: from.radians, to: to.radians, animation, at: t, &radiansContext)
            #expect(angle.radians.bitPattern == radians.bitPattern)
            // Past its rest time (between 0.75 s and 1.2 s here) the spring has finished: the target.
            guard t < 1 else {
                #expect(angle == to)
                continue
            }
            let closedForm = from.radians + spring.value(target: to.radians - from.radians, time: t)
            #expect(abs(angle.radians - closedForm) < 1e-12)
        }
    }
}
