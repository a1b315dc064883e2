import Formats
import Motion

/// The chart of a scroll-view deceleration: position and velocity from release until the
/// speed falls to `Decay.duration`'s half a point per second, with where it comes to rest
/// (continuous) and the WWDC "project" estimate marked.
public enum DecayPlot {
    /// Checks `fling plot decay`'s flags; errors name the flag.
    public static func validate(velocity: Double, rate: Double, from: Double) throws(InputError) {
        guard velocity.isFinite, abs(velocity) <= 1e9 else {
            throw InputError("--velocity must be a finite number, not \(NumberText.short(velocity))")
        }
        guard abs(velocity) > 0.5 else {
            throw InputError(
                "--velocity \(NumberText.short(velocity)) is already at rest (|velocity| must exceed 0.5 points per second)"
            )
        }
        guard rate > 0 && rate < 1 else {
            throw InputError(
                "--rate must be between 0 and 1 (exclusive) per millisecond, not \(NumberText.short(rate))")
        }
        guard from.isFinite, abs(from) <= 1e12 else {
            throw InputError("--from must be a finite number, not \(NumberText.short(from))")
        }
    }

    /// A position with enough decimals to tell the destination from the projection.
    static func position(_ v: Double) -> String {
        NumberText.fixed(v, decimals: 1)
    }

    public static func title(velocity: Double, rate: Double, from: Double) -> String {
        let decay = Decay(rate: rate)
        let rest = decay.duration(velocity: velocity)
        return
            "decay velocity \(NumberText.short(velocity)) rate \(NumberText.short(rate)) from \(NumberText.short(from))"
            + " — destination \(position(decay.destination(from: from, velocity: velocity)))"
            + " projection \(position(decay.project(from, velocity: velocity)))"
            + " rests after \(NumberText.fixed(rest, decimals: 2)) s"
    }

    /// The chart, sampled `samples` times from release to rest.
    public static func chart(velocity: Double, rate: Double = Decay.normal.rate, from: Double = 0, samples: Int = 400)
        -> Chart
    {
        let decay = Decay(rate: rate)
        let span = max(decay.duration(velocity: velocity), 1e-3)
        let destination = decay.destination(from: from, velocity: velocity)
        let projection = decay.project(from, velocity: velocity)
        let positions = ChartSeries.sampling("position", color: ChartPalette.value, over: 0...span, count: samples) {
            decay.value(from: from, velocity: velocity, time: $0)
        }
        let velocities = ChartSeries.sampling("velocity", color: ChartPalette.velocity, over: 0...span, count: samples)
        {
            decay.velocity(velocity, time: $0)
        }
        let time = ChartAxis.exact(0, span, label: "time (s)")
        // The motion approaches the destination from the side it starts on; the labels go on the other.
        let forward = velocity >= 0
        let positionPanel = ChartPanel(
            xAxis: time,
            yAxis: .fitting(positions.points.map(\.y) + [from, destination, projection], padding: 0.12),
            series: [positions],
            markers: [
                .horizontalLine(
                    y: destination, label: "destination \(position(destination)) (continuous)",
                    color: ChartPalette.reference, placement: forward ? .aboveRight : .belowRight),
                .horizontalLine(
                    y: projection, label: "projection \(position(projection)) (WWDC)",
                    color: ChartPalette.highlight, placement: forward ? .aboveLeft : .belowLeft),
            ],
            legend: [
                ChartLegendEntry(name: "position (pt)", color: ChartPalette.value, style: .line),
                ChartLegendEntry(name: "destination", color: ChartPalette.reference, style: .dashed),
                ChartLegendEntry(name: "projection", color: ChartPalette.highlight, style: .dashed),
            ],
            weight: 2)
        let velocityPanel = ChartPanel(
            xAxis: time,
            yAxis: .fitting(velocities.points.map(\.y) + [0], tickCount: 4),
            series: [velocities],
            legend: [ChartLegendEntry(name: "velocity (pt/s)", color: ChartPalette.velocity, style: .line)],
            weight: 1)
        return Chart(title: title(velocity: velocity, rate: rate, from: from), panels: [positionPanel, velocityPanel])
    }
}
