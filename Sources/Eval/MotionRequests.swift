import Formats
import Motion

/// `{"curve": name or [x1, y1, x2, y2], "times": [x…]}`: a timing curve's value and dy/dx.
enum CurveRequest {
    static func answer(_ request: JSONValue) throws(InputError) -> JSONValue {
        let f = FieldReader()
        try f.allow(["curve", "times"], in: request)
        let curve = try parse(try f.value("curve", in: request), field: "curve")
        let times = try f.doubles("times", in: request)
        return .object([("samples", Eval.samples(times) { x in (curve.value(at: x), curve.velocity(at: x)) })])
    }

    /// A named curve or four control-point numbers.
    static func parse(_ value: JSONValue, field: String) throws(InputError) -> UnitCurve {
        switch value {
        case let .string(name):
            switch name {
            case "linear": return .linear
            case "easeIn": return .easeIn
            case "easeOut": return .easeOut
            case "easeInEaseOut", "easeInOut": return .easeInOut
            case "default": return .default
            default:
                throw InputError(
                    field: field,
                    message:
                        "is \"\(ErrorText.clip(name))\", not one of linear, easeIn, easeOut, easeInEaseOut, default")
            }
        case let .array(points):
            let numbers = points.compactMap(\.double)
            guard points.count == 4, numbers.count == 4 else {
                throw InputError(field: field, message: "must be a curve name or four numbers [x1, y1, x2, y2]")
            }
            guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
                throw InputError(
                    field: field, message: "has control x values \(numbers[0]) and \(numbers[2]); both must be in 0…1")
            }
            return UnitCurve(
                startControlPoint: Point(x: numbers[0], y: numbers[1]),
                endControlPoint: Point(x: numbers[2], y: numbers[3]))
        default:
            throw InputError(field: field, message: "must be a curve name or four numbers, not \(value.kindName)")
        }
    }
}

/// `{"decay": {"velocity": V, "rate": R}, "from": X0, "times": [t…]}`: scroll-view deceleration.
enum DecayRequest {
    static func answer(_ request: JSONValue) throws(InputError) -> JSONValue {
        let f = FieldReader()
        try f.allow(["decay", "from", "times"], in: request)
        let spec = try f.object("decay", in: request)
        try f.allow(["velocity", "rate"], in: spec, prefix: "decay.")
        let velocity = try f.double("velocity", in: spec, prefix: "decay.")
        let rate = try f.optionalDouble("rate", in: spec, prefix: "decay.") ?? Decay.normal.rate
        guard rate > 0 && rate < 1 else {
            throw InputError(field: "decay.rate", message: "is \(rate); a rate per millisecond must be in (0, 1)")
        }
        let decay = Decay(rate: rate)
        let from = try f.double("from", in: request)
        let times = try f.doubles("times", in: request)
        return .object([
            ("destination", .double(decay.destination(from: from, velocity: velocity))),
            ("projection", .double(decay.project(from, velocity: velocity))),
            (
                "samples",
                Eval.samples(times) { t in
                    (decay.value(from: from, velocity: velocity, time: t), decay.velocity(velocity, time: t))
                }
            ),
        ])
    }
}

/// `{"rubberband": {"offset": X, "dimension": D, "coefficient": C}}`: UIScrollView's rubber band.
enum RubberBandRequest {
    static func answer(_ request: JSONValue) throws(InputError) -> JSONValue {
        let f = FieldReader()
        try f.allow(["rubberband"], in: request)
        let spec = try f.object("rubberband", in: request)
        try f.allow(["offset", "dimension", "coefficient"], in: spec, prefix: "rubberband.")
        let offset = try f.double("offset", in: spec, prefix: "rubberband.")
        let dimension = try f.double("dimension", in: spec, prefix: "rubberband.", range: 1e-9...1e12)
        let coefficient =
            try f.optionalDouble("coefficient", in: spec, prefix: "rubberband.", range: 1e-9...1e3)
            ?? RubberBand.coefficient
        return .object([("value", .double(RubberBand.offset(offset, dimension: dimension, coefficient: coefficient)))])
    }
}

/// `{"uikitVelocity": {"velocity": V, "from": A, "to": B}}`: points per second to UIKit's
/// relative spring velocity.
enum UIKitVelocityRequest {
    static func answer(_ request: JSONValue) throws(InputError) -> JSONValue {
        let f = FieldReader()
        try f.allow(["uikitVelocity"], in: request)
        let spec = try f.object("uikitVelocity", in: request)
        try f.allow(["velocity", "from", "to"], in: spec, prefix: "uikitVelocity.")
        let relative = Spring.relativeVelocity(
            try f.double("velocity", in: spec, prefix: "uikitVelocity."),
            from: try f.double("from", in: spec, prefix: "uikitVelocity."),
            to: try f.double("to", in: spec, prefix: "uikitVelocity."))
        return .object([("relative", .double(relative))])
    }
}
