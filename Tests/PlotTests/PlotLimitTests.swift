import Motion
import Rendering
import Testing

@testable import Plot

@Suite("fling plot: every number gives a chart or an error")
struct PlotLimitTests {
    /// 0.1 % of 5e-324 is 0, a band the settling search's precondition refused.
    @Test(
        "a spring to a subnormal target has a settling time and draws",
        arguments: [Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, 0x1p-1030])
    func subnormalTarget(target: Double) throws {
        let choice = SpringChoice(
            spring: Spring(duration: 0.5, bounce: 0.3), given: "duration 0.5 bounce 0.3", isPhysical: false)
        let settle = try #require(SpringPlot.settlingTime(choice.spring, target: target, initialVelocity: 0))
        #expect(settle >= 0 && settle.isFinite)
        let chart = SpringPlot.chart(choice, target: target)
        #expect(!ChartSVG.render(chart).isEmpty)
        #expect(ChartBitmap.render(chart, width: 240, height: 240).width == 240)
    }

    @Test("a step never comes out zero, however small the span")
    func niceStepOfTinySpans() {
        for span in [Double.leastNonzeroMagnitude, 0x1p-1030, 1e-308, 2.5e-308] {
            let step = ChartAxis.niceStep(span: span)
            #expect(step.isNormal)
        }
        let axis = ChartAxis.fitting([0, .leastNonzeroMagnitude])
        #expect(axis.step.isNormal)
        #expect(axis.tickLabels.count >= 1)
    }

    /// The decade and the power of ten come from comparisons with exact powers, not libm, so
    /// ticks and labels are the same on any C library; they agree with the decimal facts.
    @Test("decades and powers of ten are exact, without libm")
    func decadesWithoutLibm() {
        for k in -22...22 {
            let power = ChartAxis.powerOfTen(k)
            #expect(power == Double("1e\(k)")!, "10^\(k)")
            #expect(ChartAxis.decade(of: power) == k)
            #expect(ChartAxis.decade(of: power.nextDown) == k - 1)
            #expect(ChartAxis.decade(of: power * 9.99) == k)
        }
        #expect(ChartAxis.decade(of: 2.5e-7) == -7)
        #expect(ChartAxis.decade(of: .greatestFiniteMagnitude) == 308)
        #expect(ChartAxis.decade(of: 1e-320) == -320)
        #expect(ChartAxis.niceStep(span: 1) == 0.2)
        #expect(ChartAxis.niceStep(span: 157) == 50)
        #expect(ChartAxis.niceStep(span: 0.003) == 0.0005)
        #expect(ChartAxis(lowerBound: 0, upperBound: 1, step: 0.1).tickDecimals == 1)
        #expect(ChartAxis(lowerBound: 0, upperBound: 0.01, step: 0.002).tickDecimals == 3)
        #expect(ChartAxis(lowerBound: 0, upperBound: 100, step: 20).tickDecimals == 0)
    }

    /// Beyond 2⁵³ adding 1 to a double changes nothing; the ticks are counted from the first.
    @Test("ticks of a narrow range far from zero are one per step")
    func ticksFarFromZero() {
        let axis = ChartAxis(lowerBound: 1e17, upperBound: 1e17 + 64, step: 8)
        #expect(axis.ticks.count <= 9)
    }
}
