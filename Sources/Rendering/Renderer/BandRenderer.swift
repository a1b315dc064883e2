/// Draws one band of rows of the frame: clears it, then replays the whole display list cut
/// to the band's rows and the damaged columns.
///
/// Every pixel's value depends only on the commands and its own coordinates, so any split
/// of the frame into bands, and any assignment of bands to threads, gives the same bytes.
struct BandRenderer {
    let list: DisplayList
    let frame: RenderTarget
    let clearPixel: UInt32
    let scratch: BandScratch

    func render(rows: Range<Int>, columns: Range<Int>) {
        let band = PixelRect(minX: columns.lowerBound, minY: rows.lowerBound, maxX: columns.upperBound, maxY: rows.upperBound)
        frame.fill(band, with: clearPixel)
        let items = list.items, groups = list.groups
        var targets = [frame]
        var i = 0
        while i < items.count {
            switch items[i] {
            case let .draw(command):
                draw(command, into: targets[targets.count - 1], band: band)
            case let .beginGroup(index):
                let group = groups[index]
                let area = group.rect.intersection(band)
                guard !area.isEmpty, let pixels = group.pixels else {
                    i = group.end + 1
                    continue
                }
                let target = RenderTarget(pixels: pixels, stride: group.rect.width, originX: group.rect.x, originY: group.rect.y)
                target.fill(area, with: 0)
                targets.append(target)
            case let .endGroup(index):
                let group = groups[index]
                let source = targets.removeLast()
                Self.composite(group.rect.intersection(band), from: source, onto: targets[targets.count - 1], opacity: group.opacity)
            }
            i += 1
        }
    }

    private func draw(_ command: DrawCommand, into target: RenderTarget, band: PixelRect) {
        let area = command.bounds.intersection(band)
        guard !area.isEmpty else { return }
        let columns = area.x..<area.maxX
        var spans = scratch.list(0), other = scratch.list(1), clipSpans = scratch.list(2)
        for y in area.y..<area.maxY {
            var bytes = scratch.arena
            spans.removeAll()
            switch command.coverage {
            case let .raster(view, x, y0): view.appendRow(y, originX: x, originY: y0, columns: columns, to: &spans)
            case let .projectedBox(index): list.projectedBoxes[index].appendRow(y, columns: columns, bytes: &bytes, to: &spans)
            case let .projectedMask(index): list.projectedMasks[index].appendRow(y, columns: columns, bytes: &bytes, to: &spans)
            }
            if let hole = command.hole, !spans.isEmpty, let full = hole.fullSpan(y, originX: 0, originY: 0) {
                spans.subtracting(full, into: &other)
                swap(&spans, &other)
            }
            var clip = command.clip
            while clip >= 0 && !spans.isEmpty {
                let node = list.clips[clip]
                clip = node.parent
                clipSpans.removeAll()
                switch node.shape {
                case .rectangle: continue
                case let .raster(view): view.appendRow(y, originX: 0, originY: 0, columns: columns, to: &clipSpans)
                case let .projectedBox(box): box.appendRow(y, columns: columns, bytes: &bytes, to: &clipSpans)
                }
                spans.intersecting(clipSpans, bytes: &bytes, into: &other)
                swap(&spans, &other)
            }
            paint(spans, command.paint, target: target, y: y)
        }
    }

    @inline(__always)
    private func paint(_ spans: SpanList, _ paint: Paint, target: RenderTarget, y: Int) {
        for i in 0..<spans.count {
            let span = spans[i]
            let p = target.pointer(x: span.start, y: y), count = span.end - span.start
            switch paint {
            case let .solid(color):
                if let coverage = span.coverage {
                    SolidKernel.blend(p, count: count, color: color, coverage: coverage)
                } else {
                    SolidKernel.fill(p, count: count, color: color)
                }
            case let .tinted(table):
                if let coverage = span.coverage {
                    SolidKernel.blend(p, count: count, table: table, coverage: coverage)
                } else {
                    SolidKernel.fill(p, count: count, color: table[255])
                }
            case let .image(index):
                list.images[index].draw(p, x: span.start, y: y, count: count, coverage: span.coverage)
            }
        }
    }

    /// A group's pixels over what is below, times the group's opacity.
    private static func composite(_ area: PixelRect, from source: RenderTarget, onto target: RenderTarget, opacity: UInt32) {
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            let src = source.pointer(x: area.x, y: y), dst = target.pointer(x: area.x, y: y)
            for i in 0..<area.width {
                let pixel = src[i]
                guard pixel != 0 else { continue }
                let s = opacity == 255 ? pixel : PremultipliedColor.scale(pixel, by: opacity)
                guard s != 0 else { continue }
                dst[i] = PremultipliedColor.sourceOver(s, onto: dst[i])
            }
        }
    }
}
