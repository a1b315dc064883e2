// Routing a frame's input: from the window or the recording, on the session clock, to the
// recorder tap, the scene switcher and the scene's gesture arena.

internal import Formats
import Input
import Motion
import Time

extension Session {
    /// Delivers this frame's input; returns whether the user quit (closed the window or
    /// pressed Escape).
    func deliverInput(for frame: DisplayLinkFrame) throws(SessionError) -> Bool {
        var events: [InputEvent]
        if player != nil {
            events = try playing { () throws(InputError) in try player!.events(through: frame.vsync) }
            if let window {
                // A paced replay in a window still honours closing it.
                if window.pollEvents().contains(where: { $0.kind == .quit }) { return true }
            }
        } else if let window {
            events = window.pollEvents()
            // Session time, never before vsync 0 nor before an event already delivered (a
            // window system's stamp can be older than a read time given to an earlier event).
            for i in events.indices {
                lastInputTime = max(lastInputTime, MonotonicInstant(nanoseconds: events[i].time.nanoseconds) - origin)
                events[i].time = lastInputTime
            }
            if options.sceneSwitcher && entries.count > 1 { events = switcherEvents(events) }
        } else {
            events = []
        }
        if frame.missedVsyncs > 0 { recorder?.recordSkip(Int64(frame.missedVsyncs), before: frame.vsync) }
        var quit = false
        // Input times are session times; on the timer's clock they are `origin` later. A
        // replay on the virtual clock has no wall time for them.
        let inputClock: MonotonicInstant? = virtualSource == nil ? origin : nil
        for event in events {
            if options.profiles {
                profiler.recordInput(Self.name(of: event.kind), at: inputClock.map { $0 + event.time })
            }
            recorder?.record(event, vsync: frame.vsync)
            // The session's key, recorded like any other so a replay toggles in the same frame;
            // neither the recognizers nor the scene see it.
            if hasReduceMotionKey, case let .key(name, isDown) = event.kind, name == Self.reduceMotionKey {
                if isDown { setReduceMotion(!reduceMotion) }
                continue
            }
            switch event.kind {
            case .quit, .key("escape", true):
                quit = true
            case let .resize(width, height):
                size = Size(width: width, height: height)
                if let window, player == nil { scale = window.scale }
                buffer.resize(width: Self.pixels(width, scale), height: Self.pixels(height, scale))
                needsFullDraw = true
                scene.layout(size: size)
            default:
                break
            }
            arena.handle(event)
            scene.handle(event)
        }
        recorder?.flush()
        // Deadlines with no event to carry them (a long press held still) are noticed at
        // the frame's timestamp, after its input: the same frame in a replay. An event read
        // just after the frame woke may be later; the arena's clock never runs backwards.
        arena.tick(at: max(frame.timestamp, arena.now))
        scene.update(at: frame.timestamp)
        return quit
    }

    /// The key that toggles Reduce Motion while a session runs (iOS's Settings › Accessibility
    /// › Motion › Reduce Motion): "m", which no scene of Fling's uses.
    package static let reduceMotionKey = "m"

    /// Turns Reduce Motion on or off for the running scene (its engine's
    /// `accessibilityReduceMotion`, which the scene reads from this frame on) and the scenes
    /// made after it, and shows it in the sidebar.
    func setReduceMotion(_ on: Bool) {
        reduceMotion = on
        scene.engine.accessibilityReduceMotion = on
        sidebar?.reduceMotion = on
    }

    /// The kind of an input event, for the profile's trace.
    static func name(of kind: InputEvent.Kind) -> String {
        switch kind {
        case .pointerDown: "pointerDown"
        case .pointerMove: "pointerMove"
        case .pointerUp: "pointerUp"
        case .wheel: "wheel"
        case .key: "key"
        case .resize: "resize"
        case .focusLost: "focusLost"
        case .quit: "quit"
        }
    }

    static func buttons(of kind: InputEvent.Kind) -> PointerButtons {
        if case let .pointerMove(_, _, buttons) = kind { return buttons }
        return []
    }
}
