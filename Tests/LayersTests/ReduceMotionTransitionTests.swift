import Layers
import Motion
import Testing

/// What the transition shows of one layer at one time: everything a flip, a curl or a
/// dissolve could change.
private struct Shown: Equatable {
    var opacity: Double
    var transform: Transform3D
    var isHidden: Bool
    var pageCurl: PageCurl

    init(_ layer: Layer) {
        let values = layer.presentation()
        opacity = values.opacity
        transform = values.transform
        isHidden = values.isHidden
        pageCurl = values.pageCurl
    }
}

/// The sample times, in seconds of a 1-second transition: its start, the flip's halfway
/// turn and points either side, and the end.
private let sampleTimes = [0, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 1]

/// Runs `options` on a fresh card (in a superlayer, or as a root when `asRoot`), with Reduce
/// Motion as `reduceMotion`, and returns the tree's layer names and what the snapshot, the
/// container and the new face show at each sample time, with the completions it got.
private func run(
    _ options: TransitionOptions, reduceMotion: Bool, asRoot: Bool = false
) -> (names: [[String]], shown: [[Shown?]], finished: [Bool]) {
    let stage = CardStage(height: 120)
    stage.engine.accessibilityReduceMotion = reduceMotion
    let watched: Layer
    if asRoot {
        // A root container: the snapshot and the new content are inside it.
        stage.container.removeFromSuperlayer()
        stage.engine.attach(stage.container)
        watched = stage.container
    } else {
        watched = stage.root
    }
    stage.swapFaces(options)
    let snapshot = watched.sublayers.first { $0.name == "snapshot:container" }
    var names: [[String]] = []
    var shown: [[Shown?]] = []
    for time in sampleTimes {
        stage.frame(time)
        names.append(watched.sublayers.map(\.name))
        shown.append([snapshot.map(Shown.init), Shown(stage.container), Shown(stage.back)])
    }
    return (names, shown, stage.finished)
}

private let movingStyles: [TransitionOptions] = [
    .transitionFlipFromLeft, .transitionFlipFromRight, .transitionFlipFromTop, .transitionFlipFromBottom,
    .transitionCurlUp, .transitionCurlDown,
]

@Suite("Reduce Motion in UIView.transition(with:)")
struct ReduceMotionTransitionTests {
    @Test(
        "with Reduce Motion, a flip or a curl shows exactly the cross-dissolve of the same curve",
        arguments: movingStyles, [TransitionOptions.curveEaseInOut, .curveLinear, .curveEaseOut])
    func becomesDissolve(style: TransitionOptions, curve: TransitionOptions) throws {
        let reduced = run([style, curve], reduceMotion: true)
        let dissolve = run([.transitionCrossDissolve, curve], reduceMotion: false)
        #expect(reduced.names == dissolve.names)
        #expect(reduced.shown == dissolve.shown)
        #expect(reduced.finished == [true])
        // The dissolve's own values, so the comparison cannot pass on two wrong runs: the
        // snapshot fades out and the container in along the curve, nothing turns or curls.
        for (index, time) in sampleTimes.enumerated() where time < 1 {
            let progress = curve == .curveLinear ? time : reduced.shown[index][1]!.opacity
            let snapshot = try #require(reduced.shown[index][0])
            let container = try #require(reduced.shown[index][1])
            #expect(abs(snapshot.opacity - (1 - progress)) < 1e-12)
            if curve == .curveLinear { #expect(abs(container.opacity - time) < 1e-12) }
            for layer in [snapshot, container] {
                #expect(layer.transform == .identity)
                #expect(layer.pageCurl == .flat)
                #expect(!layer.isHidden)
            }
        }
        #expect(reduced.shown.last?[1]?.opacity == 1)
    }

    @Test(
        "with Reduce Motion, a root container's flip and curl dissolve as its cross-dissolve does",
        arguments: movingStyles)
    func rootContainer(style: TransitionOptions) {
        let reduced = run([style, .curveLinear], reduceMotion: true, asRoot: true)
        let dissolve = run([.transitionCrossDissolve, .curveLinear], reduceMotion: false, asRoot: true)
        #expect(reduced.names == dissolve.names)
        #expect(reduced.shown == dissolve.shown)
        #expect(reduced.finished == [true])
    }

    @Test("without Reduce Motion, flips turn and curls roll as before", arguments: movingStyles)
    func unchangedWhenOff(style: TransitionOptions) throws {
        let moving = run([style, .curveLinear], reduceMotion: false)
        let dissolve = run([.transitionCrossDissolve, .curveLinear], reduceMotion: false)
        #expect(moving.shown != dissolve.shown)
        // A quarter of the way: a flip has turned the container, a curl has rolled a page.
        let quarter = try #require(sampleTimes.firstIndex(of: 0.25))
        let container = try #require(moving.shown[quarter][1])
        let snapshot = try #require(moving.shown[quarter][0])
        if style == .transitionCurlUp || style == .transitionCurlDown {
            let page = style == .transitionCurlUp ? snapshot : container
            #expect(page.pageCurl.progress > 0 && page.pageCurl != .flat)
            #expect(container.opacity == 1 && snapshot.opacity == 1)
        } else {
            #expect(container.transform != .identity)
            #expect(container.opacity == 1)
        }
        #expect(moving.finished == [true])
    }

    @Test(
        "the cross-dissolve and no style are the same with Reduce Motion on or off",
        arguments: [TransitionOptions.transitionCrossDissolve, []])
    func dissolveUnchanged(style: TransitionOptions) {
        for curve in [TransitionOptions.curveEaseInOut, .curveEaseIn] {
            let on = run([style, curve], reduceMotion: true)
            let off = run([style, curve], reduceMotion: false)
            #expect(on.names == off.names)
            #expect(on.shown == off.shown)
            #expect(on.finished == off.finished)
        }
    }

    @Test("the setting is read when a transition starts: turning it on mid-flip leaves the flip running")
    func readAtStart() throws {
        let stage = CardStage()
        stage.swapFaces([.transitionFlipFromLeft, .curveLinear])
        stage.frame(0.1)
        stage.engine.accessibilityReduceMotion = true
        stage.frame(0.25)
        #expect(stage.container.presentation().transform != .identity || stage.container.presentation().isHidden)
        let snapshot = try #require(stage.snapshot)
        #expect(snapshot.presentation().transform != .identity)
        #expect(snapshot.presentation().opacity == 1)
        // The next transition dissolves.
        stage.frame(1)
        stage.engine.transition(
            with: stage.container, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
            animations: { stage.container.backgroundColor = .black })
        stage.frame(1.5)
        #expect(stage.container.presentation().transform == .identity)
        #expect(abs(stage.container.presentation().opacity - 0.5) < 1e-12)
    }

    @Test("Reduce Motion keeps the duration, the touch gating and the completion of the style it replaces")
    func keepsOptions() {
        let inside = Point(x: 200, y: 200)
        let blocked = CardStage()
        blocked.engine.accessibilityReduceMotion = true
        blocked.swapFaces(duration: 0.5, [.transitionCurlDown, .curveLinear])
        blocked.frame(0.25)
        #expect(blocked.root.hitTest(inside) === blocked.root)
        #expect(blocked.finished.isEmpty)
        #expect(abs(blocked.container.presentation().opacity - 0.5) < 1e-12)
        blocked.frame(0.5)
        #expect(blocked.finished == [true])
        #expect(blocked.snapshot == nil)
        #expect(blocked.root.hitTest(inside) === blocked.back)

        let allowed = CardStage()
        allowed.engine.accessibilityReduceMotion = true
        allowed.swapFaces([.transitionFlipFromTop, .curveLinear, .allowUserInteraction])
        allowed.frame(0.5)
        #expect(allowed.root.hitTest(inside) === allowed.back)
    }
}
