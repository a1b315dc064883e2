import FuzzTargets

/// The numeric fields of every reader, each in a small valid input (docs/layer-files.md,
/// docs/formats.md, docs/eval.md, docs/plot.md give the ranges).
enum NumericFields {
    static let all = scene + recording + eval + plot

    static let any = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    static let nonNegative = 0...Double.greatestFiniteMagnitude
    static let unit = 0.0...1.0

    // MARK: Layer files

    /// A 32×24 canvas with one layer that uses every key, `#` standing for one number.
    static func sceneText(
        canvas: String = #""width": 32, "height": 24, "scale": 1, "clearColor": [1, 2, 3, 0.5]"#,
        version: String = "1", layer: [String: String] = [:]
    ) -> String {
        var keys: [String: String] = [
            "position": "[16, 12]", "bounds": "[0, 0, 20, 10]", "anchorPoint": "[0.5, 0.5]", "zPosition": "1",
            "transform": "[1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 2, 3, 0, 1]",
            "sublayerTransform": "[1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]",
            "opacity": "0.9", "backgroundColor": "[10, 20, 30, 0.8]", "cornerRadius": "4",
            "border": #"{"width": 1, "color": [0, 0, 0, 0.5]}"#,
            "shadow": #"{"opacity": 0.5, "radius": 2, "offset": [1, 2], "color": [0, 0, 0]}"#,
            "text": #"{"string": "Ag\nx", "fontSize": 6, "color": [255, 255, 255]}"#,
            "sublayers": #"[{"frame": [2, 2, 8, 4], "backgroundColor": [200, 10, 10]}]"#,
        ]
        keys.merge(layer) { $1 }
        let members = keys.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
        return #"{"format": "fling-scene", "version": \#(version), "canvas": {\#(canvas)}, "layers": [{\#(members)}]}"#
    }

    static func sceneField(_ name: String, _ range: ClosedRange<Double>, layer key: String, _ value: String)
        -> NumericField
    {
        var layer = [key: value]
        if key == "frame" {
            layer["position"] = nil
            layer["bounds"] = nil
        }
        let text =
            key == "frame"
            ? sceneText(layer: layer).replacingOccurrences(of: #""bounds": [0, 0, 20, 10], "#, with: "")
                .replacingOccurrences(of: #""position": [16, 12], "#, with: "")
            : sceneText(layer: layer)
        return NumericField(target: .scene, name: "layers[0].\(name)", template: text, range: range)
    }

    static let scene: [NumericField] =
        [
            NumericField(target: .scene, name: "version", template: sceneText(version: "#"), range: 1...2),
            NumericField(
                target: .scene, name: "canvas.width",
                template: sceneText(canvas: #""width": #, "height": 24"#), range: 1...8192),
            NumericField(
                target: .scene, name: "canvas.height",
                template: sceneText(canvas: #""width": 32, "height": #"#), range: 1...8192),
            NumericField(
                target: .scene, name: "canvas.scale",
                template: sceneText(canvas: #""width": 32, "height": 24, "scale": #"#), range: 0.25...16),
            NumericField(
                target: .scene, name: "canvas.clearColor[0]",
                template: sceneText(canvas: #""width": 32, "height": 24, "clearColor": [#, 0, 0]"#), range: 0...255),
            NumericField(
                target: .scene, name: "canvas.clearColor[3]",
                template: sceneText(canvas: #""width": 32, "height": 24, "clearColor": [9, 9, 9, #]"#), range: unit),
            sceneField("position[0]", any, layer: "position", "[#, 12]"),
            sceneField("bounds[0]", any, layer: "bounds", "[#, 0, 20, 10]"),
            sceneField("bounds[2]", nonNegative, layer: "bounds", "[0, 0, #, 10]"),
            sceneField("bounds[3]", nonNegative, layer: "bounds", "[0, 0, 20, #]"),
            sceneField("anchorPoint[1]", any, layer: "anchorPoint", "[0.5, #]"),
            sceneField("frame[1]", any, layer: "frame", "[2, #, 20, 10]"),
            sceneField("frame[2]", nonNegative, layer: "frame", "[2, 2, #, 10]"),
            sceneField("zPosition", any, layer: "zPosition", "#"),
            sceneField("transform[0]", any, layer: "transform", "[#, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]"),
            sceneField("transform[1]", any, layer: "transform", "[1, #, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]"),
            sceneField("transform[3]", any, layer: "transform", "[1, 0, 0, #, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]"),
            sceneField("transform[11]", any, layer: "transform", "[1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, #, 0, 0, 0, 1]"),
            sceneField("transform[12]", any, layer: "transform", "[1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, #, 0, 0, 1]"),
            sceneField("transform[15]", any, layer: "transform", "[1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, #]"),
            sceneField(
                "sublayerTransform[5]", any, layer: "sublayerTransform",
                "[1, 0, 0, 0, 0, #, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]"),
            sceneField("opacity", unit, layer: "opacity", "#"),
            sceneField("backgroundColor[1]", 0...255, layer: "backgroundColor", "[10, #, 30]"),
            sceneField("backgroundColor[3]", unit, layer: "backgroundColor", "[10, 20, 30, #]"),
            sceneField("cornerRadius", nonNegative, layer: "cornerRadius", "#"),
            sceneField("border.width", nonNegative, layer: "border", #"{"width": #}"#),
            sceneField("shadow.opacity", unit, layer: "shadow", #"{"opacity": #}"#),
            sceneField("shadow.radius", nonNegative, layer: "shadow", #"{"opacity": 1, "radius": #}"#),
            sceneField("shadow.offset[1]", any, layer: "shadow", #"{"opacity": 1, "offset": [0, #]}"#),
            sceneField("text.fontSize", nonNegative, layer: "text", #"{"string": "Ag", "fontSize": #}"#),
        ] + scene2

    /// Version 2's numeric fields: paths, strokes, gradients, masks and shadow paths.
    static let scene2: [NumericField] = [
        scene2Field("path[1][1]", any, layer: "path", #"[["M", 1, 1], ["L", #, 5], ["Z"]]"#),
        scene2Field("path[1][6]", any, layer: "path", #"[["M", 1, 1], ["C", 2, 3, 4, 5, 6, #]]"#),
        scene2Field("path[0][3]", nonNegative, layer: "path", #"[["rect", 1, 1, #, 5]]"#),
        scene2Field("path[0][1]", any, layer: "path", #"[["ellipse", #, 1, 9, 5]]"#),
        scene2Field("path[0][5]", nonNegative, layer: "path", #"[["roundedRect", 1, 1, 9, 5, #]]"#),
        scene2Field("path[1][3]", nonNegative, layer: "path", #"[["M", 0, 0], ["arc", 8, 6, #, 0, 3, true]]"#),
        scene2Field("path[1][5]", -1e6...1e6, layer: "path", #"[["M", 0, 0], ["arc", 8, 6, 4, 0, #, false]]"#),
        scene2Field("stroke.lineWidth", nonNegative, layer: "stroke", #"{"color": [1, 2, 3], "lineWidth": #}"#),
        scene2Field("stroke.miterLimit", nonNegative, layer: "stroke", #"{"color": [1, 2, 3], "miterLimit": #}"#),
        scene2Field(
            "stroke.lineDashPattern[1]", nonNegative, layer: "stroke",
            #"{"color": [1, 2, 3], "lineDashPattern": [2, #]}"#),
        scene2Field(
            "stroke.lineDashPhase", any, layer: "stroke",
            #"{"color": [1, 2, 3], "lineDashPattern": [2, 1], "lineDashPhase": #}"#),
        scene2Field("stroke.strokeStart", unit, layer: "stroke", #"{"color": [1, 2, 3], "strokeStart": #}"#),
        scene2Field("stroke.strokeEnd", unit, layer: "stroke", #"{"color": [1, 2, 3], "strokeEnd": #}"#),
        scene2Field(
            "gradient.locations[1]", any, layer: "gradient", #"{"colors": [[1, 2, 3], [4, 5, 6]], "locations": [0, #]}"#
        ),
        scene2Field(
            "gradient.startPoint[0]", any, layer: "gradient",
            #"{"type": "radial", "colors": [[1, 2, 3], [4, 5, 6]], "startPoint": [#, 0.5]}"#),
        scene2Field(
            "gradient.endPoint[1]", any, layer: "gradient",
            #"{"type": "conic", "colors": [[1, 2, 3], [4, 5, 6]], "endPoint": [1, #]}"#),
        scene2Field("mask.opacity", unit, layer: "mask", #"{"frame": [1, 1, 9, 5], "backgroundColor": [0, 0, 0, #]}"#),
        scene2Field("shadow.path[0][2]", any, layer: "shadow", #"{"opacity": 1, "path": [["ellipse", 1, #, 9, 5]]}"#),
    ]

    /// A field of a version-2 layer that also has a path (for the stroke) and a fill colour.
    static func scene2Field(_ name: String, _ range: ClosedRange<Double>, layer key: String, _ value: String)
        -> NumericField
    {
        var layer = [key: value]
        if key != "path" { layer["path"] = #"[["M", 2, 2], ["L", 18, 8], ["arc", 10, 5, 4, 0, 2, true]]"# }
        if key == "stroke" { layer["fillColor"] = "null" }
        return NumericField(
            target: .scene, name: "layers[0].\(name)", template: sceneText(version: "2", layer: layer), range: range)
    }

    // MARK: Recordings

    static let recognizerSettings = [
        "pan.hysteresis", "pan.velocityHorizonMs", "pan.scrollEndMs", "longPress.minimumPressDurationMs",
        "longPress.allowableMovement", "tap.maximumTapIntervalMs", "tap.allowableMovement",
    ]

    /// A version 2 recording with one event of each kind; `header` and `lines` replace parts.
    static func recordingText(
        header: [String: String] = [:], recognizers: String? = nil, version: Int = 2,
        lines: [String]? = nil
    ) -> String {
        var fields: [(String, String)] = [
            ("format", #""flingrec""#), ("version", "\(version)"), ("window", #"{"width": 48, "height": 32}"#),
            ("scale", "1"), ("scene", #""corners""#), ("seed", "7"), ("framePeriodNs", "16666667"),
            ("recognizers", recognizers ?? #"{"pan.hysteresis": 10, "longPress.minimumPressDurationMs": 500}"#),
        ]
        fields = fields.map { ($0.0, header[$0.0] ?? $0.1) }
        let first = "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
        let events =
            lines ?? [
                #"{"t": 1000, "frame": 0, "type": "down", "x": 10, "y": 20, "button": 1}"#,
                #"{"t": 2000, "frame": 1, "type": "move", "x": 12, "y": 22, "buttons": 1}"#,
                #"{"frame": 3, "type": "skip", "vsyncs": 1}"#,
                #"{"t": 3000, "frame": 3, "type": "wheel", "x": 12, "y": 22, "dx": 0, "dy": -40}"#,
                #"{"t": 4000, "frame": 3, "type": "resize", "width": 300, "height": 180}"#,
                #"{"t": 5000, "frame": 4, "type": "up", "x": 12, "y": 22, "button": 1}"#,
                #"{"t": 6000, "frame": 5, "type": "end"}"#,
            ]
        return ([first] + events).joined(separator: "\n") + "\n"
    }

    static func recordingLine(_ name: String, _ range: ClosedRange<Double>, _ line: String) -> NumericField {
        NumericField(
            target: .recording, name: name,
            template: recordingText(lines: [line, #"{"t": 9000000000, "frame": 9, "type": "end"}"#]), range: range)
    }

    static let recording: [NumericField] =
        [
            NumericField(
                target: .recording, name: "version", template: recordingText(header: ["version": "#"]), range: 1...2),
            NumericField(
                target: .recording, name: "window.width",
                template: recordingText(header: ["window": #"{"width": #, "height": 32}"#]), range: 1...100_000),
            NumericField(
                target: .recording, name: "window.height",
                template: recordingText(header: ["window": #"{"width": 48, "height": #}"#]), range: 1...100_000),
            NumericField(
                target: .recording, name: "scale", template: recordingText(header: ["scale": "#"]), range: 0.25...16),
            NumericField(
                target: .recording, name: "seed", template: recordingText(header: ["seed": "#"]),
                range: 0...1.8446744073709552e19),
            NumericField(
                target: .recording, name: "framePeriodNs", template: recordingText(header: ["framePeriodNs": "#"]),
                range: 1e6...1e9),
        ]
        + recognizerSettings.map { key in
            NumericField(
                target: .recording, name: "recognizers.\(key)",
                template: recordingText(recognizers: "{\"\(key)\": #}"), range: nonNegative)
        }
        + ["panHysteresis", "velocityHorizonMs", "tapIntervalMs", "longPressMs", "scrollEndMs"].map { key in
            NumericField(
                target: .recording, name: "recognizers.\(key) (version 1)",
                template: recordingText(
                    recognizers: "{\"\(key)\": #}", version: 1,
                    lines: [#"{"t": 6000, "frame": 5, "type": "end"}"#]), range: nonNegative)
        } + [
            recordingLine(
                "down.t", 0...9.223372036854775807e18,
                #"{"t": #, "frame": 0, "type": "down", "x": 1, "y": 2, "button": 1}"#),
            recordingLine(
                "down.frame", 0...9.223372036854775807e18,
                #"{"t": 0, "frame": #, "type": "down", "x": 1, "y": 2, "button": 1}"#),
            recordingLine("down.x", any, #"{"t": 0, "frame": 0, "type": "down", "x": #, "y": 2, "button": 1}"#),
            recordingLine("down.button", 1...3, #"{"t": 0, "frame": 0, "type": "down", "x": 1, "y": 2, "button": #}"#),
            recordingLine("move.y", any, #"{"t": 0, "frame": 0, "type": "move", "x": 1, "y": #, "buttons": 1}"#),
            recordingLine(
                "move.buttons", 0...7, #"{"t": 0, "frame": 0, "type": "move", "x": 1, "y": 2, "buttons": #}"#),
            recordingLine("wheel.dx", any, #"{"t": 0, "frame": 0, "type": "wheel", "x": 1, "y": 2, "dx": #, "dy": 0}"#),
            recordingLine(
                "resize.width", 1...100_000, #"{"t": 0, "frame": 0, "type": "resize", "width": #, "height": 100}"#),
            recordingLine(
                "resize.height", 1...100_000, #"{"t": 0, "frame": 0, "type": "resize", "width": 100, "height": #}"#),
            recordingLine("skip.frame", 1...9.223372036854775807e18, #"{"frame": #, "type": "skip", "vsyncs": 1}"#),
            recordingLine("skip.vsyncs", 1...9.223372036854775807e18, #"{"frame": 8, "type": "skip", "vsyncs": #}"#),
            NumericField(
                target: .recording, name: "end.t",
                template: recordingText(lines: [#"{"t": #, "frame": 5, "type": "end"}"#]),
                range: 0...9.223372036854775807e18),
            NumericField(
                target: .recording, name: "end.frame",
                template: recordingText(lines: [#"{"t": 5, "frame": #, "type": "end"}"#]),
                range: 0...9.223372036854775807e18),
        ]

    // MARK: Eval

    static func evalField(_ name: String, _ range: ClosedRange<Double>, _ request: String) -> NumericField {
        NumericField(target: .eval, name: name, template: request, range: range)
    }

    static let eval: [NumericField] = [
        evalField(
            "spring.duration", nonNegative, #"{"spring": {"duration": #, "bounce": 0.3}, "target": 1, "times": [0.1]}"#),
        evalField("spring.bounce", -1...1, #"{"spring": {"duration": 0.5, "bounce": #}, "target": 1, "times": [0.1]}"#),
        evalField(
            "spring.response", nonNegative,
            #"{"spring": {"response": #, "dampingRatio": 0.8}, "target": 1, "times": [0.1]}"#),
        evalField(
            "spring.dampingRatio", nonNegative,
            #"{"spring": {"response": 0.5, "dampingRatio": #}, "target": 1, "times": [0.1]}"#),
        evalField(
            "spring.mass", nonNegative,
            #"{"spring": {"mass": #, "stiffness": 100, "damping": 10}, "target": 1, "times": [0.1]}"#),
        evalField(
            "spring.stiffness", nonNegative,
            #"{"spring": {"stiffness": #, "damping": 10}, "target": 1, "times": [0.1]}"#),
        evalField(
            "spring.damping", nonNegative, #"{"spring": {"stiffness": 100, "damping": #}, "target": 1, "times": [0.1]}"#
        ),
        evalField(
            "spring.settlingDuration", nonNegative,
            #"{"spring": {"settlingDuration": #, "dampingRatio": 0.7}, "target": 1, "times": [0.1]}"#),
        evalField(
            "spring.settlingDuration dampingRatio", nonNegative,
            #"{"spring": {"settlingDuration": 1, "dampingRatio": #}, "target": 1, "times": [0.1]}"#),
        evalField("target", any, #"{"spring": {"preset": "smooth"}, "target": #, "times": [0.1]}"#),
        evalField(
            "initialVelocity", any,
            #"{"spring": {"preset": "bouncy"}, "target": 1, "initialVelocity": #, "times": [0.1]}"#),
        evalField("spring times[0]", any, #"{"spring": {"preset": "snappy"}, "target": 1, "times": [#]}"#),
        evalField("curve[0]", unit, #"{"curve": [#, 0.1, 0.25, 1], "times": [0.5]}"#),
        evalField("curve[1]", any, #"{"curve": [0.25, #, 0.25, 1], "times": [0.5]}"#),
        evalField("curve[2]", unit, #"{"curve": [0.25, 0.1, #, 1], "times": [0.5]}"#),
        evalField("curve times[0]", any, #"{"curve": "easeIn", "times": [#]}"#),
        evalField("decay.velocity", any, #"{"decay": {"velocity": #, "rate": 0.998}, "from": 0, "times": [0.5]}"#),
        evalField("decay.rate", unit, #"{"decay": {"velocity": 1000, "rate": #}, "from": 0, "times": [0.5]}"#),
        evalField("decay from", any, #"{"decay": {"velocity": 1000, "rate": 0.998}, "from": #, "times": [0.5]}"#),
        evalField("decay times[0]", any, #"{"decay": {"velocity": 1000, "rate": 0.998}, "from": 0, "times": [#]}"#),
        evalField("rubberband.offset", any, #"{"rubberband": {"offset": #, "dimension": 500}}"#),
        evalField("rubberband.dimension", nonNegative, #"{"rubberband": {"offset": 100, "dimension": #}}"#),
        evalField(
            "rubberband.coefficient", any, #"{"rubberband": {"offset": 100, "dimension": 500, "coefficient": #}}"#),
        evalField("uikitVelocity.velocity", any, #"{"uikitVelocity": {"velocity": #, "from": 100, "to": 500}}"#),
        evalField("uikitVelocity.to", any, #"{"uikitVelocity": {"velocity": 800, "from": 100, "to": #}}"#),
        evalField(
            "velocity.events[1].t_ns", any,
            #"{"velocity": {"events": [{"t_ns": 0, "x": 1, "y": 2}, {"t_ns": #, "x": 5, "y": 3}, {"t_ns": 16000000, "x": 9, "y": 4}]}}"#
        ),
        evalField(
            "velocity.events[1].x", any,
            #"{"velocity": {"strategy": "impulse", "events": [{"t_ns": 0, "x": 1, "y": 2}, {"t_ns": 8000000, "x": #, "y": 3}]}}"#
        ),
        evalField(
            "velocity.now_ns", any,
            #"{"velocity": {"strategy": "ios", "events": [{"t_ns": 0, "x": 1, "y": 2}, {"t_ns": 8000000, "x": 5, "y": 3}], "now_ns": #}}"#
        ),
        evalField(
            "scenario.properties", any,
            #"{"scenario": {"properties": {"position.x": #}, "steps": [{"at": 0, "animate": {"curve": "linear", "duration": 1}, "set": {"position.x": 10}}], "sample": {"times": [0.5]}}}"#
        ),
        evalField(
            "scenario.steps[0].at", any,
            #"{"scenario": {"properties": {"opacity": 1}, "steps": [{"at": #, "set": {"opacity": 0.5}}], "sample": {"times": [0.5]}}}"#
        ),
        evalField(
            "scenario animate.duration", any,
            #"{"scenario": {"properties": {"opacity": 1}, "steps": [{"at": 0, "animate": {"curve": "easeOut", "duration": #}, "set": {"opacity": 0}}], "sample": {"times": [0.5, 2]}}}"#
        ),
        evalField(
            "scenario animate.delay", any,
            #"{"scenario": {"properties": {"opacity": 1}, "steps": [{"at": 0, "animate": {"curve": "easeOut", "duration": 1}, "delay": #, "set": {"opacity": 0}}], "sample": {"times": [0.5, 2]}}}"#
        ),
        evalField(
            "scenario animate.spring", nonNegative,
            #"{"scenario": {"properties": {"position.y": 0}, "steps": [{"at": 0, "animate": {"spring": {"duration": #, "bounce": 0.2}}, "set": {"position.y": 100}}], "sample": {"times": [0.5, 2]}}}"#
        ),
        evalField(
            "scenario set", any,
            #"{"scenario": {"properties": {"bounds.size.width": 10}, "steps": [{"at": 0, "animate": {"curve": "linear", "duration": 1}, "set": {"bounds.size.width": #}}], "sample": {"times": [0.5]}}}"#
        ),
        evalField(
            "scenario sample.times[0]", any,
            #"{"scenario": {"properties": {"opacity": 1}, "steps": [{"at": 0, "animate": {"curve": "linear", "duration": 1}, "set": {"opacity": 0}}], "sample": {"times": [#]}}}"#
        ),
        evalField(
            "scenario basic.duration", any,
            #"{"scenario": {"properties": {"opacity": 1}, "steps": [{"at": 0, "layerAnimation": {"key": "k", "basic": {"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": #}}}], "sample": {"times": [0.5]}}}"#
        ),
        evalField(
            "scenario basic.repeatCount", any,
            #"{"scenario": {"properties": {"opacity": 1}, "steps": [{"at": 0, "layerAnimation": {"key": "k", "basic": {"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 0.5, "repeatCount": #}}}], "sample": {"times": [0.5, 3]}}}"#
        ),
        evalField(
            "scenario basic.speed", any,
            #"{"scenario": {"properties": {"opacity": 1}, "steps": [{"at": 0, "layerAnimation": {"key": "k", "basic": {"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1, "speed": #}}}], "sample": {"times": [0.5]}}}"#
        ),
        evalField(
            "scenario basic.timeOffset", any,
            #"{"scenario": {"properties": {"opacity": 1}, "steps": [{"at": 0, "layerAnimation": {"key": "k", "basic": {"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1, "timeOffset": #}}}], "sample": {"times": [0.5]}}}"#
        ),
        evalField(
            "scenario basic.beginTime", any,
            #"{"scenario": {"properties": {"opacity": 1}, "steps": [{"at": 0, "layerAnimation": {"key": "k", "basic": {"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1, "beginTime": #}}}], "sample": {"times": [0.5]}}}"#
        ),
        evalField(
            "scenario spring.damping", nonNegative,
            #"{"scenario": {"properties": {"position.x": 0}, "steps": [{"at": 0, "layerAnimation": {"key": "s", "spring": {"keyPath": "position.x", "fromValue": 0, "toValue": 10, "stiffness": 100, "damping": #, "duration": 1}}}], "sample": {"times": [0.5]}}}"#
        ),
        evalField(
            "scenario animator.duration", any,
            #"{"scenario": {"properties": {"opacity": 1}, "steps": [{"at": 0, "animator": {"id": "a", "create": {"duration": #, "curve": "linear"}, "set": {"opacity": 0}}}, {"at": 0, "animator": {"id": "a", "call": "startAnimation"}}], "sample": {"times": [0.5]}}}"#
        ),
        evalField(
            "scenario animator.fractionComplete", unit,
            #"{"scenario": {"properties": {"opacity": 1}, "steps": [{"at": 0, "animator": {"id": "a", "create": {"duration": 1, "curve": "linear"}, "set": {"opacity": 0}}}, {"at": 0, "animator": {"id": "a", "fractionComplete": #}}], "sample": {"times": [0.5]}}}"#
        ),
        evalField(
            "scenario animator.durationFactor", any,
            #"{"scenario": {"properties": {"opacity": 1}, "steps": [{"at": 0, "animator": {"id": "a", "create": {"duration": 1, "curve": "linear"}, "set": {"opacity": 0}}}, {"at": 0, "animator": {"id": "a", "call": "startAnimation"}}, {"at": 0.2, "animator": {"id": "a", "call": "pauseAnimation"}}, {"at": 0.3, "animator": {"id": "a", "call": "continueAnimation", "durationFactor": #}}], "sample": {"times": [0.5]}}}"#
        ),
    ]

    // MARK: Plot

    static func plotField(_ name: String, _ range: ClosedRange<Double>, _ line: String) -> NumericField {
        NumericField(target: .plot, name: name, template: line + " -o plot.svg --width 240 --height 240", range: range)
    }

    static let plot: [NumericField] = [
        plotField("spring --duration", nonNegative, "spring --duration # --bounce 0.3"),
        plotField("spring --bounce", -1...1, "spring --duration 0.5 --bounce #"),
        plotField("spring --response", nonNegative, "spring --response # --damping-ratio 0.7"),
        plotField("spring --damping-ratio", nonNegative, "spring --response 0.5 --damping-ratio #"),
        plotField("spring --mass", nonNegative, "spring --mass # --stiffness 100 --damping 10"),
        plotField("spring --stiffness", nonNegative, "spring --stiffness # --damping 10"),
        plotField("spring --damping", nonNegative, "spring --stiffness 100 --damping #"),
        plotField("spring --settling-duration", nonNegative, "spring --settling-duration # --damping-ratio 0.7"),
        plotField(
            "spring --settling-duration --damping-ratio", nonNegative, "spring --settling-duration 1 --damping-ratio #"),
        plotField("spring --target", -1e9...1e9, "spring --preset smooth --target #"),
        plotField("spring --initial-velocity", -1e12...1e12, "spring --preset bouncy --initial-velocity #"),
        plotField("spring --seconds", 0...10_000, "spring --preset snappy --seconds #"),
        plotField("curve --control x1", unit, "curve --control #,0.1,0.25,1"),
        plotField("curve --control y1", any, "curve --control 0.25,#,0.25,1"),
        plotField("curve --control y2", any, "curve --control 0.25,0.1,0.25,#"),
        plotField("decay --velocity", any, "decay --velocity #"),
        plotField("decay --rate", unit, "decay --velocity 1000 --rate #"),
        plotField("decay --from", any, "decay --velocity 1000 --from #"),
        NumericField(
            target: .plot, name: "--width", template: "curve linear -o plot.svg --width # --height 240",
            range: 240...8192),
    ]
}
