import Demos
import Fling
import FlingTesting
import Testing

/// What every scene of the gallery owes its user, checked for each: a name and one line for
/// `fling demo --list` and `--help`, and a scene that takes any mouse, wheel and key input
/// at any window size without trapping, with finite traced values.
@Suite("the gallery: every scene")
struct GalleryCatalogTests {
    @Test("names are unique and summaries are one short line")
    func namesAndSummaries() {
        let names = DemoScenes.all.map(\.name)
        #expect(Set(names).count == names.count, "\(names)")
        for entry in DemoScenes.all {
            #expect(!entry.summary.isEmpty && !entry.summary.contains("\n"), "\(entry.name)")
            #expect(entry.summary.count <= 140, "\(entry.name): \(entry.summary.count) characters")
        }
    }

    @Test(
        "any input at any size: a press and drag across the window, a click at every ninth of it, wheel and keys",
        arguments: DemoScenes.all.map(\.name), [Size(width: 1280, height: 800), Size(width: 320, height: 200)])
    func anyInput(scene name: String, size: Size) throws {
        let entry = try #require(DemoScenes.all.first { $0.name == name })
        var script = InputScript(entry, size: size)
        let w = size.width
        let h = size.height
        for row in 1...3 {
            for column in 1...3 {
                script.tap(at: Point(x: w * Double(column) / 4, y: h * Double(row) / 4))
                script.wait(0.05)
            }
        }
        script.drag(from: Point(x: w / 2, y: h / 2), to: Point(x: w * 0.9, y: h * 0.1), duration: 0.1)
        script.drag(from: Point(x: w * 0.25, y: h * 0.75), to: Point(x: -50, y: h + 50), duration: 0.05)
        script.scroll(at: Point(x: w / 2, y: h / 2), notches: 6)
        script.scroll(at: Point(x: w / 2, y: h / 2), notches: -9, horizontal: true)
        for key in ["space", "return", "tab", "left", "right", "up", "down", "a", "f", "p"] { script.key(key) }
        script.add(.resize(width: w / 2, height: h / 2))
        script.tap(at: Point(x: w / 4, y: h / 4))
        let run = try SceneReplay(entry).run(script.recording(tail: 2))
        for frame in run.trace.frames {
            guard case let .object(members) = frame else { continue }
            for (field, value) in members {
                if let number = value.double {
                    #expect(number.isFinite, "\(name) frame \(frame["frame"]?.double ?? -1): \(field) = \(number)")
                }
            }
        }
    }
}
