import Formats
import Foundation
import Motion
import Plot
import Raster
import Rendering
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What an SVG parse saw: whether it was well-formed, its text, and each series polyline.
private final class SVGSummary: NSObject, XMLParserDelegate {
    var texts: [String] = []
    var title = ""
    var series: [(name: String, points: [Point])] = []
    var elementCount = 0
    private var current: String?
    private var buffer = ""

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elementCount += 1
        if name == "text" || name == "title" {
            current = name
            buffer = ""
        }
        if name == "polyline", attributes["class"] == "series" {
            let points = (attributes["points"] ?? "").split(separator: " ").map { pair -> Point in
                let xy = pair.split(separator: ",").map { Double($0) ?? .nan }
                return Point(x: xy.first ?? .nan, y: xy.count > 1 ? xy[1] : .nan)
            }
            series.append((attributes["data-name"] ?? "", points))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if current != nil { buffer += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text" { texts.append(buffer) }
        if name == "title" { title = buffer }
        if name == current { current = nil }
    }
}

/// Parses `svg` with Foundation's XMLParser; nil when it is not well-formed XML.
private func parseSVG(_ svg: String) -> SVGSummary? {
    let parser = XMLParser(data: Data(svg.utf8))
    let summary = SVGSummary()
    parser.delegate = summary
    return parser.parse() ? summary : nil
}

private func spring(duration: Double, bounce: Double) throws -> SpringChoice {
    var p = SpringPlotParameters()
    p.duration = duration
    p.bounce = bounce
    return try p.resolve()
}

/// One chart of each kind.
private func charts() throws -> [(String, Chart)] {
    [
        ("spring", SpringPlot.chart(try spring(duration: 0.5, bounce: 0.3))),
        ("curve", CurvePlot.chart(.easeInOut, name: "easeInEaseOut")),
        ("decay", DecayPlot.chart(velocity: 1000)),
    ]
}

/// The message of the `InputError` that `body` throws, or nil.
private func failure(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let error as InputError {
        return error.message
    } catch {
        return "unexpected \(error)"
    }
}

@Suite("fling plot: axes and numbers")
struct PlotAxisTests {
    @Test(
        "tick steps follow 1-2-5 for ranges of every size and sign",
        arguments: [
            (0.0, 1.0, 0.2), (0, 157, 50), (0, 100, 20), (-3, 3, 1), (-157, 0, 50), (-0.05, 0.02, 0.01),
            (0, 1000, 200), (0, 0.003, 0.0005), (-1200, -200, 200), (2, 2.5, 0.1),
        ])
    func niceSteps(lower: Double, upper: Double, step: Double) {
        let found = ChartAxis.niceStep(span: upper - lower)
        #expect(abs(found - step) < step * 1e-9, "\(lower)…\(upper) stepped \(found)")
    }

    @Test("a fitted axis rounds out to whole ticks and labels them exactly")
    func fittedAxis() {
        let unit = ChartAxis.fitting([0, 0.5, 1])
        #expect(unit.step == 0.2)
        #expect(unit.tickLabels == ["-0.2", "0.0", "0.2", "0.4", "0.6", "0.8", "1.0", "1.2"])
        let negative = ChartAxis.fitting([-157, -3])
        #expect(negative.step == 50 && negative.lowerBound == -200 && negative.upperBound == 50)
        #expect(negative.tickLabels == ["-200", "-150", "-100", "-50", "0", "50"])
        let flat = ChartAxis.fitting([1, 1, 1])
        #expect(flat.lowerBound < 1 && flat.upperBound > 1)
        let time = ChartAxis.exact(0, 1.23)
        #expect(time.lowerBound == 0 && time.upperBound == 1.23 && time.tickLabels.last == "1.2")
    }

    @Test("a crowded axis thins its ticks along 1-2-5 but keeps its range")
    func thinning() {
        let axis = ChartAxis.fitting([0, 1000], tickCount: 5)
        let thin = axis.thinned(length: 100, minSpacing: 30)
        #expect(thin.lowerBound == axis.lowerBound && thin.upperBound == axis.upperBound)
        #expect(thin.step == 500)
        #expect(thin.step * 100 / (thin.upperBound - thin.lowerBound) >= 30)
        #expect(axis.thinned(length: 1000, minSpacing: 30).step == axis.step)
    }

    @Test("numbers print fixed, significant and as typed")
    func numbers() {
        #expect(NumberText.fixed(0.6000000000000001, decimals: 1) == "0.6")
        #expect(NumberText.fixed(-0.0001, decimals: 2) == "0.00")
        #expect(NumberText.fixed(-2.345, decimals: 1) == "-2.3")
        #expect(NumberText.fixed(0.125, decimals: 2) == "0.13")
        #expect(NumberText.significant(157.913670417) == "157.9")
        #expect(NumberText.significant(17.5929) == "17.59")
        #expect(NumberText.significant(1754.6) == "1755")
        #expect(NumberText.short(1) == "1" && NumberText.short(0.3) == "0.3" && NumberText.short(-2.5) == "-2.5")
    }
}

@Suite("fling plot: charts")
struct PlotChartTests {
    @Test("the spring title reads back the derived parameters")
    func springTitle() throws {
        let chart = SpringPlot.chart(try spring(duration: 0.5, bounce: 0.3))
        #expect(chart.title == "spring duration 0.5 bounce 0.3 — stiffness 157.9 damping 17.59 ζ 0.70 settles 0.82 s")
        var physical = SpringPlotParameters()
        physical.stiffness = 100
        physical.damping = 10
        let title = SpringPlot.title(try physical.resolve(), target: 100, initialVelocity: -50)
        #expect(
            title.hasPrefix(
                "spring stiffness 100 damping 10 target 100 initial velocity -50 — duration 0.628 bounce 0.50 ζ 0.50 settles "
            ))
    }

    @Test("an undamped spring (bounce 1) is drawn over --seconds, and its title says it never settles")
    func undampedSpringChart() throws {
        let choice = try spring(duration: 0.5, bounce: 1)
        #expect(choice.spring.damping == 0)
        let chart = SpringPlot.chart(choice, seconds: 2)
        #expect(
            chart.title == "spring duration 0.5 bounce 1 — stiffness 157.9 damping 0 ζ 0.00 never settles (no damping)")
        let panel = try #require(chart.panels.first)
        #expect(panel.xAxis.lowerBound == 0 && panel.xAxis.upperBound == 2)
        let value = try #require(panel.series.first)
        #expect(value.points.first?.x == 0 && value.points.last?.x == 2)
        // Four whole periods: it oscillates between 0 and twice the target to the end.
        #expect(abs(value.points.map(\.y).max()! - 2) < 1e-3 && abs(value.points.last!.y) < 1e-9)
        let settleMarkers = panel.markers.filter { if case .verticalLine = $0 { return true } else { return false } }
        #expect(settleMarkers.isEmpty)
        // Without --seconds, three responses.
        #expect(SpringPlot.chart(choice).panels[0].xAxis.upperBound == 1.5)
    }

    @Test("a nearly undamped spring settles after millions of periods; the default span stops at 50 responses")
    func nearlyUndampedSpan() throws {
        let choice = try spring(duration: 0.5, bounce: 0.99999999)
        let settle = try #require(SpringPlot.settlingTime(choice.spring, target: 1, initialVelocity: 0))
        #expect(settle > 5e7)
        #expect(SpringPlot.defaultSeconds(choice.spring, target: 1, initialVelocity: 0) == 25)
        #expect(SpringPlot.chart(choice).title.hasSuffix("ζ 0.00 settles \(NumberText.fixed(settle, decimals: 2)) s"))
    }

    @Test(
        "the spring series starts at 0 and ends within 1% of the target",
        arguments: [
            (0.5, 0.3, 1.0, 0.0), (0.5, 0.0, 1.0, 0.0), (0.3, -0.5, 250.0, 0.0), (0.8, 0.6, -40.0, 300.0),
            (0.5, 0.15, 1.0, 12.0),
        ])
    func springSeriesReachesTarget(duration: Double, bounce: Double, target: Double, velocity: Double) throws {
        let chart = SpringPlot.chart(
            try spring(duration: duration, bounce: bounce), target: target, initialVelocity: velocity)
        let value = try #require(chart.panels.first?.series.first)
        #expect(value.points.count == 400)
        #expect(value.points.first == Point(x: 0, y: 0))
        let last = try #require(value.points.last)
        #expect(abs(last.y - target) <= 0.01 * abs(target), "ends at \(last.y)")
        let velocitySeries = try #require(chart.panels.last?.series.first)
        #expect(velocitySeries.points.first?.y == velocity)
        // Every sample lies inside its panel's axes.
        for panel in chart.panels {
            for p in panel.series.flatMap(\.points) {
                #expect(p.y >= panel.yAxis.lowerBound && p.y <= panel.yAxis.upperBound)
                #expect(p.x >= panel.xAxis.lowerBound && p.x <= panel.xAxis.upperBound)
            }
        }
    }

    @Test("the default span is 1.5 × the settling time, at least the response")
    func defaultSpan() throws {
        let bouncy = try spring(duration: 0.5, bounce: 0.3).spring
        let settle = try #require(SpringPlot.settlingTime(bouncy, target: 1, initialVelocity: 0))
        #expect(abs(settle - bouncy.settlingDuration) < 1e-9)
        #expect(SpringPlot.defaultSeconds(bouncy, target: 1, initialVelocity: 0) == 1.5 * settle)
        let undamped = Spring(response: 0.5, dampingRatio: 0)
        #expect(SpringPlot.settlingTime(undamped, target: 1, initialVelocity: 0) == nil)
        #expect(SpringPlot.defaultSeconds(undamped, target: 1, initialVelocity: 0) == 1.5)
    }

    @Test("the curve chart runs from (0, 0) to (1, 1) and marks both control points")
    func curveChart() throws {
        let (curve, name) = try CurvePlot.resolve(name: nil, control: "0.3,-0.2, 0.7,1.4")
        #expect(name == "bezier" && curve.startControlPoint == Point(x: 0.3, y: -0.2))
        let chart = CurvePlot.chart(curve, name: name)
        #expect(chart.title == "curve bezier — P1 (0.3, -0.2) P2 (0.7, 1.4)")
        let values = try #require(chart.panels.first?.series.first)
        #expect(values.points.count == 400)
        #expect(values.points.first == Point(x: 0, y: 0) && values.points.last == Point(x: 1, y: 1))
        let points = chart.panels[0].markers.compactMap { marker -> Point? in
            if case let .point(p, _, _, _) = marker { return p } else { return nil }
        }
        #expect(points == [Point(x: 0.3, y: -0.2), Point(x: 0.7, y: 1.4)])
        #expect(chart.panels[0].yAxis.lowerBound <= -0.2 && chart.panels[0].yAxis.upperBound >= 1.4)
        // A vertical tangent would flatten the slope panel; it is clipped and says so.
        let steep = CurvePlot.chart(
            UnitCurve(startControlPoint: Point(x: 0, y: 1), endControlPoint: Point(x: 1, y: 0)), name: "bezier")
        #expect(steep.panels[1].yAxis.upperBound <= 2 * CurvePlot.slopeLimit)
        #expect(steep.panels[1].legend.first?.name.contains("clipped") == true)
    }

    @Test("the decay chart ends at rest next to the destination and marks the projection")
    func decayChart() throws {
        let chart = DecayPlot.chart(velocity: 1000, rate: 0.998, from: 10)
        let position = try #require(chart.panels.first?.series.first)
        let decay = Decay(rate: 0.998)
        #expect(position.points.count == 400)
        #expect(position.points.first?.y == 10)
        #expect(abs(try #require(position.points.last).x - decay.duration(velocity: 1000)) < 1e-12)
        #expect(abs(try #require(position.points.last).y - decay.destination(from: 10, velocity: 1000)) < 0.5)
        let lines = chart.panels[0].markers.compactMap { marker -> Double? in
            if case let .horizontalLine(y, _, _, _) = marker { return y } else { return nil }
        }
        #expect(lines == [decay.destination(from: 10, velocity: 1000), decay.project(10, velocity: 1000)])
        #expect(
            chart.title
                == "decay velocity 1000 rate 0.998 from 10 — destination 509.5 projection 509.0 rests after 3.80 s")
    }
}

@Suite("fling plot: SVG and PNG output")
struct PlotOutputTests {
    @Test("the SVG is well-formed, has the title as text and one polyline of every sample per series")
    func svgIsWellFormed() throws {
        for (kind, chart) in try charts() {
            let svg = ChartSVG.render(chart)
            let summary = try #require(parseSVG(svg), "\(kind): not well-formed XML")
            #expect(summary.title == chart.title, "\(kind)")
            #expect(
                summary.texts.contains(chart.title) || summary.texts.joined(separator: " — ").contains(chart.title),
                "\(kind)")
            let expected = chart.panels.flatMap(\.series)
            #expect(summary.series.map(\.name) == expected.map(\.name), "\(kind)")
            #expect(summary.series.map(\.points.count) == expected.map(\.points.count), "\(kind)")
            #expect(
                summary.series.allSatisfy {
                    $0.points.count == 400 && $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
                })
            // Tick labels are real text.
            for frame in ChartSVG.layout(chart, width: 960, height: 540).panels {
                #expect(Set(frame.yAxis.tickLabels).isSubset(of: summary.texts), "\(kind)")
            }
        }
    }

    @Test("text that looks like markup is escaped")
    func svgEscapes() throws {
        var chart = try charts()[0].1
        chart.title = #"a < b & "c" > 'd'"#
        chart.panels[0].legend[0].name = "<value>"
        let summary = try #require(parseSVG(ChartSVG.render(chart)))
        #expect(summary.title == chart.title)
        #expect(summary.texts.contains(chart.title) && summary.texts.contains("<value>"))
    }

    @Test("series points land inside their plot area")
    func seriesInsidePlots() throws {
        for (kind, chart) in try charts() {
            for layout in [
                ChartSVG.layout(chart, width: 960, height: 540), ChartBitmap.layout(chart, width: 960, height: 540),
                ChartBitmap.layout(chart, width: 480, height: 270),
            ] {
                #expect(layout.panels.count == chart.panels.count)
                for (panel, frame) in zip(chart.panels, layout.panels) {
                    #expect(
                        frame.plot.minX > 0 && frame.plot.maxX < layout.width && frame.plot.minY > 0
                            && frame.plot.maxY < layout.height)
                    for p in panel.series.flatMap(\.points).map(frame.point) {
                        #expect(p.x >= frame.plot.minX - 1e-9 && p.x <= frame.plot.maxX + 1e-9, "\(kind)")
                        #expect(p.y >= frame.plot.minY - 1e-9 && p.y <= frame.plot.maxY + 1e-9, "\(kind)")
                    }
                }
            }
        }
    }

    @Test("the PNG decodes to the canvas size and the value curve is drawn where it should be")
    func pngHasTheCurve() throws {
        let chart = SpringPlot.chart(try spring(duration: 0.5, bounce: 0.3))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fling-plot-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PlotOutput.write(chart, to: path, width: 800, height: 450)
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(bytes.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(be32(16) == 800 && be32(20) == 450)
        #expect(bytes[24] == 8 && bytes[25] == 6)

        // The same pixels, before encoding: sample where the curve passes, ±2 px.
        let buffer = ChartBitmap.render(chart, width: 800, height: 450)
        #expect(try PNG.encode(buffer) == Array(Data(contentsOf: URL(fileURLWithPath: path))))
        let frame = try #require(ChartBitmap.layout(chart, width: 800, height: 450).panels.first)
        let value = chart.panels[0].series[0]
        // The value colour is a strong blue: anti-aliased over the grey-white plot it stays
        // far bluer than red, which no grid line, text or the orange velocity is.
        #expect(ChartPalette.value.blue - ChartPalette.value.red > 0.6)
        func isValueColoured(_ pixel: UInt32) -> Bool {
            let r = Int((pixel >> 16) & 255)
            let b = Int(pixel & 255)
            return b - r > 70
        }
        for index in [40, 120, 250, 380] {
            let p = frame.point(value.points[index])
            var found = false
            for dy in -2...2 {
                for dx in -2...2 {
                    let x = Int(p.x) + dx
                    let y = Int(p.y) + dy
                    if x >= 0, y >= 0, x < buffer.width, y < buffer.height, isValueColoured(buffer[x, y]) {
                        found = true
                    }
                }
            }
            #expect(found, "no value-coloured pixel near sample \(index) at \(p)")
        }
        // And not everywhere: the plot's top-left corner region is background.
        #expect(!isValueColoured(buffer[Int(frame.plot.minX) + 20, Int(frame.plot.minY) + 5]))
    }

    @Test("the output format follows the extension; anything else names --output")
    func formats() {
        #expect((try? PlotOutput(path: "a/b.SVG")) == .svg)
        #expect((try? PlotOutput(path: "plot.png")) == .png)
        #expect(failure { _ = try PlotOutput(path: "plot.jpg") }?.contains("--output") == true)
        #expect(failure { _ = try PlotOutput(path: "dir.svg/plot") }?.contains("no extension") == true)
        #expect(failure { try PlotOutput.validate(width: 10, height: 540) }?.contains("--width") == true)
        #expect(failure { try PlotOutput.validate(width: 960, height: 100_000) }?.contains("--height") == true)
        #expect(
            failure {
                try PlotOutput.write(
                    DecayPlot.chart(velocity: 100), to: "/nonexistent-fling/x.svg", width: 960, height: 540)
            }?
            .hasPrefix("cannot write /nonexistent-fling/x.svg") == true)
    }
}

@Suite("fling plot: flags")
struct PlotFlagTests {
    private func springError(_ set: (inout SpringPlotParameters) -> Void) -> String? {
        var p = SpringPlotParameters()
        set(&p)
        return failure { _ = try p.resolve() }
    }

    @Test("every spring parameterisation resolves")
    func parameterisations() throws {
        var p = SpringPlotParameters()
        p.preset = "bouncy"
        #expect(try p.resolve().spring == .bouncy)
        p = SpringPlotParameters()
        p.response = 0.5
        p.dampingRatio = 0.825
        #expect(try p.resolve().spring == .standard)
        p = SpringPlotParameters()
        p.settlingDuration = 1
        p.dampingRatio = 0.7
        #expect(abs(try p.resolve().spring.settlingDuration - 1) < 1e-6)
        p = SpringPlotParameters()
        p.mass = 2
        p.stiffness = 300
        p.damping = 80
        let physical = try p.resolve()
        #expect(
            physical.isPhysical && physical.spring.damping == 80 && physical.given == "mass 2 stiffness 300 damping 80")
    }

    @Test("bad or missing spring flags are one line naming the flag")
    func springErrors() {
        #expect(springError { _ in }?.contains("--duration") == true)
        #expect(
            springError {
                $0.duration = 0.5
                $0.stiffness = 100
            }?.contains("--stiffness") == true)
        #expect(
            springError {
                $0.duration = 0.5
                $0.bounce = 1.5
            }?.contains("--bounce") == true)
        #expect(springError { $0.duration = -1 }?.contains("--duration") == true)
        #expect(springError { $0.bounce = 0.2 }?.contains("--bounce needs --duration") == true)
        #expect(springError { $0.response = 0.5 }?.contains("--damping-ratio") == true)
        #expect(springError { $0.dampingRatio = 0.5 }?.contains("--damping-ratio needs") == true)
        #expect(springError { $0.stiffness = 100 }?.contains("--damping") == true)
        #expect(
            springError {
                $0.stiffness = 100
                $0.damping = 10
                $0.mass = 0
            }?.contains("--mass") == true)
        #expect(springError { $0.preset = "wobbly" }?.contains("--preset wobbly") == true)
        #expect(
            springError {
                $0.settlingDuration = 1
                $0.dampingRatio = 0
            }
                == "--damping-ratio 0 is an undamped spring, which never settles: no --settling-duration gives one; use --response with --damping-ratio 0, or --duration with --bounce 1"
        )
        for ratio in [Double.leastNonzeroMagnitude, 2.2250738585072014e-308, 9e-5, 2e4] {
            #expect(
                springError {
                    $0.settlingDuration = 1
                    $0.dampingRatio = ratio
                }?
                .hasPrefix("--damping-ratio with --settling-duration must be between 0.0001 and 10000, not") == true)
        }
        #expect(
            springError {
                $0.settlingDuration = 1
                $0.dampingRatio = 1e-4
            } == nil)
        #expect(
            springError {
                $0.duration = 0.5
                $0.bounce = -1
            } == "--bounce must be more than -1 and at most 1 (1 is undamped), not -1")
        #expect(
            springError {
                $0.duration = 0.5
                $0.bounce = 1
            } == nil)
        #expect(
            springError {
                $0.response = 0.5
                $0.dampingRatio = 0
            } == nil)
        #expect(
            springError {
                $0.stiffness = 100
                $0.damping = 0
            } == nil)
        for message in [springError { _ in }, springError { $0.preset = "x" }].compactMap({ $0 }) {
            #expect(!message.contains("\n"))
        }
    }

    @Test("bad curve and decay flags name the flag")
    func curveAndDecayErrors() {
        #expect(failure { _ = try CurvePlot.resolve(name: nil, control: nil) }?.contains("--control") == true)
        #expect(failure { _ = try CurvePlot.resolve(name: "bouncy", control: nil) }?.contains("bouncy") == true)
        #expect(failure { _ = try CurvePlot.resolve(name: "linear", control: "0,0,1,1") }?.contains("not both") == true)
        #expect(failure { _ = try CurvePlot.resolve(name: nil, control: "0.1,0.2,0.3") }?.contains("--control") == true)
        #expect(
            failure { _ = try CurvePlot.resolve(name: nil, control: "1.5,0,0.5,1") }?.contains("--control x values")
                == true)
        #expect((try? CurvePlot.resolve(name: "easeInOut", control: nil))?.curve == .easeInOut)
        #expect(failure { try DecayPlot.validate(velocity: 1000, rate: 1, from: 0) }?.contains("--rate") == true)
        #expect(failure { try DecayPlot.validate(velocity: 0.2, rate: 0.998, from: 0) }?.contains("--velocity") == true)
        #expect(
            failure { try DecayPlot.validate(velocity: 100, rate: 0.998, from: .infinity) }?.contains("--from") == true)
        #expect(failure { try DecayPlot.validate(velocity: -800, rate: 0.99, from: 3) } == nil)
    }
}
