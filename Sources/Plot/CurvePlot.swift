import Formats
import Foundation
import Motion

/// The chart of a timing curve: y over progress x with its control points and handles on the
/// left, the slope dy/dx on the right.
public enum CurvePlot {
    public static let names = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

    /// Slopes beyond this are drawn at the edge: next to a vertical tangent the slope grows
    /// without bound and would flatten everything else.
    public static let slopeLimit = 25.0

    /// The curve named by `name` (also `easeInOut`) or given by `control` as "x1,y1,x2,y2";
    /// exactly one of them. Errors name the flag or argument.
    public static func resolve(name: String?, control: String?) throws(InputError) -> (curve: UnitCurve, name: String) {
        switch (name, control) {
        case (nil, nil):
            throw InputError("give a curve name (\(names.joined(separator: ", "))) or --control x1,y1,x2,y2")
        case (.some, .some):
            throw InputError("give either a curve name or --control, not both")
        case let (name?, nil):
            let curves: [String: UnitCurve] = [
                "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
                "easeInEaseOut": .easeInOut, "easeInOut": .easeInOut, "default": .default,
            ]
            guard let curve = curves[name] else {
                throw InputError(
                    "curve \(ErrorText.clip(name)) is not a named curve; names: \(names.joined(separator: ", ")) (or --control x1,y1,x2,y2)"
                )
            }
            return (curve, name)
        case let (nil, control?):
            let parts = control.split(separator: ",", omittingEmptySubsequences: false)
                .map { Double($0.trimmingCharacters(in: .whitespaces)) }
            let numbers = parts.compactMap { $0 }
            guard parts.count == 4, numbers.count == 4, numbers.allSatisfy({ $0.isFinite && abs($0) <= 1e3 }) else {
                throw InputError("--control must be four numbers x1,y1,x2,y2, not \"\(ErrorText.clip(control))\"")
            }
            guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
                throw InputError(
                    "--control x values must be in 0…1 (got x1 \(NumberText.short(numbers[0])), x2 \(NumberText.short(numbers[2])))"
                )
            }
            return (
                UnitCurve(
                    startControlPoint: Point(x: numbers[0], y: numbers[1]),
                    endControlPoint: Point(x: numbers[2], y: numbers[3])),
                "bezier"
            )
        }
    }

    static func label(_ p: Point) -> String { "(\(NumberText.short(p.x)), \(NumberText.short(p.y)))" }

    public static func title(_ curve: UnitCurve, name: String) -> String {
        "curve \(name) — P1 \(label(curve.startControlPoint)) P2 \(label(curve.endControlPoint))"
    }

    /// The chart of `curve`, sampled `samples` times over progress 0…1.
    public static func chart(_ curve: UnitCurve, name: String, samples: Int = 400) -> Chart {
        let p1 = curve.startControlPoint
        let p2 = curve.endControlPoint
        let values = ChartSeries.sampling("y", color: ChartPalette.value, over: 0...1, count: samples) {
            curve.value(at: $0)
        }
        var slopes = ChartSeries.sampling("dy/dx", color: ChartPalette.velocity, over: 0...1, count: samples) {
            curve.velocity(at: $0)
        }
        let clipped = slopes.points.contains { abs($0.y) > slopeLimit }
        if clipped {
            slopes.points = slopes.points.map { Point(x: $0.x, y: min(max($0.y, -slopeLimit), slopeLimit)) }
        }
        let progress = ChartAxis.exact(0, 1, tickCount: 5, label: "progress x")
        let curvePanel = ChartPanel(
            xAxis: progress,
            yAxis: .fitting(values.points.map(\.y) + [0, 1, p1.y, p2.y], padding: 0.1),
            series: [values],
            markers: [
                .dashedPath([Point(x: 0, y: 0), Point(x: 1, y: 1)], color: ChartPalette.handle),
                .segment(from: Point(x: 0, y: 0), to: p1, color: ChartPalette.handle),
                .segment(from: Point(x: 1, y: 1), to: p2, color: ChartPalette.handle),
                .point(p1, label: "P1 \(label(p1))", color: ChartPalette.highlight, placement: .belowRight),
                .point(p2, label: "P2 \(label(p2))", color: ChartPalette.highlight, placement: .aboveLeft),
            ],
            legend: [
                ChartLegendEntry(name: "y = curve(x)", color: ChartPalette.value, style: .line),
                ChartLegendEntry(name: "linear", color: ChartPalette.handle, style: .dashed),
                ChartLegendEntry(name: "control points", color: ChartPalette.highlight, style: .dot),
            ])
        let slopePanel = ChartPanel(
            xAxis: progress,
            yAxis: .fitting(slopes.points.map(\.y) + [0], tickCount: 5),
            series: [slopes],
            legend: [
                ChartLegendEntry(
                    name: clipped ? "dy/dx (clipped at ±\(NumberText.short(slopeLimit)))" : "dy/dx",
                    color: ChartPalette.velocity, style: .line)
            ])
        return Chart(title: title(curve, name: name), panels: [curvePanel, slopePanel], arrangement: .sideBySide)
    }
}
