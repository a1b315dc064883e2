import Layers
import Motion
import Testing

/// `.transitionCurlUp` and `.transitionCurlDown`: which layer's `pageCurl` rolls, which way,
/// and how the transition ends.
@Suite("Page-curl transitions")
struct PageCurlTransitionTests {
    @Test("the options carry UIKit's raw values and select the curl styles")
    func options() {
        #expect(TransitionOptions.transitionCurlUp.rawValue == 3 << 20)
        #expect(TransitionOptions.transitionCurlDown.rawValue == 4 << 20)
        #expect(TransitionOptions.transitionCurlUp.style == .curlUp)
        #expect(TransitionOptions([.transitionCurlDown, .curveLinear]).style == .curlDown)
    }

    @Test("a curl up rolls the snapshot, above the container, from 0 to 1 along the curve, then removes it")
    func curlUp() throws {
        let stage = CardStage(height: 120)
        stage.swapFaces([.transitionCurlUp, .curveLinear])
        let snapshot = try #require(stage.snapshot)
        #expect(stage.root.sublayers.map(\.name) == ["container", "snapshot:container"])
        var last = -1.0
        for step in 0..<10 {
            stage.frame(Double(step) / 10)
            let curl = snapshot.presentation().pageCurl
            #expect(abs(curl.progress - Double(step) / 10) < 1e-12)
            #expect(curl.progress > last)
            #expect(curl.radius == PageCurl.transitionRadius(height: 120))
            last = curl.progress
            #expect(stage.container.presentation().pageCurl == .flat)
        }
        // The model stays flat: only the presentation curls.
        #expect(snapshot.pageCurl == .flat)
        stage.frame(1)
        #expect(stage.finished == [true])
        #expect(stage.snapshot == nil)
        #expect(stage.root.sublayers.map(\.name) == ["container"])
    }

    @Test("a curl down rolls the container (the new page), over the snapshot below it, from 1 to 0")
    func curlDown() throws {
        let stage = CardStage(height: 120)
        stage.swapFaces([.transitionCurlDown, .curveEaseInOut])
        #expect(stage.root.sublayers.map(\.name) == ["snapshot:container", "container"])
        let snapshot = try #require(stage.snapshot)
        stage.frame(0)
        #expect(stage.container.presentation().pageCurl.progress == 1)
        var last = 2.0
        for step in 1..<10 {
            stage.frame(Double(step) / 10)
            let progress = stage.container.presentation().pageCurl.progress
            #expect(progress < last)
            last = progress
            #expect(snapshot.presentation().pageCurl == .flat)
        }
        // Ease-in-out: halfway in time, halfway down.
        stage.frame(0.5)
        #expect(abs(stage.container.presentation().pageCurl.progress - 0.5) < 1e-9)
        stage.frame(1)
        #expect(stage.finished == [true])
        #expect(stage.container.presentation().pageCurl == .flat)
        #expect(stage.root.sublayers.map(\.name) == ["container"])
    }

    @Test("a root container curls its snapshot off for either curl")
    func rootContainer() throws {
        for options in [TransitionOptions.transitionCurlUp, .transitionCurlDown] {
            let stage = CardStage(height: 120)
            stage.engine.transition(
                with: stage.root, duration: 1, options: [options, .curveLinear],
                animations: {
                    stage.container.backgroundColor = .black
                }, completion: { stage.finished.append($0) })
            let snapshot = try #require(stage.root.sublayers.last)
            #expect(snapshot.name == "snapshot:root")
            stage.frame(0.25)
            #expect(abs(snapshot.presentation().pageCurl.progress - 0.25) < 1e-12)
            #expect(stage.root.presentation().pageCurl == .flat)
            stage.frame(1)
            #expect(stage.finished == [true])
            #expect(stage.root.sublayers.map(\.name) == ["container"])
        }
    }

    @Test("a new transition replaces a running curl: it completes with false, its snapshot goes")
    func interrupted() {
        let stage = CardStage(height: 120)
        stage.swapFaces([.transitionCurlUp])
        stage.frame(0.4)
        stage.engine.transition(
            with: stage.container, duration: 1, options: .transitionCurlDown,
            animations: {
                stage.back.backgroundColor = .white
            }, completion: { stage.finished.append($0) })
        #expect(stage.finished == [false])
        #expect(stage.root.sublayers.map(\.name) == ["snapshot:container", "container"])
        stage.frame(0.9)
        #expect(stage.container.presentation().pageCurl.isCurled)
        stage.frame(1.4)
        #expect(stage.finished == [false, true])
        #expect(stage.root.sublayers.map(\.name) == ["container"])
        #expect(stage.container.presentation().pageCurl == .flat)
    }

    @Test("pageCurl is a layer property: implicit animations and key paths reach it")
    func property() {
        let stage = CardStage(height: 120)
        #expect(LayerKeyPath("pageCurl.progress")?.kind == "number")
        stage.engine.animate(
            withDuration: 1, options: .curveLinear,
            changes: {
                stage.container.pageCurl = PageCurl(progress: 1, radius: 10)
            })
        #expect(stage.container.pageCurl == PageCurl(progress: 1, radius: 10))
        stage.frame(0.5)
        #expect(abs(stage.container.presentation().pageCurl.progress - 0.5) < 1e-12)
        #expect(abs(stage.container.presentation().pageCurl.radius - 5) < 1e-12)
    }
}
