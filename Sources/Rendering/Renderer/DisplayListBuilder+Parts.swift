import Layers
import Motion
import Raster

extension DisplayListBuilder {
    /// A box (or a ring `border` wide) in the layer's plane as coverage: a raster when the
    /// layer is axis-aligned (kept unless the layer moved), the analytic projected shape
    /// otherwise.
    func boxCoverage(
        _ rect: Rect, radii: CornerRadii, border: Double? = nil, draw: LayerDraw
    ) -> (coverage: Coverage, bounds: PixelRect, raster: PlacedRaster?)? {
        let placement = draw.placement
        if let placed = placement.deviceRect(rect) {
            let k = placement.pixelsPerUnit(default: scale)
            // Rasterized relative to the whole pixel at the box's top-left corner and placed
            // there, so equal boxes at different whole-pixel places (a grid of cards, a card
            // dragged by whole pixels) share one raster. Subtracting a whole number from a
            // coordinate of at least 1 (or 0) is exact; further left or up it is not, so
            // there the box stays where it is.
            let shiftX = placed.minX >= 0 ? PixelIndex.floor(placed.minX) : 0
            let shiftY = placed.minY >= 0 ? PixelIndex.floor(placed.minY) : 0
            let device = Rect(
                x: placed.minX - Double(shiftX), y: placed.minY - Double(shiftY), width: placed.width,
                height: placed.height)
            guard let outer = RoundedBox(device, radii: radii.scaled(by: k)) else { return nil }
            let inner = border.flatMap { width -> RoundedBox? in
                let w = width * k
                return RoundedBox(
                    Rect(
                        x: device.minX + w, y: device.minY + w, width: device.width - 2 * w,
                        height: device.height - 2 * w),
                    radii: outer.radii.inset(by: w))
            }
            // The frame, in the raster's coordinates, cut to what the box can touch: a box
            // wholly inside the frame gets the same limit wherever it is.
            let reach = PixelRect(
                minX: PixelIndex.floor(device.minX) - 2, minY: PixelIndex.floor(device.minY) - 2,
                maxX: PixelIndex.ceil(device.maxX) + 2, maxY: PixelIndex.ceil(device.maxY) + 2)
            let limit = PixelRect(x: frame.x - shiftX, y: frame.y - shiftY, width: frame.width, height: frame.height)
                .intersection(reach)
            let raster = resources.box(BoxShape(outer: outer, inner: inner, limit: limit), keep: !draw.moved)
            list.retain(raster)
            return (
                .raster(raster.view, x: shiftX, y: shiftY), raster.bounds(atX: shiftX, y: shiftY),
                PlacedRaster(view: raster.view, x: shiftX, y: shiftY)
            )
        }
        let map = placement.homography
        guard let inverse = map.inverted(),
            let outer = PlaneBox(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY, radii: radii)
        else { return nil }
        let inner = border.flatMap {
            PlaneBox(
                minX: rect.minX + $0, minY: rect.minY + $0, maxX: rect.maxX - $0, maxY: rect.maxY - $0,
                radii: outer.radii.inset(by: $0))
        }
        let reach = 0.5 * map.planeUnitsPerPixel(over: rect) * (1 + 1e-9) + 1e-9
        guard reach.isFinite else { return nil }
        list.projectedBoxes.append(ProjectedBox(inverse: inverse, outer: outer, inner: inner, reach: reach))
        return (.projectedBox(list.projectedBoxes.count - 1), map.pixelBounds(of: rect, margin: 2), nil)
    }

    /// The drop shadow, then the background; the shadow skips what an opaque background
    /// drawn right after it covers fully.
    mutating func emitShadowAndBackground(_ draw: LayerDraw, shadowClip: Int, hasContents: Bool, extras: LayerExtras?)
        -> PixelRect
    {
        let values = draw.values
        let bounds = values.bounds
        let backgroundColor = draw.paintColor(values.backgroundColor)
        let background =
            backgroundColor >> 24 == 0 ? nil : boxCoverage(bounds, radii: draw.radii, draw: draw)
        var touched = PixelRect.empty
        let shadowColor = draw.paintColor(values.shadowColor, opacity: values.shadowOpacity)
        if shadowColor != 0, let outline = ShadowOutline(extras, background: background != nil || hasContents) {
            // A shadow path, or a shape layer's shape: the outline's blurred silhouette.
            touched = emitOutlineShadow(outline, draw, clip: shadowClip, color: shadowColor)
        } else if shadowColor != 0, background != nil || hasContents {
            var hole: Hole?
            if backgroundColor >> 24 == 255, shadowClip < 0, let background {
                switch background.coverage {
                case .raster: hole = background.raster.map { .raster($0) }
                case let .projectedBox(index): hole = .projectedBox(index)
                case .projectedMask: hole = nil
                }
            }
            touched = emitShadow(draw, clip: shadowClip, color: shadowColor, hole: hole)
        }
        if let background {
            touched = touched.union(
                emit(background.coverage, bounds: background.bounds, paint: .solid(backgroundColor), clip: draw.clip))
        }
        return touched
    }

    private mutating func emitShadow(_ draw: LayerDraw, clip: Int, color: UInt32, hole: Hole?) -> PixelRect {
        let values = draw.values
        var shape = Rect(
            x: values.bounds.minX + values.shadowOffset.width, y: values.bounds.minY + values.shadowOffset.height,
            width: values.bounds.width, height: values.bounds.height)
        var shapeRadii = draw.radii
        let radius = ShadowMasks.drawnRadius(values.shadowRadius)
        let paint = Paint.tinted(list.coverageTable(color))
        // An unscaled axis-aligned layer blurs its shadow in device pixels, exactly. A scaled
        // one (a lift, a zoom) takes the plane path below, so a scale animation reuses one blur
        // instead of blurring a new size every frame.
        if let whole = draw.placement.deviceRect(shape), draw.placement.pixelsPerUnit(default: scale) == scale {
            let k = scale
            let sigma = radius * k
            guard let wholeBox = RoundedBox(whole, radii: draw.radii.scaled(by: k)) else { return .empty }
            let (device, radii) = ShadowMasks.visiblePart(of: whole, radii: wholeBox.radii, sigma: sigma, within: frame)
            if sigma <= ShadowMasks.maximumSigma {
                guard let box = RoundedBox(device, radii: radii) else { return .empty }
                let key = ShadowMasks.Key(width: device.width, height: device.height, radii: box.radii, sigma: sigma)
                let (raster, x, y) = resources.shadows.raster(key, origin: device.origin)
                list.retain(raster)
                return emit(
                    .raster(raster.view, x: x, y: y), bounds: raster.bounds(atX: x, y: y), paint: paint, clip: clip,
                    hole: hole)
            }
            // A wider blur is made at a lower resolution and sampled through the map like a
            // transformed layer's: only the part of the box that can shade the frame.
            shape = Rect(
                x: shape.minX + (device.minX - whole.minX) / k, y: shape.minY + (device.minY - whole.minY) / k,
                width: device.width / k, height: device.height / k)
            shapeRadii = radii.scaled(by: 1 / k)
        }
        // A transformed layer's shadow is blurred in its plane, at the renderer's scale as
        // long as the blur and the mask stay within bounds (`ShadowMasks.maskScale`), and
        // sampled through the map.
        let map = draw.placement.homography
        guard let inverse = map.inverted(),
            let plane = PlaneBox(
                minX: shape.minX, minY: shape.minY, maxX: shape.maxX, maxY: shape.maxY, radii: shapeRadii)
        else { return .empty }
        let s = ShadowMasks.maskScale(width: shape.width, height: shape.height, sigma: radius, scale: scale)
        guard s.isNormal else { return .empty }   // a box too large for any mask (10³⁰⁸ points)
        let key = ShadowMasks.Key(
            width: shape.width * s, height: shape.height * s,
            radii: plane.radii.scaled(by: s), sigma: radius * s)
        let blurred = resources.shadows.blurred(key)
        list.retain(blurred.mask)
        let pad = Double(blurred.pad) / s
        list.projectedMasks.append(
            ProjectedMask(
                inverse: inverse, mask: blurred.mask.bytes, width: blurred.mask.width,
                height: blurred.mask.height, originX: shape.minX - pad, originY: shape.minY - pad, scale: s))
        let area = Rect(
            x: shape.minX - pad, y: shape.minY - pad, width: Double(blurred.mask.width) / s,
            height: Double(blurred.mask.height) / s)
        return emit(
            .projectedMask(list.projectedMasks.count - 1), bounds: map.pixelBounds(of: area, margin: 2), paint: paint,
            clip: clip,
            hole: hole)
    }

    /// The image stretched over the bounds (square corners: only `masksToBounds` rounds it).
    mutating func emitContents(_ image: Image, _ draw: LayerDraw) -> PixelRect {
        let bounds = draw.values.bounds
        guard image.width > 0, image.height > 0,
            let shape = boxCoverage(bounds, radii: .zero, draw: draw)
        else { return .empty }
        list.retain(image)
        let plane = draw.placement.deviceRect(bounds) ?? bounds
        let scaleX = Double(image.width) / plane.width
        let scaleY = Double(image.height) / plane.height
        let inverse: Homography? = draw.placement.deviceRect(bounds) == nil ? draw.placement.homography.inverted() : nil
        list.images.append(
            ImagePaint(
                pixels: image.pixels, width: image.width, height: image.height, alpha: draw.alpha,
                scaleX: scaleX, offsetX: -plane.minX * scaleX - 0.5,
                scaleY: scaleY, offsetY: -plane.minY * scaleY - 0.5, inverse: inverse))
        return emit(shape.coverage, bounds: shape.bounds, paint: .image(list.images.count - 1), clip: draw.clip)
    }

    /// The text from the top of the bounds, aligned horizontally; on whole device pixels
    /// when the layer is axis-aligned.
    mutating func emitText(_ text: TextContent, _ draw: LayerDraw) -> PixelRect {
        let color = draw.paintColor(text.color)
        guard !text.string.isEmpty, color != 0, text.fontSize > 0, text.fontSize.isFinite else { return .empty }
        // Mask pixels per plane unit; glyphs beyond a few thousand pixels would only make
        // giant masks, so huge text is set smaller.
        let pixelSize = min(text.fontSize * draw.placement.pixelsPerUnit(default: scale), 2048)
        let k = pixelSize / text.fontSize
        let set = resources.text(text.string, pixelSize: pixelSize)
        guard set.mask.width > 0, set.mask.height > 0 else { return .empty }
        list.retain(set)
        let bounds = draw.values.bounds
        let width = Double(set.mask.width) / k
        let left =
            switch text.alignment {
            case .left: bounds.minX
            case .center: bounds.minX + (bounds.width - width) * 0.5
            case .right: bounds.maxX - width
            }
        let paint = Paint.tinted(list.coverageTable(color))
        if let device = draw.placement.deviceRect(Rect(x: left, y: bounds.minY, width: width, height: 0)) {
            let x = PixelIndex.floor(device.minX + 0.5)
            let y = PixelIndex.floor(device.minY + 0.5)
            return emit(
                .raster(set.raster.view, x: x, y: y), bounds: set.raster.bounds(atX: x, y: y), paint: paint,
                clip: draw.clip)
        }
        let map = draw.placement.homography
        guard let inverse = map.inverted() else { return .empty }
        list.projectedMasks.append(
            ProjectedMask(
                inverse: inverse, mask: set.mask.bytes, width: set.mask.width, height: set.mask.height,
                originX: left, originY: bounds.minY, scale: k))
        let area = Rect(x: left, y: bounds.minY, width: width, height: Double(set.mask.height) / k)
        return emit(
            .projectedMask(list.projectedMasks.count - 1), bounds: map.pixelBounds(of: area, margin: 2), paint: paint,
            clip: draw.clip)
    }

    /// The border, inside the bounds, following the rounded corners (the inner radius is the
    /// outer one less the width).
    mutating func emitBorder(_ draw: LayerDraw) -> PixelRect {
        let values = draw.values
        let color = draw.paintColor(values.borderColor)
        guard values.borderWidth > 0, color != 0,
            let ring = boxCoverage(
                values.bounds, radii: draw.radii, border: values.borderWidth, draw: draw)
        else { return .empty }
        return emit(ring.coverage, bounds: ring.bounds, paint: .solid(color), clip: draw.clip)
    }

    /// A clip to the layer's rounded bounds, inside the clip around it; returns its index.
    mutating func addClip(_ draw: LayerDraw) -> Int {
        let parent = draw.clip >= 0 ? list.clips[draw.clip] : nil
        let outer = parent?.bounds ?? frame
        let depth = (parent?.depth ?? 0) + 1
        let bounds = draw.values.bounds
        let shape: ClipNode.Shape
        let area: PixelRect
        if let device = draw.placement.deviceRect(bounds), draw.radii.maximum == 0, Self.onWholePixels(device) {
            shape = .rectangle
            area = PixelRect(
                minX: Int(device.minX), minY: Int(device.minY), maxX: Int(device.maxX), maxY: Int(device.maxY))
        } else if let box = boxCoverage(bounds, radii: draw.radii, draw: draw) {
            switch box.coverage {
            case let .raster(view, x, y): shape = .raster(PlacedRaster(view: view, x: x, y: y))
            case let .projectedBox(index): shape = .projectedBox(list.projectedBoxes[index])
            case .projectedMask: preconditionFailure("a box is never a mask")
            }
            area = box.bounds
        } else {
            shape = .rectangle
            area = .empty
        }
        list.clips.append(ClipNode(shape: shape, parent: draw.clip, bounds: area.intersection(outer), depth: depth))
        list.maxClipDepth = max(list.maxClipDepth, depth)
        return list.clips.count - 1
    }

    private static func onWholePixels(_ r: Rect) -> Bool {
        [r.minX, r.minY, r.maxX, r.maxY].allSatisfy { abs($0) < 1e9 && $0 == Double(Int($0)) }
    }
}
