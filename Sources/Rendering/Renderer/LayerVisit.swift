import Layers
import Raster

/// A layer as one frame sees it: where it lands, its visible sublayers in painting order,
/// and the state that decides its own pixels (its presentation values among them).
struct LayerVisit {
    let layer: Layer
    /// 1…255.
    let opacity: UInt32
    let placement: LayerPlacement
    let sublayerSpace: SublayerSpace
    let sublayers: [(Layer, LayerSnapshot)]
    let image: Image?
    /// The shape, gradient and shadow path shown, if any.
    let extras: LayerExtras?
    /// The space of the layer's plane, for its mask (a sublayer's, without `sublayerTransform`).
    let maskSpace: SublayerSpace
    /// The Gaussian its group is blurred with (`Layer.blurRadius`), or nil.
    let blur: GaussianKernel?
    let state: LayerDrawState

    /// Nil when the layer is hidden or fully transparent: it and its sublayers draw nothing.
    init?(
        _ layer: Layer, _ values: LayerSnapshot, space: SublayerSpace, scale: Double, order: Int,
        image resolve: (ImageReference?) -> Image?
    ) {
        let opacity = PremultipliedColor.quantize(values.opacity)
        guard !values.isHidden, opacity > 0, !values.pageCurl.isGone else { return nil }
        let (planeMap, sublayerSpace) = space.place(values)
        let placement = planeMap.placement(scale: scale)
        let sublayers = Self.paintingOrder(layer.sublayers)
        let image = resolve(layer.contents)
        let extras = layer.presentationExtras()
        let partCount = LayerParts(values, image: image, text: layer.text, extras: extras).count
        // A translucent layer with sublayers, or with parts that overlap, is composited as
        // one group; a single part just takes the opacity into its paint.
        // A curled layer is always a group: its page is drawn offscreen and remapped; so is
        // a masked one, whose group is composited through its mask, and a blurred one, whose
        // group is blurred.
        let hasMask = layer.mask != nil
        let blurSigma = Self.blurSigma(extras, scale: scale)
        let isGroup =
            values.pageCurl.isCurled || hasMask || blurSigma != nil
            || opacity < 255 && (!sublayers.isEmpty || partCount > 1)
        self.layer = layer
        self.opacity = opacity
        self.placement = placement
        self.sublayerSpace = sublayerSpace
        self.sublayers = sublayers
        self.image = image
        self.extras = extras
        blur = blurSigma.map { GaussianKernel(sigma: $0) }
        maskSpace =
            switch planeMap {
            case let .translated(origin, boundsOrigin): .translated(origin - boundsOrigin)
            case let .projected(map): .projected(map: map, sublayerTransform: nil)
            }
        state = LayerDrawState(
            order: order, values: values, contents: layer.contents, image: image.map(ObjectIdentifier.init),
            text: layer.text, extras: extras, hasMask: hasMask, placement: placement, isGroup: isGroup,
            alpha: isGroup ? 255 : opacity)
    }

    /// The visible sublayers with their presentation values, sorted by `zPosition` and
    /// keeping their order among equals.
    private static func paintingOrder(_ sublayers: [Layer]) -> [(Layer, LayerSnapshot)] {
        var visible: [(Layer, LayerSnapshot)] = []
        visible.reserveCapacity(sublayers.count)
        var layered = false
        for sublayer in sublayers {
            let values = sublayer.presentation()
            guard !values.isHidden else { continue }
            layered = layered || values.zPosition != 0
            visible.append((sublayer, values))
        }
        guard layered else { return visible }
        return visible.enumerated()
            .sorted { a, b in
                let za = a.element.1.zPosition
                let zb = b.element.1.zPosition
                return za != zb ? za < zb : a.offset < b.offset
            }
            .map(\.element)
    }

    /// The widest blur drawn, in device pixels (σ); a wider one draws as this. A blur costs
    /// about 2 · (2 · 3σ + 1) multiply-adds a channel per pixel of its grown rectangle, so the
    /// cap bounds a frame's work whatever the radius (σ = 10⁶ would take hours); at scale 2 it
    /// is a blur radius of 32 points, beyond which a blur shows little but a smooth tint.
    static let maximumBlurSigma = 64.0

    /// The blur's σ in device pixels, at most `maximumBlurSigma`, or nil when the layer shows no
    /// blur or one too narrow to change a pixel (`GaussianKernel.radius(sigma:)` is 0): that
    /// layer draws exactly as with no blur.
    static func blurSigma(_ extras: LayerExtras?, scale: Double) -> Double? {
        guard let radius = extras?.blurRadius, radius > 0 else { return nil }
        let sigma = min(radius * scale, maximumBlurSigma)
        return GaussianKernel.radius(sigma: sigma) > 0 ? sigma : nil
    }

    /// Whether every layer under `root` would draw exactly as `previous` records, with no
    /// layer added or gone: then last frame's display list can be replayed as it is.
    ///
    /// It compares what decides each layer's pixels without working out where the layer
    /// lands: a layer's placement follows from its values and its superlayer's placement, so
    /// by induction from the root (whose space is the canvas, at the same scale) equal values
    /// under the same superlayer land in the same place.
    static func treeDrawsAsBefore(
        _ root: Layer, previous: FrameRecords, scale: Double, image resolve: (ImageReference?) -> Image?
    ) -> Bool {
        previous.list.withUnsafeBufferPointer { records in
            var order = 0
            // Last frame's records are in painting order, so this layer's is records[order].
            func same(_ layer: Layer, _ values: borrowing LayerSnapshot, parent: ObjectIdentifier?) -> Bool {
                let opacity = PremultipliedColor.quantize(values.opacity)
                guard !values.isHidden, opacity > 0, !values.pageCurl.isGone else { return true }
                guard order < records.count else { return false }
                let record = records.baseAddress! + order
                let id = ObjectIdentifier(layer)
                let contents = layer.contents
                let extras = layer.presentationExtras()
                let hasMask = layer.mask != nil
                guard record.pointee.id == id, record.pointee.parent == parent, record.pointee.state.values == values,
                    record.pointee.state.contents == contents, record.pointee.state.text == layer.text,
                    record.pointee.state.extras == extras, record.pointee.state.hasMask == hasMask
                else { return false }
                let image = contents == nil ? nil : resolve(contents)
                guard record.pointee.state.image == image.map(ObjectIdentifier.init) else { return false }
                order += 1
                let sublayers = layer.sublayers
                let visible = sublayers.contains { $0.withPresentation { !$0.isHidden } }
                var isGroup = false
                if values.pageCurl.isCurled || hasMask || blurSigma(extras, scale: scale) != nil {
                    isGroup = true
                } else if opacity < 255 {
                    isGroup =
                        visible ? true : LayerParts(values, image: image, text: layer.text, extras: extras).count > 1
                }
                guard record.pointee.state.isGroup == isGroup else { return false }
                // Painting order is the array's unless a visible sublayer has a z position.
                let layered = sublayers.contains { $0.withPresentation { !$0.isHidden && $0.zPosition != 0 } }
                let sublayersSame =
                    layered
                    ? paintingOrder(sublayers).allSatisfy { same($0.0, $0.1, parent: id) }
                    : sublayers.allSatisfy { sublayer in sublayer.withPresentation { same(sublayer, $0, parent: id) } }
                // The mask is visited last, as the builder draws it.
                guard sublayersSame, let mask = layer.mask else { return sublayersSame }
                return mask.withPresentation { same(mask, $0, parent: id) }
            }
            return root.withPresentation { same(root, $0, parent: nil) } && order == records.count
        }
    }
}
