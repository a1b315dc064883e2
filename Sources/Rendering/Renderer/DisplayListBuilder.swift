import Layers
import Motion
import Raster

/// Walks the presentation tree into a `DisplayList`, in Core Animation's order: for each
/// layer its shadow, background, contents, text, then its sublayers (by `zPosition`,
/// stable), then its border, which Core Animation composites above the sublayers.
///
/// It also compares each layer with what it drew last frame and collects the damage: the
/// old and new bounds of every layer whose drawing changed, including layers under a
/// changed clip or group, and of layers that disappeared.
struct DisplayListBuilder {
    let resources: RenderResources
    let scale: Double
    /// The frame's pixels; commands are cut to it.
    let frame: PixelRect
    let previous: FrameRecords
    let list: DisplayList
    private(set) var records = FrameRecords()
    private(set) var damage = PixelRect.empty
    private(set) var errors: [String] = []
    private var order = 0

    init(resources: RenderResources, scale: Double, frame: PixelRect, previous: FrameRecords, sizedLike: DisplayList?) {
        self.resources = resources
        self.scale = scale
        self.frame = frame
        self.previous = previous
        list = DisplayList(sizedLike: sizedLike)
        records.reserveCapacity(previous.count)
    }

    /// Adds `root` and its subtree, the root placed in `space` (the canvas, unless a snapshot
    /// moves it), then the bounds of layers drawn last frame but not now.
    ///
    /// - Complexity: O(n + k log k + i), where n is the number of layers in the tree (each placed,
    ///   compared with its record from last frame and recorded), k log k the ordering by zPosition
    ///   of the sublayers of a layer whose k sublayers do not all have a zPosition of 0, and i the
    ///   commands emitted, plus the masks the commands need that no cache holds yet,
    ///   proportional to their pixels.
    mutating func build(_ root: Layer, space: SublayerSpace = .canvas) {
        visit(root, root.presentation(), parent: nil, space: space, clip: -1, ancestorChanged: false)
        for record in previous.list where !records.contains(record.id) {
            damage = damage.union(record.bounds)
            // A blurred layer around it spread its pixels further, over its own bounds.
            var parent = record.parent
            while let id = parent, let above = previous[id] {
                if above.state.isBlurred { damage = damage.union(above.bounds) }
                parent = above.parent
            }
        }
    }

    private mutating func visit(
        _ layer: Layer, _ values: LayerSnapshot, parent: ObjectIdentifier?, space: SublayerSpace, clip outerClip: Int,
        ancestorChanged: Bool
    ) {
        guard
            let visit = LayerVisit(layer, values, space: space, scale: scale, order: order, image: { resolveImage($0) })
        else { return }
        order += 1
        let (placement, state, image) = (visit.placement, visit.state, visit.image)
        let id = ObjectIdentifier(layer)
        let old = previous.comparison(of: id, with: state)
        let slot = records.append(LayerRecord(id: id, state: state, parent: parent, bounds: .empty))
        let changed = ancestorChanged || old?.sameState != true

        // A curled layer draws its page offscreen, cut to its bounds, and composites it
        // through the curl's row table.
        let curl =
            values.pageCurl.isCurled
            ? curlPage(values, placement: placement, clip: outerClip, opacity: visit.opacity) : nil
        let clip = curl?.clip ?? outerClip
        // Placed elsewhere than in the frame before: likely to move again, so the rasters made
        // for it are not kept (no frame would find them).
        let moved = old.map { !$0.samePlacement } ?? false
        let draw = LayerDraw(values: values, placement: placement, clip: clip, alpha: state.alpha, moved: moved)
        let group = state.isGroup ? beginGroup(opacity: visit.opacity, curl: curl?.map, blur: visit.blur) : nil
        // masksToBounds clips what the layer draws outside its bounds: its shadow, contents,
        // text and sublayers (its background and border lie inside anyway).
        let innerClip = values.masksToBounds ? addClip(draw) : clip
        let inner = LayerDraw(
            values: values, placement: placement, clip: innerClip, alpha: state.alpha, moved: moved)
        var bounds = emitShadowAndBackground(
            draw, shadowClip: innerClip, hasContents: image != nil, extras: visit.extras)
        if let image { bounds = bounds.union(emitContents(image, inner)) }
        if let gradient = visit.extras?.gradient { bounds = bounds.union(emitGradient(gradient, inner)) }
        if let shape = visit.extras?.shape { bounds = bounds.union(emitShape(shape, inner)) }
        if let text = layer.text { bounds = bounds.union(emitText(text, inner)) }
        let sublayersChanged =
            ancestorChanged || (changed && (state.shapesSublayers || old?.shapedSublayers == true))
        // A blur spreads a sublayer's (or the mask's) change beyond the sublayer: what they
        // damage is collected apart, to damage the whole blurred group if anything.
        let damageOutside = damage
        if visit.blur != nil { damage = .empty }
        for (sublayer, sublayerValues) in visit.sublayers {
            self.visit(
                sublayer, sublayerValues, parent: id, space: visit.sublayerSpace, clip: innerClip,
                ancestorChanged: sublayersChanged)
        }
        bounds = bounds.union(emitBorder(draw))
        // The mask is drawn into its own pixels, which the group is composited through.
        if let group, let mask = layer.mask {
            let maskGroup = beginGroup(opacity: 255, curl: nil, blur: nil)
            list.groups[maskGroup].isMask = true
            list.groups[group].mask = maskGroup
            mask.withPresentation { values in
                self.visit(
                    mask, values, parent: id, space: visit.maskSpace, clip: -1, ancestorChanged: sublayersChanged)
            }
            endGroup(maskGroup)
        }
        if let group { endGroup(group, clip: clip) }
        // A curl may draw anywhere on its page: all of it is the layer's.
        if let curl { bounds = bounds.union(curl.map.rect) }
        // A blur spreads all it holds: its grown rectangle is the layer's.
        if let group, visit.blur != nil {
            bounds = bounds.union(list.groups[group].bounds)
            if !damage.isEmpty { damage = damage.union(bounds) }
            damage = damage.union(damageOutside)
        }

        records.setBounds(bounds, at: slot)
        if changed {
            damage = damage.union(bounds).union(old?.bounds ?? .empty)
        }
    }

    /// A curled layer's page: its bounds in device pixels (their bounding box, when the layer
    /// is transformed: the curl happens on the screen), cut to the frame and the clip
    /// around it; a rectangular clip to it for everything the layer draws; the row table.
    private mutating func curlPage(
        _ values: LayerSnapshot, placement: LayerPlacement, clip: Int,
        opacity: UInt32
    ) -> (clip: Int, map: PageCurlMap) {
        let bounds = values.bounds
        let page: Rect
        if let device = placement.deviceRect(bounds) {
            page = device
        } else {
            let box = placement.homography.pixelBounds(of: bounds, margin: 0)
            page = Rect(x: Double(box.x), y: Double(box.y), width: Double(box.width), height: Double(box.height))
        }
        let outer = clip >= 0 ? list.clips[clip].bounds : frame
        let rect = PixelRect(
            minX: PixelIndex.floor(page.minX), minY: PixelIndex.floor(page.minY),
            maxX: PixelIndex.ceil(page.maxX), maxY: PixelIndex.ceil(page.maxY)
        ).intersection(outer)
        let depth = (clip >= 0 ? list.clips[clip].depth : 0) + 1
        list.clips.append(ClipNode(shape: .rectangle, parent: clip, bounds: rect, depth: depth))
        list.maxClipDepth = max(list.maxClipDepth, depth)
        let pixelsPerPoint = bounds.height > 0 ? page.height / bounds.height : scale
        let map = PageCurlMap(
            rect: rect, top: page.minY, height: page.height, progress: values.pageCurl.progress,
            radius: values.pageCurl.radius * pixelsPerPoint, opacity: opacity)
        list.retain(map)
        return (list.clips.count - 1, map)
    }

    /// The decoded contents, or nil (with the error recorded) when they cannot be read.
    mutating func resolveImage(_ reference: ImageReference?) -> Image? {
        guard let reference else { return nil }
        do {
            return try resources.images.image(named: reference.name)
        } catch {
            report(error)
            return nil
        }
    }

    /// Records why something could not be drawn (once per message).
    mutating func report(_ error: any Error) {
        let message = "\(error)"
        if !errors.contains(message) { errors.append(message) }
    }

    // MARK: Emitting

    /// Appends a draw command cut to its clip and the frame; returns the pixels it may touch.
    @discardableResult
    mutating func emit(_ coverage: Coverage, bounds: PixelRect, paint: Paint, clip: Int, hole: Hole? = nil) -> PixelRect
    {
        var bounds = bounds.intersection(frame)
        if clip >= 0 { bounds = bounds.intersection(list.clips[clip].bounds) }
        guard !bounds.isEmpty else { return .empty }
        list.items.append(.draw(list.commands.count))
        list.commands.append(DrawCommand(bounds: bounds, coverage: coverage, paint: paint, clip: clip, hole: hole))
        return bounds
    }

    private func beginGroup(opacity: UInt32, curl: PageCurlMap?, blur: GaussianKernel?) -> Int {
        let index = list.groups.count
        list.groups.append(
            Group(
                bounds: .empty, opacity: opacity, begin: list.items.count, end: -1, pixels: nil, curl: curl,
                blur: blur))
        list.items.append(.beginGroup(index))
        return index
    }

    /// Closes the group; its rectangle is the union of what it holds (a curl's is its page;
    /// a blur's grows by the blur's reach, cut to `clip`, the clip around the layer, and the
    /// frame), leaving out its mask's drawing, whose own rectangle becomes the group's: the
    /// mask's pixels are read wherever the group is composited.
    private func endGroup(_ index: Int, clip: Int = -1) {
        guard !list.groups[index].isMask else {
            list.groups[index].end = list.items.count
            list.items.append(.endGroup(index))
            return
        }
        var rect = PixelRect.empty
        var i = list.items.count - 1
        while i >= 0 {
            if case let .beginGroup(g) = list.items[i], g == index { break }
            if case let .draw(command) = list.items[i] { rect = rect.union(list.commands[command].bounds) }
            if case let .endGroup(g) = list.items[i] {
                if list.groups[g].isMask {
                    i = list.groups[g].begin
                } else if list.groups[g].isDrawnFirst {
                    rect = rect.union(list.groups[g].bounds)
                }
            }
            i -= 1
        }
        if let curl = list.groups[index].curl {
            rect = curl.rect
        } else if let blur = list.groups[index].blur {
            let around = clip >= 0 ? list.clips[clip].bounds.intersection(frame) : frame
            rect = rect.outset(by: GaussianBlur.reach(of: blur)).intersection(around)
        }
        list.groups[index].bounds = rect
        list.groups[index].end = list.items.count
        let mask = list.groups[index].mask
        if mask >= 0 { list.groups[mask].bounds = rect }
        list.items.append(.endGroup(index))
    }
}

/// One layer's values, where it lands, the clip around it and its opacity when it has no
/// group (255 otherwise), as its parts are emitted.
struct LayerDraw {
    let values: LayerSnapshot
    let placement: LayerPlacement
    let clip: Int
    let alpha: UInt32
    /// Whether its placement changed since the frame before: its rasters are then made for
    /// this frame only, not kept.
    let moved: Bool

    /// The layer's corner radii, in plane units.
    var radii: CornerRadii { CornerRadii(values.cornerRadius, masked: values.maskedCorners) }

    /// `color` premultiplied, times the layer's opacity.
    func paintColor(_ color: Color, opacity: Double = 1) -> UInt32 {
        var straight = color
        straight.alpha *= opacity
        let pixel = PremultipliedColor(straight).pixel
        return alpha == 255 ? pixel : PremultipliedColor.scale(pixel, by: alpha)
    }
}

/// Which of a layer's own parts draw anything.
struct LayerParts {
    let count: Int

    init(_ values: LayerSnapshot, image: Image?, text: TextContent?, extras: LayerExtras?) {
        let background = values.backgroundColor.alpha > 0 && values.bounds.width > 0 && values.bounds.height > 0
        let fill = extras?.shape.map { $0.fillColor.alpha > 0 } ?? false
        let stroke = extras?.shape.map { $0.strokeColor.alpha > 0 } ?? false
        let gradient = extras?.gradient.map { !$0.colors.isEmpty } ?? false
        let shadow =
            values.shadowOpacity > 0 && values.shadowColor.alpha > 0
            && (background || image != nil || extras?.shadowPath != nil || fill || stroke)
        let border = values.borderWidth > 0 && values.borderColor.alpha > 0
        let hasText = text.map { !$0.string.isEmpty && $0.color.alpha > 0 } ?? false
        count =
            [background, shadow, border, image != nil, hasText, fill, stroke, gradient].reduce(0) { $0 + ($1 ? 1 : 0) }
    }
}
