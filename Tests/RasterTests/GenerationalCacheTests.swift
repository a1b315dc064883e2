@_spi(Renderer) import Raster
import Testing

/// `GenerationalCache` keeps what this frame or the last one used, whichever way `endFrame`
/// forgets the rest (a few stale entries removed in place, many by keeping the others).
@Suite struct GenerationalCacheTests {
    struct Failure: Error {}

    /// Fills `cache` with keys `0 ..< count` in one frame (each made once), the made ones counted.
    static func fill(_ cache: inout GenerationalCache<Int, String>, _ keys: Range<Int>, made: inout Int) {
        for key in keys {
            _ = cache.value(for: key) {
                made += 1
                return "v\(key)"
            }
        }
    }

    @Test(arguments: [1, 150, 299])
    func anEntryUnusedForAWholeFrameGoesAndTheRestStay(stale: Int) {
        var cache = GenerationalCache<Int, String>()
        var made = 0
        Self.fill(&cache, 0..<300, made: &made)
        cache.endFrame()
        // The next frame uses all but the first `stale` keys (through both calls).
        for key in stale..<300 {
            if key % 2 == 0 {
                #expect(cache.cached(key) == "v\(key)")
            } else {
                #expect(cache.value(for: key) { "remade" } == "v\(key)")
            }
        }
        #expect(cache.count == 300)   // an entry unused for one frame is still kept
        cache.endFrame()
        #expect(cache.count == 300 - stale)
        for key in 0..<stale { #expect(cache.cached(key) == nil) }
        for key in stale..<300 { #expect(cache.cached(key) == "v\(key)") }
        #expect(made == 300)
        // Unused for a frame again, every one goes.
        cache.endFrame()
        cache.endFrame()
        #expect(cache.count == 0)
    }

    @Test func aValueThatFailsToBeMadeIsNotKept() {
        var cache = GenerationalCache<Int, String>()
        #expect(throws: Failure.self) { try cache.value(for: 1) { () throws(Failure) -> String in throw Failure() } }
        #expect(cache.count == 0)
        #expect(cache.cached(1) == nil)
    }
}
