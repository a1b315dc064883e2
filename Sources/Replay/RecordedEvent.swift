import Formats
import Input

/// One line of a recording after the header: an input event and the frame that consumed it.
public struct RecordedEvent: Hashable, Sendable {
    /// The vsync of the frame that delivered the event in the live run.
    public var vsync: Int64
    public var event: InputEvent

    public init(vsync: Int64, event: InputEvent) {
        self.vsync = vsync
        self.event = event
    }

    /// The event's JSON line.
    public var jsonLine: String {
        var members: [(key: String, value: JSONValue)] = [("t", .int(event.time.nanoseconds)), ("frame", .int(vsync))]
        switch event.kind {
        case let .pointerDown(x, y, button):
            members += [
                ("type", .string("down")), ("x", .double(x)), ("y", .double(y)),
                ("button", .int(Int64(button.rawValue))),
            ]
        case let .pointerMove(x, y, buttons):
            members += [
                ("type", .string("move")), ("x", .double(x)), ("y", .double(y)),
                ("buttons", .int(Int64(buttons.rawValue))),
            ]
        case let .pointerUp(x, y, button):
            members += [
                ("type", .string("up")), ("x", .double(x)), ("y", .double(y)), ("button", .int(Int64(button.rawValue))),
            ]
        case let .wheel(x, y, dx, dy, scroll):
            members += [
                ("type", .string("wheel")), ("x", .double(x)), ("y", .double(y)), ("dx", .double(dx)),
                ("dy", .double(dy)),
                ("scroll", .string(scroll.rawValue)),
            ]
        case let .key(name, isDown):
            members += [("type", .string("key")), ("key", .string(name)), ("down", .bool(isDown))]
        case let .resize(width, height):
            members += [("type", .string("resize")), ("width", .double(width)), ("height", .double(height))]
        case .focusLost:
            members += [("type", .string("focusLost"))]
        case .quit:
            members += [("type", .string("quit"))]
        }
        return JSONWriter.string(.object(members))
    }

    /// Reads an event line; the "end" line is handled by the caller.
    init(json: JSONValue, type: String, fields f: FieldReader) throws(InputError) {
        let time = try f.int("t", in: json, range: 0...RecordingHeader.maximumTime)
        let vsync = try f.int("frame", in: json, range: 0...RecordingHeader.maximumVsyncs)
        func point(_ extra: Set<String>) throws(InputError) -> (Double, Double) {
            try f.allow(Set(["t", "frame", "type", "x", "y"]).union(extra), in: json)
            return (try f.double("x", in: json, range: -1e6...1e6), try f.double("y", in: json, range: -1e6...1e6))
        }
        func button() throws(InputError) -> PointerButton {
            let raw = try f.int("button", in: json, range: 1...3)
            return PointerButton(rawValue: Int(raw))!
        }
        func scrollType() throws(InputError) -> ScrollType {
            // Optional: recordings from before scroll types were recorded hold wheel notches.
            guard json["scroll"] != nil else { return .discrete }
            let name = try f.string("scroll", in: json)
            guard let type = ScrollType(rawValue: name) else {
                throw InputError(field: "scroll", message: "is \"\(ErrorText.clip(name))\", not discrete or continuous")
            }
            return type
        }
        let kind: InputEvent.Kind
        switch type {
        case "down":
            let (x, y) = try point(["button"])
            kind = .pointerDown(x: x, y: y, button: try button())
        case "up":
            let (x, y) = try point(["button"])
            kind = .pointerUp(x: x, y: y, button: try button())
        case "move":
            let (x, y) = try point(["buttons"])
            kind = .pointerMove(
                x: x, y: y, buttons: PointerButtons(rawValue: Int(try f.int("buttons", in: json, range: 0...7))))
        case "wheel":
            let (x, y) = try point(["dx", "dy", "scroll"])
            kind = .wheel(
                x: x, y: y, dx: try f.double("dx", in: json, range: -1e6...1e6),
                dy: try f.double("dy", in: json, range: -1e6...1e6), type: try scrollType())
        case "key":
            try f.allow(["t", "frame", "type", "key", "down"], in: json)
            kind = .key(name: try f.string("key", in: json), isDown: try f.bool("down", in: json))
        case "resize":
            try f.allow(["t", "frame", "type", "width", "height"], in: json)
            let limit = Double(RecordingHeader.maximumFramePixels) * 4
            kind = .resize(
                width: try f.double("width", in: json, range: 1...limit),
                height: try f.double("height", in: json, range: 1...limit))
        case "focusLost":
            try f.allow(["t", "frame", "type"], in: json)
            kind = .focusLost
        case "quit":
            try f.allow(["t", "frame", "type"], in: json)
            kind = .quit
        default:
            throw InputError(
                field: "type",
                message: "is \"\(type)\", not one of down, move, up, wheel, key, resize, focusLost, quit, end")
        }
        self.init(vsync: vsync, event: InputEvent(time: .nanoseconds(time), kind: kind))
    }
}
