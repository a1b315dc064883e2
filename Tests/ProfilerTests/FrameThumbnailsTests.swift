import Motion
import Testing
import Time

@testable import Profiler
@testable import Raster

/// A buffer whose pixel (x, y) is opaque grey `(x + y * width) % 256`, times `seed`'s shift.
private func pattern(width: Int, height: Int, seed: Int = 0) -> PixelBuffer {
    let buffer = PixelBuffer(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let v = UInt32((x * 3 + y * 7 + seed) % 256)
            buffer.pixels[y * width + x] = 0xFF00_0000 | v << 16 | v << 8 | v
        }
    }
    return buffer
}

@Test func thumbnailsAreTheBoxMeanOfEachBlock() {
    let buffer = pattern(width: 8, height: 4)
    let thumbnails = FrameThumbnails(worst: 1, before: 0, after: 0, maxWidth: 2, maxHeight: 2)
    thumbnails.record(frame: 0, from: buffer, damage: PixelRect(x: 0, y: 0, width: 8, height: 4))
    thumbnails.consider(frame: 0, isHitch: true, score: .nanoseconds(1))
    let image = thumbnails.captures[0].thumbnails[0].image
    #expect(image.width == 2 && image.height == 1)
    for tx in 0..<2 {
        var sum = 0
        for y in 0..<4 { for x in tx * 4..<tx * 4 + 4 { sum += Int(buffer.pixels[y * 8 + x] & 255) } }
        let mean = UInt32((sum + 8) / 16)
        #expect(image[tx, 0] == 0xFF00_0000 | mean << 16 | mean << 8 | mean)
    }
}

@Test func damagedUpdatesGiveTheSameThumbnailAsAFullOne() {
    let buffer = pattern(width: 100, height: 60)
    let partial = FrameThumbnails(worst: 1, before: 0, after: 0, maxWidth: 25, maxHeight: 25)
    partial.record(frame: 0, from: buffer, damage: nil)   // the first frame draws everything anyway
    // Change a rectangle, tell only about it.
    let change = PixelRect(x: 13, y: 9, width: 30, height: 21)
    for y in change.y..<change.maxY { for x in change.x..<change.maxX { buffer.pixels[y * 100 + x] = 0xFF12_3456 } }
    partial.record(frame: 1, from: buffer, damage: change)
    partial.consider(frame: 1, isHitch: true, score: .nanoseconds(1))

    let full = FrameThumbnails(worst: 1, before: 0, after: 0, maxWidth: 25, maxHeight: 25)
    full.record(frame: 1, from: buffer, damage: nil)
    full.consider(frame: 1, isHitch: true, score: .nanoseconds(1))
    let a = partial.captures[0].thumbnails[0].image
    let b = full.captures[0].thumbnails[0].image
    #expect(a.width == 25 && a.height == 15)
    #expect(a.hash64() == b.hash64())
}

@Test func theWorstHitchesKeepTheFramesAroundThem() {
    let thumbnails = FrameThumbnails(worst: 2, before: 2, after: 2, maxWidth: 16, maxHeight: 16)
    let buffer = pattern(width: 64, height: 64)
    let hitches: [Int: Int64] = [10: 30, 20: 50, 30: 40, 40: 10]
    for frame in 0..<50 {
        thumbnails.record(frame: frame, from: buffer, damage: nil)
        thumbnails.consider(frame: frame, isHitch: hitches[frame] != nil, score: .nanoseconds(hitches[frame] ?? 16))
    }
    let captures = thumbnails.captures
    #expect(captures.map(\.frame) == [20, 30])
    #expect(captures.map { $0.thumbnails.map(\.frame) } == [[18, 19, 20, 21, 22], [28, 29, 30, 31, 32]])
}

@Test func withoutHitchesTheSlowestFramesAreKept() {
    let thumbnails = FrameThumbnails(worst: 2, before: 1, after: 1, maxWidth: 8, maxHeight: 8)
    let buffer = pattern(width: 8, height: 8)
    for frame in 0..<20 {
        thumbnails.record(frame: frame, from: buffer, damage: nil)
        thumbnails.consider(frame: frame, isHitch: false, score: .nanoseconds(frame == 7 ? 9 : frame == 12 ? 8 : 1))
    }
    #expect(thumbnails.captures.map(\.frame) == [7, 12])
    #expect(thumbnails.captures.allSatisfy { !$0.isHitch })
}

@Test(arguments: [1, 3, 7])
func memoryStaysBoundedHoweverManyHitches(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let thumbnails = FrameThumbnails(worst: 4, before: 2, after: 2, maxWidth: 32, maxHeight: 24)
    let buffer = pattern(width: 128, height: 96)
    var most = 0
    for frame in 0..<2_000 {
        let isHitch = random.next() % 4 == 0
        thumbnails.record(frame: frame, from: buffer, damage: PixelRect(x: 0, y: 0, width: 10, height: 10))
        thumbnails.consider(frame: frame, isHitch: isHitch, score: .nanoseconds(Int64(random.next() % 1_000)))
        most = max(most, thumbnails.images)
    }
    #expect(most <= thumbnails.maximumImages, "\(most) images")
    #expect(thumbnails.captures.count == 4)
    #expect(thumbnails.captures.allSatisfy { $0.isHitch && $0.thumbnails.count <= 5 })
    #expect(thumbnails.maximumBytes == (thumbnails.maximumImages + 1) * 32 * 24 * 4)
    let sizes = thumbnails.captures.flatMap(\.thumbnails).map { ($0.image.width, $0.image.height) }
    #expect(sizes.allSatisfy { $0 == (32, 24) })
}

@Test func theFactorFitsTheLargestThumbnail() {
    #expect(FrameThumbnails.factor(width: 1280, height: 800, maxWidth: 320, maxHeight: 240) == 4)
    #expect(FrameThumbnails.factor(width: 2560, height: 1600, maxWidth: 320, maxHeight: 240) == 8)
    #expect(FrameThumbnails.factor(width: 100, height: 100, maxWidth: 320, maxHeight: 240) == 1)
}
