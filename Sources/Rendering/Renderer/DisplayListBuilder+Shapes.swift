import Layers
import Motion
import Raster

extension DisplayListBuilder {
    /// The gradient over the bounds (square corners: only `masksToBounds` rounds it).
    mutating func emitGradient(_ gradient: Gradient, _ draw: LayerDraw) -> PixelRect {
        let bounds = draw.values.bounds
        guard !gradient.colors.isEmpty, draw.alpha > 0,
            let shape = boxCoverage(bounds, radii: .zero, draw: draw),
            let paint = GradientPaint(
                gradient, bounds: bounds, transform: draw.placement.homography, opacity: Double(draw.alpha) / 255,
                table: resources.gradientTable)
        else { return .empty }
        list.gradients.append(paint)
        return emit(shape.coverage, bounds: shape.bounds, paint: .gradient(list.gradients.count - 1), clip: draw.clip)
    }

    /// The shape's fill, then its stroke, each as a raster of exact coverage in device pixels
    /// (cached by path, placement and style: a still shape is scan-converted once). A moving
    /// shape's rasters are not kept (`LayerDraw.moved`): no frame would find them, and the
    /// cache is spared adding and forgetting them; its outline is kept either way.
    mutating func emitShape(_ shape: ShapeLayerValues, _ draw: LayerDraw) -> PixelRect {
        guard !shape.path.isEmpty else { return .empty }
        let transform = draw.placement.homography
        var touched = PixelRect.empty
        let fill = draw.paintColor(shape.fillColor)
        if fill != 0,
            let raster = pathRaster(
                PathRasterKey(shape.path, transform, .fill(shape.fillRule), frame), keep: !draw.moved)
        {
            touched = emit(
                .raster(raster.view, x: 0, y: 0), bounds: raster.bounds(atX: 0, y: 0), paint: .solid(fill),
                clip: draw.clip)
        }
        let stroke = draw.paintColor(shape.strokeColor)
        if stroke != 0, shape.strokeEnd > shape.strokeStart,
            let raster = pathRaster(
                PathRasterKey(shape.path, transform, .stroke(StrokeStyle(shape)), frame), keep: !draw.moved)
        {
            touched = touched.union(
                emit(
                    .raster(raster.view, x: 0, y: 0), bounds: raster.bounds(atX: 0, y: 0), paint: .solid(stroke),
                    clip: draw.clip))
        }
        return touched
    }

    /// The coverage for `key`, or nil (with the error recorded) for a path or style that
    /// cannot be drawn.
    private mutating func pathRaster(_ key: PathRasterKey, keep: Bool) -> CoverageRaster? {
        do {
            let raster = try resources.pathRaster(key, keep: keep)
            list.retain(raster)
            return raster
        } catch {
            report(error)
            return nil
        }
    }

    /// A shadow shaped like `outline` in the layer's plane, offset by `shadowOffset`, blurred
    /// at the shadow's radius and sampled through the layer's map, like a transformed box's.
    mutating func emitOutlineShadow(_ outline: ShadowOutline, _ draw: LayerDraw, clip: Int, color: UInt32)
        -> PixelRect
    {
        let values = draw.values
        let radius = ShadowMasks.drawnRadius(values.shadowRadius)
        let map = draw.placement.homography
        let extent = outline.bounds
        guard let inverse = map.inverted(), extent.width.isFinite, extent.height.isFinite,
            extent.width >= 0, extent.height >= 0
        else { return .empty }
        let s = ShadowMasks.maskScale(width: extent.width, height: extent.height, sigma: radius, scale: scale)
        guard s.isNormal else { return .empty }
        let blurred: ShadowMasks.Blurred
        do {
            blurred = try resources.outlineShadow(OutlineShadowKey(outline: outline, scale: s, sigma: radius * s))
        } catch {
            report(error)
            return .empty
        }
        list.retain(blurred.mask)
        let pad = Double(blurred.pad) / s
        let origin = Point(
            x: extent.minX + values.shadowOffset.width - pad, y: extent.minY + values.shadowOffset.height - pad)
        list.projectedMasks.append(
            ProjectedMask(
                inverse: inverse, mask: blurred.mask.bytes, width: blurred.mask.width, height: blurred.mask.height,
                originX: origin.x, originY: origin.y, scale: s))
        let area = Rect(
            x: origin.x, y: origin.y, width: Double(blurred.mask.width) / s, height: Double(blurred.mask.height) / s)
        return emit(
            .projectedMask(list.projectedMasks.count - 1), bounds: map.pixelBounds(of: area, margin: 2),
            paint: .tinted(list.coverageTable(color)), clip: clip)
    }
}

extension StrokeStyle {
    /// A shape layer's line properties.
    init(_ shape: ShapeLayerValues) {
        self.init(
            lineWidth: shape.lineWidth, lineCap: shape.lineCap, lineJoin: shape.lineJoin, miterLimit: shape.miterLimit,
            dashPattern: shape.lineDashPattern, dashPhase: shape.lineDashPhase, strokeStart: shape.strokeStart,
            strokeEnd: shape.strokeEnd)
    }
}

/// A path's coverage in device pixels: the path, where its plane lands, fill or stroke, and
/// the pixels it is cut to.
struct PathRasterKey: Hashable {
    /// How a path becomes coverage.
    enum Mode: Hashable {
        case fill(FillRule)
        case stroke(StrokeStyle)

        /// The coverage of `path` drawn this way through `transform`, cut to `clip`.
        func raster(_ path: Path, transform: Homography, clip: PixelRect) throws(PathDrawingError)
            -> CoverageRaster
        {
            switch self {
            case let .fill(rule): try PathDrawing.fillRaster(path, transform: transform, rule: rule, clip: clip)
            case let .stroke(style): try PathDrawing.strokeRaster(path, transform: transform, style: style, clip: clip)
            }
        }

        /// The rule its polygons are filled under (a stroke's outlines: non-zero).
        var rule: FillRule {
            switch self {
            case let .fill(rule): rule
            case .stroke: .nonZero
            }
        }
    }

    let path: Path
    let transform: Homography
    let mode: Mode
    let clip: PixelRect

    init(_ path: Path, _ transform: Homography, _ mode: Mode, _ clip: PixelRect) {
        self.path = path
        self.transform = transform
        self.mode = mode
        self.clip = clip
    }

    /// Scan-converts it.
    func raster() throws(PathDrawingError) -> CoverageRaster {
        try mode.raster(path, transform: transform, clip: clip)
    }

    /// The path's sample and one 64-bit mix of the rest: a moving layer's key is made and
    /// looked up every frame.
    func hash(into hasher: inout Hasher) {
        path.hashSample(into: &hasher)
        var mix = BitMix()
        mix.add(zeroless: transform.m11)
        mix.add(zeroless: transform.m12)
        mix.add(zeroless: transform.m13)
        mix.add(zeroless: transform.m21)
        mix.add(zeroless: transform.m22)
        mix.add(zeroless: transform.m23)
        mix.add(zeroless: transform.m31)
        mix.add(zeroless: transform.m32)
        mix.add(zeroless: transform.m33)
        mix.add(mode)
        mix.add(clip.x)
        mix.add(clip.y)
        mix.add(clip.width)
        mix.add(clip.height)
        hasher.combine(mix.value)
    }
}

extension BitMix {
    /// Adds `v` with −0 taken as +0, which it equals (a key's hash must agree with its `==`).
    @inline(__always)
    mutating func add(zeroless v: Double) {
        add(v + 0)
    }

    /// Adds the fill rule, or the stroke's width, phase and trim (equal modes add alike).
    mutating func add(_ mode: PathRasterKey.Mode) {
        switch mode {
        case let .fill(rule):
            add(rule == .evenOdd ? 1 : 0)
        case let .stroke(style):
            add(2)
            add(zeroless: style.lineWidth)
            add(zeroless: style.dashPhase)
            add(zeroless: style.strokeStart)
            add(zeroless: style.strokeEnd)
        }
    }
}

/// The silhouette a shadow takes, in the layer's plane: a shadow path, or a shape layer's
/// fill and stroke where no shadow path is given (the shape is what it draws).
struct ShadowOutline: Hashable {
    /// One path filled or stroked.
    struct Part: Hashable {
        let path: Path
        let mode: PathRasterKey.Mode
    }

    /// A shadow path (filled non-zero), or the shape's fill and its stroke as drawn.
    let parts: [Part]

    /// Nil when the layer's shadow is its bounds' (no shadow path, no drawn shape) or nothing.
    init?(_ extras: LayerExtras?, background: Bool) {
        guard let extras else { return nil }
        if let path = extras.shadowPath {
            parts = [Part(path: path, mode: .fill(.nonZero))]
            return
        }
        // Without a shadow path, a layer with a background or contents keeps the box shadow.
        guard !background, let shape = extras.shape else { return nil }
        var parts: [Part] = []
        if shape.fillColor.alpha > 0 { parts.append(Part(path: shape.path, mode: .fill(shape.fillRule))) }
        if shape.strokeColor.alpha > 0 && shape.strokeEnd > shape.strokeStart {
            parts.append(Part(path: shape.path, mode: .stroke(StrokeStyle(shape))))
        }
        guard !parts.isEmpty else { return nil }
        self.parts = parts
    }

    /// The plane rectangle the outline lies in (a stroke's half width and miters included).
    var bounds: Rect {
        var rect: Rect?
        for part in parts where !part.path.isEmpty {
            var r = part.path.controlPointBounds
            if case let .stroke(style) = part.mode {
                let reach = max(style.lineWidth, 1) * max(style.miterLimit, 1) / 2 + 1
                r = r.insetBy(dx: -reach, dy: -reach)
            }
            rect = rect.map { $0.union(r) } ?? r
        }
        return rect ?? .zero
    }
}

/// A shadow outline blurred at a mask scale.
struct OutlineShadowKey: Hashable {
    let outline: ShadowOutline
    /// Mask pixels per plane unit.
    let scale: Double
    /// The Gaussian's sigma in mask pixels.
    let sigma: Double

    /// Rasterizes the outline into a mask, `pad` pixels of margin round its bounds, and blurs
    /// it; parts are combined as the union of their coverage (source-over of alphas).
    func blur() throws(PathDrawingError) -> ShadowMasks.Blurred {
        let kernel = GaussianKernel(sigma: sigma)
        let pad = kernel.radius + 1
        let extent = outline.bounds
        let width = PixelIndex.ceil(extent.width * scale) + 2 * pad
        let height = PixelIndex.ceil(extent.height * scale) + 2 * pad
        let mask = AlphaMask(width: width, height: height)
        let toMask = Homography(
            m11: scale, m12: 0, m13: 0, m21: 0, m22: scale, m23: 0,
            m31: Double(pad) - extent.minX * scale, m32: Double(pad) - extent.minY * scale, m33: 1)
        let clip = PixelRect(x: 0, y: 0, width: width, height: height)
        var parts: [CoverageRaster] = []
        for part in outline.parts { parts.append(try part.mode.raster(part.path, transform: toMask, clip: clip)) }
        if parts.count == 1 {
            parts[0].draw(into: mask)
        } else {
            let part = AlphaMask(width: width, height: height)
            for raster in parts {
                part.bytes.update(repeating: 0, count: width * height)
                raster.draw(into: part)
                for i in 0..<(width * height) {
                    let a = UInt32(mask.bytes[i])
                    let b = UInt32(part.bytes[i])
                    mask.bytes[i] = UInt8(a + b - (a * b + 127) / 255)
                }
            }
        }
        return ShadowMasks.Blurred(mask: kernel.radius == 0 ? mask : GaussianBlur.blur(mask, kernel: kernel), pad: pad)
    }
}
