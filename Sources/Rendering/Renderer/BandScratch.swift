/// One participant's scratch memory for the rows it draws: span lists and coverage bytes,
/// grown before a frame when the frame is wider or its clips deeper, never during one.
final class BandScratch {
    static let listCount = 3
    private(set) var spanStorage: [UnsafeMutablePointer<Span>] = []
    private(set) var spanCapacity = 0
    private(set) var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    private(set) var byteCapacity = 0

    deinit {
        for storage in spanStorage { storage.deallocate() }
        bytes.deallocate()
    }

    /// Room for rows `columns` wide under `clipDepth` nested clips; called before each frame.
    func reserve(columns: Int, clipDepth: Int) {
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
