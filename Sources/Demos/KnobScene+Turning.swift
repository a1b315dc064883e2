import Fling

/// Turning the knob: dragging around the centre, the wheel, catching and releasing.
extension KnobScene {
    func panned(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            isWheeling = pan.isScrolling
            if isWheeling {
                wheelStart = targetQuarter
                wheel(pan.translation)
            } else {
                pointerOffset = nil
                follow(pan.location)
            }
        case .changed:
            if isWheeling {
                wheel(pan.translation)
            } else {
                follow(pan.location)
            }
        case .ended:
            // A scroll has nothing to release: each notch already sent the knob to a quarter turn.
            if !isWheeling {
                release(angularVelocity: angularVelocity(at: pan.location, velocity: pan.velocity))
            }
        case .cancelled:
            if !isWheeling { release(angularVelocity: 0) }
        default:
            break
        }
    }

    /// The wheel: every notch (40 points of scrolling, either axis, SDLHost's convention)
    /// sends the knob `notchQuarters` quarter turns on from where the scroll began, on the
    /// settling spring, keeping the velocity it has — so quick notches spin it smoothly.
    func wheel(_ translation: Point) {
        let notches = Int(((translation.x + translation.y) / 40).rounded())
        let quarter = wheelStart + notches * notchQuarters
        guard quarter != targetQuarter else { return }
        targetQuarter = quarter
        spring(to: Double(quarter) * (Double.pi / 2), with: spring)
        showTarget()
    }

    /// A press on the dial catches it where it is shown — the angle the last frame drew —
    /// and the spring stops there, at rest (the model takes the presentation value).
    func catchKnob() {
        angle.stopAnimations()
    }

    /// Turns the knob by the change of the pointer's angle about the centre since the last
    /// move, so the angle unwraps: each step is under half a turn, and the steps add up to
    /// any number of turns. Near the centre the angle is undefined; moves there are skipped.
    /// The hand sets the model at once: nothing animates while it holds the knob.
    func follow(_ location: Point) {
        let offset = location - center
        guard offset.distance(to: .zero) >= 8 else { return }
        if let previous = pointerOffset {
            // The angle from the previous direction to this one, in (−π, π]: atan2(cross, dot).
            let turn = Self.direction(
                of: Point(
                    x: previous.x * offset.x + previous.y * offset.y,
                    y: previous.x * offset.y - previous.y * offset.x))
            angle.stopAnimations()
            angle.value.radians += turn
        }
        pointerOffset = offset
    }

    /// The pointer's angular velocity about the centre, radians per second: the part of its
    /// velocity across the radius, over the radius (r × v / |r|²), held within
    /// `maximumAngularVelocity`.
    func angularVelocity(at location: Point, velocity: Point) -> Double {
        let r = location - center
        let r2 = r.x * r.x + r.y * r.y
        guard r2 >= 64 else { return 0 }
        let omega = (r.x * velocity.y - r.y * velocity.x) / r2
        return min(max(omega, -maximumAngularVelocity), maximumAngularVelocity)
    }

    /// Lets go at `angularVelocity`: projects the angle with `Decay.fast`, picks the quarter
    /// turn nearest the projection and springs there, starting at the release velocity handed
    /// over as UIKit's relative spring velocity (velocity over the angle to go; none when
    /// there is no angle to go, as UIKit ignores it then).
    func release(angularVelocity: Double) {
        pointerOffset = nil
        angle.stopAnimations()
        let from = angle.value.radians
        let projected = Decay.fast.project(from, velocity: angularVelocity)
        let quarter = (projected / (Double.pi / 2)).rounded()
        let target = quarter * (Double.pi / 2)
        let relative = Spring.relativeVelocity(angularVelocity, from: from, to: target)
        targetQuarter = Int(quarter)
        releases.append(
            KnobRelease(
                time: engine.now, angularVelocity: angularVelocity, from: from, projected: projected,
                quarter: targetQuarter, relativeVelocity: relative))
        // A merging spring (as `.spring(_:)`), so the wheel can take it over keeping its velocity.
        let settle = Animation(FluidSpringAnimation(spring: spring, initialVelocity: relative))
        engine.animate(settle) { angle.value = .radians(target) }
        showTarget()
    }

    /// Springs from the angle shown to `target`, keeping the angular velocity it has: the
    /// spring merges with the one under way (SwiftUI's `.spring`).
    func spring(to target: Double, with spring: Spring) {
        engine.animate(.spring(spring)) { angle.value = .radians(target) }
    }

    /// The direction of `vector`, `atan2(dy, dx)`, in (−π, π]: the tangent angle of a line
    /// along it (Sources/Demos imports only Fling, which exports no libm).
    static func direction(of vector: Point) -> Double {
        var line = KeyframePath(start: .zero)
        line.addLine(to: vector)
        return line.tangentAngle(at: 0) ?? 0
    }
}
