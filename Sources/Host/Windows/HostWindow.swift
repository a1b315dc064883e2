import Input
package import Raster

/// What the run loop needs of a window: the platform seam between a `Session` and the
/// system that shows its frames and delivers its input.
///
/// The session owns the frame loop; a window only reports its size and input and shows the
/// pixels it is given. Fling has two: the SDL window (`SDLWindow`, in the `SDLHost` module,
/// the only code that includes SDL, which only the `FlingCommandLine` product links) and
/// `HeadlessWindow`, which shows nothing and takes its input from whoever drives it, so the
/// window path of the loop is tested with no display. Replays and `--headless` runs need no
/// window at all: their input is the recording, or none. This is swift-nio's shape: a
/// protocol in the core, the real transport beside it, and an embedded double that tests
/// drive by hand.
package protocol HostWindow: AnyObject {
    /// The drawable width in points (what the scene is laid out in).
    var width: Double { get }
    /// The drawable height in points.
    var height: Double { get }
    /// Pixels per point (2 on a HiDPI display).
    var scale: Double { get }
    /// The display's refresh rate in hertz, when known and non-zero.
    var refreshRate: Double? { get }
    /// Reads what the system has delivered into the window's queue, stamping each event with
    /// the time it happened (`MonotonicClock`'s base). Called between frames while the loop
    /// waits for its next vsync, so events are stamped close to when they arrived.
    func pump()
    /// Pumps, then returns and clears the queued events, oldest first.
    func pollEvents() -> [InputEvent]
    /// Shows `buffer` (the whole frame, `width × scale` by `height × scale` pixels), of which
    /// only `damage` changed since the last present (nil: nothing changed).
    func present(_ buffer: PixelBuffer, damage: PixelRect?)
    /// Shows `panel` at the window's left edge from the next present on, at its pixel size,
    /// with the frame beside it (nil: no panel).
    func setPanel(_ panel: PixelBuffer?)
    /// Sets the window's title.
    func setTitle(_ title: String)
    /// What the window shows now, panel included, read back from the system: the screenshot
    /// of the presented frame rather than of the session's own copy.
    func readPresentedPixels() throws(WindowError) -> PixelBuffer
}

/// Opens windows: how a session gets one without knowing which system provides it.
package protocol WindowSystem {
    /// Whether a window can open here (a display, or a driver that needs none).
    var isDisplayAvailable: Bool { get }
    /// Opens a window of `width`×`height` points titled `title`.
    func openWindow(title: String, width: Int, height: Int) throws(WindowError) -> any HostWindow
}

/// Why a window could not open or be read, as one line for the command line to print.
package struct WindowError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
