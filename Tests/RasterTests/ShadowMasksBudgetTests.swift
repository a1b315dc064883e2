import Geometry
import Testing

@testable import Raster

/// The blurs `ShadowMasks` keeps: within its byte budget once a frame ends, never dropping
/// one the frame being drawn used, and dropping the least recently used first.
@Suite struct ShadowMasksBudgetTests {
    static func key(_ frame: Int, _ k: Int) -> ShadowMasks.Key {
        ShadowMasks.Key(width: 60 + Double(frame), height: 40 + Double(k), radii: CornerRadii(6), sigma: 3)
    }

    @Test func keptBlursStayWithinTheBudget() {
        let budget = 200_000
        let masks = ShadowMasks(byteBudget: budget)
        for frame in 0..<40 {
            // Eight new shapes a frame (a corner radius or size changing), about 40 KB.
            for k in 0..<8 { _ = masks.blurred(Self.key(frame, k)) }
            // This frame's blurs are all still kept: asking again computes nothing.
            let made = masks.blurCount
            for k in 0..<8 { _ = masks.blurred(Self.key(frame, k)) }
            #expect(masks.blurCount == made, "frame \(frame)")
            #expect(masks.keptBytes <= budget, "frame \(frame): \(masks.keptBytes) bytes kept")
            masks.endFrame()
        }
        #expect(masks.blurCount == 40 * 8)
        // The most recent frames' blurs are the ones kept; the first frame's went long ago.
        let made = masks.blurCount
        _ = masks.blurred(Self.key(39, 0))
        #expect(masks.blurCount == made)
        _ = masks.blurred(Self.key(0, 0))
        #expect(masks.blurCount == made + 1)
    }

    @Test func oneFramesBlursAreKeptEvenOverTheBudget() {
        let masks = ShadowMasks(byteBudget: 10_000)
        for k in 0..<8 { _ = masks.blurred(Self.key(0, k)) }
        #expect(masks.keptBytes > 10_000)
        let made = masks.blurCount
        for k in 0..<8 { _ = masks.blurred(Self.key(0, k)) }
        #expect(masks.blurCount == made)
    }
}
