import CSDL2
import CSDL2Events
import Host
import Input
import Profiler
import Raster
import Rendering

#if canImport(Glibc)
    import Glibc
    import Time
#endif

/// A resizable SDL window that shows a CPU `PixelBuffer` through a streaming texture and
/// turns SDL's events into `InputEvent`s.
///
/// SDL's software renderer with `SDL_FRAMEBUFFER_ACCELERATION=0` writes straight to the
/// window's framebuffer (under Xvfb a present drops from about 18 ms to 0.5 ms); vsync is
/// off because the display link paces frames itself.
package final class SDLWindow: HostWindow {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureWidth: Int32 = 0
    private var textureHeight: Int32 = 0
    /// The side panel's texture (the scene switcher), drawn at the window's left edge.
    private var panelTexture: OpaquePointer?
    private var panelWidth: Int32 = 0
    private var panelHeight: Int32 = 0
    private var capturing = false

    /// The window's size in points.
    package private(set) var width: Double
    package private(set) var height: Double

    /// Whether a window can open here: a video driver was named, or an X11 or Wayland display is set.
    package static var isDisplayAvailable: Bool {
        let env = { (name: String) -> Bool in getenv(name).map { String(cString: $0).isEmpty == false } ?? false }
        return env("SDL_VIDEODRIVER") || env("DISPLAY") || env("WAYLAND_DISPLAY")
    }

    /// Opens a window of `width`×`height` points titled `title`.
    package init(title: String, width: Int, height: Int) throws(WindowError) {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        SDL_SetHint(SDL_HINT_RENDER_VSYNC, "0")
        // SDL would otherwise turn SIGINT into a quit event only; keep that, it is the clean path.
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw WindowError("cannot start SDL video: \(Self.lastError())")
        }
        let centered = Int32(bitPattern: 0x2FFF_0000)   // SDL_WINDOWPOS_CENTERED, a macro Swift cannot import
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow(title, centered, centered, Int32(width), Int32(height), flags) else {
            let reason = Self.lastError()
            SDL_Quit()
            throw WindowError("cannot open a window: \(reason)")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let reason = Self.lastError()
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw WindowError("cannot create a renderer: \(reason)")
        }
        self.window = window
        self.renderer = renderer
        // The window system's own event times (X11's server timestamps) arrive in these.
        SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        self.width = Double(w)
        self.height = Double(h)
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        if let panelTexture { SDL_DestroyTexture(panelTexture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Pixels per point: the renderer's output size over the window size (2 on a HiDPI display).
    package var scale: Double {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return width > 0 && w > 0 ? Double(w) / width : 1
    }

    /// The window's display refresh rate in Hz, or nil when the mode reports 0 (unknown).
    package var refreshRate: Double? {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Double(mode.refresh_rate)
    }

    /// Events pumped between frames, each with the time it happened.
    private var pending: [InputEvent] = []
    /// The window system's clock, mapped to CLOCK_MONOTONIC.
    private var serverTimes = ServerTimestamps()
    /// The time of the X event SDL is translating now (SDL queues the window-manager event
    /// just before the events it makes from it); nil when that event carries no time.
    private var serverStamp: MonotonicInstant?

    /// Reads SDL's queue now and keeps the events, each with CLOCK_MONOTONIC nanoseconds of
    /// the moment it happened: the X server's timestamp where the window system gives one
    /// (key, button, motion and crossing events under X11, millisecond resolution), else the
    /// moment it is read. Server timestamps keep the moves made during a long frame apart,
    /// as they happened; the frame loop also pumps about every millisecond while it waits
    /// for the next vsync, which is what keeps read times close on other window systems.
    package func pump() {
        var event = SDL_Event()
        let first = pending.count
        var stamped: [Bool] = []
        while SDL_PollEvent(&event) != 0 {
            let now = MonotonicInstant.now()
            if event.type == SDL_SYSWMEVENT.rawValue {
                var milliseconds: UInt = 0
                serverStamp =
                    fling_sdl_x11_event_time(&event, &milliseconds) != 0
                    ? serverTimes.time(ofServerMilliseconds: UInt32(truncatingIfNeeded: milliseconds), readAt: now)
                    : nil
                continue
            }
            guard let kind = translate(&event) else { continue }
            // An event's time is its CLOCK_MONOTONIC nanoseconds (`HostWindow.pump()`); the
            // session makes it session time.
            pending.append(InputEvent(time: .nanoseconds((serverStamp ?? now).nanoseconds), kind: kind))
            stamped.append(serverStamp != nil)
        }
        // An event without a stamp (one SDL makes itself, a window event) is no later than the
        // next stamped event read with it: a read time must not run ahead of the times of
        // the events behind it, or keeping times in order would move those.
        var next: FrameTime?
        for offset in stamped.indices.reversed() {
            let index = first + offset
            if stamped[offset] {
                next = pending[index].time
            } else if let limit = next, pending[index].time > limit {
                pending[index].time = limit
            }
        }
    }

    /// The events since the last call (pumping once more first), in window points.
    package func pollEvents() -> [InputEvent] {
        pump()
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }

    /// Shows `buffer`, scaled to fill the window, uploading only its `damage` rectangle to
    /// the streaming texture (nil: nothing changed since the last present, so nothing is
    /// uploaded). The texture keeps the rest from earlier presents; a new texture (the first
    /// present, or another buffer size) is uploaded whole. The whole texture is still copied
    /// to the window and presented every time — SDL's renderer API presents whole frames —
    /// so the frame's pacing does not depend on what changed.
    ///
    /// With a side panel (`setPanel(_:)`), the panel is drawn at the window's left edge at
    /// its pixel size and `buffer` beside it, at its own pixel size.
    package func present(_ buffer: PixelBuffer, damage: PixelRect?) {
        let w = Int32(buffer.width)
        let h = Int32(buffer.height)
        guard w > 0, h > 0 else { return }
        let whole = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        var upload = damage?.intersection(whole)
        if texture == nil || w != textureWidth || h != textureHeight {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h)
            textureWidth = w
            textureHeight = h
            upload = whole
        }
        guard let texture else { return }
        if let upload, !upload.isEmpty {
            var rect = SDL_Rect(x: Int32(upload.x), y: Int32(upload.y), w: Int32(upload.width), h: Int32(upload.height))
            buffer.withUnsafeBytes { bytes in
                let first = bytes.baseAddress! + (upload.y * buffer.width + upload.x) * 4
                _ = SDL_UpdateTexture(texture, &rect, first, w * 4)
            }
        }
        if let panelTexture {
            var panel = SDL_Rect(x: 0, y: 0, w: panelWidth, h: panelHeight)
            var scene = SDL_Rect(x: panelWidth, y: 0, w: w, h: h)
            SDL_RenderCopy(renderer, panelTexture, nil, &panel)
            SDL_RenderCopy(renderer, texture, nil, &scene)
        } else {
            SDL_RenderCopy(renderer, texture, nil, nil)
        }
        SDL_RenderPresent(renderer)
    }

    /// Shows `panel` at the window's left edge from the next present on, at its pixel size
    /// (nil: no panel; the frame fills the window). Upload it again whenever it changes.
    package func setPanel(_ panel: PixelBuffer?) {
        guard let panel, panel.width > 0, panel.height > 0 else {
            if let panelTexture { SDL_DestroyTexture(panelTexture) }
            panelTexture = nil
            panelWidth = 0
            panelHeight = 0
            return
        }
        let w = Int32(panel.width)
        let h = Int32(panel.height)
        if panelTexture == nil || w != panelWidth || h != panelHeight {
            if let panelTexture { SDL_DestroyTexture(panelTexture) }
            panelTexture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h)
            panelWidth = w
            panelHeight = h
        }
        guard let panelTexture else { return }
        panel.withUnsafeBytes { bytes in _ = SDL_UpdateTexture(panelTexture, nil, bytes.baseAddress, w * 4) }
    }

    /// The window's title.
    package func setTitle(_ title: String) {
        SDL_SetWindowTitle(window, title)
    }

    /// Reads back what the window shows now, from SDL's renderer, into a new buffer of the
    /// renderer's output size: the screenshot of the presented frame, not of our own copy.
    package func readPresentedPixels() throws(WindowError) -> PixelBuffer {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        let buffer = PixelBuffer(width: Int(w), height: Int(h))
        let status = buffer.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, w * 4)
        }
        guard status == 0 else { throw WindowError("cannot read the window's pixels: \(Self.lastError())") }
        return buffer
    }

    private func translate(_ event: inout SDL_Event) -> InputEvent.Kind? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEBUTTONDOWN:
            guard let button = PointerButton(rawValue: Int(event.button.button)) else { return nil }
            if !capturing { capturing = SDL_CaptureMouse(SDL_TRUE) == 0 }
            return .pointerDown(x: Double(event.button.x), y: Double(event.button.y), button: button)
        case SDL_MOUSEBUTTONUP:
            guard let button = PointerButton(rawValue: Int(event.button.button)) else { return nil }
            if capturing && SDL_GetMouseState(nil, nil) == 0 {
                SDL_CaptureMouse(SDL_FALSE)
                capturing = false
            }
            return .pointerUp(x: Double(event.button.x), y: Double(event.button.y), button: button)
        case SDL_MOUSEMOTION:
            let state = event.motion.state
            var buttons = PointerButtons()
            if state & 1 != 0 { buttons.insert(.left) }
            if state & 2 != 0 { buttons.insert(.middle) }
            if state & 4 != 0 { buttons.insert(.right) }
            return .pointerMove(x: Double(event.motion.x), y: Double(event.motion.y), buttons: buttons)
        case SDL_MOUSEWHEEL:
            return Self.scroll(event.wheel)
        case SDL_KEYDOWN, SDL_KEYUP:
            guard event.key.repeat == 0 else { return nil }
            let name = String(cString: SDL_GetKeyName(event.key.keysym.sym)).lowercased()
            return .key(name: name, isDown: event.type == SDL_KEYDOWN.rawValue)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                var w: Int32 = 0
                var h: Int32 = 0
                SDL_GetWindowSize(window, &w, &h)
                width = Double(w)
                height = Double(h)
                return .resize(width: width, height: height)
            case SDL_WINDOWEVENT_FOCUS_LOST:
                if capturing {
                    SDL_CaptureMouse(SDL_FALSE)
                    capturing = false
                }
                return .focusLost
            case SDL_WINDOWEVENT_CLOSE:
                return .quit
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Points the content moves per wheel notch (one unit of SDL's precise delta): about two
    /// lines of body text, within the 40–60 px a notch scrolls in desktop browsers on Linux.
    package static let pointsPerNotch = 40.0

    /// A wheel event as the content displacement it asks for.
    ///
    /// SDL's precise deltas (2.0.18+) count notches: y > 0 away from the user, x > 0 to the
    /// right, fractions from smooth-scrolling devices. When the user has "natural" scrolling
    /// SDL sets `SDL_MOUSEWHEEL_FLIPPED` and the deltas are already inverted; multiplying by
    /// −1 would recover the finger's physical motion, but content follows the deltas as
    /// given, which is what the user's preference asks for, so the flag is not applied.
    /// Scrolling away (wheel up) moves content down (+dy) and scrolling right moves it left
    /// (−dx), as in every scroll view. Whole-notch deltas are a discrete wheel; fractions
    /// mean a continuous device (X11 reports trackpads as whole notches too). The pointer
    /// position is the event's own (2.26+), not the mouse state at poll.
    static func scroll(_ wheel: SDL_MouseWheelEvent) -> InputEvent.Kind {
        let notchesX = Double(wheel.preciseX)
        let notchesY = Double(wheel.preciseY)
        let whole = notchesX.rounded() == notchesX && notchesY.rounded() == notchesY
        return .wheel(
            x: Double(wheel.mouseX), y: Double(wheel.mouseY),
            dx: 0 - notchesX * pointsPerNotch, dy: notchesY * pointsPerNotch,   // 0 − x: never −0
            type: whole ? .discrete : .continuous)
    }

    private static func lastError() -> String {
        let text = String(cString: SDL_GetError())
        return text.isEmpty ? "unknown SDL error" : text
    }
}

/// Opens SDL windows: the window system of `fling demo` and of every `FlingApp`.
package struct SDLWindowSystem: WindowSystem {
    package init() {}

    package var isDisplayAvailable: Bool { SDLWindow.isDisplayAvailable }

    package func openWindow(title: String, width: Int, height: Int) throws(WindowError) -> any HostWindow {
        try SDLWindow(title: title, width: width, height: height)
    }
}
