import Foundation
import LayerFiles
import Layers
import Motion
import Testing

/// Version 2: shapes, gradients, masks and shadow paths (docs/layer-files.md).
@Suite("Layer files: shapes, gradients, masks and shadow paths")
struct LayerFileShapeTests {
    /// The first layer of a scene with `layer` (a layer object's text).
    func layer(_ layer: String) throws -> Layer {
        try #require(try parseScene(sceneText(layers: layer)).root.sublayers.first)
    }

    /// The path of a layer whose `path` is `elements` (the array's text).
    func path(_ elements: String) throws -> Path? {
        try layer(#"{"path": \#(elements)}"#).path
    }

    @Test("layers nest at most 256 deep through sublayers and masks together")
    func depth() throws {
        func nested(masks: Int, sublayers: Int) -> String {
            var layer = #"{"frame": [0, 0, 10, 10]}"#
            for _ in 0..<masks { layer = #"{"mask": \#(layer)}"# }
            for _ in 0..<sublayers { layer = #"{"sublayers": [\#(layer)]}"# }
            return sceneText(layers: layer)
        }
        #expect(sceneError(nested(masks: 200, sublayers: 55)) == nil)
        let error = try #require(sceneError(nested(masks: 200, sublayers: 56)))
        #expect(error.hasSuffix("nests layers more than 256 deep (sublayers and masks together)"), "\(error)")
    }

    @Test("every shape key sets its property")
    func shapeKeys() throws {
        let shape = try layer(
            #"""
            {"path": [["M", 1, 2], ["L", 3, 4]], "fillColor": [255, 0, 51, 0.5], "fillRule": "evenOdd",
             "stroke": {"color": [0, 0, 255], "lineWidth": 2.5, "lineCap": "round", "lineJoin": "bevel",
                        "miterLimit": 4, "lineDashPattern": [6, 2, 1, 2], "lineDashPhase": -3,
                        "strokeStart": 0.25, "strokeEnd": 0.75}}
            """#)
        #expect(shape.path == Path([.move(to: Point(x: 1, y: 2)), .line(to: Point(x: 3, y: 4))]))
        #expect(shape.fillColor == Color(red8: 255, green8: 0, blue8: 51, alpha: 0.5))
        #expect(shape.fillRule == .evenOdd)
        #expect(shape.strokeColor == Color(red8: 0, green8: 0, blue8: 255))
        #expect(shape.lineWidth == 2.5)
        #expect(shape.lineCap == .round)
        #expect(shape.lineJoin == .bevel)
        #expect(shape.miterLimit == 4)
        #expect(shape.lineDashPattern == [6, 2, 1, 2])
        #expect(shape.lineDashPhase == -3)
        #expect(shape.strokeStart == 0.25)
        #expect(shape.strokeEnd == 0.75)
    }

    @Test("absent keys keep CAShapeLayer's defaults; a null fill colour fills nothing")
    func shapeDefaults() throws {
        let plain = try layer("{}")
        #expect(plain.path == nil && plain.gradient == nil && plain.mask == nil && plain.shadowPath == nil)
        let shape = try layer(#"{"path": [["rect", 0, 0, 10, 10]], "stroke": {"color": [1, 2, 3]}}"#)
        #expect(shape.fillColor == .black)
        #expect(shape.fillRule == .nonZero)
        #expect(shape.strokeColor == Color(red8: 1, green8: 2, blue8: 3))
        #expect(shape.lineWidth == 1 && shape.lineCap == .butt && shape.lineJoin == .miter && shape.miterLimit == 10)
        #expect(shape.lineDashPattern == [] && shape.lineDashPhase == 0)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(try layer(#"{"fillColor": null}"#).fillColor == .clear)
        #expect(try layer(#"{"path": []}"#).path == nil, "an empty path draws no shape")
    }

    @Test("a dash pattern summing to zero, or empty, is accepted (it strokes solid)")
    func zeroDashes() throws {
        #expect(try layer(#"{"stroke": {"color": [0, 0, 0], "lineDashPattern": [0, 0]}}"#).lineDashPattern == [0, 0])
        #expect(try layer(#"{"stroke": {"color": [0, 0, 0], "lineDashPattern": []}}"#).lineDashPattern == [])
        let thousand = Array(repeating: "1", count: 1000).joined(separator: ", ")
        #expect(
            try layer(#"{"stroke": {"color": [0, 0, 0], "lineDashPattern": [\#(thousand)]}}"#).lineDashPattern.count
                == 1000)
    }

    @Test("every gradient key sets its property; the rest default to CAGradientLayer's")
    func gradient() throws {
        let given = try layer(
            #"""
            {"gradient": {"type": "conic", "colors": [[255, 0, 0], [0, 255, 0, 0.5], [0, 0, 255]],
                          "locations": [0, 0.3, 1], "startPoint": [0.5, 0.5], "endPoint": [1, 0.5]}}
            """#
        ).gradient
        #expect(
            given
                == Gradient(
                    .conic,
                    colors: [
                        Color(red8: 255, green8: 0, blue8: 0), Color(red8: 0, green8: 255, blue8: 0, alpha: 0.5),
                        Color(red8: 0, green8: 0, blue8: 255),
                    ], locations: [0, 0.3, 1], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 0.5)))
        let plain = try layer(#"{"gradient": {"colors": [[0, 0, 0], [255, 255, 255]]}}"#).gradient
        #expect(plain == Gradient(colors: [.black, Color(red8: 255, green8: 255, blue8: 255)]))
        #expect(plain?.kind == .axial && plain?.locations == nil)
        #expect(plain?.startPoint == Point(x: 0.5, y: 0) && plain?.endPoint == Point(x: 0.5, y: 1))
        #expect(try layer(#"{"gradient": {"type": "radial", "colors": []}}"#).gradient?.colors == [])
    }

    @Test("a mask is a layer object, with sublayers and a mask of its own")
    func mask() throws {
        let masked = try layer(
            #"""
            {"name": "card", "frame": [0, 0, 40, 40], "sublayers": [{"name": "child"}],
             "mask": {"name": "m1", "frame": [5, 5, 30, 30], "path": [["ellipse", 0, 0, 30, 30]],
                      "sublayers": [{"name": "m1-child"}], "mask": {"name": "m2", "backgroundColor": [0, 0, 0]}}}
            """#)
        let mask = try #require(masked.mask)
        #expect(mask.name == "m1" && mask.superlayer == nil)
        #expect(mask.frame == Rect(x: 5, y: 5, width: 30, height: 30))
        #expect(mask.path == Path(ellipseIn: Rect(x: 0, y: 0, width: 30, height: 30)))
        #expect(mask.sublayers.map(\.name) == ["m1-child"])
        #expect(mask.mask?.name == "m2")
        #expect(masked.sublayers.map(\.name) == ["child"], "the mask is not a sublayer")
    }

    @Test("shadow.path is the shadow path, in the layer's bounds coordinates")
    func shadowPath() throws {
        let shadowed = try layer(#"{"shadow": {"opacity": 0.5, "path": [["roundedRect", 1, 2, 30, 20, 4]]}}"#)
        #expect(shadowed.shadowPath == Path(roundedRect: Rect(x: 1, y: 2, width: 30, height: 20), cornerRadius: 4))
        #expect(shadowed.shadowOpacity == 0.5)
        #expect(try layer(#"{"shadow": {"opacity": 0.5}}"#).shadowPath == nil)
    }

    @Test("each verb adds what its CGPath builder adds")
    func verbs() throws {
        let p = { (x: Double, y: Double) in Point(x: x, y: y) }
        #expect(
            try path(#"[["M", 1, 2], ["L", 3, 4], ["Q", 5, 6, 7, 8], ["C", 9, 10, 11, 12, 13, 14], ["Z"]]"#)
                == Path([
                    .move(to: p(1, 2)), .line(to: p(3, 4)), .quadCurve(to: p(7, 8), control: p(5, 6)),
                    .curve(to: p(13, 14), control1: p(9, 10), control2: p(11, 12)), .close,
                ]))
        let rect = Rect(x: 1, y: 2, width: 30, height: 20)
        #expect(try path(#"[["rect", 1, 2, 30, 20]]"#) == Path(rect: rect))
        #expect(try path(#"[["ellipse", 1, 2, 30, 20]]"#) == Path(ellipseIn: rect))
        #expect(
            try path(#"[["roundedRect", 1, 2, 30, 20, 50]]"#) == Path(roundedRect: rect, cornerRadius: 10),
            "the radius is clamped to half the shorter side")
        var arc = Path()
        arc.addArc(center: p(10, 10), radius: 5, startAngle: 0, endAngle: 2, clockwise: true)
        #expect(
            try path(#"[["arc", 10, 10, 5, 0, 2, true]]"#) == arc, "with no current point, an arc starts with a move")
        var joined = Path()
        joined.move(to: p(0, 0))
        joined.addArc(center: p(10, 10), radius: 5, startAngle: 3, endAngle: 1, clockwise: false)
        #expect(
            try path(#"[["M", 0, 0], ["arc", 10, 10, 5, 3, 1, false]]"#) == joined,
            "after a move, a line joins it to the arc")
        var closed = Path()
        closed.move(to: p(0, 0))
        closed.addLine(to: p(4, 0))
        closed.closeSubpath()
        closed.addArc(center: p(10, 10), radius: 5, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(
            try path(#"[["M", 0, 0], ["L", 4, 0], ["Z"], ["arc", 10, 10, 5, 0, 1, true]]"#) == closed,
            "after a close the current point is the subpath's start")
        #expect(
            try path(#"[["rect", 0, 0, 1, 1], ["L", 5, 5]]"#)?.elements.count == 6, "a shape leaves a current point")
    }

    @Test("version 1 files read as before; version 2 and no version allow the new keys")
    func versions() throws {
        let v1 = #"{"version": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"backgroundColor": [1, 2, 3]}]}"#
        #expect(try parseScene(v1).root.sublayers[0].backgroundColor == Color(red8: 1, green8: 2, blue8: 3))
        let v2 = #"{"version": 2, "canvas": {"width": 10, "height": 10}, "layers": [{"path": [["M", 0, 0]]}]}"#
        #expect(try parseScene(v2).root.sublayers[0].path != nil)
        #expect(try parseScene(sceneText(layers: #"{"path": [["M", 0, 0]]}"#)).root.sublayers[0].path != nil)
        #expect(LayerFile.version == 2 && LayerFile.versions == 1...2)
    }

    @Test(
        "a version-1 file that uses a version-2 key is an error naming the key",
        arguments: [
            (#"{"path": [["M", 0, 0]]}"#, "layers[0].path"),
            (#"{"fillColor": null}"#, "layers[0].fillColor"),
            (#"{"fillRule": "evenOdd"}"#, "layers[0].fillRule"),
            (#"{"stroke": {"color": [0, 0, 0]}}"#, "layers[0].stroke"),
            (#"{"gradient": {"colors": []}}"#, "layers[0].gradient"),
            (#"{"mask": {}}"#, "layers[0].mask"),
            (#"{"shadow": {"opacity": 1, "path": []}}"#, "layers[0].shadow.path"),
            (#"{"sublayers": [{}, {"name": "x", "mask": {}}]}"#, "layers[0].sublayers[1].mask"),
            (#"{"blur": 2}"#, "layers[0].blur"),
        ])
    func version1(layer: String, field: String) {
        let text = #"{"version": 1, "canvas": {"width": 10, "height": 10}, "layers": [\#(layer)]}"#
        #expect(sceneError(text) == #"scene.json: \#(field): needs version 2 (this file says "version": 1)"#)
    }

    @Test("\"blur\" sets blurRadius, 0…10000; absent, no blur")
    func blur() throws {
        #expect(try layer(#"{"blur": 6.5}"#).blurRadius == 6.5)
        #expect(try layer(#"{"blur": 0}"#).blurRadius == 0)
        #expect(try layer("{}").blurRadius == 0)
        #expect(try layer(#"{"sublayers": [{"blur": 10000}]}"#).sublayers.first?.blurRadius == 10000)
        func error(_ layer: String) -> String? { sceneError(sceneText(layers: layer)) }
        #expect(error(#"{"blur": -1}"#) == "scene.json: layers[0].blur: -1 is out of range 0…10000")
        #expect(error(#"{"blur": 1e308}"#) == "scene.json: layers[0].blur: 1e308 is out of range 0…10000")
        #expect(error(#"{"blur": "soft"}"#)?.hasPrefix("scene.json: layers[0].blur: must be a number") == true)
    }

    @Test("a version this fling does not know is an error listing the ones it reads")
    func unknownVersion() {
        #expect(
            sceneError(#"{"version": 3, "canvas": {"width": 1, "height": 1}}"#)
                == "scene.json: version: 3 is not a version this fling reads (it reads 1 and 2)")
    }

    @Test(
        "shape, stroke, gradient and mask values, by their path",
        arguments: [
            (
                #"{"fillColor": "red"}"#,
                "layers[0].fillColor: must be [red, green, blue] or [red, green, blue, alpha] (sRGB 0…255, alpha 0…1), not a string"
            ),
            (#"{"fillColor": [0, 0, 256]}"#, "layers[0].fillColor[2]: 256 is out of range 0…255"),
            (#"{"fillRule": "winding"}"#, #"layers[0].fillRule: "winding" is not a fill rule (nonZero, evenOdd)"#),
            (#"{"stroke": {"lineWidth": 2}}"#, "layers[0].stroke.color: is missing"),
            (#"{"stroke": [0, 0, 0]}"#, "layers[0].stroke: must be an object, not an array"),
            (
                #"{"stroke": {"color": [0, 0, 0], "width": 2}}"#,
                "layers[0].stroke.width: is not a known field (known: color, lineCap, lineDashPattern, lineDashPhase, lineJoin, lineWidth, miterLimit, strokeEnd, strokeStart)"
            ),
            (
                #"{"stroke": {"color": [0, 0, 0], "lineWidth": -1}}"#,
                "layers[0].stroke.lineWidth: -1 must be at least 0"
            ),
            (
                #"{"stroke": {"color": [0, 0, 0], "lineCap": "flat"}}"#,
                #"layers[0].stroke.lineCap: "flat" is not a line cap (butt, round, square)"#
            ),
            (
                #"{"stroke": {"color": [0, 0, 0], "lineJoin": "mitre"}}"#,
                #"layers[0].stroke.lineJoin: "mitre" is not a line join (miter, round, bevel)"#
            ),
            (
                #"{"stroke": {"color": [0, 0, 0], "miterLimit": -0.5}}"#,
                "layers[0].stroke.miterLimit: -0.5 must be at least 0"
            ),
            (
                #"{"stroke": {"color": [0, 0, 0], "lineDashPattern": [4, -4]}}"#,
                "layers[0].stroke.lineDashPattern[1]: -4 must be at least 0"
            ),
            (
                #"{"stroke": {"color": [0, 0, 0], "lineDashPattern": 4}}"#,
                "layers[0].stroke.lineDashPattern: must be an array, not a number"
            ),
            (
                #"{"stroke": {"color": [0, 0, 0], "lineDashPattern": [4, "x"]}}"#,
                "layers[0].stroke.lineDashPattern[1]: must be a number, not a string"
            ),
            (
                #"{"stroke": {"color": [0, 0, 0], "lineDashPhase": true}}"#,
                "layers[0].stroke.lineDashPhase: must be a number, not a boolean"
            ),
            (
                #"{"stroke": {"color": [0, 0, 0], "strokeStart": -0.1}}"#,
                "layers[0].stroke.strokeStart: -0.1 is out of range 0…1"
            ),
            (
                #"{"stroke": {"color": [0, 0, 0], "strokeEnd": 1.5}}"#,
                "layers[0].stroke.strokeEnd: 1.5 is out of range 0…1"
            ),
            (#"{"gradient": {}}"#, "layers[0].gradient.colors: is missing"),
            (
                #"{"gradient": {"colors": [[0, 0]]}}"#,
                "layers[0].gradient.colors[0]: must be [red, green, blue] or [red, green, blue, alpha] (sRGB 0…255, alpha 0…1), not 2 numbers"
            ),
            (
                #"{"gradient": {"type": "linear", "colors": []}}"#,
                #"layers[0].gradient.type: "linear" is not a gradient type (axial, radial, conic)"#
            ),
            (
                #"{"gradient": {"colors": [[0, 0, 0], [1, 1, 1]], "locations": [0, 0.5, 1]}}"#,
                "layers[0].gradient.locations: has 3 numbers, not one per colour (colors has 2)"
            ),
            (
                #"{"gradient": {"colors": [[0, 0, 0]], "locations": []}}"#,
                "layers[0].gradient.locations: has 0 numbers, not one per colour (colors has 1)"
            ),
            (
                #"{"gradient": {"colors": [[0, 0, 0]], "locations": [null]}}"#,
                "layers[0].gradient.locations[0]: must be a number, not null"
            ),
            (
                #"{"gradient": {"colors": [], "startPoint": [0]}}"#,
                "layers[0].gradient.startPoint: must be [x, y], not 1 number"
            ),
            (
                #"{"gradient": {"colors": [], "endPoint": "top"}}"#,
                "layers[0].gradient.endPoint: must be [x, y], not a string"
            ),
            (
                #"{"gradient": {"colors": [], "angle": 1}}"#,
                "layers[0].gradient.angle: is not a known field (known: colors, endPoint, locations, startPoint, type)"
            ),
            (#"{"mask": []}"#, "layers[0].mask: must be an object, not an array"),
            (#"{"mask": {"opacity": 2}}"#, "layers[0].mask.opacity: 2 is out of range 0…1"),
            (
                #"{"mask": {"mask": {"path": 1}}}"#,
                #"layers[0].mask.mask.path: must be an array of path elements (["M", x, y], …), not a number"#
            ),
            (
                #"{"shadow": {"opacity": 1, "path": [["M", 0]]}}"#,
                #"layers[0].shadow.path[0]: must be ["M", x, y]: 2 values after the verb, not 1"#
            ),
        ])
    func shapeErrors(layer: String, expected: String) {
        #expect(sceneError(sceneText(layers: layer)) == "scene.json: \(expected)")
    }

    @Test(
        "path elements, by their path",
        arguments: [
            ("{}", #"path: must be an array of path elements (["M", x, y], …), not an object"#),
            (
                "[5]",
                "path[0]: must be an array starting with its verb (M, L, Q, C, Z, rect, roundedRect, ellipse, arc), not a number"
            ),
            (
                "[[]]",
                "path[0]: is empty; an element starts with its verb (M, L, Q, C, Z, rect, roundedRect, ellipse, arc)"
            ),
            (#"[["M", 0, 0], [1, 2]]"#, "path[1][0]: must be a string, not a number"),
            (
                #"[["M", 0, 0], ["m", 1, 2]]"#,
                #"path[1][0]: "m" is not a path verb (M, L, Q, C, Z, rect, roundedRect, ellipse, arc)"#
            ),
            (#"[["M", 0, 0], ["L", 1, 2, 3]]"#, #"path[1]: must be ["L", x, y]: 2 values after the verb, not 3"#),
            (#"[["M", 0, 0], ["Q", 1, 2]]"#, #"path[1]: must be ["Q", cx, cy, x, y]: 4 values after the verb, not 2"#),
            (
                #"[["M", 0, 0], ["C", 1, 2, 3, 4, 5]]"#,
                #"path[1]: must be ["C", c1x, c1y, c2x, c2y, x, y]: 6 values after the verb, not 5"#
            ),
            (#"[["Z", 1]]"#, #"path[0]: must be ["Z"]: 0 values after the verb, not 1"#),
            (#"[["rect", 0, 0, 1]]"#, #"path[0]: must be ["rect", x, y, w, h]: 4 values after the verb, not 3"#),
            (
                #"[["roundedRect", 0, 0, 1, 1]]"#,
                #"path[0]: must be ["roundedRect", x, y, w, h, r]: 5 values after the verb, not 4"#
            ),
            (#"[["ellipse"]]"#, #"path[0]: must be ["ellipse", x, y, w, h]: 4 values after the verb, not 0"#),
            (
                #"[["arc", 0, 0, 1, 0, 1]]"#,
                #"path[0]: must be ["arc", cx, cy, r, startAngle, endAngle, clockwise]: 6 values after the verb, not 5"#
            ),
            (#"[["M", 0, "1"]]"#, "path[0][2]: must be a number, not a string"),
            (#"[["M", 0, 0], ["C", 1, 2, 3, null, 5, 6]]"#, "path[1][4]: must be a number, not null"),
            (#"[["rect", 0, 0, -1, 1]]"#, "path[0][3]: -1 must be at least 0"),
            (#"[["ellipse", 0, 0, 1, -2]]"#, "path[0][4]: -2 must be at least 0"),
            (#"[["roundedRect", 0, 0, 1, 1, -3]]"#, "path[0][5]: -3 must be at least 0"),
            (#"[["arc", 0, 0, -1, 0, 1, true]]"#, "path[0][3]: -1 must be at least 0"),
            (#"[["arc", 0, 0, 1, 0, 1, 1]]"#, "path[0][6]: must be true or false, not a number"),
            (
                #"[["L", 1, 2]]"#,
                #"path[0]: "L" needs a current point: begin the path with "M" (or rect, roundedRect, ellipse, arc)"#
            ),
            (
                #"[["Q", 1, 2, 3, 4]]"#,
                #"path[0]: "Q" needs a current point: begin the path with "M" (or rect, roundedRect, ellipse, arc)"#
            ),
            (
                #"[["Z"], ["C", 1, 2, 3, 4, 5, 6]]"#,
                #"path[1]: "C" needs a current point: begin the path with "M" (or rect, roundedRect, ellipse, arc)"#
            ),
            (
                #"[["rect", 1e308, 0, 1e308, 1]]"#,
                "path[0]: gives a point that is not a finite number (its numbers overflow a double)"
            ),
            (
                #"[["ellipse", 1e308, 0, 1.7e308, 1]]"#,
                "path[0]: gives a point that is not a finite number (its numbers overflow a double)"
            ),
            (
                #"[["arc", 1e308, 0, 1e308, 0, 1, true]]"#,
                "path[0]: gives a point that is not a finite number (its numbers overflow a double)"
            ),
            (#"[["arc", 0, 0, 1, -1e308, 1e308, false]]"#, "path[0][4]: -1e308 is out of range -1000000…1000000"),
            (#"[["arc", 0, 0, 1, 0, 1000000.5, false]]"#, "path[0][5]: 1000000.5 is out of range -1000000…1000000"),
        ])
    func pathErrors(elements: String, expected: String) {
        #expect(sceneError(sceneText(layers: #"{"path": \#(elements)}"#)) == "scene.json: layers[0].\(expected)")
    }

    @Test("huge but finite numbers make a path when nothing overflows")
    func hugeNumbers() throws {
        #expect(try path(#"[["M", 1e308, -1e308], ["L", -1.7976931348623157e308, 0]]"#)?.elements.count == 2)
        #expect(try path(#"[["arc", 0, 0, 1, -1e6, 1e6, true]]"#)?.elements.count == 5)
    }

    @Test("a dash pattern of more than 1000 entries is refused before they are read")
    func longDashPattern() {
        let entries = Array(repeating: "1", count: 1000).joined(separator: ", ") + #", "not even a number""#
        #expect(
            sceneError(sceneText(layers: #"{"stroke": {"color": [0, 0, 0], "lineDashPattern": [\#(entries)]}}"#))
                == "scene.json: layers[0].stroke.lineDashPattern: has 1001 entries; a dash pattern may have at most 1000"
        )
    }

    /// The error for a layer whose path is `elements`, read with a path limit of `limit`.
    func limitError(_ elements: String, limit: Int) -> String? {
        do {
            _ = try LayerFile.parse(
                sceneText(layers: #"{"path": [\#(elements)]}"#), path: "scene.json", baseDirectory: nil,
                maximumPathElements: limit)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a path over the element limit is refused by its count, before its elements are read")
    func elementLimit() {
        #expect(limitError(Array(repeating: #"["Z"]"#, count: 5).joined(separator: ", "), limit: 5) == nil)
        let tooMany = Array(repeating: #"["Z"]"#, count: 5).joined(separator: ", ") + #", ["not a verb"]"#
        #expect(
            limitError(tooMany, limit: 5) == "scene.json: layers[0].path: has 6 elements; a path may have at most 5",
            "the count is checked first: the bad sixth element is never read")
        #expect(limitError(#"["rect", 0, 0, 1, 1], ["M", 0, 0]"#, limit: 6) == nil)
        #expect(
            limitError(#"["rect", 0, 0, 1, 1], ["ellipse", 0, 0, 1, 1], ["not a verb"]"#, limit: 10)
                == "scene.json: layers[0].path[1]: makes the path 11 elements long (rect, roundedRect, ellipse and arc add several each); a path may have at most 10",
            "shapes count as the elements they are made of")
        #expect(Path.maximumElementCount == 10_000_000, "the limit files are held to by default")
    }

    @Test("a path of 50,000 arcs reads in linear time (an arc does not look back over the path)")
    func manyArcs() throws {
        let arcs = Array(repeating: #"["arc", 5, 5, 4, 0, 6.3, true]"#, count: 50_000).joined(separator: ", ")
        let started = ContinuousClock.now
        let read = try path("[\(arcs)]")
        #expect(read?.elements.count == 50_000 * 5, "a move or a line, then four quarter turns")
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test("docs/layer-files.md's version-2 example is Assets/LayerFiles/shapes.json, and reads")
    func shapesExample() throws {
        let file = assetsDirectory.appendingPathComponent("LayerFiles/shapes.json")
        let scene = try LayerFile.load(path: file.path)
        let layers = scene.root.sublayers
        #expect(layers.map(\.name) == ["star", "ring", "capsule"])
        #expect(layers[0].fillRule == .evenOdd && layers[0].lineDashPattern == [8, 4])
        #expect(layers[1].fillColor == .clear && layers[1].strokeEnd == 0.7 && layers[1].shadowPath != nil)
        #expect(layers[2].gradient?.colors.count == 2 && layers[2].mask?.path != nil)
        let docs = try String(
            contentsOf: assetsDirectory.deletingLastPathComponent().appendingPathComponent("docs/layer-files.md"),
            encoding: .utf8)
        #expect(docs.contains(try String(contentsOf: file, encoding: .utf8)))
    }
}
