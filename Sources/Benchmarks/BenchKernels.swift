import Motion

/// The measured loops of `fling bench animation`.
///
/// Each loop is `@inline(never)` so it is compiled once, on its own, and sums |value| +
/// |velocity| of every evaluation into a checksum it returns: the caller folds the checksums
/// into the report, so the optimizer cannot drop an evaluation. The loop reads its inputs
/// from memory each iteration (index wrapped with a mask), so nothing is hoisted out of it;
/// that the time really is spent evaluating shows in the calibration, where doubling the
/// iterations doubles the time (the `scaling` column of `--json`).
enum BenchKernels {
    /// `Spring.displacement(from:velocity:time:)`, value and velocity, once per iteration.
    @inline(never)
    static func scalar(_ jobs: UnsafeBufferPointer<BenchWorkload.ScalarJob>, iterations: Int) -> Double {
        let mask = jobs.count - 1
        var sink = 0.0
        for n in 0..<iterations {
            let job = jobs[n & mask]
            let r = job.spring.displacement(from: job.x0, velocity: job.v0, time: job.time)
            sink += abs(r.value) + abs(r.velocity)
        }
        return sink
    }

    /// `Animation.animate(value:time:context:)` and `Animation.velocity(value:time:context:)`
    /// on a 4-component value: the type-erased path the scene engine takes.
    @inline(never)
    static func vectorAPI(_ jobs: UnsafeMutableBufferPointer<BenchWorkload.VectorAPIJob>, iterations: Int) -> Double {
        let mask = jobs.count - 1
        let base = jobs.baseAddress!
        var sink = 0.0
        for n in 0..<iterations {
            let job = base + (n & mask)
            let animation = job.pointee.animation
            let value = job.pointee.value
            let time = job.pointee.time
            if let current = animation.animate(value: value, time: time, context: &job.pointee.context) {
                sink += magnitude(current)
            }
            if let velocity = animation.velocity(value: value, time: time, context: job.pointee.context) {
                sink += magnitude(velocity)
            }
        }
        return sink
    }

    /// `Spring.unitResponses(at:)` once per iteration, combined over the 4 components: what
    /// `FluidSpringAnimation` computes, without the type erasure and the state dictionary.
    @inline(never)
    static func vectorDirect(_ jobs: UnsafeBufferPointer<BenchWorkload.VectorJob>, iterations: Int) -> Double {
        let mask = jobs.count - 1
        var sink = 0.0
        for n in 0..<iterations {
            let r = viaUnitResponses(jobs[n & mask])
            sink += magnitude(r.value) + magnitude(r.velocity)
        }
        return sink
    }

    /// The closed form once per component: four `Spring.displacement` calls per iteration.
    @inline(never)
    static func vectorPerComponent(_ jobs: UnsafeBufferPointer<BenchWorkload.VectorJob>, iterations: Int) -> Double {
        let mask = jobs.count - 1
        var sink = 0.0
        for n in 0..<iterations {
            let r = perComponent(jobs[n & mask])
            sink += magnitude(r.value) + magnitude(r.velocity)
        }
        return sink
    }

    /// The covered part of the job's delta, value + x(t), and its velocity x′(t) from one
    /// `unitResponses` call: x(t) = −value·A(t) + v₀·B(t), x′(t) = −value·A′(t) + v₀·B′(t).
    @inline(__always)
    static func viaUnitResponses(_ job: BenchWorkload.VectorJob) -> (value: BenchVector4, velocity: BenchVector4) {
        let r = job.spring.unitResponses(at: job.time)
        return (
            job.value + job.value.scaled(by: -r.a) + job.velocity.scaled(by: r.b),
            job.value.scaled(by: -r.da) + job.velocity.scaled(by: r.db)
        )
    }

    /// The same two vectors from one `displacement` call per component.
    @inline(__always)
    static func perComponent(_ job: BenchWorkload.VectorJob) -> (value: BenchVector4, velocity: BenchVector4) {
        let s = job.spring
        let t = job.time
        let d = job.value
        let v = job.velocity
        let x = s.displacement(from: -d.first.x, velocity: v.first.x, time: t)
        let y = s.displacement(from: -d.first.y, velocity: v.first.y, time: t)
        let w = s.displacement(from: -d.second.width, velocity: v.second.width, time: t)
        let h = s.displacement(from: -d.second.height, velocity: v.second.height, time: t)
        return (
            BenchVector4(
                Point(x: d.first.x + x.value, y: d.first.y + y.value),
                Size(width: d.second.width + w.value, height: d.second.height + h.value)),
            BenchVector4(Point(x: x.velocity, y: y.velocity), Size(width: w.velocity, height: h.velocity))
        )
    }

    /// `frames` frames of a batch: every spring evaluated at the frame's time (staggered by its
    /// offset), value and velocity written out as the presentation values.
    @inline(never)
    static func batch(
        _ springs: UnsafeBufferPointer<BenchWorkload.BatchSpring>, output: UnsafeMutableBufferPointer<Double>,
        firstFrame: Int, frames: Int
    ) -> Double {
        var sink = 0.0
        for frame in firstFrame..<(firstFrame + frames) {
            let now = Double(frame % BenchWorkload.framesPerCycle) * BenchWorkload.framePeriod
            for i in springs.indices {
                let spring = springs[i]
                var t = now + spring.offset
                if t >= 1 { t -= 1 }
                let r = spring.spring.displacement(from: spring.x0, velocity: spring.v0, time: t)
                output[2 &* i] = r.value
                output[2 &* i &+ 1] = r.velocity
                sink += abs(r.value) + abs(r.velocity)
            }
        }
        return sink
    }

    /// The same frames as `batch`, through the batch evaluator: each frame's times, then one
    /// `Spring.displacements(of:…)` call (four springs at a time in vector registers, the same
    /// bits as `displacement` per spring), then the checksum over the results.
    @inline(never)
    static func batchSIMD(_ batch: BenchWorkload.BatchBuffers, firstFrame: Int, frames: Int) -> Double {
        var sink = 0.0
        let count = batch.springs.count
        for frame in firstFrame..<(firstFrame + frames) {
            let now = Double(frame % BenchWorkload.framesPerCycle) * BenchWorkload.framePeriod
            for i in 0..<count {
                var t = now + batch.offsets[i]
                if t >= 1 { t -= 1 }
                batch.times[i] = t
            }
            Spring.displacements(
                of: batch.springs, from: batch.x0, velocity: batch.v0, at: UnsafeBufferPointer(batch.times),
                values: batch.values, velocities: batch.velocities)
            for i in 0..<count { sink += abs(batch.values[i]) + abs(batch.velocities[i]) }
        }
        return sink
    }

    /// `frames` 60 Hz frames of the frame springs by the closed form: one evaluation per
    /// spring per frame, at the frame's time since the spring (re)started.
    @inline(never)
    static func closedFormFrames(
        _ springs: UnsafeBufferPointer<BenchWorkload.FrameSpring>,
        x: UnsafeMutableBufferPointer<Double>, v: UnsafeMutableBufferPointer<Double>,
        firstFrame: Int, frames: Int
    ) -> Double {
        var sink = 0.0
        for frame in firstFrame..<(firstFrame + frames) {
            let t = Double(frame % BenchWorkload.framesPerCycle) * BenchWorkload.framePeriod
            for i in springs.indices {
                let spring = springs[i]
                let r = spring.spring.displacement(from: spring.x0, velocity: spring.v0, time: t)
                x[i] = r.value
                v[i] = r.velocity
                sink += abs(r.value) + abs(r.velocity)
            }
        }
        return sink
    }

    /// `frames` 60 Hz frames of the frame springs by RK4: `stepsPerFrame` 1 ms steps per
    /// spring per frame from the state the previous frame left.
    @inline(never)
    static func rk4Frames(
        _ springs: UnsafeBufferPointer<BenchWorkload.FrameSpring>,
        x: UnsafeMutableBufferPointer<Double>, v: UnsafeMutableBufferPointer<Double>,
        firstFrame: Int, frames: Int, stepsPerFrame: Int
    ) -> Double {
        var sink = 0.0
        for frame in firstFrame..<(firstFrame + frames) {
            let restart = frame % BenchWorkload.framesPerCycle == 0
            for i in springs.indices {
                let spring = springs[i]
                var xi = restart ? spring.x0 : x[i]
                var vi = restart ? spring.v0 : v[i]
                spring.integrator.advance(x: &xi, v: &vi, steps: stepsPerFrame)
                x[i] = xi
                v[i] = vi
                sink += abs(xi) + abs(vi)
            }
        }
        return sink
    }

    /// |x| + |y| + |width| + |height|: what the kernels fold into their checksums.
    @inline(__always)
    static func magnitude(_ value: BenchVector4) -> Double {
        abs(value.first.x) + abs(value.first.y) + abs(value.second.width) + abs(value.second.height)
    }
}
