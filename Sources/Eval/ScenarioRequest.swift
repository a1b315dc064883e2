import Formats
import Input
import Layers
import Motion

/// `{"scenario": {"properties": {...}, "steps": [...], "sample": {"times": [...]}}}`: one
/// layer driven by timed steps (model changes, `UIView.animate` / `withAnimation` blocks,
/// Core Animation layer animations, property animators), sampled at given times.
///
/// Steps run at their time `at`, in the order given, before any sample at the same time.
/// Each completion handler that runs and each animator state change becomes an event stamped
/// with the time it logically happened.
enum ScenarioRequest {
    static func answer(_ request: JSONValue) throws(InputError) -> JSONValue {
        let f = FieldReader()
        try f.allow(["scenario"], in: request)
        let scenario = try f.object("scenario", in: request)
        try f.allow(["properties", "steps", "sample"], in: scenario, prefix: "scenario.")
        var run = try ScenarioRun(scenario: scenario)
        // However the run ends — an answer, an illegal call, or an error in a later field —
        // animators it left stopped are kept alive: releasing one stops the process, as UIKit
        // crashes, and would take every other request's answer with it.
        let animators = run.animators
        defer { _ = animators.leftStopped() }
        do {
            let answer = try run.answer()
            if let problem = animators.leftStopped() { return .object([("error", .string(problem))]) }
            return answer
        } catch  where error.message.hasPrefix("ILLEGAL:") {
            // UIKit would crash here; the request answers with the reason instead.
            return .object([("error", .string(String(error.message.dropFirst("ILLEGAL:".count))))])
        }
    }
}

/// One scenario being played.
struct ScenarioRun {
    let f = FieldReader()
    let engine = AnimationEngine()
    let root = Layer(name: "root")
    let layer = Layer(name: "layer")
    /// Key paths reported in samples, in first-mention order.
    var tracked: [String] = []
    var steps: [(index: Int, time: Double, step: JSONValue)] = []
    var times: [Double] = []
    let events = EventLog()
    let animators = AnimatorTable()
    /// The most steps a scenario may have.
    static let maximumSteps = 1000
    /// The most sample times a scenario may have.
    static let maximumSamples = 10_000

    /// Completion and state events, in the order they happened.
    final class EventLog {
        var events: [JSONValue] = []
        func add(time: Double, kind: String, source: String, _ detail: (String, JSONValue)) {
            events.append(
                .object([("time", .double(time)), ("kind", .string(kind)), ("source", .string(source)), detail]))
        }
    }

    init(scenario: JSONValue) throws(InputError) {
        engine.attach(root)
        root.addSublayer(layer)
        if scenario["properties"] != nil {
            let properties = try f.object("properties", in: scenario, prefix: "scenario.")
            try apply(properties, field: "scenario.properties")
        }
        if let list = scenario["steps"] {
            guard case let .array(items) = list else {
                throw InputError(field: "scenario.steps", message: "must be an array of steps, not \(list.kindName)")
            }
            // Every step and sample updates every running animation, and each step may add
            // one: the work grows as (steps + samples) × steps, so both are bounded.
            guard items.count <= Self.maximumSteps else {
                throw InputError(
                    field: "scenario.steps",
                    message: "has \(items.count) steps; a scenario has at most \(Self.maximumSteps)")
            }
            for (index, step) in items.enumerated() {
                guard case .object = step else {
                    throw InputError(
                        field: "scenario.steps[\(index)]", message: "must be an object, not \(step.kindName)")
                }
                let time = try f.double("at", in: step, prefix: "scenario.steps[\(index)].", range: 0...1e6)
                steps.append((index, time, step))
            }
        }
        let sample = try f.object("sample", in: scenario, prefix: "scenario.")
        try f.allow(["times"], in: sample, prefix: "scenario.sample.")
        times = try f.doubles("times", in: sample, prefix: "scenario.sample.")
        guard times.count <= Self.maximumSamples else {
            throw InputError(
                field: "scenario.sample.times",
                message: "has \(times.count) times; a scenario samples at most \(Self.maximumSamples)")
        }
        for (i, t) in times.enumerated() where !(t >= 0 && t <= 1e6) {
            throw InputError(field: "scenario.sample.times[\(i)]", message: "is \(t), outside 0…1000000")
        }
    }

    /// Sets model values from `{key path: number}` without animating.
    mutating func apply(_ object: JSONValue, field: String, animated: Bool = false) throws(InputError) {
        guard case let .object(members) = object else { return }
        for (path, value) in members {
            guard let keyPath = LayerKeyPath(path) else {
                throw InputError(field: "\(field).\(path)", message: "is not a layer key path")
            }
            guard let number = value.double else {
                throw InputError(field: "\(field).\(path)", message: "must be a number, not \(value.kindName)")
            }
            guard keyPath.kind == "number" else {
                throw InputError(
                    field: "\(field).\(path)",
                    message: "is a \(keyPath.kind) property; name a numeric component (for example \(path).x)")
            }
            if !tracked.contains(path) { tracked.append(path) }
            if animated {
                layer.setValue(.number(number), forKeyPath: path)
            } else {
                let target = layer
                engine.performWithoutAnimation { target.setValue(.number(number), forKeyPath: path) }
            }
        }
    }

    mutating func answer() throws(InputError) -> JSONValue {
        // Steps before samples at equal times; steps keep their given order.
        var timeline: [(time: Double, order: Int, step: Int?)] = steps.map { ($0.time, 0, $0.index) }
        timeline += times.map { ($0, 1, nil) }
        timeline = timeline.enumerated().sorted { a, b in
            (a.element.time, a.element.order, a.offset) < (b.element.time, b.element.order, b.offset)
        }.map(\.element)
        var samples: [(Double, JSONValue)] = []
        for entry in timeline {
            engine.now = .seconds(entry.time)
            engine.update(at: .seconds(entry.time))
            if let index = entry.step {
                // `steps` holds step i at position i: a lookup, not a search per step.
                try perform(steps[index].step, index: index, time: entry.time)
                engine.flushCompletions()
            } else {
                samples.append((entry.time, sample(at: entry.time)))
            }
        }
        let ordered = samples.map(\.1)
        return .object([("samples", .array(ordered)), ("events", .array(events.events))])
    }

    func sample(at time: Double) -> JSONValue {
        let model = layer.model()
        let shown = layer.presentation()
        func values(_ snapshot: LayerSnapshot) -> JSONValue {
            .object(
                tracked.compactMap { path in
                    guard let keyPath = LayerKeyPath(path) else { return nil }
                    return (path, Self.json(keyPath.value(in: snapshot)))
                })
        }
        return .object([("time", .double(time)), ("model", values(model)), ("presentation", values(shown))])
    }

    static func json(_ value: LayerValue) -> JSONValue {
        switch value {
        case let .number(n): return .double(n)
        case let .point(p): return .object([("x", .double(p.x)), ("y", .double(p.y))])
        case let .size(s): return .object([("width", .double(s.width)), ("height", .double(s.height))])
        case let .rect(r):
            return .object([
                ("x", .double(r.minX)), ("y", .double(r.minY)), ("width", .double(r.width)),
                ("height", .double(r.height)),
            ])
        case let .color(c):
            return .object([
                ("red", .double(c.red)), ("green", .double(c.green)), ("blue", .double(c.blue)),
                ("alpha", .double(c.alpha)),
            ])
        case let .transform(t):
            return .array(
                [
                    t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42,
                    t.m43, t.m44,
                ].map { .double($0) })
        case let .flag(b): return .bool(b)
        case let .corners(c): return .int(Int64(c.rawValue))
        case let .image(i): return i.map { .string($0.name) } ?? .null
        }
    }

    /// Runs one step.
    mutating func perform(_ step: JSONValue, index: Int, time: Double) throws(InputError) {
        let prefix = "scenario.steps[\(index)]."
        let source = "steps[\(index)]"
        let log = events
        let engine = self.engine
        func completion(_ name: String) -> (Bool) -> Void {
            { finished in
                log.add(time: engine.callbackTime, kind: "completion", source: name, ("finished", .bool(finished)))
            }
        }
        if step["animator"] != nil {
            try f.allow(["at", "animator"], in: step, prefix: prefix)
            try animators.perform(
                try f.object("animator", in: step, prefix: prefix), prefix: prefix + "animator.",
                run: &self, source: source)
        } else if step["layerAnimation"] != nil {
            try f.allow(["at", "layerAnimation"], in: step, prefix: prefix)
            let spec = try f.object("layerAnimation", in: step, prefix: prefix)
            try addLayerAnimation(spec, prefix: prefix + "layerAnimation.", completion: completion)
        } else if step["removeAnimation"] != nil {
            try f.allow(["at", "removeAnimation"], in: step, prefix: prefix)
            layer.removeAnimation(forKey: try f.string("removeAnimation", in: step, prefix: prefix))
        } else if step["removeAllAnimations"] != nil {
            try f.allow(["at", "removeAllAnimations"], in: step, prefix: prefix)
            if try f.bool("removeAllAnimations", in: step, prefix: prefix) { layer.removeAllAnimations() }
        } else if step["animate"] != nil {
            try f.allow(["at", "animate", "set", "options", "delay"], in: step, prefix: prefix)
            let set = try f.object("set", in: step, prefix: prefix)
            let delay = try f.optionalDouble("delay", in: step, prefix: prefix, range: 0...1e6) ?? 0
            let options = try parseOptions(step["options"], field: prefix + "options")
            let spec = try f.object("animate", in: step, prefix: prefix)
            var failure: InputError?
            func changes() { do { try apply(set, field: prefix + "set", animated: true) } catch { failure = error } }
            if spec["spring"] != nil {
                try f.allow(["spring"], in: spec, prefix: prefix + "animate.")
                let spring = try SpringRequest.parse(
                    try f.object("spring", in: spec, prefix: prefix + "animate."),
                    prefix: prefix + "animate.spring.")
                var animation = Animation.spring(spring)
                if delay > 0 { animation = animation.delay(delay) }
                engine.animate(animation, changes: changes, completion: completion(source))
            } else {
                try f.allow(["curve", "duration"], in: spec, prefix: prefix + "animate.")
                let curve = try CurveRequest.parse(
                    try f.value("curve", in: spec, prefix: prefix + "animate."),
                    field: prefix + "animate.curve")
                let duration = try f.double("duration", in: spec, prefix: prefix + "animate.", range: 0...1e6)
                engine.animate(
                    withDuration: duration, delay: delay, curve: curve, options: options,
                    changes: changes, completion: completion(source))
            }
            if let failure { throw failure }
        } else if step["set"] != nil {
            try f.allow(["at", "set"], in: step, prefix: prefix)
            try apply(try f.object("set", in: step, prefix: prefix), field: prefix + "set")
        } else {
            throw InputError(
                field: String(prefix.dropLast()),
                message: "needs one of set, animate, layerAnimation, removeAnimation, removeAllAnimations, animator")
        }
    }

    func parseOptions(_ value: JSONValue?, field: String) throws(InputError) -> AnimationOptions {
        guard let value else { return [] }
        guard case let .array(items) = value else {
            throw InputError(field: field, message: "must be an array of option names")
        }
        var options: AnimationOptions = []
        for (i, item) in items.enumerated() {
            switch item.string {
            case "allowUserInteraction": options.insert(.allowUserInteraction)
            case "beginFromCurrentState": options.insert(.beginFromCurrentState)
            case "repeat": options.insert(.repeat)
            case "autoreverse": options.insert(.autoreverse)
            case "curveEaseInOut": options.insert(.curveEaseInOut)
            case "curveEaseIn": options.insert(.curveEaseIn)
            case "curveEaseOut": options.insert(.curveEaseOut)
            case "curveLinear": options.insert(.curveLinear)
            default:
                throw InputError(
                    field: "\(field)[\(i)]",
                    message:
                        "is not one of allowUserInteraction, beginFromCurrentState, repeat, autoreverse, curveEaseInOut, curveEaseIn, curveEaseOut, curveLinear"
                )
            }
        }
        return options
    }

    /// `{"key": K, "basic"|"spring"|"keyframe": {...}}` with Core Animation's property names.
    mutating func addLayerAnimation(
        _ spec: JSONValue, prefix: String,
        completion: (String) -> (Bool) -> Void
    ) throws(InputError) {
        let kinds = ["basic", "spring", "keyframe"].filter { spec[$0] != nil }
        guard kinds.count == 1 else {
            throw InputError(field: String(prefix.dropLast()), message: "needs exactly one of basic, spring, keyframe")
        }
        try f.allow(["key", "basic", "spring", "keyframe"], in: spec, prefix: prefix)
        let key = try f.string("key", in: spec, prefix: prefix)
        let body = try f.object(kinds[0], in: spec, prefix: prefix)
        let p = prefix + kinds[0] + "."
        let common: Set<String> = [
            "keyPath", "duration", "beginTime", "timingFunction", "repeatCount", "repeatDuration",
            "autoreverses", "fillMode", "isRemovedOnCompletion", "isAdditive", "isCumulative",
            "speed", "timeOffset",
        ]
        let keyPath = try f.string("keyPath", in: body, prefix: p)
        guard let path = LayerKeyPath(keyPath), path.kind == "number" else {
            throw InputError(
                field: p + "keyPath", message: "\"\(ErrorText.clip(keyPath))\" is not a numeric layer key path")
        }
        if !tracked.contains(keyPath) { tracked.append(keyPath) }
        var timing = MediaTiming()
        timing.duration = try f.optionalDouble("duration", in: body, prefix: p, range: 0...1e6) ?? 0
        timing.beginTime = try f.optionalDouble("beginTime", in: body, prefix: p, range: 0...1e6) ?? 0
        timing.repeatCount = try f.optionalDouble("repeatCount", in: body, prefix: p, range: 0...1e9) ?? 0
        timing.repeatDuration = try f.optionalDouble("repeatDuration", in: body, prefix: p, range: 0...1e9) ?? 0
        timing.speed = try f.optionalDouble("speed", in: body, prefix: p, range: 1e-6...1e6) ?? 1
        timing.timeOffset = try f.optionalDouble("timeOffset", in: body, prefix: p, range: -1e6...1e6) ?? 0
        if body["autoreverses"] != nil { timing.autoreverses = try f.bool("autoreverses", in: body, prefix: p) }
        if body["fillMode"] != nil {
            let name = try f.string("fillMode", in: body, prefix: p)
            guard let mode = FillMode(rawValue: name) else {
                throw InputError(
                    field: p + "fillMode",
                    message: "is \"\(ErrorText.clip(name))\", not one of removed, forwards, backwards, both")
            }
            timing.fillMode = mode
        }
        let removed =
            body["isRemovedOnCompletion"] != nil ? try f.bool("isRemovedOnCompletion", in: body, prefix: p) : true
        let additive = body["isAdditive"] != nil ? try f.bool("isAdditive", in: body, prefix: p) : false
        let cumulative = body["isCumulative"] != nil ? try f.bool("isCumulative", in: body, prefix: p) : false
        func number(_ name: String) throws(InputError) -> LayerValue? {
            try f.optionalDouble(name, in: body, prefix: p).map { .number($0) }
        }
        /// The fields basic and spring animations share, then added to the layer.
        func add<A: PropertyValueAnimation>(_ animation: A) throws(InputError) {
            var animation = animation
            animation.fromValue = try number("fromValue")
            animation.toValue = try number("toValue")
            animation.byValue = try number("byValue")
            animation.timing = timing
            animation.isRemovedOnCompletion = removed
            animation.isAdditive = additive
            animation.isCumulative = cumulative
            animation.completion = completion(key)
            layer.add(animation, forKey: key)
        }
        switch kinds[0] {
        case "basic":
            try f.allow(common.union(["fromValue", "toValue", "byValue"]), in: body, prefix: p)
            var animation = BasicAnimation(keyPath: keyPath)
            if let curve = body["timingFunction"] {
                animation.timingFunction = try CurveRequest.parse(curve, field: p + "timingFunction")
            }
            try add(animation)
        case "spring":
            try f.allow(
                common.union(["fromValue", "toValue", "byValue", "mass", "stiffness", "damping", "initialVelocity"]),
                in: body, prefix: p)
            var animation = SpringAnimation(keyPath: keyPath)
            animation.mass = try f.optionalDouble("mass", in: body, prefix: p, range: 1e-6...1e6) ?? 1
            animation.stiffness = try f.optionalDouble("stiffness", in: body, prefix: p, range: 1e-6...1e9) ?? 100
            animation.damping = try f.optionalDouble("damping", in: body, prefix: p, range: 0...1e9) ?? 10
            animation.initialVelocity = try f.optionalDouble("initialVelocity", in: body, prefix: p) ?? 0
            try add(animation)
        default:
            try f.allow(
                common.union(["values", "keyTimes", "timingFunctions", "calculationMode"]), in: body, prefix: p)
            try addKeyframeAnimation(
                body, keyPath: keyPath, key: key, prefix: p, timing: timing, removed: removed,
                additive: additive, cumulative: cumulative, completion: completion(key))
        }
    }
}

extension ScenarioRun {
    /// A `keyframe` layer animation: `values`, `keyTimes`, `timingFunctions` (eval curves) and
    /// `calculationMode` ("linear", "discrete", "paced", "cubic", "cubicPaced").
    mutating func addKeyframeAnimation(
        _ body: JSONValue, keyPath: String, key: String, prefix p: String, timing: MediaTiming,
        removed: Bool, additive: Bool, cumulative: Bool,
        completion: @escaping (Bool) -> Void
    ) throws(InputError) {
        var animation = KeyframeAnimation(keyPath: keyPath)
        animation.values = try f.doubles("values", in: body, prefix: p).map { LayerValue.number($0) }
        if body["keyTimes"] != nil { animation.keyTimes = try f.doubles("keyTimes", in: body, prefix: p) }
        if let list = body["timingFunctions"] {
            guard case let .array(items) = list else {
                throw InputError(field: p + "timingFunctions", message: "must be an array of eval curves")
            }
            var curves: [UnitCurve] = []
            for (i, item) in items.enumerated() {
                curves.append(try CurveRequest.parse(item, field: "\(p)timingFunctions[\(i)]"))
            }
            animation.timingFunctions = curves
        }
        if let curve = body["timingFunction"] {
            animation.timingFunction = try CurveRequest.parse(curve, field: p + "timingFunction")
        }
        if body["calculationMode"] != nil {
            let name = try f.string("calculationMode", in: body, prefix: p)
            guard let mode = KeyframeCalculationMode(rawValue: name) else {
                throw InputError(
                    field: p + "calculationMode",
                    message:
                        "is \"\(ErrorText.clip(name))\", not one of \(KeyframeCalculationMode.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            animation.calculationMode = mode
        }
        animation.timing = timing
        animation.isRemovedOnCompletion = removed
        animation.isAdditive = additive
        animation.isCumulative = cumulative
        animation.completion = completion
        if let problem = animation.validate() { throw InputError(field: String(p.dropLast()), message: problem) }
        layer.add(animation, forKey: key)
    }
}

/// The scenario's property animators, by id.
final class AnimatorTable {
    private var animators: [String: PropertyAnimator] = [:]
    /// The stopped animators already kept alive by `leftStopped`.
    private var kept: Set<ObjectIdentifier> = []

    /// Runs one `animator` step.
    func perform(_ spec: JSONValue, prefix p: String, run: inout ScenarioRun, source: String) throws(InputError) {
        let f = FieldReader()
        let id = try f.string("id", in: spec, prefix: p)
        if spec["create"] != nil {
            try f.allow(["id", "create", "set"], in: spec, prefix: p)
            guard animators[id] == nil else {
                throw InputError(field: p + "id", message: "\"\(id)\" is already created")
            }
            let create = try f.object("create", in: spec, prefix: p)
            try f.allow(["duration", "curve", "spring", "dampingRatio"], in: create, prefix: p + "create.")
            let duration = try f.double("duration", in: create, prefix: p + "create.", range: 0...1e6)
            let timing: PropertyAnimator.TimingParameters
            if create["spring"] != nil {
                timing = .spring(
                    try SpringRequest.parse(
                        try f.object("spring", in: create, prefix: p + "create."),
                        prefix: p + "create.spring."), initialVelocity: .zero)
            } else if create["dampingRatio"] != nil {
                timing = .dampedSpring(
                    dampingRatio: try f.double("dampingRatio", in: create, prefix: p + "create.", range: 1e-4...1e4),
                    initialVelocity: .zero)
            } else if let curve = create["curve"] {
                timing = .cubic(try CurveRequest.parse(curve, field: p + "create.curve"))
            } else {
                timing = .cubic(.easeInOut)
            }
            let animator = PropertyAnimator(engine: run.engine, duration: duration, timingParameters: timing)
            let log = run.events
            let engine = run.engine
            // Plain names, as requests spell them ("current", not Swift's ".current").
            animator.onStateChange = { state in
                log.add(time: engine.callbackTime, kind: "state", source: id, ("state", .string(state.name)))
            }
            animator.addCompletion { position in
                log.add(time: engine.callbackTime, kind: "completion", source: id, ("position", .string(position.name)))
            }
            if spec["set"] != nil {
                let set = try f.object("set", in: spec, prefix: p)
                // Validate now; the block itself runs when the animator activates, as in UIKit.
                var probe = LayerSnapshot()
                try ScenarioRun.checkNumbers(set, field: p + "set", into: &probe)
                guard case let .object(members) = set else { return }
                for (path, _) in members where !run.tracked.contains(path) { run.tracked.append(path) }
                let layer = run.layer
                animator.addAnimations {
                    for (path, value) in members { layer.setValue(.number(value.double!), forKeyPath: path) }
                }
            }
            animators[id] = animator
            return
        }
        guard let animator = animators[id] else {
            throw InputError(
                field: p + "id",
                message: "\"\(id)\" was never created (create it with {\"id\": \"\(id)\", \"create\": {...}})")
        }
        if spec["call"] != nil {
            try f.allow(
                ["id", "call", "withoutFinishing", "at", "durationFactor", "curve", "spring"], in: spec, prefix: p)
            let call = try f.string("call", in: spec, prefix: p)
            let state =
                "\(animator.state.name)\(animator.state == .active ? (animator.isRunning ? " (running)" : " (paused)") : "")"
            func illegal(_ legal: String) -> InputError {
                InputError(
                    field: p + "call", message: "ILLEGAL:\(call) on animator \"\(id)\" in state \(state); \(legal)")
            }
            switch call {
            case "startAnimation":
                guard animator.state != .stopped else {
                    throw illegal("in state stopped only finishAnimation is legal")
                }
                animator.startAnimation()
            case "pauseAnimation":
                guard animator.state != .stopped else {
                    throw illegal("in state stopped only finishAnimation is legal")
                }
                animator.pauseAnimation()
            case "stopAnimation":
                guard animator.state == .active else { throw illegal("stopAnimation is legal only in state active") }
                let withoutFinishing =
                    spec["withoutFinishing"] != nil ? try f.bool("withoutFinishing", in: spec, prefix: p) : true
                animator.stopAnimation(withoutFinishing)
            case "finishAnimation":
                guard animator.state == .stopped else {
                    throw illegal(
                        "finishAnimation is legal only in state stopped: call stopAnimation with withoutFinishing false first"
                    )
                }
                let name = try f.string("at", in: spec, prefix: p)
                guard let position = PropertyAnimator.Position(name: name) else {
                    throw InputError(
                        field: p + "at", message: "is \"\(ErrorText.clip(name))\", not one of start, end, current")
                }
                animator.finishAnimation(at: position)
            case "continueAnimation":
                guard animator.state != .stopped else {
                    throw illegal("in state stopped only finishAnimation is legal")
                }
                let factor = try f.optionalDouble("durationFactor", in: spec, prefix: p, range: 0...1e6) ?? 0
                var parameters: PropertyAnimator.TimingParameters?
                if let curve = spec["curve"] { parameters = .cubic(try CurveRequest.parse(curve, field: p + "curve")) }
                if spec["spring"] != nil {
                    parameters = .spring(
                        try SpringRequest.parse(try f.object("spring", in: spec, prefix: p), prefix: p + "spring."),
                        initialVelocity: .zero)
                }
                animator.continueAnimation(withTimingParameters: parameters, durationFactor: factor)
            default:
                throw InputError(
                    field: p + "call",
                    message:
                        "is \"\(call)\", not one of startAnimation, pauseAnimation, stopAnimation, finishAnimation, continueAnimation"
                )
            }
        } else if spec["fractionComplete"] != nil {
            try f.allow(["id", "fractionComplete"], in: spec, prefix: p)
            animator.fractionComplete = try f.double("fractionComplete", in: spec, prefix: p, range: 0...1)
        } else if spec["isReversed"] != nil {
            try f.allow(["id", "isReversed"], in: spec, prefix: p)
            animator.isReversed = try f.bool("isReversed", in: spec, prefix: p)
        } else if spec["pausesOnCompletion"] != nil {
            try f.allow(["id", "pausesOnCompletion"], in: spec, prefix: p)
            animator.pausesOnCompletion = try f.bool("pausesOnCompletion", in: spec, prefix: p)
        } else {
            throw InputError(
                field: String(p.dropLast()),
                message: "needs create, call, fractionComplete, isReversed or pausesOnCompletion")
        }
    }

    /// Animators left stopped would stop the process when released (as UIKit crashes):
    /// report the first, and keep every one of them alive (once) so the process goes on.
    func leftStopped() -> String? {
        var first: String?
        for (id, animator) in animators.sorted(by: { $0.key < $1.key }) where animator.state == .stopped {
            if kept.insert(ObjectIdentifier(animator)).inserted { _ = Unmanaged.passRetained(animator) }
            first = first ?? id
        }
        return first.map {
            "animator \"\($0)\" was left in state stopped; call finishAnimation before the scenario ends"
        }
    }
}

extension ScenarioRun {
    /// Checks that `object` maps numeric key paths to numbers.
    static func checkNumbers(_ object: JSONValue, field: String, into probe: inout LayerSnapshot) throws(InputError) {
        guard case let .object(members) = object else { return }
        for (path, value) in members {
            guard let keyPath = LayerKeyPath(path), keyPath.kind == "number" else {
                throw InputError(field: "\(field).\(path)", message: "is not a numeric layer key path")
            }
            guard let number = value.double else {
                throw InputError(field: "\(field).\(path)", message: "must be a number, not \(value.kindName)")
            }
            keyPath.setValue(.number(number), in: &probe)
        }
    }
}
