import Demos
import Host
import Input
import Raster
import Rendering
import Replay
import Testing
import Time

/// The session draws only what changed each frame; whatever it skipped, its buffer is always
/// the full frame (that is what the trace's pixel hash covers).
@Suite("A session's frames are full frames")
struct SessionRenderingTests {
    /// Replays `recording` for `frames` frames with `threads` render threads, and returns the
    /// session's last buffer's hash and that of a full draw of where the scene ended.
    func replay(_ recording: Recording, frames: Int, threads: Int = 1) throws -> (session: String, full: String) {
        var options = SessionOptions(mode: .replay(recording))
        options.frames = frames
        options.renderThreads = threads
        let session = try Session(options: options, scenes: DemoScenes.all)
        _ = try session.run()
        let full = PixelBuffer(width: session.buffer.width, height: session.buffer.height)
        LayerRenderer(text: AppFont.trueType())
            .draw(session.scene.root, into: full, scale: recording.header.scale, clearColor: session.scene.clearColor)
        return (session.buffer.hashHex, full.hashHex)
    }

    @Test("damaged redraws through a flick equal full draws", arguments: [1, 2])
    func flick(threads: Int) throws {
        let recording = try Recording.load(path: Sessions.path("flick-bottom-left.flingrec"))
        for frames in [1, 20, 34, 40, 60] {
            let result = try replay(recording, frames: frames, threads: threads)
            #expect(result.session == result.full, "frame \(frames), \(threads) threads")
        }
    }

    @Test("a resize draws everything, also one back to the size drawn last")
    func resize() throws {
        let period = FrameTime.nanoseconds(16_666_667)
        let header = RecordingHeader(
            windowWidth: 1280, windowHeight: 800, scale: 1, scene: "corners", framePeriod: period)
        func resize(_ vsync: Int64, _ width: Double, _ height: Double) -> RecordedEvent {
            RecordedEvent(
                vsync: vsync, event: InputEvent(time: period * vsync, kind: .resize(width: width, height: height)))
        }
        // Frame 3 shrinks the window; frame 6 grows and shrinks it back within one frame's input.
        let events = [resize(3, 1000, 700), resize(6, 1280, 800), resize(6, 1000, 700)]
        let recording = Recording(header: header, events: events, endVsync: 40, endTime: period * 40)
        for frames in [4, 7, 30] {
            let result = try replay(recording, frames: frames)
            #expect(result.session == result.full, "after frame \(frames)")
        }
    }
}
