import Motion
import Time

extension VelocityStrategy {
    /// The impulse estimate: the velocity of a unit mass that every pair of samples, oldest
    /// to newest, pushes to the pair's velocity, tracked through its kinetic energy per axis.
    static func impulseVelocity(_ times: [FrameTime], _ positions: [Point]) -> Point {
        var energy = Point.zero   // kinetic energy per axis, signed by direction, (points/s)²
        for i in 1..<times.count {
            let seconds = (times[i] - times[i - 1]).seconds
            let pair = (positions[i] - positions[i - 1]) * (1 / seconds)
            let mass = Point(x: velocity(ofEnergy: energy.x), y: velocity(ofEnergy: energy.y))
            // A push from v_mass to v over the distance |v| per unit time does (v − v_mass)·|v|
            // of work. From rest the work is ∫v dv = ½·v², not v², hence the half.
            let work = Point(x: (pair.x - mass.x) * abs(pair.x), y: (pair.y - mass.y) * abs(pair.y))
            energy = energy + (i == 1 ? work * 0.5 : work)
        }
        return Point(x: velocity(ofEnergy: energy.x), y: velocity(ofEnergy: energy.y))
    }

    /// The signed speed of a unit mass with kinetic energy |e|: sign(e)·√(2|e|).
    private static func velocity(ofEnergy e: Double) -> Double {
        let speed = (2 * abs(e)).squareRoot()
        return e < 0 ? -speed : speed
    }
}
