import Motion
import Time

extension VelocityStrategy {
    /// The weighted average of the last pairs' velocities, `weights` newest pair first; with
    /// fewer pairs than weights the available weights are renormalised.
    static func weightedPairVelocity(_ times: [FrameTime], _ positions: [Point], weights: [Double]) -> Point {
        var sum = Point.zero
        var total = 0.0
        var newer = times.count - 1
        for weight in weights where newer >= 1 {
            let seconds = (times[newer] - times[newer - 1]).seconds
            sum = sum + (positions[newer] - positions[newer - 1]) * (weight / seconds)
            total += weight
            newer -= 1
        }
        return total > 0 ? sum * (1 / total) : .zero
    }
}
