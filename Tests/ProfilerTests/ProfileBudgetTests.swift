import Testing

@testable import Profiler

@Test(arguments: [
    ("render.p99=4ms", ProfileBudget.Figure.timing(.phase(.render), .p99), 4.0),
    ("render.p99=4", .timing(.phase(.render), .p99), 4),
    ("frame-interval.max=33.4ms", .timing(.frameInterval, .max), 33.4),
    ("interval.mean=17", .timing(.frameInterval, .mean), 17),
    ("events.p50=0.25ms", .timing(.phase(.events), .p50), 0.25),
    ("present.p95=1ms", .timing(.phase(.present), .p95), 1),
    ("hitch-ratio=5", .hitchRatio, 5),
    ("hitch-ratio=2.5ms/s", .hitchRatio, 2.5),
    ("late=0", .frames("late"), 0),
    ("dropped=3", .frames("dropped"), 3),
])
func budgetsParse(text: String, figure: ProfileBudget.Figure, limit: Double) throws {
    let budget = try ProfileBudget(parsing: text)
    #expect(budget.figure == figure)
    #expect(budget.limit == limit)
}

@Test(arguments: [
    ("render.p99", "write NAME=LIMIT"),
    ("=4ms", "write NAME=LIMIT"),
    ("render=4ms", "unknown budget \"render\""),
    ("paint.p99=4ms", "unknown budget \"paint.p99\""),
    ("render.p98=4ms", "unknown statistic \"p98\""),
    ("render.p99=4s", "the limit \"4s\" must be a number of ms"),
    ("render.p99=-1ms", "must be a number of ms at least 0"),
    ("render.p99=nan", "must be a number of ms"),
    ("render.p99=1e3", "must be a number of ms"),
    ("hitch-ratio=5ms", "must be a number of ms/s"),
    ("late=1.5", "must be a whole number of frames"),
])
func badBudgetsAreOneLineErrors(text: String, expected: String) {
    do {
        _ = try ProfileBudget(parsing: text)
        Issue.record("\(text) parsed")
    } catch {
        #expect(error.message.hasPrefix("--budget \"\(text)\": "))
        #expect(error.message.contains(expected), "\(error.message)")
        #expect(!error.message.contains("\n"))
    }
}

@Test func budgetsAreKeptOrBrokenByTheSummary() throws {
    let summary = ProfileFixture.tenFramesWithOneHitch().summary()   // render p99 40 ms, hitch ratio 173 ms/s
    #expect(try ProfileBudget(parsing: "render.p99=40ms").broken(by: summary) == nil)
    #expect(
        try ProfileBudget(parsing: "render.p99=4ms").broken(by: summary) == "budget render.p99=4ms broken: 40.000 ms")
    #expect(
        try ProfileBudget(parsing: "hitch-ratio=5").broken(by: summary) == "budget hitch-ratio=5 broken: 173.31 ms/s")
    #expect(try ProfileBudget(parsing: "late=0").broken(by: summary) == "budget late=0 broken: 1 frames")
    #expect(try ProfileBudget(parsing: "dropped=1").broken(by: summary) == nil)
    var headless = SyntheticFrames()
    headless.add(phases: [100_000, 100_000, 1_000_000])
    #expect(
        try ProfileBudget(parsing: "present.p99=1ms").broken(by: headless.profiler.summary())
            == "budget present.p99=1ms broken: the profile did not measure it")
}
