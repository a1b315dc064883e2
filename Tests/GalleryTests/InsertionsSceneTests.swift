import Demos
import Fling
import FlingTesting
import Testing

/// The insertions scene: every tile's card, read back from its presentation in each frame's
/// trace, against its transition's closed form on the tile spring at the frame's time.
@Suite("the insertions scene")
struct InsertionsSceneTests {
    typealias Insertions = InsertionsScene

    /// The scene laid out in the default 1280×800 window, to find where things are.
    static var laidOut: InsertionsScene {
        let scene = InsertionsScene()
        scene.layout(size: Size(width: 1280, height: 800))
        return scene
    }

    /// The middle of tile `name`'s card, in the window.
    static func card(_ name: String) -> Point {
        let scene = laidOut
        return withExtendedLifetime(scene) {
            let card = scene.tiles.first { $0.name == name }!.card
            return card.convert(card.bounds.center, to: nil)
        }
    }

    /// The size of every tile's card in the laid-out scene.
    static var cardSize: Size {
        let scene = laidOut
        return withExtendedLifetime(scene) { scene.tiles[0].card.bounds.size }
    }

    static func seconds(_ frame: JSONValue, _ field: String = "target_ns") throws -> Double {
        try #require(frame[field]?.double) / 1e9
    }

    static func value(_ frame: JSONValue, _ field: String) throws -> Double {
        try #require(frame[field]?.double, "no \(field)")
    }

    /// A run of a script made by `body`, and its scene.
    static func run(
        reduceMotion: Bool = false, tail: Double = 2, _ body: (inout InputScript) -> Void
    ) throws -> (FrameTrace, InsertionsScene) {
        var script = InputScript(InsertionsScene.entry)
        script.reduceMotion = reduceMotion
        body(&script)
        let run = try SceneReplay(InsertionsScene.entry).run(script.recording(tail: tail))
        return (run.trace, try #require(run.scene as? InsertionsScene))
    }

    /// What a tile's card shows, as the numbers the trace holds before the opacity is clamped
    /// and the scale made positive: opacity, centre moved by (dx, dy), signed scale, angle.
    /// Every transition here moves these along a straight line between two looks, so a spring
    /// (linear in what it animates) moves each number as the closed form of a scalar spring.
    struct Look {
        var values: [Double]
        static let identity = Look(values: [1, 0, 0, 1, 0])
        static let fields = ["opacity", "dx", "dy", "scale", "rotation"]
    }

    /// A tile's looks when it is about to appear and when it has disappeared.
    static func looks(_ name: String, _ size: Size) -> (willAppear: Look, didDisappear: Look) {
        let (w, h) = (size.width, size.height)
        switch name {
        case "opacity": return (Look(values: [0, 0, 0, 1, 0]), Look(values: [0, 0, 0, 1, 0]))
        // About the bottom edge's middle: the centre is h/2·(1 − s) below its place.
        case "scale": return (Look(values: [1, 0, h / 2, 0, 0]), Look(values: [1, 0, h / 2, 0, 0]))
        case "move": return (Look(values: [1, 0, -h, 1, 0]), Look(values: [1, 0, -h, 1, 0]))
        case "slide": return (Look(values: [1, -w, 0, 1, 0]), Look(values: [1, w, 0, 1, 0]))
        case "push": return (Look(values: [0, w, 0, 1, 0]), Look(values: [0, -w, 0, 1, 0]))
        case "offset": return (Look(values: [1, w, h, 1, 0]), Look(values: [1, w, h, 1, 0]))
        case "asymmetric": return (Look(values: [1, 0, 0, 0, 0]), Look(values: [0, 0, 0, 1, 0]))
        case "combined": return (Look(values: [0, 0, 0, 0.5, 0]), Look(values: [0, 0, 0, 0.5, 0]))
        case "twirl":
            return (Look(values: [0, 0, 0, 0.5, -Double.pi / 2]), Look(values: [0, 0, 0, 0.5, Double.pi / 2]))
        // The blur changes none of these.
        default: return (.identity, .identity)
        }
    }

    /// A merging spring's value after a series of retargets, as the closed form: each target
    /// starts a spring from the value and velocity the one before had reached. A change with a
    /// `from` starts from rest there (a card coming in from `willAppear`, or leaving from rest).
    /// Each spring runs on in the number's own units: the travel `span` scales the engine's
    /// rest threshold.
    struct MergedSpring {
        let spring: Spring
        var changes: [(time: Double, target: Double, from: Double?)]

        func state(at t: Double) -> (value: Double, velocity: Double, target: Double)? {
            var value = 0.0
            var velocity = 0.0
            var current: (time: Double, target: Double)?
            // A frame whose target time is a tap's time was drawn before that tap.
            for change in changes where change.time < t {
                if let (start, target) = current {
                    let dt = change.time - start
                    let v = spring.velocity(target: target - value, initialVelocity: velocity, time: dt)
                    value += spring.value(target: target - value, initialVelocity: velocity, time: dt)
                    velocity = v
                }
                if let from = change.from { (value, velocity) = (from, 0) }
                current = (change.time, change.target)
            }
            guard let (start, target) = current else { return nil }
            return (
                value + spring.value(target: target - value, initialVelocity: velocity, time: t - start),
                spring.velocity(target: target - value, initialVelocity: velocity, time: t - start), target
            )
        }
    }

    /// How long after a tap the tests take the card to be at rest: a tap later than this
    /// starts from the transition's own start, an earlier one from where the card is shown.
    static let restAfter = 1.2

    /// The closed form of every number of a tile's look, for its taps.
    static func model(_ tile: InsertionTile, size: Size) -> [MergedSpring] {
        let (willAppear, didDisappear) = looks(tile.name, size)
        return Look.fields.indices.map { field in
            var changes: [(time: Double, target: Double, from: Double?)] = []
            var last = -Double.infinity
            for (time, removed) in tile.toggles {
                let target = removed ? didDisappear.values[field] : Look.identity.values[field]
                // From rest a removal starts at identity and an insertion at willAppear.
                let from = time - last < restAfter ? nil : (removed ? Look.identity : willAppear).values[field]
                changes.append((time, target, from))
                last = time
            }
            return MergedSpring(spring: Insertions.tileSpring, changes: changes)
        }
    }

    /// Checks every frame's traced look of `tile` against the closed form (the opacity
    /// clamped, the scale's size), to 1e-9; at rest the engine may show the end instead.
    /// Returns how many frames matched while the card moved, and the frames that did not.
    static func check(_ trace: FrameTrace, _ tile: InsertionTile, size: Size) throws -> (
        strict: Int, mismatches: [String]
    ) {
        let model = model(tile, size: size)
        let (willAppear, didDisappear) = looks(tile.name, size)
        let spans = Look.fields.indices.map {
            max(
                abs(willAppear.values[$0] - Look.identity.values[$0]),
                abs(didDisappear.values[$0] - Look.identity.values[$0]), 1)
        }
        var strict = 0
        var mismatches: [String] = []
        for frame in trace.frames {
            let t = try seconds(frame)
            let states = model.compactMap { $0.state(at: t) }
            guard states.count == model.count else { continue }
            let traced = try Look.fields.map { field -> Double in
                field == "rotation" && tile.name != "twirl" ? 0 : try value(frame, "card.\(tile.name).\(field)")
            }
            var expected = states.map(\.value)
            expected[0] = min(max(expected[0], 0), 1)
            expected[3] = abs(expected[3])
            if zip(traced, expected).allSatisfy({ abs($0 - $1) < 1e-9 }) {
                if states.contains(where: { abs($0.value - $0.target) > 1e-3 }) { strict += 1 }
                continue
            }
            // At rest the engine shows the end: identity once inserted, and the card gone
            // (opacity 0, no effect) once the removal is over.
            let settled = zip(states, spans).allSatisfy { abs($0.value - $0.target) < 2e-3 * $1 }
            let removed = tile.toggles.last { $0.time < t }?.removed ?? false
            let rest = removed ? [0.0, 0, 0, 1, 0] : Look.identity.values
            if settled && traced == rest { continue }
            mismatches.append("\(tile.name) t \(t): traced \(traced), closed form \(expected)")
        }
        return (strict, mismatches)
    }

    @Test("every tile's card leaves and comes back on the tile spring, frame by frame as its transition's closed form")
    func everyTileOutAndBack() throws {
        let size = Self.cardSize
        let (trace, scene) = try Self.run(tail: 2) { script in
            for tile in Self.laidOut.tiles {
                script.wait(0.03)
                script.tap(at: Self.card(tile.name))
            }
            script.wait(1.6)
            for tile in Self.laidOut.tiles {
                script.wait(0.03)
                script.tap(at: Self.card(tile.name))
            }
        }
        for tile in scene.tiles {
            #expect(tile.toggles.map(\.removed) == [true, false], "\(tile.name)")
            #expect(tile.outcomes == [.finished, .finished], "\(tile.name)")
            #expect(tile.isPresent && tile.pending == 0)
            let (strict, mismatches) = try Self.check(trace, tile, size: size)
            #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
            if tile.name != "blur" { #expect(strict > 30, "\(tile.name): \(strict) frames checked while moving") }
            // Gone between the two taps, back at the end.
            let presence = trace.frames.compactMap { $0["card.\(tile.name).present"]?.double }
            #expect(presence.first == 1 && presence.last == 1 && presence.contains(0))
        }
        #expect(scene.frameLabel == "idle")
    }

    @Test(
        "a click mid-flight turns a card round from where it is shown, keeping its velocity",
        arguments: ["move", "push", "twirl", "scale"])
    func reversalIsContinuous(name: String) throws {
        let size = Self.cardSize
        let (trace, scene) = try Self.run(tail: 2) { script in
            script.wait(0.1)
            script.tap(at: Self.card(name))
            script.wait(0.12)
            script.tap(at: Self.card(name))
            script.wait(0.1)
            script.tap(at: Self.card(name))
        }
        let tile = try #require(scene.tiles.first { $0.name == name })
        #expect(tile.toggles.map(\.removed) == [true, false, true])
        #expect(tile.outcomes == [.reversed, .reversed, .finished])
        #expect(!tile.isPresent && tile.card.superlayer == nil)
        let (strict, mismatches) = try Self.check(trace, tile, size: size)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
        #expect(strict > 30)

        // The closed form carries value and velocity through each click; one that restarts
        // the spring at rest from the value shown at the click is far from what was traced.
        let model = Self.model(tile, size: size)
        let field = ["twirl": 4, "scale": 3, "move": 2, "push": 1][name]!
        let click = tile.toggles[1].time
        let before = try #require(model[field].state(at: click))
        #expect(abs(before.velocity) > 1, "the card is moving at the click: \(before.velocity)")
        var restarted = MergedSpring(spring: Insertions.tileSpring, changes: [])
        restarted.changes = [(click, Look.identity.values[field], before.value)]
        let after = trace.frames.first { (try? Self.seconds($0)) ?? 0 > click + 0.05 }
        let t = try Self.seconds(try #require(after))
        let traced = try Self.value(try #require(after), "card.\(name).\(Look.fields[field])")
        let closed = try #require(model[field].state(at: t)).value
        #expect(abs(traced - (field == 3 ? abs(closed) : closed)) < 1e-9)
        let naive = try #require(restarted.state(at: t)).value
        #expect(abs(traced - (field == 3 ? abs(naive) : naive)) > 1e-3)
    }

    @Test("a leaving card takes no touches: a click where it is shown lands on its well, and the tile brings it back")
    func leavingCardTakesNoTouches() throws {
        let point = Self.card("opacity")
        var script = InputScript(InsertionsScene.entry)
        script.wait(0.1)
        script.tap(at: point)
        let midway = try SceneReplay(InsertionsScene.entry).run(script.recording(tail: 1), frames: 20)
        let scene = try #require(midway.scene as? InsertionsScene)
        let tile = scene.tiles[0]
        #expect(tile.card.isLeaving && tile.card.superlayer === tile.well)
        #expect(try Self.value(try #require(midway.trace.frames.last), "card.opacity.opacity") > 0.01)
        #expect(scene.root.hitTest(point) === tile.well)
        #expect(scene.root.hitTest(point, usingPresentation: true) === tile.well)
        // Present, the card itself is hit, and its tile's tap still sees the click.
        let fresh = Self.laidOut
        #expect(fresh.root.hitTest(point) === fresh.tiles[0].card)

        let (trace, clicked) = try Self.run(tail: 1.5) { script in
            script.wait(0.1)
            script.tap(at: point)
            script.wait(0.15)
            script.tap(at: point)
        }
        let again = clicked.tiles[0]
        #expect(again.toggles.map(\.removed) == [true, false])
        #expect(again.outcomes == [.reversed, .finished] && again.isPresent)
        #expect(try Self.value(try #require(trace.frames.last), "card.opacity.opacity") == 1)
    }

    @Test("Reduce Motion: the moving tiles fade instead, on the same spring; the label says so")
    func reduceMotion() throws {
        let moving = ["scale", "move", "slide", "push", "offset"]
        let (trace, scene) = try Self.run(reduceMotion: true, tail: 2) { script in
            for name in moving {
                script.wait(0.03)
                script.tap(at: Self.card(name))
            }
        }
        #expect(scene.reduceMotionLabel.text?.string == "Reduce Motion: on")
        #expect(trace.frames.allSatisfy { $0["reduceMotion"]?.double == 1 })
        for name in moving {
            let tile = try #require(scene.tiles.first { $0.name == name })
            let removed = try #require(tile.toggles.first).time
            var fading = 0
            for frame in trace.frames {
                let t = try Self.seconds(frame)
                #expect(try Self.value(frame, "card.\(name).dx") == 0 && Self.value(frame, "card.\(name).dy") == 0)
                #expect(try Self.value(frame, "card.\(name).scale") == 1)
                guard t > removed else { continue }
                let p = Insertions.tileSpring.value(target: 1, time: t - removed)
                let opacity = try Self.value(frame, "card.\(name).opacity")
                if abs(opacity - min(max(1 - p, 0), 1)) < 1e-9 {
                    if opacity > 1e-3 { fading += 1 }
                } else {
                    #expect(opacity == 0 && abs(1 - p) < 2e-3, "\(name) t \(t): \(opacity), 1 − p = \(1 - p)")
                }
            }
            #expect(fading > 10, "\(name)")
            #expect(tile.outcomes == [.finished] && tile.card.superlayer == nil)
        }
    }

    /// The middle of the small card, in the window: inside the detail too, wherever it is shown.
    static var thumbnailPoint: Point {
        let scene = laidOut
        return withExtendedLifetime(scene) { scene.thumbnail.convert(scene.thumbnail.bounds.center, to: nil) }
    }

    /// The detail's shown frame and corner radius as traced, and its opacity and the card's.
    static func detailLook(_ frame: JSONValue) throws -> [Double] {
        try ["x", "y", "width", "height", "cornerRadius", "opacity"].map { try value(frame, "detail.\($0)") }
            + [value(frame, "thumbnail.opacity")]
    }

    /// A frame and corner radius as the numbers `detailLook` traces: centre, size, radius.
    static func look(_ rect: Rect, radius: Double) -> [Double] {
        [rect.center.x, rect.center.y, rect.width, rect.height, radius]
    }

    /// Checks the detail's traced frame, corner radius and opacity, and the card's opacity,
    /// against merged springs on `detailSpring` between the card's look and the detail's, one
    /// change per click; at rest the engine shows the end. Returns how many frames matched
    /// while moving, and the frames that did not.
    static func checkDetail(_ trace: FrameTrace, _ scene: InsertionsScene) throws -> (
        strict: Int, mismatches: [String]
    ) {
        let card = look(scene.thumbnail.frame, radius: Insertions.thumbnailRadius)
        let own = look(scene.detail.frame, radius: Insertions.detailRadius)
        var springs = (0..<7).map { _ in MergedSpring(spring: Insertions.detailSpring, changes: []) }
        var last = -Double.infinity
        for (time, expanded) in scene.detailToggles {
            let rest = time - last >= restAfter
            for i in 0..<5 {
                springs[i].changes.append(
                    (time, expanded ? own[i] : card[i], rest ? (expanded ? card[i] : own[i]) : nil))
            }
            springs[5].changes.append((time, expanded ? 1 : 0, rest ? (expanded ? 0 : 1) : nil))
            springs[6].changes.append((time, expanded ? 0 : 1, rest ? (expanded ? 1 : 0) : nil))
            last = time
        }
        var strict = 0
        var mismatches: [String] = []
        for frame in trace.frames {
            let t = try seconds(frame)
            let states = springs.compactMap { $0.state(at: t) }
            guard states.count == springs.count else { continue }
            let traced = try detailLook(frame)
            var expected = states.map(\.value)
            expected[5] = min(max(expected[5], 0), 1)
            expected[6] = min(max(expected[6], 0), 1)
            let expanded = scene.detailToggles.last { $0.time < t }?.expanded ?? false
            // The fades and the hand-over are animations of their own, each stopped by the
            // engine near its end; a removal ends with its fade, and the detail, gone, shows
            // its own frame again.
            let gone = !expanded && traced[5] == 0 && abs(states[5].value) < 2e-3
            var exact = 0
            var wrong: [Int] = []
            for i in traced.indices {
                let span = max(abs(own[min(i, 4)] - card[min(i, 4)]), 1)
                if abs(traced[i] - expected[i]) < 1e-9 {
                    if abs(states[i].value - states[i].target) > 1e-3 { exact += 1 }
                } else if abs(states[i].value - states[i].target) < 2e-3 * span,
                    abs(traced[i] - states[i].target) < 1e-9
                {
                    continue
                } else if i < 5, gone, abs(traced[i] - own[i]) < 1e-9 {
                    continue
                } else {
                    wrong.append(i)
                }
            }
            if !wrong.isEmpty {
                mismatches.append("t \(t): \(wrong) traced \(traced), closed form \(expected)")
            } else if exact > 0 {
                strict += 1
            }
        }
        return (strict, mismatches)
    }

    @Test("the card opens into its detail: the detail grows from the card's frame and corners to its own, cross-fading")
    func detailOpens() throws {
        let (trace, scene) = try Self.run(tail: 1.5) { script in
            script.wait(0.1)
            script.tap(at: Self.thumbnailPoint)
        }
        #expect(scene.detailToggles.map(\.expanded) == [true])
        #expect(scene.detail.superlayer === scene.section && scene.thumbnail.superlayer == nil)
        let (strict, mismatches) = try Self.checkDetail(trace, scene)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
        #expect(strict > 20)
        // The first frame after the click shows the detail close to the card, with its corners.
        let click = try #require(scene.detailToggles.first).time
        let first = try #require(trace.frames.first { (try? Self.seconds($0)) ?? 0 > click })
        let shown = try Self.detailLook(first)
        let card = Self.look(scene.thumbnail.frame, radius: Insertions.thumbnailRadius)
        let own = Self.look(scene.detail.frame, radius: Insertions.detailRadius)
        for i in 0..<5 { #expect(abs(shown[i] - card[i]) < 0.1 * abs(own[i] - card[i]) + 1e-9, "\(i)") }
        #expect(
            zip(try Self.detailLook(try #require(trace.frames.last)), own + [1, 0]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(scene.frameLabel == "idle" && scene.detailPending == 0)
    }

    @Test(
        "clicked mid-way the detail turns round from where it is shown, keeping its velocity, and goes back into the card"
    )
    func detailReverses() throws {
        let (trace, scene) = try Self.run(tail: 1.5) { script in
            script.wait(0.1)
            script.tap(at: Self.thumbnailPoint)
            script.wait(0.1)
            script.tap(at: Self.thumbnailPoint)
        }
        #expect(scene.detailToggles.map(\.expanded) == [true, false])
        #expect(scene.thumbnail.superlayer === scene.section && scene.detail.superlayer == nil)
        let (strict, mismatches) = try Self.checkDetail(trace, scene)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
        #expect(strict > 20)
        // Moving at the click; a spring restarted there from rest would be elsewhere soon after.
        let click = scene.detailToggles[1].time
        let card = Self.look(scene.thumbnail.frame, radius: Insertions.thumbnailRadius)
        let own = Self.look(scene.detail.frame, radius: Insertions.detailRadius)
        let opened = MergedSpring(
            spring: Insertions.detailSpring, changes: [(scene.detailToggles[0].time, own[2], card[2])])
        let before = try #require(opened.state(at: click))
        #expect(before.velocity > 100, "the width grows at the click: \(before.velocity) pt/s")
        let restarted = MergedSpring(spring: Insertions.detailSpring, changes: [(click, card[2], before.value)])
        let after = try #require(trace.frames.first { (try? Self.seconds($0)) ?? 0 > click + 0.05 })
        let naive = try #require(restarted.state(at: try Self.seconds(after))).value
        #expect(abs(try Self.value(after, "detail.width") - naive) > 1)
    }

    @Test("Reduce Motion: the hand-over moves nothing; the detail fades in at its own frame")
    func detailUnderReduceMotion() throws {
        let (trace, scene) = try Self.run(reduceMotion: true, tail: 1.5) { script in
            script.wait(0.1)
            script.tap(at: Self.thumbnailPoint)
        }
        let click = try #require(scene.detailToggles.first).time
        let own = Self.look(scene.detail.frame, radius: Insertions.detailRadius)
        var fading = 0
        for frame in trace.frames {
            let shown = try Self.detailLook(frame)
            #expect(zip(shown[0..<5], own).allSatisfy { abs($0 - $1) < 1e-9 }, "\(shown)")
            let t = try Self.seconds(frame)
            guard t > click else { continue }
            let p = Insertions.detailSpring.value(target: 1, time: t - click)
            if abs(shown[5] - min(max(p, 0), 1)) < 1e-9 {
                fading += 1
            } else {
                #expect(shown[5] == 1 && abs(1 - p) < 2e-3, "t \(t): \(shown[5]), p = \(p)")
            }
        }
        #expect(fading > 10)
    }

    @Test("the M key turns Reduce Motion on and the label and trace show it from that frame")
    func reduceMotionKey() throws {
        let (trace, scene) = try Self.run(tail: 0.5) { script in
            script.wait(0.2)
            script.key("m")
        }
        #expect(scene.engine.accessibilityReduceMotion)
        #expect(scene.reduceMotionLabel.text?.string == "Reduce Motion: on")
        let flags = trace.frames.compactMap { $0["reduceMotion"]?.double }
        #expect(flags.first == 0 && flags.last == 1)
        #expect(flags == flags.sorted(), "off, then on from one frame on")
    }

    @Test("recording insertions-tiles: every card out and back, four turned round mid-flight, as the closed forms")
    func tilesRecording() throws {
        let name = "Recordings/insertions-tiles.flingrec"
        try ReplayTest.check(name, scene: InsertionsScene.entry)
        let run = try SceneReplay(InsertionsScene.entry).run(recordingAt: Recordings.path(name))
        let scene = try #require(run.scene as? InsertionsScene)
        let turned = ["scale", "move", "push", "twirl"]
        for tile in scene.tiles {
            #expect(
                tile.toggles.map(\.removed)
                    == (turned.contains(tile.name) ? [true, false, true, false] : [true, false]))
            #expect(
                tile.outcomes
                    == (turned.contains(tile.name)
                        ? [.finished, .finished, .reversed, .finished] : [.finished, .finished]))
            #expect(tile.isPresent && tile.pending == 0, "\(tile.name)")
            let (strict, mismatches) = try Self.check(run.trace, tile, size: Self.cardSize)
            #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
            if tile.name != "blur" { #expect(strict > 30, "\(tile.name): \(strict)") }
        }
        // Where it ends: every card back in its well, at rest.
        let last = try #require(run.trace.frames.last)
        for tile in scene.tiles {
            #expect(try Self.value(last, "card.\(tile.name).opacity") == 1)
            #expect(try Self.value(last, "card.\(tile.name).scale") == 1)
        }
        #expect(scene.frameLabel == "idle" && !scene.expanded)
    }

    @Test("recording insertions-detail: opened, closed and opened again mid-way; then M, and a card fading under it")
    func detailRecording() throws {
        let name = "Recordings/insertions-detail.flingrec"
        try ReplayTest.check(name, scene: InsertionsScene.entry)
        let run = try SceneReplay(InsertionsScene.entry).run(recordingAt: Recordings.path(name))
        let scene = try #require(run.scene as? InsertionsScene)
        #expect(scene.detailToggles.map(\.expanded) == [true, false, true])
        #expect(scene.detail.superlayer === scene.section && scene.thumbnail.superlayer == nil)
        let (strict, mismatches) = try Self.checkDetail(run.trace, scene)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
        #expect(strict > 40)
        // M once: off, then on to the end; the move tile, toggled under it, only fades.
        #expect(scene.engine.accessibilityReduceMotion)
        #expect(scene.reduceMotionLabel.text?.string == "Reduce Motion: on")
        let flags = try run.trace.frames.map { try Self.value($0, "reduceMotion") }
        #expect(flags.first == 0 && flags.last == 1 && flags == flags.sorted())
        let move = try #require(scene.tiles.first { $0.name == "move" })
        #expect(move.toggles.map(\.removed) == [true, false] && move.isPresent)
        let on = try #require(run.trace.frames.firstIndex { $0["reduceMotion"]?.double == 1 })
        let removed = try #require(move.toggles.first).time
        #expect(try Self.seconds(run.trace.frames[on]) < removed)
        var faded = 1.0
        for frame in run.trace.frames[on...] {
            #expect(try Self.value(frame, "card.move.dy") == 0 && Self.value(frame, "card.move.scale") == 1)
            faded = min(faded, try Self.value(frame, "card.move.opacity"))
        }
        #expect(faded == 0)
        #expect(try Self.value(try #require(run.trace.frames.last), "card.move.opacity") == 1)
    }

    @Test("the label follows the engine's Reduce Motion setting, read every frame")
    func labelFollowsSetting() throws {
        let scene = Self.laidOut
        #expect(scene.reduceMotionLabel.text?.string == "Reduce Motion: off")
        #expect(scene.traceValues().last?.value == 0)
        scene.engine.accessibilityReduceMotion = true
        scene.update(at: .seconds(1))
        #expect(scene.reduceMotionLabel.text?.string == "Reduce Motion: on")
        #expect(scene.traceValues().last.map { $0.name == "reduceMotion" && $0.value == 1 } == true)
        scene.engine.accessibilityReduceMotion = false
        scene.update(at: .seconds(2))
        #expect(scene.reduceMotionLabel.text?.string == "Reduce Motion: off")
    }
}
