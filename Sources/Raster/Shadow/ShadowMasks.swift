import Geometry

/// Blurred rounded boxes for drop shadows, blurred once per shape and sigma.
///
/// A shadow's shape is blurred with its top-left corner on a pixel corner (phase 0); a shadow
/// whose box starts at a fraction of a pixel is that blur moved by the fraction with
/// bilinear weights in 1/256 pixel, which is cheap next to the blur. So 64 identical cards
/// blur once wherever they sit, and each distinct placement costs one shift per frame at most.
package final class ShadowMasks {
    /// A blurred shape: the box's top-left corner sits at `(pad, pad)` in `mask`.
    package struct Blurred {
        package let mask: AlphaMask
        package let pad: Int

        package init(mask: AlphaMask, pad: Int) {
            self.mask = mask
            self.pad = pad
        }
    }

    /// What determines a blur: the box in pixels and the Gaussian's sigma.
    package struct Key: Hashable {
        package let width: Double, height: Double
        package let radii: CornerRadii
        package let sigma: Double

        package init(width: Double, height: Double, radii: CornerRadii, sigma: Double) {
            self.width = width
            self.height = height
            self.radii = radii
            self.sigma = sigma
        }

        package func hash(into hasher: inout Hasher) {
            var mix = BitMix()
            mix.add(width)
            mix.add(height)
            mix.add(radii)
            mix.add(sigma)
            hasher.combine(mix.value)
        }
    }

    private struct ShiftKey: Hashable {
        package let shape: Key
        package let phaseX: Int, phaseY: Int

        package func hash(into hasher: inout Hasher) {
            hasher.combine(shape)
            hasher.combine(phaseX << 8 | phaseY)
        }
    }

    private var blurred: [Key: (value: Blurred, lastUse: Int)] = [:]
    /// The blur's first pass, kept between blurs.
    private let scratch = GaussianBlur.Scratch()
    private var blurredBytes = 0
    private var shifted = GenerationalCache<ShiftKey, CoverageRaster>()
    private var frame = 0
    /// The widest Gaussian blurred at full resolution, in mask pixels. A wider shadow is
    /// blurred at a lower resolution, where its sigma is this, and sampled bilinearly: a blur
    /// costs about (2 · 3σ + 1) taps per mask pixel, so without the cap its cost grew as σ³
    /// (σ = 300: 8 s). Every shadow drawn so far — σ up to 16 points at scale 2 — is below it
    /// and keeps its exact pixels; beyond it the shadow is smooth over far more than the
    /// bilinear step, so it differs from the exact blur by a level or so.
    package static let maximumSigma = 32.0
    /// The most pixels a shadow's mask on the plane path may have, about 2048²: a huge
    /// transformed layer's shadow is blurred at a lower resolution rather than in gigabytes.
    package static let maximumMaskPixels = 1 << 22
    /// The largest shadow radius drawn, in points; a larger one draws as this. Far beyond
    /// any screen, it keeps the plane geometry finite (σ = 1e308 would overflow it).
    package static let maximumRadius = 1e5

    /// The radius a layer's `shadowRadius` draws with: at most `maximumRadius`; NaN and
    /// negatives are no blur.
    package static func drawnRadius(_ radius: Double) -> Double {
        radius > 0 ? min(radius, maximumRadius) : 0
    }

    /// Mask pixels per plane unit for the shadow of a `width` × `height` box (plane units)
    /// blurred by `sigma` (plane units) at the renderer's `scale`: `scale` itself, unless the
    /// blur would be wider than `maximumSigma` mask pixels or the mask larger than
    /// `maximumMaskPixels`; then less, so the work is bounded whatever the radius and size.
    package static func maskScale(width: Double, height: Double, sigma: Double, scale: Double) -> Double {
        var s = sigma * scale > maximumSigma ? maximumSigma / sigma : scale
        func pixels(_ s: Double) -> Double {
            let pad = 2 * (3 * sigma * s + 2)
            return (width * s + pad) * (height * s + pad)
        }
        let budget = Double(maximumMaskPixels)
        // Both sides shrink with s, so the area falls about as s²: usually one step fits.
        if pixels(s) > budget { s *= (budget / pixels(s)).squareRoot() }
        // Not when one side is so long that the other is mostly its pad: the area then falls
        // only as s (a 90 × 10⁴⁵ shadow path kept a side of 10²⁵ pixels). The area grows with
        // s and is the pads' alone near 0, within the budget: halve s (exactly) until it fits,
        // then close in on the largest s that does between it and twice it (NaN counts as too
        // large; a side of 10³⁰⁰ takes about a thousand halvings).
        if !(pixels(s) <= budget) {
            while s > 0, !(pixels(s) <= budget) { s /= 2 }
            var (low, high) = (s, 2 * s)
            for _ in 0..<52 {
                let middle = (low + high) / 2
                if pixels(middle) <= budget { low = middle } else { high = middle }
            }
            s = low
        }
        return s
    }

    /// The budget for kept blurs; the least recently used go first when it is exceeded.
    package let byteBudget: Int
    /// The bytes of the blurs kept, for tests.
    package var keptBytes: Int { blurredBytes }
    /// How many blurs were computed (not served from the cache), for tests.
    package private(set) var blurCount = 0
    /// The widest sigma and the most mask pixels any blur computed so far had, for tests.
    package private(set) var largestBlur = (sigma: 0.0, pixels: 0)

    package init(byteBudget: Int = 64 << 20) {
        self.byteBudget = byteBudget
    }

    /// The blurred shape for `key`.
    package func blurred(_ key: Key) -> Blurred {
        if let index = blurred.index(forKey: key) {
            blurred.values[index].lastUse = frame
            return blurred.values[index].value
        }
        let value = Self.blur(key, scratch: scratch)
        blurCount += 1
        largestBlur = (max(largestBlur.sigma, key.sigma), max(largestBlur.pixels, value.mask.width * value.mask.height))
        blurred[key] = (value, frame)
        blurredBytes += value.mask.byteCount
        evictOverBudget()
        return value
    }

    /// The raster of the shadow of a box `width` × `height` whose top-left corner is at
    /// `origin` (device pixels), and where to place it.
    package func raster(_ key: Key, origin: Point) -> (raster: CoverageRaster, x: Int, y: Int) {
        let (x, phaseX) = Self.split(origin.x)
        let (y, phaseY) = Self.split(origin.y)
        let shape = blurred(key)
        let raster = shifted.value(for: ShiftKey(shape: key, phaseX: phaseX, phaseY: phaseY)) {
            Self.shift(shape.mask, phaseX: phaseX, phaseY: phaseY).raster()
        }
        return (raster, x - shape.pad, y - shape.pad)
    }

    /// How far past what can shade the frame a cut edge may lie, in pixels: cuts are made at
    /// whole multiples of this from the box's own edges, so a layer moving across the frame's
    /// edge keeps one cut size (and one blur) for this many pixels of travel, instead of
    /// blurring a new size every frame (a sheet sliding up from below the window).
    package static let cutStep = 128.0
    /// The most mask pixels a shadow partly outside the frame is blurred whole with, about
    /// 1448²: a sheet or drawer of any window size; only layers far larger are cut.
    package static let maximumUncutPixels = 1 << 21

    /// The part of a shadow's box that can shade `frame`: the box cut to the frame grown by
    /// the blur's reach, so a layer far larger than the screen blurs only what shows. A cut
    /// corner loses its radius; it lies beyond the reach, where it cannot change a pixel.
    /// A box whose whole mask has at most `maximumUncutPixels` is not cut at all. Each cut edge sits a whole number of `cutStep`s in from the box's edge, up to one step
    /// beyond the reach: the pixels are the same as with a tight cut, and the cut's size only
    /// changes every `cutStep` pixels of travel.
    package static func visiblePart(of box: Rect, radii: CornerRadii, sigma: Double, within frame: PixelRect) -> (
        Rect, CornerRadii
    ) {
        let reach = Double(GaussianKernel.radius(sigma: sigma) + 2)
        let minX = Double(frame.x) - reach
        let minY = Double(frame.y) - reach
        let maxX = Double(frame.maxX) + reach
        let maxY = Double(frame.maxY) + reach
        guard box.minX < minX || box.minY < minY || box.maxX > maxX || box.maxY > maxY else { return (box, radii) }
        // Nothing of a box wholly beyond the reach can shade the frame.
        guard box.maxX > minX, box.minX < maxX, box.maxY > minY, box.minY < maxY else {
            return (
                Rect(x: minX, y: minY, width: 0, height: 0),
                CornerRadii(topLeft: 0, topRight: 0, bottomLeft: 0, bottomRight: 0)
            )
        }
        // A box whose whole blur is small is blurred whole: one blur however it moves. (It
        // reaches the frame, so its coordinates are near it.)
        guard (box.width + 2 * reach) * (box.height + 2 * reach) > Double(maximumUncutPixels) else {
            return (box, radii)
        }
        // Whole steps from the box's edge that still leave the cut beyond the reach. Beyond
        // 2³⁰ pixels a step is no longer exact in a Double; the cut is then tight.
        func low(_ edge: Double, _ limit: Double) -> Double {
            let distance = limit - edge
            guard distance > 0 else { return edge }
            guard distance < 0x1p30 else { return limit }
            return min(edge + (distance / cutStep).rounded(.down) * cutStep, limit)
        }
        func high(_ edge: Double, _ limit: Double) -> Double { -low(-edge, -limit) }
        let cut = Rect(x: low(box.minX, minX), y: low(box.minY, minY), width: 0, height: 0)
        let cutMaxX = high(box.maxX, maxX)
        let cutMaxY = high(box.maxY, maxY)
        let left = box.minX >= minX
        let right = box.maxX <= maxX
        let top = box.minY >= minY
        let bottom = box.maxY <= maxY
        return (
            Rect(x: cut.minX, y: cut.minY, width: max(cutMaxX - cut.minX, 0), height: max(cutMaxY - cut.minY, 0)),
            CornerRadii(
                topLeft: top && left ? radii.topLeft : 0, topRight: top && right ? radii.topRight : 0,
                bottomLeft: bottom && left ? radii.bottomLeft : 0, bottomRight: bottom && right ? radii.bottomRight : 0)
        )
    }

    /// Ends a frame: forgets shifted masks this frame did not use.
    package func endFrame() {
        shifted.endFrame()
        frame += 1
    }

    /// The whole pixel at or left of `v` and the remaining fraction in 1/256 pixel.
    private static func split(_ v: Double) -> (Int, Int) {
        let whole = PixelIndex.floor(v)
        let phase = Int((v - Double(whole)) * 256 + 0.5)
        return phase >= 256 ? (whole + 1, 0) : (whole, phase)
    }

    /// Over the budget, forgets the least recently used blurs down to three quarters of it
    /// (never one this frame used): the sort is paid once per quarter of the budget, not for
    /// every blur made while shapes change each frame.
    private func evictOverBudget() {
        guard blurredBytes > byteBudget else { return }
        let target = byteBudget / 4 * 3
        for (key, entry) in blurred.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where blurredBytes > target {
            guard entry.lastUse != frame else { break }
            blurred[key] = nil
            blurredBytes -= entry.value.mask.byteCount
        }
    }

    /// Rasterizes the box with a margin of the kernel's reach plus one pixel, then blurs it.
    private static func blur(_ key: Key, scratch: GaussianBlur.Scratch) -> Blurred {
        let kernel = GaussianKernel(sigma: key.sigma)
        let pad = kernel.radius + 1
        let width = PixelIndex.ceil(key.width) + 2 * pad
        let height = PixelIndex.ceil(key.height) + 2 * pad
        let mask = AlphaMask(width: width, height: height)
        if let box = RoundedBox(
            Rect(x: Double(pad), y: Double(pad), width: key.width, height: key.height), radii: key.radii)
        {
            BoxShape(outer: box, inner: nil, limit: PixelRect(x: 0, y: 0, width: width, height: height)).raster().draw(
                into: mask)
        }
        return Blurred(
            mask: kernel.radius == 0 ? mask : GaussianBlur.blur(mask, kernel: kernel, scratch: scratch), pad: pad)
    }

    /// `mask` moved right and down by `phaseX` and `phaseY` 256ths of a pixel, one pixel
    /// larger each way: each pixel mixes its 2×2 neighbourhood, rounded once.
    private static func shift(_ mask: AlphaMask, phaseX: Int, phaseY: Int) -> AlphaMask {
        guard phaseX != 0 || phaseY != 0 else { return mask }
        let width = mask.width
        let height = mask.height
        let out = AlphaMask(width: width + 1, height: height + 1)
        let left = UInt32(256 - phaseX)
        let right = UInt32(phaseX)
        let upper = UInt32(256 - phaseY)
        let lower = UInt32(phaseY)
        // Source row y − dy weighs `upper` (dy = 0) or `lower` (dy = 1); column x − dx weighs
        // `left` (dx = 0) or `right` (dx = 1). Whole products summed, rounded once. A row whose
        // two source rows equal the previous row's two is that row again (a box's straight
        // sides: most of a big shadow).
        let outWidth = width + 1
        for y in 0...height {
            let target = out.bytes + y * outWidth
            if y >= 2 && y < height && mask.rowsEqual(y, y - 1) && mask.rowsEqual(y - 1, y - 2) {
                target.update(from: target - outWidth, count: outWidth)
                continue
            }
            let here = y < height ? mask.bytes + y * width : nil
            let above = y > 0 ? mask.bytes + (y - 1) * width : nil
            // The first and last columns have one neighbour; the ones between have both.
            @inline(__always) func mix(_ row: UnsafeMutablePointer<UInt8>?, _ x: Int) -> UInt32 {
                guard let row else { return 0 }
                return (x < width ? left &* UInt32(row[x]) : 0) &+ (x > 0 ? right &* UInt32(row[x &- 1]) : 0)
            }
            target[0] = UInt8((upper &* mix(here, 0) &+ lower &* mix(above, 0) &+ 32768) >> 16)
            target[width] = UInt8((upper &* mix(here, width) &+ lower &* mix(above, width) &+ 32768) >> 16)
            guard width > 1 else { continue }
            switch (here, above) {
            case let (here?, above?):
                for x in 1..<width {
                    let a = left &* UInt32(here[x]) &+ right &* UInt32(here[x &- 1])
                    let b = left &* UInt32(above[x]) &+ right &* UInt32(above[x &- 1])
                    target[x] = UInt8(truncatingIfNeeded: (upper &* a &+ lower &* b &+ 32768) >> 16)
                }
            case let (row?, nil), let (nil, row?):
                let weight = here != nil ? upper : lower
                for x in 1..<width {
                    let a = left &* UInt32(row[x]) &+ right &* UInt32(row[x &- 1])
                    target[x] = UInt8(truncatingIfNeeded: (weight &* a &+ 32768) >> 16)
                }
            case (nil, nil):
                break
            }
        }
        return out
    }
}
