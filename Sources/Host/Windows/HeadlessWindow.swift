import Input
import Motion
package import Raster

/// A window with no display: the `HostWindow` tests drive by hand.
///
/// It has the size, scale and refresh rate it was made with; its input is what `post(_:)`
/// queued; a present composes the panel and the frame as a window would show them, so
/// `readPresentedPixels()` is the screenshot a real window would give, and counts what was
/// uploaded. A resize is an event like any other: post `.resize` and change `width` and
/// `height` with `resize(width:height:)`, as a window system does both.
package final class HeadlessWindow: HostWindow {
    package private(set) var width: Double
    package private(set) var height: Double
    package let scale: Double
    package let refreshRate: Double?
    /// The title last set.
    package private(set) var title: String
    /// How many frames were presented.
    package private(set) var presentCount = 0
    /// The damage each present was given, in order (nil: nothing changed).
    package private(set) var presentedDamage: [PixelRect?] = []
    /// Times `pump()` ran: the loop calls it while it waits for a vsync.
    package private(set) var pumpCount = 0
    private var queue: [InputEvent] = []
    private var frame = PixelBuffer(width: 0, height: 0)
    private var panel: PixelBuffer?

    /// A window of `width`×`height` points titled `title`.
    package init(title: String = "", width: Double, height: Double, scale: Double = 1, refreshRate: Double? = 60) {
        precondition(
            width >= 0 && height >= 0 && scale > 0, "HeadlessWindow needs a non-negative size and a positive scale")
        self.title = title
        self.width = width
        self.height = height
        self.scale = scale
        self.refreshRate = refreshRate
    }

    /// Queues `event` for the loop's next `pollEvents()`; its time is session time plus the
    /// session's origin, as a real window stamps events (a session on a virtual clock has an
    /// origin of 0).
    package func post(_ event: InputEvent) {
        queue.append(event)
    }

    /// Changes the window's size in points, as the user dragging its edge does; post the
    /// matching `.resize` event for the session to hear of it.
    package func resize(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    package func pump() { pumpCount += 1 }

    package func pollEvents() -> [InputEvent] {
        pump()
        defer { queue.removeAll() }
        return queue
    }

    package func present(_ buffer: PixelBuffer, damage: PixelRect?) {
        presentCount += 1
        presentedDamage.append(damage)
        let panelWidth = panel?.width ?? 0
        let width = panelWidth + buffer.width
        let height = max(buffer.height, panel?.height ?? 0)
        if frame.width != width || frame.height != height { frame.resize(width: width, height: height) }
        if let panel { copy(panel, intoColumn: 0) }
        copy(buffer, intoColumn: panelWidth)
    }

    package func setPanel(_ panel: PixelBuffer?) {
        guard let panel, panel.width > 0, panel.height > 0 else {
            self.panel = nil
            return
        }
        // A copy: the caller may draw into its buffer before the next present.
        self.panel = Self.copy(of: panel)
    }

    package func setTitle(_ title: String) { self.title = title }

    package func readPresentedPixels() throws(WindowError) -> PixelBuffer {
        guard presentCount > 0 else { throw WindowError("the headless window has presented no frame to read back") }
        return Self.copy(of: frame)
    }

    /// A new buffer with `buffer`'s pixels.
    private static func copy(of buffer: PixelBuffer) -> PixelBuffer {
        let copy = PixelBuffer(width: buffer.width, height: buffer.height)
        buffer.withUnsafeBytes { from in copy.withUnsafeMutableBytes { $0.copyMemory(from: from) } }
        return copy
    }

    /// Copies `source`'s rows into the composed frame from column `x` on.
    private func copy(_ source: PixelBuffer, intoColumn x: Int) {
        let rowBytes = source.width * 4
        let pitch = frame.width * 4
        source.withUnsafeBytes { from in
            frame.withUnsafeMutableBytes { to in
                for y in 0..<source.height {
                    let row = UnsafeRawBufferPointer(rebasing: from[(y * rowBytes)..<((y + 1) * rowBytes)])
                    UnsafeMutableRawBufferPointer(rebasing: to[(y * pitch + x * 4)...]).copyMemory(from: row)
                }
            }
        }
    }
}

/// Opens `HeadlessWindow`s: the window system of a session with no display. It keeps the
/// windows it opened, for a test to drive and read.
package final class HeadlessWindowSystem: WindowSystem {
    /// The scale and refresh rate of the windows it opens.
    private let scale: Double
    private let refreshRate: Double?
    /// Every window opened, oldest first.
    package private(set) var windows: [HeadlessWindow] = []

    package init(scale: Double = 1, refreshRate: Double? = 60) {
        self.scale = scale
        self.refreshRate = refreshRate
    }

    package var isDisplayAvailable: Bool { true }

    package func openWindow(title: String, width: Int, height: Int) throws(WindowError) -> any HostWindow {
        let window = HeadlessWindow(
            title: title, width: Double(width), height: Double(height), scale: scale, refreshRate: refreshRate)
        windows.append(window)
        return window
    }
}
