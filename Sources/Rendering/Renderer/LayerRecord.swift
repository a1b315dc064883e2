import Scene

/// What a layer drew in a frame, to find what changed in the next one.
struct LayerRecord {
    let state: LayerDrawState
    /// The superlayer it was drawn under (nil for the root): with the same superlayer, drawn
    /// as before, and the same values, it lands where it did.
    let parent: ObjectIdentifier?
    /// The device pixels its own drawing touched (not its sublayers').
    let bounds: PixelRect
}

/// Everything that decides a layer's own pixels, compared between frames: equal states in
/// the same painting order give equal pixels.
struct LayerDrawState: Equatable {
    /// Its place in painting order: a layer that moves in the order is redrawn, and so is
    /// everything whose order changes relative to it.
    let order: Int
    let values: LayerSnapshot
    let contents: ImageReference?
    /// The decoded image (images stay in the cache, so the identity is stable).
    let image: ObjectIdentifier?
    let text: TextContent?
    let placement: LayerPlacement
    let isGroup: Bool
    /// The opacity folded into its paints when it has no group.
    let alpha: UInt32

    /// Whether its sublayers' pixels depend on it beyond their own placement: it clips them
    /// or composites them as a group.
    var shapesSublayers: Bool { values.masksToBounds || isGroup }
}
