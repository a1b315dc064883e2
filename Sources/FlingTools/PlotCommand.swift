import ArgumentParser
import FlingCommandLine
import Formats
import Motion
import Plot

package struct PlotCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Plot a spring, a timing curve or a deceleration to an SVG or PNG file.",
        discussion: """
            The output format follows the extension of -o: .svg (text you can edit and search) or \
            .png (drawn by Fling's own rasterizer). Every plot has a title with the parameters, axes \
            with ticks at round steps, a legend, and the velocity (or slope) in a second panel. \
            More in docs/plot.md. Examples:
              fling plot spring --duration 0.5 --bounce 0.3 -o bouncy.png
              fling plot curve easeInEaseOut -o ease.svg
              fling plot decay --velocity 1500 --rate 0.99 -o fast.png
            """,
        subcommands: [PlotSpringCommand.self, PlotCurveCommand.self, PlotDecayCommand.self])
}

/// The output flags every plot takes.
struct PlotFileOptions: ParsableArguments {
    @Option(name: [.short, .long], help: ArgumentHelp("The file to write: FILE.svg or FILE.png.", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("Canvas width in pixels (240…8192).", valueName: "pixels"))
    var width = 960

    @Option(help: ArgumentHelp("Canvas height in pixels (240…8192).", valueName: "pixels"))
    var height = 540

    /// Fails early, before any sampling, on a bad extension or size.
    func check(_ command: String) throws {
        try CommandError.checkFiles(outputs: [("--output", output)])
        do {
            _ = try PlotOutput(path: output)
            try PlotOutput.validate(width: width, height: height)
        } catch {
            throw CommandError("\(command): \(error.message)")
        }
    }

    func write(_ chart: Chart, _ command: String) throws {
        do {
            try PlotOutput.write(chart, to: output, width: width, height: height)
        } catch {
            throw CommandError("\(command): \(error.message)")
        }
        print("wrote \(output)")
    }
}

/// A flag's value must be a finite number (ArgumentParser accepts "nan" and "inf").
private func requireFinite(_ value: Double?, _ flag: String, _ command: String) throws {
    if let value, !value.isFinite { throw CommandError("\(command): \(flag) must be a finite number, not \(value)") }
}

struct PlotSpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Plot a spring's value and velocity over time, moving from 0 toward a target.",
        discussion: """
            Give the spring in exactly one way: --duration [--bounce] (SwiftUI's perceptual \
            parameters), --response with --damping-ratio, --mass/--stiffness/--damping (mass \
            defaults to 1; damping beyond critical is kept), --settling-duration with \
            --damping-ratio, or --preset. The title reads back stiffness, damping, the damping \
            ratio ζ and the settling time (within 0.1% of the distance, SwiftUI's epsilon); a \
            dashed line marks the target and another the settling time. An undamped spring \
            (--bounce 1, --damping-ratio 0 or --damping 0) never settles: the title says so, and \
            --seconds sets how much of it to draw. Example:
              fling plot spring --duration 0.5 --bounce 0.3 -o spring.png
            """)

    @Option(help: ArgumentHelp("Perceptual duration in seconds (the undamped period).", valueName: "seconds"))
    var duration: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Bounce in (-1, 1] with --duration: 0 is critically damped, negative is overdamped, 1 undamped (default 0).",
            valueName: "bounce"))
    var bounce: Double?

    @Option(help: ArgumentHelp("Response in seconds, with --damping-ratio.", valueName: "seconds"))
    var response: Double?

    @Option(
        name: .customLong("damping-ratio"),
        help: ArgumentHelp(
            "Damping ratio ζ (1 is critical), with --response or --settling-duration.", valueName: "ratio"))
    var dampingRatio: Double?

    @Option(help: ArgumentHelp("Mass, with --stiffness and --damping (default 1).", valueName: "mass"))
    var mass: Double?

    @Option(help: ArgumentHelp("Spring constant k, with --damping.", valueName: "k"))
    var stiffness: Double?

    @Option(help: ArgumentHelp("Damping coefficient c, with --stiffness.", valueName: "c"))
    var damping: Double?

    @Option(
        name: .customLong("settling-duration"),
        help: ArgumentHelp("Seconds to settle, with --damping-ratio.", valueName: "seconds"))
    var settlingDuration: Double?

    @Option(
        help: ArgumentHelp(
            "A SwiftUI preset: \(SpringPlotParameters.presets.joined(separator: ", ")).", valueName: "name"))
    var preset: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Where the motion goes, from 0.", valueName: "value"))
    var target: Double = 1

    @Option(
        name: .customLong("initial-velocity"), parsing: .unconditional,
        help: ArgumentHelp("Velocity at the start, in units per second.", valueName: "velocity"))
    var initialVelocity: Double = 0

    @Option(
        help: ArgumentHelp(
            "Seconds to plot (default 1.5 × the settling time, at least one response and at most 50; 3 responses for an undamped spring, which never settles).",
            valueName: "seconds"))
    var seconds: Double?

    @OptionGroup var file: PlotFileOptions

    func run() throws {
        let command = "plot spring"
        try file.check(command)
        for (value, flag) in [
            (duration, "--duration"), (bounce, "--bounce"), (response, "--response"), (dampingRatio, "--damping-ratio"),
            (mass, "--mass"), (stiffness, "--stiffness"), (damping, "--damping"),
            (settlingDuration, "--settling-duration"), (target, "--target"), (initialVelocity, "--initial-velocity"),
        ] {
            try requireFinite(value, flag, command)
        }
        if let seconds, !(seconds > 0 && seconds <= 10_000) {
            throw CommandError(
                "\(command): --seconds must be positive and at most 10000, not \(NumberText.short(seconds))")
        }
        guard abs(target) <= 1e9, abs(initialVelocity) <= 1e12 else {
            throw CommandError("\(command): --target and --initial-velocity must be of sensible size")
        }
        var parameters = SpringPlotParameters()
        parameters.duration = duration
        parameters.bounce = bounce
        parameters.response = response
        parameters.dampingRatio = dampingRatio
        parameters.mass = mass
        parameters.stiffness = stiffness
        parameters.damping = damping
        parameters.settlingDuration = settlingDuration
        parameters.preset = preset
        let choice: SpringChoice
        do { choice = try parameters.resolve() } catch { throw CommandError("\(command): \(error.message)") }
        try file.write(
            SpringPlot.chart(choice, target: target, initialVelocity: initialVelocity, seconds: seconds), command)
    }
}

struct PlotCurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Plot a timing curve's value and slope over progress 0…1, with its control points.",
        discussion: """
            Name a curve (\(CurvePlot.names.joined(separator: ", "))) or give the two control points \
            of a cubic Bézier from (0, 0) to (1, 1) with --control x1,y1,x2,y2 (x in 0…1, y free). \
            Example:
              fling plot curve --control 0.3,-0.2,0.7,1.4 -o anticipate.svg
            """)

    @Argument(help: ArgumentHelp("A named curve: \(CurvePlot.names.joined(separator: ", ")).", valueName: "name"))
    var name: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Control points x1,y1,x2,y2 instead of a name.", valueName: "x1,y1,x2,y2"))
    var control: String?

    @OptionGroup var file: PlotFileOptions

    func run() throws {
        let command = "plot curve"
        try file.check(command)
        let resolved: (curve: UnitCurve, name: String)
        do { resolved = try CurvePlot.resolve(name: name, control: control) } catch {
            throw CommandError("\(command): \(error.message)")
        }
        try file.write(CurvePlot.chart(resolved.curve, name: resolved.name), command)
    }
}

struct PlotDecayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decay",
        abstract: "Plot a scroll-view deceleration's position and velocity until it comes to rest.",
        discussion: """
            Velocity falls by --rate every millisecond (UIScrollView's .normal is 0.998, .fast \
            0.99) until the speed is half a point per second. Dashed lines mark where the \
            continuous motion comes to rest and the WWDC 2018 "project" estimate. Example:
              fling plot decay --velocity 1000 -o decay.png
            """)

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Release velocity in points per second.", valueName: "points/s"))
    var velocity: Double

    @Option(help: ArgumentHelp("The factor velocity keeps per millisecond, in (0, 1).", valueName: "rate"))
    var rate: Double = Decay.normal.rate

    @Option(parsing: .unconditional, help: ArgumentHelp("Release position.", valueName: "position"))
    var from: Double = 0

    @OptionGroup var file: PlotFileOptions

    func run() throws {
        let command = "plot decay"
        try file.check(command)
        do { try DecayPlot.validate(velocity: velocity, rate: rate, from: from) } catch {
            throw CommandError("\(command): \(error.message)")
        }
        try file.write(DecayPlot.chart(velocity: velocity, rate: rate, from: from), command)
    }
}
