import Demos
import Fling
import FlingTesting
import Testing

/// The navigation scene: pushes, pops, back swipes and a sheet, made by clicks and drags as a
/// user makes them, read back from each frame's trace against the stack's and the host's
/// springs in closed form, with every role's appearance callbacks counted.
@Suite("the navigation scene")
struct NavigationSceneTests {
    typealias Nav = NavigationScene

    static let window = Size(width: 1280, height: 800)

    /// The scene laid out in the default window, to find where things are.
    static var laidOut: NavigationScene {
        let scene = NavigationScene()
        scene.layout(size: window)
        return scene
    }

    /// The stack's width, and the centre x of a screen at rest in it.
    static var width: Double {
        let scene = laidOut
        return withExtendedLifetime(scene) { scene.stack.view.bounds.width }
    }
    static var rest: Double { width / 2 }

    /// The middle of row `index` of the list, in the window.
    static func row(_ index: Int) -> Point {
        let scene = laidOut
        return withExtendedLifetime(scene) {
            let row = scene.places.rows[index]
            return row.convert(row.bounds.center, to: nil)
        }
    }

    /// Where a pushed detail's Back and Info buttons are, in the window, once it has come in.
    static var buttons: (back: Point, info: Point) {
        get throws {
            var script = InputScript(Nav.entry)
            script.tap(at: row(0))
            let run = try SceneReplay(Nav.entry).run(script.recording(tail: 1))
            let scene = try #require(run.scene as? NavigationScene)
            let detail = try #require(scene.stack.topScreen as? Nav.DetailScreen)
            return (
                detail.backButton.convert(detail.backButton.bounds.center, to: nil),
                detail.infoButton.convert(detail.infoButton.bounds.center, to: nil)
            )
        }
    }

    static func seconds(_ frame: JSONValue) throws -> Double {
        try #require(frame["target_ns"]?.double) / 1e9
    }

    static func value(_ frame: JSONValue, _ field: String) throws -> Double {
        try #require(frame[field]?.double, "no \(field)")
    }

    /// A run of a script made by `body`, and its scene.
    static func run(
        reduceMotion: Bool = false, tail: Double = 1.5, _ body: (inout InputScript) throws -> Void
    ) throws -> (FrameTrace, NavigationScene) {
        var script = InputScript(Nav.entry)
        script.reduceMotion = reduceMotion
        try body(&script)
        let run = try SceneReplay(Nav.entry).run(script.recording(tail: tail))
        return (run.trace, try #require(run.scene as? NavigationScene))
    }

    /// One traced number on a spring from rest at `from` (at `start`) to `to`, as the closed
    /// form: the spring starts at the frame's timestamp and is evaluated at its target time.
    struct Leg {
        let field: String
        let start: Double
        let from: Double
        let to: Double
        let spring: Spring

        func value(at t: Double) -> Double {
            from + spring.value(target: to - from, time: t - start)
        }
    }

    /// Checks every frame from each leg's start to the next leg's (or the end): the traced value
    /// is the closed form to 1e-6, or — once the spring is within 1 % of its travel of the end,
    /// where the engine removes it — the end itself. Returns the frames matched while moving
    /// and the mismatches.
    static func check(_ trace: FrameTrace, _ legs: [Leg], until end: Double = .infinity) throws -> (
        strict: Int, mismatches: [String]
    ) {
        var strict = 0
        var mismatches: [String] = []
        for frame in trace.frames {
            let t = try seconds(frame)
            guard t < end, let leg = legs.last(where: { $0.start < t }) else { continue }
            let traced = try value(frame, leg.field)
            let expected = leg.value(at: t)
            let span = max(abs(leg.to - leg.from), 1)
            // The screen beneath leaves the stack's view once its spring is removed.
            if leg.field.hasPrefix("back."), try value(frame, "back.present") == 0 {
                if abs(expected - leg.to) >= 1e-2 * span {
                    mismatches.append("\(leg.field) t \(t): gone, closed form \(expected)")
                }
                continue
            }
            if abs(traced - expected) < 1e-6 {
                if abs(expected - leg.to) > 1e-3 * span { strict += 1 }
            } else if !(abs(expected - leg.to) < 1e-2 * span && traced == leg.to) {
                mismatches.append("\(leg.field) t \(t): traced \(traced), closed form \(expected)")
            }
        }
        return (strict, mismatches)
    }

    @Test(
        "a click on a row pushes its detail and Back pops it: slide and parallax as the spring's closed form, callbacks in UIKit's order"
    )
    func pushAndBack() throws {
        let back = try Self.buttons.back
        let (trace, scene) = try Self.run(tail: 1.5) { script in
            script.wait(0.1)
            script.tap(at: Self.row(2))
            script.wait(1.2)
            script.tap(at: back)
        }
        #expect(scene.pushes.map(\.place) == ["Coral"] && scene.pushes.map(\.isTile) == [false])
        #expect(scene.pops.count == 1)
        #expect(scene.stack.screens.count == 1 && scene.stack.topScreen === scene.places)
        #expect(scene.places.appearanceState == .appeared && !scene.stack.isTransitioning)
        // The list appeared at the start, disappeared under the push and appeared at the pop;
        // the detail appeared and disappeared once. Every "will" has its "did".
        #expect(scene.placesTally.counts == [2, 2, 2, 1, 1])
        #expect(scene.detailTally.counts == [1, 1, 1, 1, 1])
        #expect(scene.infoTally.counts == [0, 0, 0, 0, 0])

        let (w, x0) = (Self.width, Self.rest)
        let spring = scene.stack.spring
        let push = scene.pushes[0].time
        let pop = scene.pops[0]
        // Push: the detail from the trailing edge to rest, the list out by the parallax.
        // Pop: the detail back out to the edge (in front until it has left), the list back.
        let front = [
            Leg(field: "front.x", start: push, from: x0 + w, to: x0, spring: spring),
            Leg(field: "front.x", start: pop, from: x0, to: x0 + w, spring: spring),
        ]
        let beneath = [
            Leg(field: "back.x", start: push, from: x0, to: x0 - NavigationStack.parallax * w, spring: spring),
            Leg(field: "back.x", start: pop, from: x0 - NavigationStack.parallax * w, to: x0, spring: spring),
        ]
        for legs in [front, beneath] {
            let (strict, mismatches) = try Self.check(trace, legs.filter { $0.start == push }, until: pop)
            #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
            #expect(strict > 20)
        }
        // The pop, while both screens are in the stack (the detail leaves it when it stops).
        for frame in trace.frames where try Self.seconds(frame) > pop && Self.value(frame, "back.present") == 1 {
            let t = try Self.seconds(frame)
            for leg in [front[1], beneath[1]] {
                let traced = try Self.value(frame, leg.field)
                #expect(abs(traced - leg.value(at: t)) < 1e-6 || traced == leg.to, "\(leg.field) t \(t): \(traced)")
            }
        }
        let popping = try trace.frames.filter { try Self.seconds($0) > pop && Self.value($0, "back.present") == 1 }
        #expect(popping.count > 20)
        // Between the two: at rest, the detail alone in the stack, appeared.
        let between = try #require(trace.frames.last { (try? Self.seconds($0)) ?? 0 < pop })
        #expect(try Self.value(between, "back.present") == 0 && Self.value(between, "front.x") == x0)
        #expect(try Self.value(between, "depth") == 2 && Self.value(between, "top.state") == 2)
        let last = try #require(trace.frames.last)
        #expect(try Self.value(last, "depth") == 1 && Self.value(last, "front.x") == x0)
        #expect(try Self.value(last, "back.present") == 0 && Self.value(last, "transitioning") == 0)
        #expect(scene.frameLabel == "idle")
    }

    /// A detail pushed from row 0 and at rest, then `swipe` — the frames and the scene.
    static func swiped(_ swipe: (inout InputScript) -> Void) throws -> (FrameTrace, NavigationScene, Double) {
        var start = 0.0
        let (trace, scene) = try run(tail: 1.5) { script in
            script.tap(at: row(0))
            // Long enough for the push's springs to be gone (at 1.2 s the list still has 0.002
            // points of its parallax to go).
            script.wait(2)
            start = script.now.seconds
            swipe(&script)
        }
        return (trace, scene, start)
    }

    @Test(
        "a slow, short back swipe from the edge follows the finger and cancels: the detail stays, the list's appearance is answered by a disappearance"
    )
    func backSwipeCancelled() throws {
        let (trace, scene, start) = try Self.swiped { script in
            script.drag(from: Point(x: 6, y: 420), to: Point(x: 206, y: 420), duration: 1)
        }
        #expect(scene.stack.screens.count == 2 && scene.stack.topScreen is Nav.DetailScreen)
        #expect(scene.stack.topScreen.appearanceState == .appeared && scene.places.appearanceState == .disappeared)
        #expect(scene.pops.isEmpty)
        // UIKit's cancelled pop: the list gets willAppear and isAppearing, then willDisappear
        // and didDisappear; the detail willDisappear, then willAppear, isAppearing, didAppear.
        #expect(scene.placesTally.counts == [2, 2, 1, 2, 2])
        #expect(scene.detailTally.counts == [2, 2, 2, 1, 0])
        let x0 = Self.rest
        let swiping = try trace.frames.filter { try Self.seconds($0) > start && Self.value($0, "back.present") == 1 }
        #expect(swiping.count > 40)
        // The detail follows the finger: 200 points less the pan's 10 of slop at most, and
        // the list comes in at the parallax in step with it.
        let shown = try swiping.map { try Self.value($0, "front.x") - x0 }
        let farthest = try #require(shown.max())
        #expect(farthest > 180 && farthest <= 190 + 1e-9, "\(farthest)")
        // While the finger holds it (the release hands both to one spring, removed near its end
        // a frame apart).
        for frame in swiping where try Self.seconds(frame) <= start + 1 {
            let moved = try Self.value(frame, "front.x") - x0
            let under = try Self.value(frame, "back.x")
            let expected = x0 - NavigationStack.parallax * Self.width * (1 - moved / Self.width)
            #expect(abs(under - expected) < 1e-6, "back.x \(under), parallax of \(moved): \(expected)")
        }
        let last = try #require(trace.frames.last)
        #expect(try Self.value(last, "front.x") == x0 && Self.value(last, "depth") == 2)
    }

    @Test("a fast flick from the edge finishes the back swipe wherever it is: the detail leaves at the flick's speed")
    func backSwipeFlicked() throws {
        let (trace, scene, start) = try Self.swiped { script in
            script.flick(from: Point(x: 6, y: 420), velocity: Point(x: 1500, y: 0), duration: 0.1)
        }
        #expect(scene.stack.screens.count == 1 && scene.places.appearanceState == .appeared)
        #expect(scene.placesTally.counts == [2, 2, 2, 1, 1])
        #expect(scene.detailTally.counts == [1, 1, 1, 1, 1])
        // Released at well under half the width, and gone: the velocity finished it.
        let released = try #require(
            trace.frames.last { (try? Self.seconds($0)) ?? 0 <= start + 0.1 })
        #expect(try Self.value(released, "front.x") - Self.rest < 0.2 * Self.width)
        // The detail keeps moving right until it is off the stack, faster than the flick at first
        // hand-off (a spring carrying 1500 pt/s) and never back.
        let leaving = try trace.frames.filter { try Self.seconds($0) > start && Self.value($0, "back.present") == 1 }
        let xs = try leaving.map { try Self.value($0, "front.x") }
        #expect(xs.count > 10 && zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(try Self.value(try #require(trace.frames.last), "depth") == 1)
    }

    @Test("a horizontal two-finger scroll pops interactively too")
    func backSwipeByScroll() throws {
        let (_, scene, _) = try Self.swiped { script in
            for _ in 0..<12 {
                script.add(.wheel(x: 640, y: 420, dx: 60, dy: 0, type: .continuous))
                script.wait(0.016)
            }
        }
        let swiped = scene.stack.screens.count == 1
        #expect(swiped, "a rightward scroll of 720 points pops")
        #expect(scene.detailTally.counts == [1, 1, 1, 1, 1])
    }

    @Test(
        "Info presents a sheet at the medium detent on the host's spring; dragged up it settles at large; the detail stays appeared beneath"
    )
    func sheetToLarge() throws {
        let (_, info) = try Self.buttons
        var presented = 0.0
        let (trace, scene) = try Self.run(tail: 1.5) { script in
            script.tap(at: Self.row(4))
            script.wait(1.2)
            script.tap(at: info)
            presented = script.now.seconds
            script.wait(1.2)
            script.drag(from: Point(x: 640, y: 520), to: Point(x: 640, y: 160), duration: 0.4)
        }
        #expect(scene.presentations.count == 1)
        let detail = try #require(scene.stack.topScreen as? Nav.DetailScreen)
        let sheet = try #require(detail.presentedScreen as? Nav.InfoScreen)
        #expect(sheet.place == "Ember" && sheet.selectedDetent == .large)
        #expect(detail.appearanceState == .appeared, "a page sheet leaves its presenter appeared")
        #expect(scene.infoTally.counts == [1, 1, 1, 0, 0])
        #expect(scene.detailTally.counts == [1, 1, 1, 0, 0])
        let h = Self.window.height
        let start = try #require(scene.presentations.first)
        let drag = presented + 1.2
        let up = Leg(field: "sheet.top", start: start, from: h, to: h / 2, spring: scene.host.spring)
        let (strict, mismatches) = try Self.check(trace, [up], until: drag)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
        #expect(strict > 20)
        let last = try #require(trace.frames.last)
        #expect(try Self.value(last, "sheet.top") == h * SheetDetent.largeTopInset)
        #expect(try Self.value(last, "sheet.detent") == 2 && Self.value(last, "sheet.presented") == 1)
        // Above the large detent the drag rubber-bands: never higher than the finger.
        let tops = try trace.frames.map { try Self.value($0, "sheet.top") }
        #expect(try #require(tops.min()) > 160 - 520 + h / 2)
    }

    @Test("a sheet thrown down is dismissed, and the detail's Back then pops to the list")
    func sheetDismissedThenBack() throws {
        let (back, info) = try Self.buttons
        let (_, scene) = try Self.run(tail: 1.5) { script in
            script.tap(at: Self.row(1))
            script.wait(1.2)
            script.tap(at: info)
            script.wait(1.2)
            script.flick(from: Point(x: 640, y: 500), velocity: Point(x: 0, y: 2000))
            script.wait(1.2)
            script.tap(at: back)
        }
        #expect(scene.infoTally.counts == [1, 1, 1, 1, 1])
        #expect(scene.detailTally.counts == [1, 1, 1, 1, 1])
        #expect(scene.stack.screens.count == 1 && scene.shownInfo() == nil)
    }

    @Test("Reduce Motion: a push fades the detail in where it rests and a pop fades it out; nothing slides")
    func reduceMotionFades() throws {
        let back = try Self.buttons.back
        let (trace, scene) = try Self.run(reduceMotion: true, tail: 1.5) { script in
            script.tap(at: Self.row(3))
            script.wait(1.2)
            script.tap(at: back)
        }
        #expect(scene.stack.screens.count == 1)
        #expect(scene.detailTally.counts == [1, 1, 1, 1, 1])
        #expect(trace.frames.allSatisfy { $0["reduceMotion"]?.double == 1 })
        let x0 = Self.rest
        for frame in trace.frames {
            #expect(try Self.value(frame, "front.x") == x0)
            if try Self.value(frame, "back.present") == 1 { #expect(try Self.value(frame, "back.x") == x0) }
        }
        let spring = scene.stack.spring
        let fades = [
            Leg(field: "front.opacity", start: scene.pushes[0].time, from: 0, to: 1, spring: spring),
            Leg(field: "front.opacity", start: scene.pops[0], from: 1, to: 0, spring: spring),
        ]
        var fading = 0
        for frame in trace.frames {
            let t = try Self.seconds(frame)
            guard let leg = fades.last(where: { $0.start < t }) else { continue }
            // The detail is in front until it has faded out and left.
            if leg.start == scene.pops[0], try Self.value(frame, "back.present") == 0 { continue }
            let traced = try Self.value(frame, "front.opacity")
            let expected = min(max(leg.value(at: t), 0), 1)
            if abs(traced - expected) < 1e-6 {
                if abs(expected - leg.to) > 1e-3 { fading += 1 }
            } else {
                #expect(traced == leg.to && abs(expected - leg.to) < 1e-2, "t \(t): \(traced), closed form \(expected)")
            }
        }
        #expect(fading > 30)
    }

    // MARK: The zoom

    /// The middle of tile `index` in the window, and its frame in the stack's view.
    static func tile(_ index: Int) -> (point: Point, frame: Rect) {
        let scene = laidOut
        return withExtendedLifetime(scene) {
            let tile = scene.places.tiles[index]
            return (tile.convert(tile.bounds.center, to: nil), tile.convert(tile.bounds, to: scene.stack.view))
        }
    }

    /// The zoom's traced frame (centre, size) and corner radius.
    static func zoomLook(_ frame: JSONValue) throws -> [Double] {
        try ["x", "y", "width", "height", "cornerRadius"].map { try value(frame, "zoom.\($0)") }
    }

    /// A frame and corner radius as `zoomLook` traces them.
    static func look(_ rect: Rect, radius: Double) -> [Double] {
        [rect.center.x, rect.center.y, rect.width, rect.height, radius]
    }

    /// The zoom's look on a spring from rest at `from` to `to`, started at `start`: every
    /// number is linear in one progress (the documented zoom), so each is the spring's closed
    /// form. Checks the frames where the zoom is shown from `start` to `end`; returns how many
    /// matched while moving and the mismatches.
    static func checkZoom(
        _ trace: FrameTrace, from: [Double], to: [Double], start: Double, end: Double, spring: Spring
    ) throws -> (strict: Int, mismatches: [String]) {
        var strict = 0
        var mismatches: [String] = []
        for frame in trace.frames {
            let t = try seconds(frame)
            guard t > start, t < end, try value(frame, "zoom.active") == 1 else { continue }
            let p = spring.value(target: 1, time: t - start)
            let expected = zip(from, to).map { $0 + ($1 - $0) * p }
            let traced = try zoomLook(frame)
            if zip(traced, expected).allSatisfy({ abs($0 - $1) < 1e-6 }) {
                if abs(1 - p) > 1e-3 { strict += 1 }
            } else if abs(1 - p) > 1e-2 {
                mismatches.append("t \(t): traced \(traced), closed form \(expected)")
            }
        }
        return (strict, mismatches)
    }

    @Test(
        "a click on a tile zooms its detail out of the tile — frame and corners on the stack's spring — and Back zooms it into the tile the closure gives then"
    )
    func zoomPushAndPop() throws {
        let back = try Self.buttons.back
        let (point, source) = Self.tile(1)
        let (trace, scene) = try Self.run(tail: 2) { script in
            script.tap(at: point)
            script.wait(2)
            script.tap(at: back)
        }
        #expect(scene.pushes.map(\.place) == ["Fjord"] && scene.pushes.map(\.isTile) == [true])
        #expect(scene.zoomSourceRequests.map(\.isZoomingIn) == [true, false], "asked on both legs")
        #expect(scene.stack.screens.count == 1 && scene.detailTally.counts == [1, 1, 1, 1, 1])
        #expect(scene.placesTally.counts == [2, 2, 2, 1, 1])
        let tileLook = Self.look(source, radius: Nav.PlacesScreen.tileRadius)
        let rest = Self.look(scene.stack.view.bounds, radius: 0)
        let (push, pop) = (scene.pushes[0].time, scene.pops[0])
        let spring = scene.stack.spring
        let zoomIn = try Self.checkZoom(trace, from: tileLook, to: rest, start: push, end: pop, spring: spring)
        #expect(zoomIn.mismatches.isEmpty, "\(zoomIn.mismatches.prefix(3))")
        #expect(zoomIn.strict > 20)
        let zoomOut = try Self.checkZoom(trace, from: rest, to: tileLook, start: pop, end: .infinity, spring: spring)
        #expect(zoomOut.mismatches.isEmpty, "\(zoomOut.mismatches.prefix(3))")
        #expect(zoomOut.strict > 20)
        // The list stays in place under the zoom (no parallax); at rest the zoom is over.
        for frame in trace.frames where try Self.value(frame, "back.present") == 1 {
            #expect(try Self.value(frame, "back.x") == Self.rest)
        }
        let last = try #require(trace.frames.last)
        #expect(try Self.value(last, "zoom.active") == 0 && Self.value(last, "depth") == 1)
        #expect(!scene.places.tiles[1].isHidden, "the source shows again when the zoom ends")
    }

    @Test("while the zoom runs its tile is hidden: the screen stands in for it")
    func zoomHidesItsSource() throws {
        var script = InputScript(Nav.entry)
        script.tap(at: Self.tile(2).point)
        let run = try SceneReplay(Nav.entry).run(script.recording(tail: 2), frames: 20)
        let scene = try #require(run.scene as? NavigationScene)
        #expect(scene.places.tiles[2].isHidden && scene.zoomed?.zoomFrame != nil)
        #expect(scene.places.tiles.enumerated().allSatisfy { $0.offset == 2 || !$0.element.isHidden })
    }

    @Test("B mid-zoom pops: the zoom turns round from where it is shown, keeping its velocity, back into the tile")
    func zoomReversed() throws {
        let (point, source) = Self.tile(5)
        let (trace, scene) = try Self.run(tail: 2) { script in
            script.tap(at: point)
            script.wait(0.12)
            script.key("b")
        }
        #expect(scene.zoomSourceRequests.map(\.isZoomingIn) == [true, false])
        #expect(scene.stack.screens.count == 1 && scene.detailTally.counts == [1, 1, 1, 1, 1])
        let (push, pop) = (scene.pushes[0].time, scene.pops[0])
        let tileLook = Self.look(source, radius: Nav.PlacesScreen.tileRadius)
        let rest = Self.look(scene.stack.view.bounds, radius: 0)
        let spring = scene.stack.spring
        // One progress: 0 → 1 from the push, turned round to 0 at the pop from the value and
        // velocity it had (a merged spring).
        let p0 = spring.value(target: 1, time: pop - push)
        let v0 = spring.velocity(target: 1, initialVelocity: 0, time: pop - push)
        #expect(p0 > 0.1 && p0 < 0.9 && v0 > 1, "mid-zoom and moving at the pop: \(p0), \(v0)/s")
        var strict = 0
        for frame in trace.frames where try Self.value(frame, "zoom.active") == 1 {
            let t = try Self.seconds(frame)
            let p =
                t <= pop
                ? spring.value(target: 1, time: t - push)
                : p0 + spring.value(target: -p0, initialVelocity: v0, time: t - pop)
            let expected = zip(tileLook, rest).map { $0 + ($1 - $0) * p }
            let traced = try Self.zoomLook(frame)
            if zip(traced, expected).allSatisfy({ abs($0 - $1) < 1e-6 }) {
                if t > pop && abs(p) > 1e-3 { strict += 1 }
            } else {
                #expect(abs(p) < 1e-2, "t \(t): traced \(traced), closed form \(expected)")
            }
        }
        #expect(strict > 10)
        // A spring restarted from rest at the pop would be elsewhere soon after.
        let after = try #require(trace.frames.first { (try? Self.seconds($0)) ?? 0 > pop + 0.05 })
        let t = try Self.seconds(after)
        let naive = p0 + spring.value(target: -p0, time: t - pop)
        let width = try Self.value(after, "zoom.width")
        #expect(abs(width - (tileLook[2] + (rest[2] - tileLook[2]) * naive)) > 1)
    }

    @Test(
        "a drag down on the zoomed detail shrinks it under the finger; a quick one dismisses it into its tile, a slow short one springs back"
    )
    func zoomDragDismiss() throws {
        let (point, _) = Self.tile(3)
        let (trace, quick) = try Self.run(tail: 2) { script in
            script.tap(at: point)
            script.wait(2)
            script.drag(from: Point(x: 640, y: 400), to: Point(x: 640, y: 600), duration: 0.25)
        }
        #expect(quick.stack.screens.count == 1 && quick.zoomSourceRequests.map(\.isZoomingIn) == [true, false])
        #expect(quick.detailTally.counts == [1, 1, 1, 1, 1] && quick.placesTally.counts == [2, 2, 2, 1, 1])
        let widths = try trace.frames.filter { try Self.value($0, "zoom.active") == 1 }.map {
            try Self.value($0, "zoom.width")
        }
        #expect(try #require(widths.min()) < 0.5 * Self.width)

        let (_, slow) = try Self.run(tail: 2) { script in
            script.tap(at: point)
            script.wait(2)
            script.drag(from: Point(x: 640, y: 400), to: Point(x: 640, y: 460), duration: 1)
        }
        #expect(slow.stack.screens.count == 2 && slow.stack.topScreen.appearanceState == .appeared)
        #expect(slow.zoomSourceRequests.map(\.isZoomingIn) == [true])
        // UIKit's cancelled pop, as for a back swipe.
        #expect(slow.detailTally.counts == [2, 2, 2, 1, 0] && slow.placesTally.counts == [2, 2, 1, 2, 2])
    }

    @Test("Reduce Motion: a tile's detail cross-fades in place; the source closure is not asked")
    func zoomUnderReduceMotion() throws {
        let (trace, scene) = try Self.run(reduceMotion: true, tail: 1.5) { script in
            script.tap(at: Self.tile(0).point)
        }
        #expect(scene.stack.screens.count == 2 && scene.zoomSourceRequests.isEmpty)
        #expect(trace.frames.allSatisfy { $0["zoom.active"]?.double == 0 && $0["front.x"]?.double == Self.rest })
        let opacities = trace.frames.compactMap { $0["front.opacity"]?.double }
        #expect(opacities.contains { $0 > 0.05 && $0 < 0.95 } && opacities.last == 1)
    }

    // MARK: The recordings

    @Test(
        "recording navigation-push-swipe: a push, a back swipe cancelled then one finished, a push, the sheet to large and thrown away, Back"
    )
    func pushSwipeRecording() throws {
        let name = "Recordings/navigation-push-swipe.flingrec"
        try ReplayTest.check(name, scene: Nav.entry)
        let run = try SceneReplay(Nav.entry).run(recordingAt: Recordings.path(name))
        let scene = try #require(run.scene as? NavigationScene)
        let trace = run.trace
        #expect(scene.pushes.map(\.place) == ["Coral", "Glade"] && scene.pushes.allSatisfy { !$0.isTile })
        #expect(scene.pops.count == 1 && scene.presentations.count == 1)
        #expect(scene.stack.screens.count == 1 && scene.places.appearanceState == .appeared)
        // Counted through it all: the cancelled swipe's unanswered "will"s, every other pair.
        #expect(scene.placesTally.counts == [4, 4, 3, 3, 3])
        #expect(scene.detailTally.counts == [3, 3, 3, 3, 2])
        #expect(scene.infoTally.counts == [1, 1, 1, 1, 1])
        // Two swipes: the first left the detail on the stack, the second took it off.
        let states = trace.frames.compactMap { $0["gesture.backSwipe"]?.string }
        let ends = states.indices.dropFirst().filter { states[$0] == "ended" && states[$0 - 1] != "ended" }
        #expect(ends.count == 2)
        let depthAfter = try ends.map { index in
            try Self.value(try #require(trace.frames.dropFirst(index + 60).first), "depth")
        }
        #expect(depthAfter == [2, 1])
        // The first push, as the spring's closed form until the first swipe.
        let (w, x0) = (Self.width, Self.rest)
        let push = scene.pushes[0].time
        let swipe = try Self.seconds(trace.frames[try #require(states.firstIndex(of: "began"))])
        let slide = [Leg(field: "front.x", start: push, from: x0 + w, to: x0, spring: scene.stack.spring)]
        let (strict, mismatches) = try Self.check(trace, slide, until: swipe)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
        #expect(strict > 20)
        // The sheet reached the large detent, then left.
        let detents = try trace.frames.map { try Self.value($0, "sheet.detent") }
        #expect(detents.contains(1) && detents.contains(2) && detents.last == 0)
        let last = try #require(trace.frames.last)
        #expect(try Self.value(last, "depth") == 1 && Self.value(last, "sheet.presented") == 0)
        #expect(scene.frameLabel == "idle")
    }

    @Test(
        "recording navigation-zoom: a zoom dismissed by a drag down, one turned round by B mid-zoom, one closed by Back"
    )
    func zoomRecording() throws {
        let name = "Recordings/navigation-zoom.flingrec"
        try ReplayTest.check(name, scene: Nav.entry)
        let run = try SceneReplay(Nav.entry).run(recordingAt: Recordings.path(name))
        let scene = try #require(run.scene as? NavigationScene)
        let trace = run.trace
        #expect(scene.pushes.map(\.place) == ["Fjord", "Kumquat", "Iris"] && scene.pushes.allSatisfy(\.isTile))
        #expect(scene.zoomSourceRequests.map(\.isZoomingIn) == [true, false, true, false, true, false])
        #expect(scene.pops.count == 2, "B and Back; the drag pops by itself")
        #expect(scene.stack.screens.count == 1 && scene.detailTally.counts == [3, 3, 3, 3, 3])
        #expect(scene.placesTally.counts == [4, 4, 4, 3, 3])
        #expect(scene.places.tiles.allSatisfy { !$0.isHidden })
        let spring = scene.stack.spring
        let rest = Self.look(scene.stack.view.bounds, radius: 0)
        func tileLook(_ place: String) throws -> [Double] {
            let index = try #require(Nav.PlacesScreen.tilePlaces.firstIndex { $0.name == place })
            return Self.look(Self.tile(index).frame, radius: Nav.PlacesScreen.tileRadius)
        }
        // Each zoom in, until the next input, as the closed form.
        let ends = [scene.zoomSourceRequests[1].time, scene.pops[0], scene.pops[1]]
        for (push, end) in zip(scene.pushes, ends) {
            let zoomIn = try Self.checkZoom(
                trace, from: try tileLook(push.place), to: rest, start: push.time, end: end, spring: spring)
            #expect(zoomIn.mismatches.isEmpty, "\(push.place): \(zoomIn.mismatches.prefix(3))")
            #expect(zoomIn.strict > 5, "\(push.place)")
        }
        // B turned Kumquat round mid-zoom: one progress, a merged spring back to the tile.
        let (push, pop) = (scene.pushes[1].time, scene.pops[0])
        let p0 = spring.value(target: 1, time: pop - push)
        let v0 = spring.velocity(target: 1, initialVelocity: 0, time: pop - push)
        #expect(p0 < 0.95 && v0 > 0.2, "moving at B: \(p0), \(v0)/s")
        let kumquat = try tileLook("Kumquat")
        var turned = 0
        for frame in trace.frames where try Self.value(frame, "zoom.active") == 1 {
            let t = try Self.seconds(frame)
            guard t > pop, t < scene.pushes[2].time else { continue }
            let p = p0 + spring.value(target: -p0, initialVelocity: v0, time: t - pop)
            let expected = zip(kumquat, rest).map { $0 + ($1 - $0) * p }
            let traced = try Self.zoomLook(frame)
            if zip(traced, expected).allSatisfy({ abs($0 - $1) < 1e-6 }) {
                turned += 1
            } else {
                #expect(abs(p) < 1e-2, "t \(t): traced \(traced), closed form \(expected)")
            }
        }
        #expect(turned > 20)
        let last = try #require(trace.frames.last)
        #expect(try Self.value(last, "zoom.active") == 0 && Self.value(last, "depth") == 1)
    }

    @Test("the label shows the depth, the top screen's state, the counts and Reduce Motion, read every frame")
    func label() throws {
        let scene = Self.laidOut
        let text = try #require(scene.stateLabel.text?.string)
        #expect(text.hasPrefix("depth 1 · Places appeared"))
        #expect(text.contains("places 1/1, 0/0") && text.hasSuffix("Reduce Motion off"))
        scene.engine.accessibilityReduceMotion = true
        scene.update(at: .seconds(1))
        #expect(scene.stateLabel.text?.string.hasSuffix("Reduce Motion on") == true)
        #expect(scene.traceValues().last.map { $0.name == "reduceMotion" && $0.value == 1 } == true)
    }
}
