import Formats
import Motion

/// A spring chosen on the command line, and how to describe it.
public struct SpringChoice: Sendable {
    public var spring: Spring
    /// The parameters as given, e.g. "duration 0.5 bounce 0.3".
    public var given: String
    /// True when given as mass, stiffness and damping: the title then reads back the
    /// perceptual parameters instead of the physical ones.
    public var isPhysical: Bool

    public init(spring: Spring, given: String, isPhysical: Bool) {
        self.spring = spring
        self.given = given
        self.isPhysical = isPhysical
    }
}

/// `fling plot spring`'s parameter flags, before they are checked.
public struct SpringPlotParameters: Sendable {
    public var duration: Double?
    public var bounce: Double?
    public var response: Double?
    public var dampingRatio: Double?
    public var mass: Double?
    public var stiffness: Double?
    public var damping: Double?
    public var settlingDuration: Double?
    public var preset: String?

    public init() {}

    public static let presets = ["smooth", "snappy", "bouncy", "spring", "interactiveSpring"]

    /// The spring the flags describe: exactly one of `--duration [--bounce]`,
    /// `--response --damping-ratio`, `--mass --stiffness --damping` (mass optional),
    /// `--settling-duration --damping-ratio` or `--preset`. Errors name the flag.
    public func resolve() throws(InputError) -> SpringChoice {
        let groups: [(name: String, present: Bool)] = [
            ("--preset", preset != nil),
            ("--duration", duration != nil || bounce != nil),
            ("--response", response != nil),
            ("--settling-duration", settlingDuration != nil),
            ("--stiffness", stiffness != nil || damping != nil || mass != nil),
        ]
        let chosen = groups.filter(\.present).map(\.name)
        if chosen.count > 1 {
            throw InputError("\(chosen[0]) and \(chosen[1]) belong to different spring parameterisations; give one")
        }
        guard let group = chosen.first else {
            if dampingRatio != nil { throw InputError("--damping-ratio needs --response or --settling-duration") }
            throw InputError(
                "give a spring: --duration [--bounce], --response with --damping-ratio, --mass/--stiffness/--damping, --settling-duration with --damping-ratio, or --preset"
            )
        }
        if dampingRatio != nil && group != "--response" && group != "--settling-duration" {
            throw InputError("--damping-ratio goes with --response or --settling-duration, not \(group)")
        }
        switch group {
        case "--preset":
            let name = preset!
            let springs: [String: Spring] = [
                "smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy,
                "spring": .standard, "interactiveSpring": .interactive,
            ]
            guard let spring = springs[name] else {
                throw InputError(
                    "--preset \(ErrorText.clip(name)) is not a preset; presets: \(Self.presets.joined(separator: ", "))"
                )
            }
            let perceptual =
                name == "spring" || name == "interactiveSpring"
                ? "response \(NumberText.fixed(spring.response, decimals: 2)) damping ratio \(NumberText.fixed(spring.dampingRatio, decimals: 3))"
                : "duration \(NumberText.fixed(spring.duration, decimals: 2)) bounce \(NumberText.fixed(spring.bounce, decimals: 2))"
            return SpringChoice(spring: spring, given: ".\(name) (\(perceptual))", isPhysical: false)
        case "--duration":
            guard let duration else { throw InputError("--bounce needs --duration") }
            try check(duration, "--duration", positive: true)
            let bounce = self.bounce ?? 0
            guard bounce > -1 && bounce <= 1 else {
                throw InputError(
                    "--bounce must be more than -1 and at most 1 (1 is undamped), not \(NumberText.short(bounce))")
            }
            return SpringChoice(
                spring: Spring(duration: duration, bounce: bounce),
                given: "duration \(NumberText.short(duration)) bounce \(NumberText.short(bounce))", isPhysical: false)
        case "--response":
            guard let dampingRatio else { throw InputError("--response needs --damping-ratio") }
            try check(response!, "--response", positive: true)
            try check(dampingRatio, "--damping-ratio", positive: false)
            return SpringChoice(
                spring: Spring(response: response!, dampingRatio: dampingRatio),
                given: "response \(NumberText.short(response!)) damping ratio \(NumberText.short(dampingRatio))",
                isPhysical: false)
        case "--settling-duration":
            guard let dampingRatio else { throw InputError("--settling-duration needs --damping-ratio") }
            try check(settlingDuration!, "--settling-duration", positive: true)
            if dampingRatio == 0 {
                throw InputError(
                    "--damping-ratio 0 is an undamped spring, which never settles: no --settling-duration gives one; use --response with --damping-ratio 0, or --duration with --bounce 1"
                )
            }
            // As in eval: a spring that settles in a given time with a ratio below 10⁻⁴ would
            // need a stiffness past what a double holds (5e-324 made the response 0 and trapped).
            guard (1e-4...1e4).contains(dampingRatio) else {
                throw InputError(
                    "--damping-ratio with --settling-duration must be between 0.0001 and 10000, not \(NumberText.short(dampingRatio))"
                )
            }
            return SpringChoice(
                spring: Spring(settlingDuration: settlingDuration!, dampingRatio: dampingRatio),
                given:
                    "settling duration \(NumberText.short(settlingDuration!)) damping ratio \(NumberText.short(dampingRatio))",
                isPhysical: false)
        default:
            guard let stiffness else { throw InputError("--damping and --mass need --stiffness") }
            guard let damping else { throw InputError("--stiffness needs --damping") }
            let mass = self.mass ?? 1
            try check(mass, "--mass", positive: true)
            try check(stiffness, "--stiffness", positive: true)
            try check(damping, "--damping", positive: false)
            var given = "stiffness \(NumberText.short(stiffness)) damping \(NumberText.short(damping))"
            if mass != 1 { given = "mass \(NumberText.short(mass)) " + given }
            return SpringChoice(
                spring: Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
                given: given, isPhysical: true)
        }
    }

    /// A finite number, positive or at least zero, below ten thousand seconds' worth of trouble.
    private func check(_ value: Double, _ flag: String, positive: Bool) throws(InputError) {
        let ok = value.isFinite && (positive ? value > 0 : value >= 0) && value <= 1e9
        if !ok {
            throw InputError(
                "\(flag) must be \(positive ? "a positive number" : "zero or more"), not \(NumberText.short(value))")
        }
    }
}

/// The chart of a spring's motion: value over time from 0 toward a target, with the target
/// and the settling time marked, and velocity in a second panel below.
public enum SpringPlot {
    /// Where the motion counts as settled: within 0.1 % of the distance (SwiftUI's epsilon
    /// of 0.001 on a unit move), or 0.001 when the target is 0; nil for an undamped spring,
    /// which never settles.
    public static func settlingTime(_ spring: Spring, target: Double, initialVelocity: Double) -> Double? {
        guard spring.damping > 0 else { return nil }
        // 0.1 % of a subnormal target is 0, a band no motion enters: the smallest normal
        // double is the narrowest band.
        let epsilon = target != 0 ? max(0.001 * abs(target), .leastNormalMagnitude) : 0.001
        return spring.settlingDuration(target: target, initialVelocity: initialVelocity, epsilon: epsilon)
    }

    /// The most responses the default span covers: 400 samples draw 50 oscillations (8 a
    /// period), and a nearly undamped spring settles only after millions.
    public static let maximumDefaultResponses = 50.0

    /// The default time span: 1.5 × the settling time, at least one response and at most
    /// `maximumDefaultResponses`; three responses for an undamped spring.
    public static func defaultSeconds(_ spring: Spring, target: Double, initialVelocity: Double) -> Double {
        guard let settle = settlingTime(spring, target: target, initialVelocity: initialVelocity) else {
            return 3 * spring.response
        }
        return min(max(1.5 * settle, spring.response), maximumDefaultResponses * spring.response)
    }

    /// The title: the parameters as given, then the ones derived from them.
    public static func title(_ choice: SpringChoice, target: Double, initialVelocity: Double) -> String {
        let spring = choice.spring
        var given = "spring \(choice.given)"
        if target != 1 { given += " target \(NumberText.short(target))" }
        if initialVelocity != 0 { given += " initial velocity \(NumberText.short(initialVelocity))" }
        var derived: [String] = []
        if choice.isPhysical {
            derived.append("duration \(NumberText.significant(spring.duration, digits: 3))")
            derived.append("bounce \(NumberText.fixed(spring.bounce, decimals: 2))")
        } else {
            derived.append("stiffness \(NumberText.significant(spring.stiffness))")
            derived.append("damping \(NumberText.significant(spring.damping))")
        }
        derived.append("ζ \(NumberText.fixed(spring.dampingRatio, decimals: 2))")
        if let settle = settlingTime(spring, target: target, initialVelocity: initialVelocity) {
            derived.append("settles \(NumberText.fixed(settle, decimals: 2)) s")
        } else {
            derived.append("never settles (no damping)")
        }
        return given + " — " + derived.joined(separator: " ")
    }

    /// The chart of the motion from 0 toward `target` over `seconds` (default
    /// `defaultSeconds`), sampled `samples` times.
    public static func chart(
        _ choice: SpringChoice, target: Double = 1, initialVelocity: Double = 0,
        seconds: Double? = nil, samples: Int = 400
    ) -> Chart {
        let spring = choice.spring
        let span = seconds ?? defaultSeconds(spring, target: target, initialVelocity: initialVelocity)
        let values = ChartSeries.sampling("value", color: ChartPalette.value, over: 0...span, count: samples) {
            spring.value(target: target, initialVelocity: initialVelocity, time: $0)
        }
        let velocities = ChartSeries.sampling("velocity", color: ChartPalette.velocity, over: 0...span, count: samples)
        {
            spring.velocity(target: target, initialVelocity: initialVelocity, time: $0)
        }
        let time = ChartAxis.exact(0, span, label: "time (s)")
        let settle = settlingTime(spring, target: target, initialVelocity: initialVelocity)
        let rising = target >= 0

        var valueMarkers: [ChartMarker] = [
            .horizontalLine(
                y: target, label: "target \(NumberText.short(target))", color: ChartPalette.reference,
                placement: rising ? .aboveRight : .belowRight)
        ]
        var velocityMarkers: [ChartMarker] = []
        var valueLegend = [
            ChartLegendEntry(name: "value", color: ChartPalette.value, style: .line),
            ChartLegendEntry(name: "target", color: ChartPalette.reference, style: .dashed),
        ]
        if let settle, settle > 0, settle < span {
            valueMarkers.append(
                .verticalLine(
                    x: settle, label: "settles \(NumberText.fixed(settle, decimals: 2)) s",
                    color: ChartPalette.settle, placement: rising ? .belowRight : .aboveRight))
            velocityMarkers.append(
                .verticalLine(x: settle, label: nil, color: ChartPalette.settle, placement: .aboveRight))
            valueLegend.append(
                ChartLegendEntry(name: "settling time (within 0.1%)", color: ChartPalette.settle, style: .dashed))
        }
        let valuePanel = ChartPanel(
            xAxis: time, yAxis: .fitting(values.points.map(\.y) + [0, target]),
            series: [values], markers: valueMarkers, legend: valueLegend, weight: 2)
        let velocityPanel = ChartPanel(
            xAxis: time, yAxis: .fitting(velocities.points.map(\.y) + [0], tickCount: 4),
            series: [velocities], markers: velocityMarkers,
            legend: [ChartLegendEntry(name: "velocity (units/s)", color: ChartPalette.velocity, style: .line)],
            weight: 1)
        return Chart(
            title: title(choice, target: target, initialVelocity: initialVelocity), panels: [valuePanel, velocityPanel])
    }
}
