import Time

/// One timestamped input event, in window points, as the frame loop delivers it.
///
/// Hosts translate their native events into these (SDLHost stamps each with the time the
/// window system says it happened); recordings store them; gestures consume them. Times are
/// on the session clock, so a replay sees the same numbers.
public struct InputEvent: Hashable, Sendable, CustomStringConvertible {
    /// When the event happened, on the session clock.
    public var time: FrameTime
    /// What happened.
    public var kind: Kind

    /// An event of `kind` that happened at `time`.
    public init(time: FrameTime, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A mouse button went down at (x, y) window points.
        case pointerDown(x: Double, y: Double, button: PointerButton)
        /// The pointer moved to (x, y); `buttons` are the buttons held while moving.
        case pointerMove(x: Double, y: Double, buttons: PointerButtons)
        /// A mouse button went up at (x, y).
        case pointerUp(x: Double, y: Double, button: PointerButton)
        /// A scroll wheel or trackpad scrolled the content under the pointer (x, y) by
        /// (dx, dy) points: positive dx moves content right, positive dy moves it down, with
        /// the user's scroll-direction preference ("natural" scrolling) already applied, as
        /// the platform reports it. `type` tells a notched wheel from a trackpad.
        case wheel(x: Double, y: Double, dx: Double, dy: Double, type: ScrollType)
        /// A key went down or up. `key` is a lower-case name ("escape", "space", "a", …).
        case key(name: String, isDown: Bool)
        /// The window's content area became `width`×`height` points.
        case resize(width: Double, height: Double)
        /// The window lost input focus or mouse capture: gestures in flight are cancelled.
        case focusLost
        /// The user asked to close the window.
        case quit
    }

    public var description: String { "\(time): \(kind)" }
}

/// Where a scroll came from, as `UIScrollType` distinguishes: a wheel that turns in notches
/// (`discrete`) or a device that scrolls smoothly, like a trackpad (`continuous`).
public enum ScrollType: String, Hashable, Sendable, CaseIterable {
    case discrete, continuous
}

/// A mouse button.
public enum PointerButton: Int, Hashable, Sendable, CaseIterable {
    case left = 1
    case middle = 2
    case right = 3

    /// The mask for this button in `PointerButtons`.
    public var mask: PointerButtons { PointerButtons(rawValue: 1 << (rawValue - 1)) }
}

/// A set of held mouse buttons.
public struct PointerButtons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The left (primary) button.
    public static let left = PointerButtons(rawValue: 1)
    /// The middle button (often the wheel).
    public static let middle = PointerButtons(rawValue: 2)
    /// The right (secondary) button.
    public static let right = PointerButtons(rawValue: 4)
}
