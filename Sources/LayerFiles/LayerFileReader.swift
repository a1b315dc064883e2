import Formats
import Layers
import Motion
import Raster
import Rendering

/// Reads one layer object of a layer file, and its sublayers and mask, into a `Layer`.
///
/// Absent keys keep `CALayer`'s defaults (`LayerSnapshot`), except that a `shadow` object
/// must say its `opacity` and a `border` object its `width`: both default to 0 in Core
/// Animation, which would make the object draw nothing. The version-2 keys (shapes,
/// gradients, masks, shadow paths) are in LayerFileReader+Shapes.swift.
final class LayerFileReader {
    /// Where relative `contents` paths are resolved; nil leaves the images unread (the
    /// renderer reads them when it draws).
    let baseDirectory: String?
    /// The `contents` images read so far, by name as written, and the files they came from.
    private(set) var images: [String: (image: Image, file: String)] = [:]

    /// The file's version: a version-1 file may not use the keys version 2 added.
    let version: Int
    /// The most elements one path may have (`Path.maximumElementCount`; lower in tests).
    let maximumPathElements: Int

    init(baseDirectory: String?, version: Int, maximumPathElements: Int) {
        self.baseDirectory = baseDirectory
        self.version = version
        self.maximumPathElements = maximumPathElements
    }

    static let keys: Set<String> = Set([
        "name", "frame", "position", "bounds", "anchorPoint", "zPosition", "transform", "sublayerTransform",
        "opacity", "hidden", "backgroundColor", "cornerRadius", "maskedCorners", "border", "shadow",
        "masksToBounds", "contents", "text", "sublayers",
    ]).union(version2Keys)

    /// The deepest a file may nest layers, through sublayers and masks together: a mask costs
    /// one JSON level where a sublayer costs two, so without it masks could nest twice as deep
    /// as sublayers, deeper than the renderer's walk of the tree has stack for.
    static let maximumDepth = 256

    /// The layer `value` describes, at `depth` (1 for a file's top-level layers).
    func layer(_ value: LayerFileValue, depth: Int = 1) throws(InputError) -> Layer {
        guard depth <= Self.maximumDepth else {
            throw InputError(
                field: "\(value.path)",
                message: "nests layers more than \(Self.maximumDepth) deep (sublayers and masks together)")
        }
        let object = try value.object(keys: Self.keys)
        try requireVersion2(for: Self.version2Keys, in: object)
        let layer = Layer(name: try object["name"]?.string() ?? "")
        try readGeometry(object, into: layer)
        if let member = object["zPosition"] { layer.zPosition = try member.number() }
        if let member = object["transform"] { layer.transform = try member.transform() }
        if let member = object["sublayerTransform"] { layer.sublayerTransform = try member.transform() }
        if let member = object["opacity"] { layer.opacity = try member.number(.within(0...1)) }
        if let member = object["hidden"] { layer.isHidden = try member.bool() }
        if let member = object["backgroundColor"] { layer.backgroundColor = try member.color() }
        if let member = object["cornerRadius"] { layer.cornerRadius = try member.number(.atLeast(0)) }
        if let member = object["maskedCorners"] { layer.maskedCorners = try member.corners() }
        if let member = object["border"] { try readBorder(member, into: layer) }
        if let member = object["shadow"] { try readShadow(member, into: layer) }
        if let member = object["masksToBounds"] { layer.masksToBounds = try member.bool() }
        if let member = object["contents"] { layer.contents = try image(member) }
        if let member = object["text"] { layer.text = try text(member) }
        try readShape(object, into: layer)
        if let member = object["blur"] { layer.blurRadius = try member.number(.within(Self.blurRadii)) }
        for sublayer in try object["sublayers"]?.elements() ?? [] {
            layer.addSublayer(try self.layer(sublayer, depth: depth + 1))
        }
        if let member = object["mask"] { layer.mask = try self.layer(member, depth: depth + 1) }
        return layer
    }

    /// `position`, `bounds` and `anchorPoint`, or `frame` with an optional `anchorPoint`:
    /// like `CALayer.frame`, a frame sets the bounds' size and puts the anchor point in it.
    private func readGeometry(_ object: LayerFileValue, into layer: Layer) throws(InputError) {
        if let member = object["anchorPoint"] { layer.anchorPoint = try member.point() }
        if let member = object["bounds"] { layer.bounds = try member.rect() }
        if let member = object["position"] { layer.position = try member.point() }
        guard let member = object["frame"] else { return }
        if let other = ["position", "bounds"].first(where: { object[$0] != nil }) {
            throw InputError(field: "\(member.path)", message: "cannot be given with \(other): a frame sets both")
        }
        let frame = try member.rect()
        layer.bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        layer.position = Point(
            x: frame.minX + layer.anchorPoint.x * frame.width,
            y: frame.minY + layer.anchorPoint.y * frame.height)
    }

    /// `{"width": W, "color": [r, g, b, a]}`: drawn inside the bounds; the colour defaults to black.
    private func readBorder(_ value: LayerFileValue, into layer: Layer) throws(InputError) {
        let border = try value.object(keys: ["width", "color"])
        layer.borderWidth = try border.required("width").number(.atLeast(0))
        if let member = border["color"] { layer.borderColor = try member.color() }
    }

    /// The shadow radii a file may give, in points: far beyond what a screen shows, and what
    /// the renderer blurs in bounded work (docs/rendering.md).
    static let shadowRadii: ClosedRange<Double> = 0...10_000

    /// The layer blur radii a file may give (`Layer.blurRadius`), in points: as the shadow's;
    /// the renderer caps what it draws (docs/rendering.md).
    static let blurRadii: ClosedRange<Double> = 0...10_000

    /// `{"opacity": O, "radius": R, "offset": [dx, dy], "color": [r, g, b, a], "path": PATH}`:
    /// the radius is the blur's standard deviation; radius, offset and colour default to Core
    /// Animation's 3, (0, −3) and black; the path (version 2) is `shadowPath`.
    private func readShadow(_ value: LayerFileValue, into layer: Layer) throws(InputError) {
        let shadow = try value.object(keys: ["opacity", "radius", "offset", "color", "path"])
        try requireVersion2(for: ["path"], in: shadow)
        layer.shadowOpacity = try shadow.required("opacity").number(.within(0...1))
        if let member = shadow["radius"] { layer.shadowRadius = try member.number(.within(Self.shadowRadii)) }
        if let member = shadow["offset"] { layer.shadowOffset = try member.size() }
        if let member = shadow["color"] { layer.shadowColor = try member.color() }
        if let member = shadow["path"] { layer.shadowPath = try path(member) }
    }

    /// `{"string": S, "fontSize": F, "color": [r, g, b, a], "alignment": "left"}`: only the
    /// string is required; the rest default to `CATextLayer`'s 36 points, white and left.
    private func text(_ value: LayerFileValue) throws(InputError) -> TextContent {
        let object = try value.object(keys: ["string", "fontSize", "color", "alignment"])
        var text = TextContent(try object.required("string").string())
        if let member = object["fontSize"] { text.fontSize = try member.number(.above(0)) }
        if let member = object["color"] { text.color = try member.color() }
        if let member = object["alignment"] {
            text.alignment = try member.named(TextContent.Alignment.self, kind: "an alignment")
        }
        return text
    }

    /// A PNG file's path, as written (relative to the scene's directory). With a base
    /// directory the file is read and decoded here, so a missing, unreadable or broken image
    /// is an error at the JSON path that named it.
    private func image(_ value: LayerFileValue) throws(InputError) -> ImageReference {
        let name = try value.string()
        guard !name.isEmpty else {
            throw InputError(field: "\(value.path)", message: "is empty; give a PNG file's path")
        }
        if let baseDirectory, images[name] == nil {
            let file = name.hasPrefix("/") ? name : "\(baseDirectory)/\(name)"
            let quoted = "\"\(ErrorText.clip(name))\""
            let bytes: [UInt8]
            do { bytes = try InputFile.read(file) } catch {
                throw InputError(
                    field: "\(value.path)", message: "cannot read \(quoted) (\(ErrorText.path(file))): \(error.reason)")
            }
            do {
                images[name] = (try PNG.decode(bytes, name: name), file)
            } catch let RenderingError.cannotRead(_, reason) {
                throw InputError(
                    field: "\(value.path)", message: "\(quoted) is not a PNG this renderer reads: \(reason)")
            } catch {
                throw InputError(
                    field: "\(value.path)", message: "\(quoted) is not a PNG this renderer reads: \(error)")
            }
        }
        return ImageReference(name)
    }
}
