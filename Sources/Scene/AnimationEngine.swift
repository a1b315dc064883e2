import Motion

/// Runs the layer animations of one scene on the frame clock.
///
/// The frame loop sets `now` to the frame's timestamp before input is handled, so
/// animations begun by input start at the time the last frame was shown, then calls
/// `update(at:)` with the frame's target timestamp: every value is evaluated at the time
/// the frame will be seen, never at a wall clock of the engine's own.
public final class AnimationEngine {
    /// The time new animations start at, in seconds on the frame clock.
    public var now: Double = 0
    /// Below these, a spring is at rest: it snaps to the model and completes with `true`.
    public var restDistance: Double = 0.005
    public var restSpeed: Double = 0.05

    private var running: [(layer: Layer, animation: PositionSpringAnimation)] = []

    public init() {}

    /// Sets `layer.position` to `target` at once and springs the presentation there.
    ///
    /// If a position spring is already running, it is retargeted from its current value
    /// and velocity (no jump). `initialVelocity`, in points per second, replaces the
    /// carried velocity — the hand-off from a gesture's release velocity.
    public func spring(_ layer: Layer, to target: Point, spring: Spring, initialVelocity: Point? = nil,
                       completion: ((Bool) -> Void)? = nil) {
        let from = layer.animatedPosition ?? layer.position
        layer.position = target
        if let animation = layer.positionAnimation {
            animation.retarget(to: target, spring: spring, velocity: initialVelocity, at: now)
            if let completion { animation.completions.append(completion) }
        } else {
            let animation = PositionSpringAnimation(spring: spring, from: from, to: target,
                                                    velocity: initialVelocity ?? .zero, at: now)
            if let completion { animation.completions.append(completion) }
            layer.positionAnimation = animation
            layer.animatedPosition = from
            running.append((layer, animation))
        }
        layer.positionVelocity = layer.positionAnimation!.state(at: now).velocity
    }

    /// Stops the layer's position animation where it is now: the model takes the current
    /// presentation value, so the layer is caught without a jump. Completions get `false`.
    public func catchPosition(of layer: Layer) {
        guard let animation = layer.positionAnimation else { return }
        layer.position = animation.state(at: now).value
        remove(layer, finished: false)
    }

    /// Removes the layer's animations; the presentation falls back to the model.
    /// Completions get `false`.
    public func removeAnimations(of layer: Layer) {
        remove(layer, finished: false)
    }

    /// Whether any animation is running.
    public var hasRunningAnimations: Bool { !running.isEmpty }

    /// Evaluates every running animation at `time` and writes the presentation values;
    /// animations at rest complete with `finished == true`.
    public func update(at time: Double) {
        var finished: [Layer] = []
        for (layer, animation) in running {
            let state = animation.state(at: time)
            let offset = state.value - animation.target
            if abs(offset.x) <= restDistance && abs(offset.y) <= restDistance
                && abs(state.velocity.x) <= restSpeed && abs(state.velocity.y) <= restSpeed {
                finished.append(layer)
            } else {
                layer.animatedPosition = state.value
                layer.positionVelocity = state.velocity
            }
        }
        for layer in finished { remove(layer, finished: true) }
    }

    private func remove(_ layer: Layer, finished: Bool) {
        guard let animation = layer.positionAnimation else { return }
        layer.positionAnimation = nil
        layer.animatedPosition = nil
        layer.positionVelocity = .zero
        running.removeAll { $0.layer === layer }
        for completion in animation.completions { completion(finished) }
    }
}
