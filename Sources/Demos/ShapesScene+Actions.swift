import Fling

/// What the clicks and drags do to each panel.
extension ShapesScene {
    /// The ring: the target becomes the pointer's angle about the ring's centre, clockwise from
    /// twelve o'clock as a fraction of a turn, and `strokeEnd` springs to it, merging with the
    /// spring under way (keeping the velocity shown). While dragging, the angle unwraps from the
    /// last target, so crossing twelve o'clock stops at 0 or 1 instead of jumping round.
    func aim(at location: Point, dragging: Bool) {
        let offset = location - ring.position
        guard offset.distance(to: .zero) >= 8 else { return }
        // Clockwise from the top on screen (y down): atan2(x, −y).
        var turn = MotionMath.atan2(offset.x, -offset.y) / (2 * Double.pi)
        if turn < 0 { turn += 1 }
        if dragging {
            // The whole-turn offset that puts the angle nearest the last target.
            turn += (ringTarget - turn).rounded()
            turn = min(max(turn, 0), 1)
        }
        guard turn != ringTarget || ringTargets.isEmpty else { return }
        ringTarget = turn
        ringTargets.append((engine.now.seconds, turn))
        ringLabel.text?.string = NumberText.fixed(turn * 100, decimals: 0) + " %"
        engine.withAnimation(.spring(Self.ringSpring)) { ring.strokeEnd = turn }
    }

    /// The check: drawn on an ease-out while the badge turns green, or undrawn quickly.
    func toggleCheck() {
        checkClicks.append(engine.now.seconds)
        checked.toggle()
        if checked {
            engine.animate(.easeOut(duration: Self.drawDuration)) {
                check.strokeEnd = 1
                badge.fillColor = GalleryPalette.glade
            }
        } else {
            engine.animate(.easeIn(duration: Self.undrawDuration)) {
                check.strokeEnd = 0
                badge.fillColor = Self.badgeOff
            }
        }
    }

    /// The gradient: its points and locations spring to the other end of the sweep.
    func toggleSweep() {
        sweepClicks.append(engine.now.seconds)
        swept.toggle()
        let target = swept ? Self.sweepEnd : Self.sweepStart
        engine.withAnimation(.spring(Self.sweepSpring)) { sweep.gradient = target }
    }

    /// The reveal: the mask's circle grows from the click until it reaches the picture's
    /// farthest corner, or shrinks to a peek at the click.
    func toggleReveal(at location: Point) {
        revealed.toggle()
        let area = revealMask.bounds
        let center = Point(x: min(max(location.x, 0), area.width), y: min(max(location.y, 0), area.height))
        var radius = Self.peekRadius
        if revealed {
            radius = 0
            for corner in [
                Point(x: 0, y: 0), Point(x: area.width, y: 0), Point(x: 0, y: area.height),
                Point(x: area.width, y: area.height),
            ] {
                radius = max(radius, corner.distance(to: center))
            }
        }
        revealClicks.append((engine.now.seconds, center, radius))
        engine.withAnimation(.spring(Self.revealSpring)) {
            revealMask.path = Self.maskCircle(center: center, radius: radius)
        }
    }

    /// The morph: springs to the next shape of `morphSteps`.
    func nextMorph() {
        morphClicks.append(engine.now.seconds)
        morphStep = (morphStep + 1) % Self.morphSteps.count
        let target = Self.morphSteps[morphStep]
        engine.withAnimation(.spring(Self.morphSpring)) { morph.setShape(target) }
    }

    /// The ants: paused where they are shown, or marching on from there.
    func toggleAnts() {
        let phase = ants.presentationShapeValues()?.lineDashPhase ?? ants.lineDashPhase
        antsPaused.toggle()
        antsClicks.append((engine.now.seconds, phase))
        if antsPaused {
            engine.removeAnimations(of: ants)
            engine.performWithoutAnimation { ants.lineDashPhase = phase }
        } else {
            march(from: phase)
        }
    }

    /// Marches the ants from `phase`: one dash period every `marchDuration`, forever, so each
    /// repetition starts where the last ended, one whole pattern on.
    func march(from phase: Double) {
        let period = Self.dashPattern.reduce(0, +)
        engine.performWithoutAnimation { ants.lineDashPhase = phase }
        engine.animate(.linear(duration: Self.marchDuration).repeatForever(autoreverses: false)) {
            ants.lineDashPhase = phase + period
        }
    }
}
