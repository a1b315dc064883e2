import Motion

/// A spring that moves a layer's presentation position to its model position.
///
/// Retargeting never jumps: a new target starts a new segment from the value and
/// velocity the running spring has at that instant (SwiftUI's merge of springs).
final class PositionSpringAnimation {
    var spring: Spring
    var target: Point
    /// Displacement from `target` and velocity at `startTime`.
    var startDisplacement: Point
    var startVelocity: Point
    var startTime: Double
    var completions: [(Bool) -> Void] = []

    init(spring: Spring, from: Point, to target: Point, velocity: Point, at time: Double) {
        self.spring = spring
        self.target = target
        self.startDisplacement = from - target
        self.startVelocity = velocity
        self.startTime = time
    }

    /// Value and velocity at `time`.
    func state(at time: Double) -> (value: Point, velocity: Point) {
        let t = max(0, time - startTime)
        let x = spring.displacement(from: startDisplacement.x, velocity: startVelocity.x, time: t)
        let y = spring.displacement(from: startDisplacement.y, velocity: startVelocity.y, time: t)
        return (Point(x: target.x + x.value, y: target.y + y.value), Point(x: x.velocity, y: y.velocity))
    }

    /// Starts a new segment at `time` from the current state toward `newTarget`.
    func retarget(to newTarget: Point, spring newSpring: Spring, velocity: Point?, at time: Double) {
        let now = state(at: time)
        spring = newSpring
        target = newTarget
        startDisplacement = now.value - newTarget
        startVelocity = velocity ?? now.velocity
        startTime = time
    }
}
