import Layers
import Motion
import Testing

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Frames every 50 ms, exactly (integer milliseconds), from `from` through `through`.
private func frames(_ stage: Stage, from: Int, through: Int) {
    for ms in stride(from: from, through: through, by: 50) {
        stage.engine.now = .init(milliseconds: Int64(ms))
        stage.engine.update(at: .init(milliseconds: Int64(ms)))
    }
}

@Suite("PhaseAnimator: stepping through phases, an animation for each step")
struct PhaseAnimatorTests {
    @Test("a triggered cycle steps to each phase and back to the first, advancing at each step's logical completion")
    func triggeredCycle() {
        let stage = Stage()
        var events: [(time: Double, what: String)] = []
        let phases = PhaseAnimator(engine: stage.engine, phases: [0.0, 1.0, 2.0]) { phase in
            switch phase {
            case 1: .linear(duration: 0.2)
            case 2: .linear(duration: 0.3)
            default: .linear(duration: 0.1)
            }
        } apply: { [layer = stage.layer] phase in
            layer.position.x = phase * 100
        }
        phases.onPhaseComplete = { events.append((stage.engine.callbackTime, "phase \($0)")) }
        phases.completion = { events.append((stage.engine.callbackTime, "done")) }
        #expect(stage.layer.position.x == 0 && !stage.engine.hasRunningAnimations)
        phases.trigger(onChangeOf: "a")   // first sight: nothing
        #expect(!phases.isRunning)
        phases.trigger(onChangeOf: "b")
        #expect(phases.isRunning && phases.phase == 1 && stage.layer.position.x == 100)
        frames(stage, from: 50, through: 100)
        #expect(close(stage.layer.presentation().position.x, 50))   // 0 → 100 over 0.2 s, at 0.1
        frames(stage, from: 150, through: 350)
        // The step to 2 began at 0.2: 100 → 200 over 0.3 s, half-way at 0.35.
        #expect(phases.phase == 2 && close(stage.layer.presentation().position.x, 150))
        frames(stage, from: 400, through: 800)
        #expect(events.map(\.what) == ["phase 1.0", "phase 2.0", "phase 0.0", "done"])
        for (event, time) in zip(events, [0.2, 0.5, 0.6, 0.6]) {
            #expect(close(event.time, time), "\(event.what)")
        }
        #expect(!phases.isRunning && phases.phase == 0 && stage.layer.presentation().position.x == 0)
    }

    @Test("a continuous animator cycles until stopped; stop lets the step under way finish quietly")
    func continuous() {
        let stage = Stage()
        var events: [(time: Double, phase: Bool)] = []
        let blink = PhaseAnimator(engine: stage.engine, phases: [false, true], continuous: true) { _ in
            .linear(duration: 0.25)
        } apply: { [layer = stage.layer] on in
            layer.opacity = on ? 0 : 1
        }
        blink.onPhaseComplete = { events.append((stage.engine.callbackTime, $0)) }
        var completed = false
        blink.completion = { completed = true }
        stage.engine.now = .zero
        blink.start()
        frames(stage, from: 50, through: 1100)
        #expect(events.map(\.phase) == [true, false, true, false])
        for (event, time) in zip(events, [0.25, 0.5, 0.75, 1.0]) { #expect(close(event.time, time)) }
        #expect(close(stage.layer.presentation().opacity, 0.6))   // from 1 toward 0 since 1.0, at 1.1
        blink.stop()
        frames(stage, from: 1150, through: 2000)
        #expect(events.count == 4 && !completed && !blink.isRunning)
        #expect(stage.layer.presentation().opacity == 0 && !stage.engine.hasRunningAnimations)
    }

    @Test("a spring step hands over at its logical completion, before it has come to rest (SwiftUI's rule)")
    func springHandsOverEarly() {
        let stage = Stage()
        var handOff: (time: Double, shown: Double)?
        let phases = PhaseAnimator(engine: stage.engine, phases: [0.0, 100.0]) { _ in
            .spring(duration: 0.5, bounce: 0)
        } apply: { [layer = stage.layer] x in
            layer.position.x = x
        }
        phases.onPhaseComplete = { [layer = stage.layer] phase in
            if phase == 100 && handOff == nil { handOff = (stage.engine.callbackTime, layer.presentation().position.x) }
        }
        phases.start()
        frames(stage, from: 50, through: 3000)
        let (time, shown) = try! #require(handOff)
        #expect(time > 0.3 && time < 1.0)
        // Shown within 1 % of the distance, but not yet at rest on 100.
        #expect(shown > 99 && shown < 100)
        #expect(phases.phase == 0 && !phases.isRunning)
    }

    @Test("steps without an animation apply at once and advance a frame apart, so a cycle cannot spin")
    func unanimatedSteps() {
        let stage = Stage()
        var events: [(time: Double, what: String)] = []
        let phases = PhaseAnimator(engine: stage.engine, phases: ["a", "b", "c"], continuous: false) { _ in
            nil
        } apply: {
            [layer = stage.layer] name in
            layer.position.y = name == "a" ? 0 : name == "b" ? 10 : 20
        }
        phases.onPhaseComplete = { events.append((stage.engine.callbackTime, $0)) }
        phases.completion = { events.append((stage.engine.callbackTime, "done")) }
        stage.engine.now = .zero
        phases.start()
        #expect(stage.layer.position.y == 10 && stage.layer.presentation().position.y == 10)
        frames(stage, from: 50, through: 300)
        #expect(events.map(\.what) == ["b", "c", "a", "done"])
        for (event, time) in zip(events, [0.0, 0.05, 0.1, 0.1]) { #expect(close(event.time, time), "\(event.what)") }
    }
}
