import Demos
import Foundation
import Host
import Input
import Motion
import Raster
import Rendering
import Testing

/// The window path of the run loop — presenting with damage, the scene switcher's panel,
/// input from the window, resizes, the title, the screenshot read back from the window —
/// driven through `HeadlessWindow`, the window with no display, so it needs no X server.
@Suite("The run loop in a headless window")
struct HeadlessWindowTests {
    /// A window session of `frames` frames over the gallery, in a headless window; `input`
    /// runs once the window is open, before the first frame.
    func run(
        frames: Int, sidebar: Bool = true, screenshot: String? = nil,
        input: (HeadlessWindow) -> Void = { _ in }
    ) throws -> (Session, HeadlessWindow) {
        var options = SessionOptions(mode: .window)
        options.scene = "corners"
        options.windowSize = Size(width: 640, height: 400)
        options.frames = frames
        options.sceneSwitcher = true
        options.sidebar = sidebar
        options.screenshotPath = screenshot
        let windows = HeadlessWindowSystem()
        let session = try Session(options: options, scenes: DemoScenes.all, windows: windows)
        let window = try #require(windows.windows.first)
        input(window)
        _ = try session.run()
        return (session, window)
    }

    @Test("every frame is presented beside the scene list, with what changed")
    func presents() throws {
        let (session, window) = try run(frames: 3)
        #expect(window.title == "Fling — corners")
        #expect(window.presentCount == 3)
        #expect(session.buffer.width == 640 - Int(SceneSidebar.width))
        // The scene was drawn before the clock started and nothing in it moves: no damage,
        // and the window shows the frame all the same (a window uploads a new texture whole).
        #expect(window.presentedDamage.count == 3 && window.presentedDamage.allSatisfy { $0 == nil })
        let shown = try window.readPresentedPixels()
        #expect(shown.width == 640 && shown.height == 400, "the panel and the scene, side by side")
        // The scene's pixels are the right-hand part of what the window shows.
        for (x, y) in [(0, 0), (100, 200), (427, 399)] {
            #expect(shown[Int(SceneSidebar.width) + x, y] == session.buffer[x, y])
        }
    }

    @Test("a number key from the window switches the scene and retitles the window")
    func switches() throws {
        let (session, window) = try run(frames: 3) { window in
            window.post(InputEvent(time: .zero, kind: .key(name: "2", isDown: true)))
        }
        #expect(session.sceneName == DemoScenes.all[1].name)
        #expect(window.title == "Fling — \(DemoScenes.all[1].name)")
    }

    @Test("a resize from the window lays the scene out again and draws it in full")
    func resizes() throws {
        let (session, window) = try run(frames: 2, sidebar: false) { window in
            window.resize(width: 500, height: 300)
            window.post(InputEvent(time: .zero, kind: .resize(width: 500, height: 300)))
        }
        #expect(session.buffer.width == 500 && session.buffer.height == 300)
        let first = try #require(window.presentedDamage.first ?? nil)
        #expect(first.width == 500 && first.height == 300)
        #expect(try window.readPresentedPixels().width == 500)
    }

    @Test("the screenshot is what the window shows, read back from it")
    func screenshot() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fling-headless-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("shot.png").path
        let (_, window) = try run(frames: 2, screenshot: path)
        let image = try PNG.read(path)
        let shown = try window.readPresentedPixels()
        #expect(image.width == shown.width && image.height == shown.height)
        #expect(PixelBuffer(copying: image).hashHex == shown.hashHex)
    }

    @Test("Escape from the window ends the run")
    func escape() throws {
        let (_, window) = try run(frames: 50) { window in
            window.post(InputEvent(time: .zero, kind: .key(name: "escape", isDown: true)))
        }
        #expect(window.presentCount == 1)
    }

    @Test("with no window system, or no display, a window run says what to do")
    func noWindows() throws {
        var options = SessionOptions(mode: .window)
        options.scene = "corners"
        #expect {
            _ = try Session(options: options, scenes: DemoScenes.all)
        } throws: { error in
            "\(error)".contains("no window system") && "\(error)".contains("--headless")
        }
        #expect {
            _ = try Session(options: options, scenes: DemoScenes.all, windows: NoDisplay())
        } throws: { error in
            "\(error)".contains("no display") && "\(error)".contains("xvfb-run")
        }
        var headless = SessionOptions(mode: .headless)
        headless.scene = "corners"
        #expect(throws: Never.self) { _ = try Session(options: headless, scenes: DemoScenes.all) }
    }

    @Test("a headless window with nothing presented has nothing to read back")
    func nothingPresented() {
        #expect(throws: WindowError.self) { _ = try HeadlessWindow(width: 10, height: 10).readPresentedPixels() }
    }
}

/// A window system on a machine with no display.
private struct NoDisplay: WindowSystem {
    var isDisplayAvailable: Bool { false }
    func openWindow(title: String, width: Int, height: Int) throws(WindowError) -> any HostWindow {
        throw WindowError("unreachable: no display")
    }
}
