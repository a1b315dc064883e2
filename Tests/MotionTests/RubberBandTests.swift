import Motion
import Testing

// UIScrollView's rubber band: f(x) = (1 − 1/(|x|·c/d + 1))·d with the sign of x.

@Test(arguments: [
    // (overshoot, dimension, coefficient, offset) worked by hand:
    // 100 past a 500-point view: (1 − 1/1.11)·500 = 27500/555.
    (100.0, 500.0, 0.55, 49.549549549549546),
    // A full view's overshoot: u = 0.55, 500·0.55/1.55.
    (500.0, 500.0, 0.55, 177.41935483870967),
    // −1000 in a 300-point view: u = 11/6, 300·(11/6)/(17/6) = 300·11/17, negated.
    (-1000.0, 300.0, 0.55, -194.11764705882354),
    // c = 1: u = 1, half the dimension.
    (200.0, 200.0, 1.0, 100.0),
    (0.0, 500.0, 0.55, 0.0),
])
func rubberBandMatchesHandComputedValues(overshoot: Double, dimension: Double, coefficient: Double, offset: Double) {
    let computed = RubberBand.offset(overshoot, dimension: dimension, coefficient: coefficient)
    #expect(abs(computed - offset) < 1e-12)
}

@Test func defaultCoefficientIsUIScrollViews() {
    #expect(RubberBand.coefficient == 0.55)
    #expect(RubberBand.offset(100, dimension: 500) == RubberBand.offset(100, dimension: 500, coefficient: 0.55))
}

@Test(arguments: [100.0, 500.0, 1000.0], [0.55, 0.3, 1.0])
func slopeAtTheEdgeIsTheCoefficient(dimension: Double, coefficient: Double) {
    let h = 1e-6
    let slope =
        (RubberBand.offset(h, dimension: dimension, coefficient: coefficient)
            - RubberBand.offset(-h, dimension: dimension, coefficient: coefficient)) / (2 * h)
    #expect(abs(slope - coefficient) < 1e-8)
}

@Test(arguments: [100.0, 812.0])
func offsetIsMonotoneBoundedAndOdd(dimension: Double) {
    var previous = -Double.infinity
    for step in -400...400 {
        let x = Double(step) * Double(step) * Double(step) / 1000   // Dense near 0, out to ±64000.
        let y = RubberBand.offset(x, dimension: dimension)
        #expect(y > previous)
        #expect(abs(y) < dimension)
        #expect(RubberBand.offset(-x, dimension: dimension) == -y)
        previous = y
    }
    #expect(RubberBand.offset(.infinity, dimension: dimension) == dimension)
    #expect(RubberBand.offset(-.infinity, dimension: dimension) == -dimension)
    // d − f(x) = d/(u + 1): about d²/(c·x) short of the asymptote.
    #expect(dimension - RubberBand.offset(1e12, dimension: dimension) < 1e-5)
}

@Test(arguments: [-3000.0, -500.0, -1.0, -1e-9, 0.0, 1e-9, 0.25, 37.0, 499.0, 2500.0])
func overshootInvertsOffset(overshoot: Double) {
    let offset = RubberBand.offset(overshoot, dimension: 500)
    let recovered = RubberBand.overshoot(forOffset: offset, dimension: 500)
    #expect(abs(recovered - overshoot) <= 1e-12 * max(1, abs(overshoot)))
}

@Test(arguments: [-499.0, -250.0, -0.5, 0.0, 3.0, 120.0, 450.0, 499.9])
func offsetInvertsOvershoot(offset: Double) {
    let overshoot = RubberBand.overshoot(forOffset: offset, dimension: 500, coefficient: 0.3)
    #expect(abs(RubberBand.offset(overshoot, dimension: 500, coefficient: 0.3) - offset) <= 1e-12 * max(1, abs(offset)))
}

@Test(arguments: [500.0, 501.0, 1e6])
func offsetsAtOrBeyondTheDimensionNeedAnInfiniteOvershoot(offset: Double) {
    #expect(RubberBand.overshoot(forOffset: offset, dimension: 500) == .infinity)
    #expect(RubberBand.overshoot(forOffset: -offset, dimension: 500) == -.infinity)
}

@Test(arguments: [0.0, 0.5, 250.0, 999.999, 1000.0])
func clampLeavesValuesInsideTheRangeUnchanged(value: Double) {
    #expect(RubberBand.clamp(value, min: 0, max: 1000, dimension: 500) == value)
}

@Test func clampRubberBandsBeyondEitherEnd() {
    let below = RubberBand.clamp(-100, min: 0, max: 1000, dimension: 500)
    #expect(abs(below - -49.549549549549546) < 1e-12)
    let above = RubberBand.clamp(1100, min: 0, max: 1000, dimension: 500)
    #expect(abs(above - 1049.549549549549546) < 1e-12)
    // A zero-length range (content no larger than the view) bands on both sides of one point.
    #expect(
        abs(RubberBand.clamp(-100, min: 20, max: 20, dimension: 500) - (20 - RubberBand.offset(120, dimension: 500)))
            < 1e-12)
    #expect(RubberBand.clamp(1e12, min: 0, max: 1000, dimension: 500) < 1500)
}
