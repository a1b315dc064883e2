import Formats
import Layers
import Motion

// The keys version 2 added to a layer object: `CAShapeLayer`'s path, fill and stroke,
// `CAGradientLayer`'s gradient, `mask`, `shadow.path` and the layer's `blur`
// (docs/layer-files.md).
extension LayerFileReader {
    /// The layer keys a version-1 file may not use (`shadow.path` is checked in the shadow).
    static let version2Keys: Set<String> = ["path", "fillColor", "fillRule", "stroke", "gradient", "mask", "blur"]

    /// The most entries a `lineDashPattern` may have: far more than any dash, and a bound on
    /// the stroker's work per dash cycle.
    static let maximumDashCount = 1000

    /// An error at the first of `keys` that `object` has, when the file is version 1.
    func requireVersion2(for keys: Set<String>, in object: LayerFileValue) throws(InputError) {
        guard version < 2, case let .object(members) = object.json,
            let key = members.first(where: { keys.contains($0.key) })?.key
        else { return }
        throw InputError(
            field: "\(object.path.key(key))", message: "needs version 2 (this file says \"version\": \(version))")
    }

    /// `path`, `fillColor`, `fillRule`, `stroke` and `gradient`; `mask` is read after the
    /// sublayers, as it is drawn.
    func readShape(_ object: LayerFileValue, into layer: Layer) throws(InputError) {
        if let member = object["path"] { layer.path = try path(member) }
        if let member = object["fillColor"] {
            layer.fillColor = member.json == .null ? .clear : try member.color()
        }
        if let member = object["fillRule"] { layer.fillRule = try member.named(FillRule.self, kind: "a fill rule") }
        if let member = object["stroke"] { try readStroke(member, into: layer) }
        if let member = object["gradient"] { layer.gradient = try gradient(member) }
    }

    /// `{"color": C, "lineWidth": 1, "lineCap": "butt", "lineJoin": "miter", "miterLimit": 10,
    /// "lineDashPattern": [...], "lineDashPhase": 0, "strokeStart": 0, "strokeEnd": 1}`: only
    /// the colour is required; the rest default to `CAShapeLayer`'s.
    private func readStroke(_ value: LayerFileValue, into layer: Layer) throws(InputError) {
        let stroke = try value.object(keys: [
            "color", "lineWidth", "lineCap", "lineJoin", "miterLimit", "lineDashPattern", "lineDashPhase",
            "strokeStart", "strokeEnd",
        ])
        layer.strokeColor = try stroke.required("color").color()
        if let member = stroke["lineWidth"] { layer.lineWidth = try member.number(.atLeast(0)) }
        if let member = stroke["lineCap"] { layer.lineCap = try member.named(LineCap.self, kind: "a line cap") }
        if let member = stroke["lineJoin"] { layer.lineJoin = try member.named(LineJoin.self, kind: "a line join") }
        if let member = stroke["miterLimit"] { layer.miterLimit = try member.number(.atLeast(0)) }
        if let member = stroke["lineDashPattern"] {
            let entries = try member.elements(atMost: Self.maximumDashCount, of: "entries", in: "a dash pattern")
            var pattern: [Double] = []
            for entry in entries { pattern.append(try entry.number(.atLeast(0))) }
            layer.lineDashPattern = pattern
        }
        if let member = stroke["lineDashPhase"] { layer.lineDashPhase = try member.number() }
        if let member = stroke["strokeStart"] { layer.strokeStart = try member.number(.within(0...1)) }
        if let member = stroke["strokeEnd"] { layer.strokeEnd = try member.number(.within(0...1)) }
    }

    /// `{"type": "axial", "colors": [...], "locations": [...], "startPoint": [x, y],
    /// "endPoint": [x, y]}`: only the colours are required; the locations, when given, are
    /// one per colour.
    private func gradient(_ value: LayerFileValue) throws(InputError) -> Gradient {
        let object = try value.object(keys: ["type", "colors", "locations", "startPoint", "endPoint"])
        var colors: [Color] = []
        for color in try object.required("colors").elements() { colors.append(try color.color()) }
        var gradient = Gradient(colors: colors)
        if let member = object["type"] {
            gradient.kind = try member.named(Gradient.Kind.self, kind: "a gradient type")
        }
        if let member = object["locations"] {
            let elements = try member.elements()
            guard elements.count == colors.count else {
                throw InputError(
                    field: "\(member.path)",
                    message:
                        "has \(elements.count) number\(elements.count == 1 ? "" : "s"), not one per colour (colors has \(colors.count))"
                )
            }
            var locations: [Double] = []
            for element in elements { locations.append(try element.number()) }
            gradient.locations = locations
        }
        if let member = object["startPoint"] { gradient.startPoint = try member.point() }
        if let member = object["endPoint"] { gradient.endPoint = try member.point() }
        return gradient
    }

    /// A PATH: an array of elements, each an array starting with its verb, read into a
    /// `Path` (LayerFilePath.swift).
    func path(_ value: LayerFileValue) throws(InputError) -> Path {
        try LayerFilePath.read(value, maximumElementCount: maximumPathElements)
    }
}
