import CPixelKernels
import Raster

/// Draws one band of rows of the frame: clears it, then replays the whole display list cut
/// to the band's rows and the damaged columns. With `opaqueRowsOnce`, the clear and the
/// list's leading opaque raster commands are drawn together (`fl_paint_opaque_rows`), giving
/// the same bytes.
///
/// Every pixel's value depends only on the commands and its own coordinates, so any split
/// of the frame into bands, and any assignment of bands to threads, gives the same bytes.
struct BandRenderer {
    let list: DisplayList
    let frame: RenderTarget
    let clearPixel: UInt32
    let scratch: BandScratch
    /// Whether the list's leading opaque commands are written with the clear, one pass per row.
    var opaqueRowsOnce = false

    /// Draws `items` (all of the list by default; a curl's inside, into its pixels, when
    /// `frame` is those pixels) over `rows` and `columns`.
    func render(rows: Range<Int>, columns: Range<Int>, items range: Range<Int>? = nil) {
        let band = PixelRect(
            minX: columns.lowerBound, minY: rows.lowerBound, maxX: columns.upperBound, maxY: rows.upperBound)
        list.commands.withUnsafeBufferPointer { commands in
            render(
                band, commands: commands.baseAddress ?? UnsafePointer(bitPattern: 8)!,
                items: range ?? 0..<list.items.count)
        }
    }

    private func render(_ frameBand: PixelRect, commands: UnsafePointer<DrawCommand>, items range: Range<Int>) {
        // Inside a mask's group, drawing is cut to the group's pixels: a mask may reach
        // beyond the layer it masks, whose rectangle its group shares.
        var band = frameBand
        var outerBands: [PixelRect] = []
        let items = list.items
        let groups = list.groups
        var i = range.lowerBound
        if opaqueRowsOnce, range.lowerBound == 0, list.opaquePrefix > 0, list.opaquePrefix <= range.upperBound {
            // The leading opaque commands and the clear, each row written once.
            i = list.opaquePrefix
            paintOpaqueRows(band)
        } else if range.lowerBound == 0, case let .draw(first)? = items.first,
            Self.coversOpaquely(commands + first, band)
        {
            // The first command paints the whole band opaque: no need to clear it.
        } else {
            frame.fill(band, with: clearPixel)
        }
        // Where commands draw: the frame, or the innermost open group (`outer` holds the rest).
        var target = frame
        var outer: [RenderTarget] = []
        while i < range.upperBound {
            switch items[i] {
            case let .draw(index):
                let command = commands + index
                if command.pointee.bounds.intersects(band) {
                    draw(command, into: target, band: band)
                }
            case let .beginGroup(index):
                let group = groups[index]
                if let curl = group.curl {
                    // Its pixels were drawn whole before the bands ran.
                    if let pixels = group.pixels {
                        let source = RenderTarget(
                            pixels: pixels, stride: group.rect.width, originX: group.rect.x, originY: group.rect.y)
                        curl.composite(group.output.intersection(band), from: source, onto: target)
                    }
                    i = group.end + 1
                    continue
                }
                if group.blur != nil {
                    // Its pixels were drawn whole and blurred before the bands ran (its mask's too).
                    if let pixels = group.pixels {
                        let source = RenderTarget(
                            pixels: pixels, stride: group.rect.width, originX: group.rect.x, originY: group.rect.y)
                        composite(group, from: source, onto: target, area: group.output.intersection(band))
                    }
                    i = group.end + 1
                    continue
                }
                let area = group.rect.intersection(band)
                guard !area.isEmpty, let pixels = group.pixels else {
                    i = group.end + 1
                    continue
                }
                outer.append(target)
                target = RenderTarget(
                    pixels: pixels, stride: group.rect.width, originX: group.rect.x, originY: group.rect.y)
                target.fill(area, with: 0)
                if group.isMask {
                    outerBands.append(band)
                    band = area
                }
            case let .endGroup(index):
                let group = groups[index]
                let source = target
                target = outer.removeLast()
                // A mask's pixels stay where they are, for its group to read.
                if group.isMask {
                    band = outerBands.removeLast()
                    break
                }
                composite(group, from: source, onto: target, area: group.rect.intersection(band))
            }
            i += 1
        }
    }

    /// Composites `group`'s pixels over `area` of `target`, with its opacity and through its
    /// mask's pixels, if it has a mask.
    private func composite(_ group: Group, from source: RenderTarget, onto target: RenderTarget, area: PixelRect) {
        if group.mask >= 0 {
            let mask = list.groups[group.mask]
            guard let pixels = mask.pixels else { return }
            let alpha = RenderTarget(
                pixels: pixels, stride: mask.rect.width, originX: mask.rect.x, originY: mask.rect.y)
            Self.composite(area, from: source, onto: target, opacity: group.opacity, mask: alpha)
        } else {
            Self.composite(area, from: source, onto: target, opacity: group.opacity)
        }
    }

    /// Clears `band` and paints the list's leading opaque commands (`DisplayList.opaqueItems`)
    /// over it with `fl_paint_opaque_rows`: the same bytes as the clear and the commands drawn
    /// one by one, with the rows that hold no blended pixels stored once.
    private func paintOpaqueRows(_ band: PixelRect) {
        let opaque = scratch.opaqueItems
        var count = 0
        list.opaqueItems.withUnsafeBufferPointer { all in
            for item in all
            where item.area.min_y < band.maxY && item.area.max_y > band.y
                && item.area.min_x < band.maxX && item.area.max_x > band.x
            {
                var cut = item
                cut.area = fl_area(
                    min_x: max(item.area.min_x, band.x), min_y: max(item.area.min_y, band.y),
                    max_x: min(item.area.max_x, band.maxX), max_y: min(item.area.max_y, band.maxY))
                opaque[count] = cut
                count += 1
            }
        }
        var kernelTarget = fl_target(
            pixels: frame.pixels, stride: frame.stride, origin_x: frame.originX, origin_y: frame.originY)
        fl_paint_opaque_rows(
            &kernelTarget, fl_area(min_x: band.x, min_y: band.y, max_x: band.maxX, max_y: band.maxY), clearPixel,
            opaque, count, scratch.segments)
    }

    private func draw(_ command: UnsafePointer<DrawCommand>, into target: RenderTarget, band: PixelRect) {
        let area = command.pointee.bounds.intersection(band)
        guard !area.isEmpty else { return }
        if case let .raster(view, x, y) = command.pointee.coverage, command.pointee.clip < 0,
            let hole = Self.rasterHole(command)
        {
            // A colour through a raster, the commonest command, is painted by the C kernels
            // from the raster's runs (a shadow's hole too).
            switch command.pointee.paint {
            case let .solid(color):
                return Self.paint(view, x: x, y: y, color: color, table: nil, hole: hole, into: target, area: area)
            case let .tinted(table):
                return Self.paint(
                    view, x: x, y: y, color: table[255], table: table, hole: hole, into: target, area: area)
            case .image, .gradient: break
            }
        }
        switch command.pointee.paint {
        case let .solid(color): draw(command, SolidPaint(color: color), into: target, area: area)
        case let .tinted(table): draw(command, TintedPaint(table: table), into: target, area: area)
        case let .image(index): draw(command, list.images[index], into: target, area: area)
        case let .gradient(index): draw(command, list.gradients[index], into: target, area: area)
        }
    }

    private func draw<P: SpanPaint>(
        _ command: UnsafePointer<DrawCommand>, _ paint: P, into target: RenderTarget, area: PixelRect
    ) {
        let columns = area.x..<area.maxX
        if case let .raster(view, x, y) = command.pointee.coverage, command.pointee.clip < 0,
            command.pointee.hole == nil
        {
            for row in area.y..<area.maxY {
                for index in view.runIndices(row, originY: y) {
                    if let span = view.span(index, originX: x, columns: columns) {
                        Self.paint(span, paint, target: target, y: row)
                    }
                }
            }
            return
        }
        var spans = scratch.list(0)
        var other = scratch.list(1)
        var clipSpans = scratch.list(2)
        // The shape, fetched once for all the rows.
        let box: ProjectedBox?
        let mask: ProjectedMask?
        switch command.pointee.coverage {
        case .raster: (box, mask) = (nil, nil)
        case let .projectedBox(index): (box, mask) = (list.projectedBoxes[index], nil)
        case let .projectedMask(index): (box, mask) = (nil, list.projectedMasks[index])
        }
        for y in area.y..<area.maxY {
            var bytes = scratch.arena
            spans.removeAll()
            if let box {
                box.appendRow(y, columns: columns, bytes: &bytes, to: &spans)
            } else if let mask {
                let skipping = command.pointee.hole.flatMap { fullSpan($0, y) }
                mask.appendRow(y, columns: columns, skipping: skipping, bytes: &bytes, to: &spans)
            } else if case let .raster(view, x, y0) = command.pointee.coverage {
                view.appendRow(y, originX: x, originY: y0, columns: columns, to: &spans)
            }
            if let hole = command.pointee.hole, !spans.isEmpty, let full = fullSpan(hole, y) {
                spans.subtracting(full, into: &other)
                swap(&spans, &other)
            }
            var clip = command.pointee.clip
            while clip >= 0 && !spans.isEmpty {
                let node = list.clips[clip]
                clip = node.parent
                clipSpans.removeAll()
                switch node.shape {
                case .rectangle: continue
                case let .raster(clipRaster):
                    clipRaster.view.appendRow(
                        y, originX: clipRaster.x, originY: clipRaster.y, columns: columns, to: &clipSpans)
                case let .projectedBox(box): box.appendRow(y, columns: columns, bytes: &bytes, to: &clipSpans)
                }
                spans.intersecting(clipSpans, bytes: &bytes, into: &other)
                swap(&spans, &other)
            }
            for i in 0..<spans.count {
                Self.paint(spans[i], paint, target: target, y: y)
            }
        }
    }

    /// The columns of row `y` that `hole` covers in full, or nil.
    @inline(__always)
    private func fullSpan(_ hole: Hole, _ y: Int) -> Range<Int>? {
        switch hole {
        case let .raster(placed): placed.view.fullSpan(y, originX: placed.x, originY: placed.y)
        case let .projectedBox(index): list.projectedBoxes[index].fullSpan(y)
        }
    }

    /// For the C raster walk: `.some(nil)` without a hole, `.some(raster)` with a raster hole,
    /// nil with a hole the walk cannot take.
    @inline(__always)
    private static func rasterHole(_ command: UnsafePointer<DrawCommand>) -> PlacedRaster?? {
        switch command.pointee.hole {
        case nil: .some(nil)
        case let .raster(placed)?: .some(placed)
        case .projectedBox?: nil
        }
    }

    private static func paint(
        _ view: RasterView, x: Int, y: Int, color: UInt32, table: UnsafePointer<UInt32>?, hole: PlacedRaster?,
        into target: RenderTarget, area: PixelRect
    ) {
        var kernelTarget = fl_target(
            pixels: target.pixels, stride: target.stride, origin_x: target.originX, origin_y: target.originY)
        var raster = view.kernelRaster
        let kernelArea = fl_area(min_x: area.x, min_y: area.y, max_x: area.maxX, max_y: area.maxY)
        if let hole {
            var holeRaster = hole.view.kernelRaster
            fl_paint_raster_holed(&kernelTarget, &raster, x, y, kernelArea, color, table, &holeRaster, hole.x, hole.y)
        } else {
            fl_paint_raster(&kernelTarget, &raster, x, y, kernelArea, color, table)
        }
    }

    @inline(__always)
    private static func paint<P: SpanPaint>(_ span: Span, _ paint: P, target: RenderTarget, y: Int) {
        let p = target.pointer(x: span.start, y: y)
        let count = span.end - span.start
        if let coverage = span.coverage {
            paint.partial(p, count: count, coverage: coverage, x: span.start, y: y)
        } else {
            paint.full(p, count: count, x: span.start, y: y)
        }
    }

    /// Whether `command` paints every pixel of `band` with an opaque colour at full coverage, so
    /// clearing the band first would change nothing (a root layer's background, usually).
    private static func coversOpaquely(_ command: UnsafePointer<DrawCommand>, _ band: PixelRect) -> Bool {
        guard case let .solid(color) = command.pointee.paint, color >> 24 == 255, command.pointee.clip < 0,
            command.pointee.hole == nil, case let .raster(view, x, y) = command.pointee.coverage
        else { return false }
        for row in band.y..<band.maxY {
            guard let full = view.fullSpan(row, originX: x, originY: y),
                full.lowerBound <= band.x, full.upperBound >= band.maxX
            else { return false }
        }
        return true
    }

    /// A group's pixels over what is below, times the group's opacity and its mask's alpha
    /// (`mask` holds the same rectangle), pixel by pixel: k = round(opacity · alpha / 255),
    /// then the source scaled by k over the destination, as `PremultipliedColor` rounds (in
    /// C, `fl_composite_masked`, at the kernel level in use).
    private static func composite(
        _ area: PixelRect, from source: RenderTarget, onto target: RenderTarget, opacity: UInt32, mask: RenderTarget
    ) {
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            SolidKernel.composite(
                target.pointer(x: area.x, y: y), from: source.pointer(x: area.x, y: y),
                mask: mask.pointer(x: area.x, y: y), count: area.width, opacity: opacity)
        }
    }

    /// A group's pixels over what is below, times the group's opacity.
    private static func composite(
        _ area: PixelRect, from source: RenderTarget, onto target: RenderTarget, opacity: UInt32
    ) {
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            SolidKernel.composite(
                target.pointer(x: area.x, y: y), from: source.pointer(x: area.x, y: y), count: area.width,
                opacity: opacity)
        }
    }
}
