import CPixelKernels
import Raster

/// One participant's scratch memory for the rows it draws: span lists and coverage bytes,
/// grown before a frame when the frame is wider or its clips deeper, never during one.
final class BandScratch {
    static let listCount = 3
    private(set) var spanStorage: [UnsafeMutablePointer<Span>] = []
    private(set) var spanCapacity = 0
    private(set) var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    private(set) var byteCapacity = 0
    /// The leading opaque commands of a band, for `fl_paint_opaque_rows`.
    private(set) var opaqueItems = UnsafeMutablePointer<fl_opaque_item>.allocate(capacity: 1)
    private(set) var opaqueItemCapacity = 1
    /// `fl_paint_opaque_rows`'s segments, one per column and two more.
    private(set) var segments = UnsafeMutablePointer<fl_segment>.allocate(capacity: 1)
    private var segmentCapacity = 1

    deinit {
        for storage in spanStorage { storage.deallocate() }
        bytes.deallocate()
        opaqueItems.deallocate()
        segments.deallocate()
    }

    /// Room for rows `columns` wide under `clipDepth` nested clips, and for `opaqueItems`
    /// leading opaque commands; called before each frame.
    func reserve(columns: Int, clipDepth: Int, opaqueItems items: Int = 0) {
        if items > opaqueItemCapacity {
            opaqueItems.deallocate()
            opaqueItems = .allocate(capacity: items)
            opaqueItemCapacity = items
        }
        if columns + 8 > segmentCapacity {
            segments.deallocate()
            segments = .allocate(capacity: columns + 8)
            segmentCapacity = columns + 8
        }
        let spans = columns + 8
        if spans > spanCapacity {
            for storage in spanStorage { storage.deallocate() }
            spanStorage = (0..<Self.listCount).map { _ in .allocate(capacity: spans) }
            spanCapacity = spans
        }
        // A row's source, then per clip its own coverage and the product.
        let needed = (1 + 2 * clipDepth) * spans + 64
        if needed > byteCapacity {
            bytes.deallocate()
            bytes = .allocate(capacity: needed)
            byteCapacity = needed
        }
    }

    func list(_ index: Int) -> SpanList {
        SpanList(storage: spanStorage[index], capacity: spanCapacity)
    }

    var arena: ByteArena {
        ByteArena(base: bytes, capacity: byteCapacity)
    }
}
