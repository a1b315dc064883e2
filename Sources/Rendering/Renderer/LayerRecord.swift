import Layers
import Raster

/// What every layer drew in a frame, in painting order (`list[k].state.order == k`), and
/// where each layer's record is.
struct FrameRecords {
    private(set) var list: [LayerRecord] = []
    private var index: [ObjectIdentifier: Int] = [:]

    static let empty = FrameRecords()

    var count: Int { list.count }

    /// The layer's record, or nil when it was not drawn.
    subscript(id: ObjectIdentifier) -> LayerRecord? {
        index[id].map { list[$0] }
    }

    func contains(_ id: ObjectIdentifier) -> Bool { index[id] != nil }

    /// How the layer's record compares with `state`, read in place (a record is too large to
    /// copy for every layer every frame); nil when the layer was not drawn.
    func comparison(of id: ObjectIdentifier, with state: LayerDrawState) -> RecordComparison? {
        guard let slot = index[id] else { return nil }
        return list.withUnsafeBufferPointer { records in
            let old = records.baseAddress! + slot
            return RecordComparison(
                sameState: old.pointee.state == state, samePlacement: old.pointee.state.placement == state.placement,
                shapedSublayers: old.pointee.state.shapesSublayers, bounds: old.pointee.bounds)
        }
    }

    /// Adds the next layer in painting order; its bounds follow when its drawing is done.
    mutating func append(_ record: LayerRecord) -> Int {
        index[record.id] = list.count
        list.append(record)
        return list.count - 1
    }

    mutating func setBounds(_ bounds: PixelRect, at slot: Int) {
        list[slot].bounds = bounds
    }

    mutating func reserveCapacity(_ n: Int) {
        list.reserveCapacity(n)
        index.reserveCapacity(n)
    }
}

/// A layer's record from the frame before, against its state now.
struct RecordComparison {
    /// Whether its state is the same: its own pixels are.
    let sameState: Bool
    /// Whether it is placed where it was.
    let samePlacement: Bool
    /// Whether its sublayers' pixels depended on it (`LayerDrawState.shapesSublayers`).
    let shapedSublayers: Bool
    /// The device pixels its own drawing touched.
    let bounds: PixelRect
}

/// What a layer drew in a frame, to find what changed in the next one.
struct LayerRecord {
    let id: ObjectIdentifier
    let state: LayerDrawState
    /// The superlayer it was drawn under (nil for the root): with the same superlayer, drawn
    /// as before, and the same values, it lands where it did.
    let parent: ObjectIdentifier?
    /// The device pixels its own drawing touched (not its sublayers').
    var bounds: PixelRect
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
    /// Its shape, gradient and shadow path as shown.
    let extras: LayerExtras?
    /// Whether it has a mask (drawn as its own layers, after this one's).
    let hasMask: Bool
    let placement: LayerPlacement
    let isGroup: Bool
    /// The opacity folded into its paints when it has no group.
    let alpha: UInt32

    /// Whether its sublayers' pixels depend on it beyond their own placement: it clips them
    /// or composites them as a group.
    var shapesSublayers: Bool { values.masksToBounds || isGroup }

    /// Whether it was drawn as a blurred group (its bounds are then the group's).
    var isBlurred: Bool { isGroup && (extras?.blurRadius ?? 0) > 0 }
}
