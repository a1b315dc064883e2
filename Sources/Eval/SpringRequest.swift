import Formats
import Motion

/// `{"spring": P, "target": T, "initialVelocity": V, "times": [t…]}`: SwiftUI's
/// `value(target:initialVelocity:time:)` from 0 toward T, with every parameter read back.
enum SpringRequest {
    static func answer(_ request: JSONValue) throws(InputError) -> JSONValue {
        let f = FieldReader()
        try f.allow(["spring", "target", "initialVelocity", "times"], in: request)
        let spring = try parse(try f.object("spring", in: request), prefix: "spring.")
        let target = try f.double("target", in: request)
        let velocity = try f.optionalDouble("initialVelocity", in: request) ?? 0
        let times = try f.doubles("times", in: request)
        return .object([
            ("mass", .double(spring.mass)), ("stiffness", .double(spring.stiffness)),
            ("damping", .double(spring.damping)),
            ("dampingRatio", .double(spring.dampingRatio)), ("response", .double(spring.response)),
            ("duration", .double(spring.duration)), ("bounce", .double(spring.bounce)),
            // An undamped spring never settles: infinity, which JSON spells null.
            ("settlingDuration", .double(spring.settlingDuration)),
            (
                "samples",
                Eval.samples(times) { t in
                    let x = spring.displacement(from: -target, velocity: velocity, time: t)
                    return (target + x.value, x.velocity)
                }
            ),
        ])
    }

    /// A spring from one of its parameterisations; `prefix` names the object in errors.
    static func parse(_ p: JSONValue, prefix: String) throws(InputError) -> Spring {
        let f = FieldReader()
        func only(_ keys: Set<String>) throws(InputError) { try f.allow(keys, in: p, prefix: prefix) }
        if p["preset"] != nil {
            try only(["preset"])
            switch try f.string("preset", in: p, prefix: prefix) {
            case "smooth": return .smooth
            case "snappy": return .snappy
            case "bouncy": return .bouncy
            case "spring": return .standard
            case "interactiveSpring": return .interactive
            case let other:
                throw InputError(
                    field: prefix + "preset",
                    message: "is \"\(other)\", not one of smooth, snappy, bouncy, spring, interactiveSpring")
            }
        }
        if p["settlingDuration"] != nil {
            try only(["settlingDuration", "dampingRatio"])
            let settling = try f.double("settlingDuration", in: p, prefix: prefix, range: 1e-4...1e4)
            if try f.double("dampingRatio", in: p, prefix: prefix) == 0 {
                throw InputError(
                    field: prefix + "dampingRatio",
                    message:
                        "is 0: an undamped spring never settles, so no settlingDuration gives one; use {response, dampingRatio: 0} or {duration, bounce: 1}"
                )
            }
            return Spring(
                settlingDuration: settling,
                dampingRatio: try f.double("dampingRatio", in: p, prefix: prefix, range: 1e-4...1e4))
        }
        if p["response"] != nil {
            try only(["response", "dampingRatio"])
            return Spring(
                response: try f.double("response", in: p, prefix: prefix, range: 1e-4...1e4),
                dampingRatio: try f.double("dampingRatio", in: p, prefix: prefix, range: 0...1e4))
        }
        if p["stiffness"] != nil || p["mass"] != nil || p["damping"] != nil {
            try only(["mass", "stiffness", "damping", "allowOverDamping"])
            let allow = p["allowOverDamping"] != nil ? try f.bool("allowOverDamping", in: p, prefix: prefix) : true
            return Spring(
                mass: try f.optionalDouble("mass", in: p, prefix: prefix, range: 1e-6...1e6) ?? 1,
                stiffness: try f.double("stiffness", in: p, prefix: prefix, range: 1e-6...1e9),
                damping: try f.double("damping", in: p, prefix: prefix, range: 0...1e9),
                allowOverDamping: allow)
        }
        if p["duration"] != nil || p["bounce"] != nil {
            try only(["duration", "bounce"])
            let bounce = try f.optionalDouble("bounce", in: p, prefix: prefix) ?? 0
            guard bounce > -1 && bounce <= 1 else {
                throw InputError(field: prefix + "bounce", message: "is \(bounce), outside (-1, 1] (1 is undamped)")
            }
            return Spring(duration: try f.double("duration", in: p, prefix: prefix, range: 1e-4...1e4), bounce: bounce)
        }
        throw InputError(
            field: String(prefix.dropLast()),
            message:
                "needs one parameterisation: {duration, bounce}, {response, dampingRatio}, {mass, stiffness, damping}, {settlingDuration, dampingRatio} or {preset}"
        )
    }
}
