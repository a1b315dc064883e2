/// Pixels `start ..< end` of one row with their coverage: `coverage[x − start]` for pixel x,
/// or full coverage when nil.
package struct Span {
    package var start: Int
    package var end: Int
    package var coverage: UnsafePointer<UInt8>?
}

/// A row's spans, sorted and disjoint, in band-owned scratch memory (no allocation per row).
package struct SpanList {
    private let storage: UnsafeMutablePointer<Span>
    package let capacity: Int
    package private(set) var count = 0

    package init(storage: UnsafeMutablePointer<Span>, capacity: Int) {
        self.storage = storage
        self.capacity = capacity
    }

    @inline(__always)
    package subscript(index: Int) -> Span { storage[index] }

    @inlinable
    package var isEmpty: Bool { count == 0 }

    @inlinable @inline(__always)
    package mutating func append(_ start: Int, _ end: Int, _ coverage: UnsafePointer<UInt8>?) {
        precondition(count < capacity, "span list overflow")
        storage[count] = Span(start: start, end: end, coverage: coverage)
        count += 1
    }

    @inlinable
    package mutating func removeAll() {
        count = 0
    }

    /// This list without the columns in `hole`.
    package func subtracting(_ hole: Range<Int>, into result: inout SpanList) {
        result.removeAll()
        for i in 0..<count {
            let s = storage[i]
            if s.end <= hole.lowerBound || s.start >= hole.upperBound {
                result.append(s.start, s.end, s.coverage)
                continue
            }
            if s.start < hole.lowerBound {
                result.append(s.start, hole.lowerBound, s.coverage)
            }
            if s.end > hole.upperBound {
                result.append(hole.upperBound, s.end, s.coverage.map { $0 + (hole.upperBound - s.start) })
            }
        }
    }

    /// The columns in both lists, with coverage multiplied (and divided by 255, rounded);
    /// products go to `bytes`.
    package func intersecting(_ other: SpanList, bytes: inout ByteArena, into result: inout SpanList) {
        result.removeAll()
        var i = 0
        var j = 0
        while i < count && j < other.count {
            let a = storage[i]
            let b = other[j]
            let start = max(a.start, b.start)
            let end = min(a.end, b.end)
            if start < end {
                let ca = a.coverage.map { $0 + (start - a.start) }
                let cb = b.coverage.map { $0 + (start - b.start) }
                if let ca, let cb {
                    let out = bytes.allocate(end - start)
                    for k in 0..<(end - start) {
                        out[k] = UInt8(PremultipliedColor.div255(UInt32(ca[k]) * UInt32(cb[k])))
                    }
                    result.append(start, end, UnsafePointer(out))
                } else {
                    result.append(start, end, ca ?? cb)
                }
            }
            if a.end <= b.end { i += 1 } else { j += 1 }
        }
    }
}

/// Bump-allocated bytes for one row's coverage, reset before each row.
package struct ByteArena {
    private let base: UnsafeMutablePointer<UInt8>
    package let capacity: Int
    private var used = 0

    package init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    @inlinable @inline(__always)
    package mutating func allocate(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        precondition(used + count <= capacity, "coverage arena overflow")
        defer { used += count }
        return base + used
    }

    @inlinable
    package mutating func reset() {
        used = 0
    }
}
