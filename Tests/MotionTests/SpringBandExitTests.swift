import Testing

@testable import Motion

@Suite("Spring settling: the fast exit search")
struct SpringBandExitTests {
    /// Springs of every regime (from nearly undamped to heavily overdamped), unit moves and
    /// carried velocities, and the epsilons `FluidSpringAnimation` derives from distances of
    /// a hundredth of a point to thousands of points.
    @Test("settlingDuration with the fast exit search is bit for bit the plain bisection's")
    func fastExitMatchesBisection() {
        var random = SplitMix64(seed: 0xB15EC7)
        var checked = 0
        for _ in 0..<6000 {
            let response = random.uniform(0.05, 3)
            let ratio: Double
            switch random.next() % 4 {
            case 0: ratio = random.uniform(0.001, 0.3)
            case 1: ratio = random.uniform(0.3, 0.999)
            case 2: ratio = [1, 1, 1.0000001, 0.9999999][Int(random.next() % 4)]
            default: ratio = random.uniform(1, 8)
            }
            let spring = Spring(response: response, dampingRatio: ratio)
            let target = random.next() % 3 == 0 ? 0 : random.uniform(-1, 1)
            let velocity = random.next() % 2 == 0 ? 0 : random.uniform(-40, 40)
            let epsilon = [1e-2, 1e-3, 1e-5, 1e-7, 1e-9][Int(random.next() % 5)] * random.uniform(0.5, 2)
            let fast = spring.settlingDuration(target: target, initialVelocity: velocity, epsilon: epsilon)
            let plain = spring.settlingDuration(
                target: target, initialVelocity: velocity, epsilon: epsilon,
                bisectingEveryStep: true)
            #expect(
                fast.bitPattern == plain.bitPattern,
                "spring \(spring), target \(target), velocity \(velocity), epsilon \(epsilon): \(fast) vs \(plain)")
            checked += 1
        }
        #expect(checked == 6000)
    }

    @Test("the fast exit search agrees on the project's presets and the spring the tests use most")
    func presetsMatch() {
        let springs: [Spring] = [
            .standard, .interactive, .smooth, .snappy, .bouncy, Spring(duration: 0.5, bounce: 0.3),
            Spring(mass: 1, stiffness: 100, damping: 1e-6), Spring(response: 0.4, dampingRatio: 3),
        ]
        for spring in springs {
            for epsilon in [1e-3, 1e-2 / 1000, 1e-12] {
                for velocity in [0.0, 1, -7.5] {
                    let fast = spring.settlingDuration(target: 1, initialVelocity: velocity, epsilon: epsilon)
                    let plain = spring.settlingDuration(
                        target: 1, initialVelocity: velocity, epsilon: epsilon,
                        bisectingEveryStep: true)
                    #expect(fast.bitPattern == plain.bitPattern, "\(spring), epsilon \(epsilon), velocity \(velocity)")
                }
            }
        }
    }
}
