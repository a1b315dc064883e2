import CPixelKernels
import Raster
import Time

/// Small copies of the last few frames, and of the frames around the worst hitches of a run,
/// for the profiler's report: Tracy's frame images, kept within a fixed amount of memory.
/// The thumbnails and captures are the profiler's (`FrameThumbnail`, `FrameCapture`, ranked
/// by its `outranks`); this makes their pixels.
///
/// Each frame, `record` box-filters the frame's damaged pixels into a live thumbnail (an
/// integer factor down, at most `maxWidth` × `maxHeight`), and copies it into a ring of the
/// last `before + 1` frames. `consider` then ranks the frame: when it is among the `worst`
/// so far, the ring becomes its capture, which also takes the next `after` frames. Hitches
/// outrank every other frame; among equals the larger score (a hitch's time, or else the
/// frame's duration) wins, the earlier frame on a tie. At most `maximumImages` thumbnails
/// exist at once, so a run of any length holds at most `maximumBytes`.
public final class FrameThumbnails {
    /// One frame's thumbnail: its pixels, premultiplied, `1/factor` of the frame's size.
    public typealias Thumbnail = FrameThumbnail<PixelBuffer>
    /// The thumbnails kept around one ranked frame.
    public typealias Capture = FrameCapture<PixelBuffer>

    /// How many ranked frames keep their thumbnails.
    public let worst: Int
    /// Frames kept before each ranked frame.
    public let before: Int
    /// Frames kept after each ranked frame.
    public let after: Int
    /// The largest thumbnail, in pixels.
    public let maxWidth: Int, maxHeight: Int

    private let live = PixelBuffer(width: 0, height: 0)
    private var factor = 1
    private var ring: [Thumbnail] = []
    private var spare: [PixelBuffer] = []
    private var kept: [Capture] = []
    /// How many frames after its ranked frame each of `kept` still takes.
    private var remaining: [Int] = []
    /// Thumbnail images alive now (ring, captures and spares, not the live one).
    public private(set) var images = 0

    /// Keeps the `worst` ranked frames with `before` frames before and `after` after each.
    public init(worst: Int = 4, before: Int = 2, after: Int = 2, maxWidth: Int = 320, maxHeight: Int = 240) {
        precondition(
            worst >= 0 && before >= 0 && after >= 0 && maxWidth > 0 && maxHeight > 0,
            "FrameThumbnails needs non-negative counts and a positive size")
        self.worst = worst
        self.before = before
        self.after = after
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
    }

    /// The most thumbnail images alive at once (`images`): the ring, every capture whole,
    /// and two spares.
    public var maximumImages: Int { (before + 1) + worst * (before + 1 + after) + 2 }
    /// The most pixel bytes the thumbnails hold at once, the live one included.
    public var maximumBytes: Int { (maximumImages + 1) * maxWidth * maxHeight * 4 }

    /// The captures, the highest ranked first.
    public var captures: [Capture] {
        kept.enumerated().sorted { a, b in
            a.element.outranks(b.element) || (!b.element.outranks(a.element) && a.element.frame < b.element.frame)
        }.map(\.element)
    }

    /// The integer factor a `width` × `height` frame is divided by to fit `maxWidth` × `maxHeight`.
    public static func factor(width: Int, height: Int, maxWidth: Int, maxHeight: Int) -> Int {
        max(1, (width + maxWidth - 1) / maxWidth, (height + maxHeight - 1) / maxHeight)
    }

    /// Takes frame `index` from `buffer`, of which only `damage` changed since the last call
    /// (nil: nothing). A change of size redraws the whole thumbnail.
    public func record(frame index: Int, from buffer: PixelBuffer, damage: PixelRect?) {
        let factor = Self.factor(width: buffer.width, height: buffer.height, maxWidth: maxWidth, maxHeight: maxHeight)
        let width = buffer.width / factor
        let height = buffer.height / factor
        var region = damage ?? .empty
        if width != live.width || height != live.height || factor != self.factor {
            self.factor = factor
            live.resize(width: width, height: height)
            region = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        }
        let x0 = region.x / factor
        let y0 = region.y / factor
        let x1 = min(width, (region.maxX + factor - 1) / factor)
        let y1 = min(height, (region.maxY + factor - 1) / factor)
        if !region.isEmpty && x1 > x0 && y1 > y0 {
            fl_downscale_box(buffer.pixels, buffer.width, live.pixels, width, factor, x0, y0, x1 - x0, y1 - y0)
        }

        let image = spare.popLast() ?? makeImage()
        image.resize(width: width, height: height)
        image.pixels.update(from: live.pixels, count: width * height)
        let thumbnail = Thumbnail(frame: index, image: image)
        ring.append(thumbnail)
        if ring.count > before + 1 { release(ring.removeFirst().image) }
        for i in kept.indices where remaining[i] > 0 {
            kept[i].thumbnails.append(thumbnail)
            remaining[i] -= 1
        }
    }

    /// Ranks the frame `record` took last: keeps the frames around it when it is among the
    /// `worst` so far. `score` is its hitch time when `isHitch`, else its duration.
    public func consider(frame index: Int, isHitch: Bool, score: FrameTime) {
        guard worst > 0, ring.last?.frame == index else { return }
        let capture = Capture(frame: index, isHitch: isHitch, score: score, thumbnails: ring)
        if kept.count == worst {
            // The lowest ranked (the latest among equals) leaves, if the new one outranks it.
            var lowest = 0
            for i in kept.indices.dropFirst() where !kept[i].outranks(kept[lowest]) { lowest = i }
            guard capture.outranks(kept[lowest]) else { return }
            let gone = kept.remove(at: lowest)
            remaining.remove(at: lowest)
            for thumbnail in gone.thumbnails { release(thumbnail.image) }
        }
        kept.append(capture)
        remaining.append(after)
    }

    private func makeImage() -> PixelBuffer {
        images += 1
        return PixelBuffer(width: 0, height: 0)
    }

    /// Recycles `image` unless the ring or a capture still shows it.
    private func release(_ image: PixelBuffer) {
        if ring.contains(where: { $0.image === image }) { return }
        if kept.contains(where: { $0.thumbnails.contains { $0.image === image } }) { return }
        if spare.count < 2 {
            spare.append(image)
        } else {
            images -= 1
        }
    }
}
