import Raster

/// Offscreen pixels for layer groups, kept between frames and grown as needed.
final class GroupPixels {
    private var storage: [(pointer: UnsafeMutablePointer<UInt32>, capacity: Int)] = []

    deinit {
        for entry in storage { entry.pointer.deallocate() }
    }

    /// Cuts each group to `damage` and gives it pixels for that rectangle. A curl's rows come
    /// from anywhere on its page, so a curl, and every group inside one, keeps all of its
    /// page instead (its output is still cut to `damage`). A blur's pixels read their
    /// neighbours up to its reach: a blurred group keeps what it is cut to grown by that, and
    /// every group inside it all of that.
    func assign(_ groups: inout [Group], items: [DisplayItem], within damage: PixelRect) {
        // The pixels of the innermost enclosing group drawn first while walking the items, if any.
        var pages: [PixelRect] = []
        var isDrawnFirst: [Bool] = []
        for item in items {
            switch item {
            case .draw:
                continue
            case let .beginGroup(index):
                let bounds = groups[index].bounds
                if groups[index].curl != nil {
                    groups[index].rect = pages.last.map { bounds.intersection($0) } ?? bounds
                    groups[index].output =
                        pages.last != nil ? groups[index].rect : groups[index].rect.intersection(damage)
                } else if let blur = groups[index].blur {
                    let shown = pages.last ?? damage
                    groups[index].rect = bounds.intersection(shown.outset(by: GaussianBlur.reach(of: blur)))
                    groups[index].output = bounds.intersection(shown)
                } else {
                    groups[index].rect = bounds.intersection(pages.last ?? damage)
                    groups[index].output = groups[index].rect
                }
                if groups[index].isDrawnFirst { pages.append(groups[index].rect) }
                isDrawnFirst.append(groups[index].isDrawnFirst)
                give(&groups, index)
            case .endGroup:
                if isDrawnFirst.removeLast() { pages.removeLast() }
            }
        }
    }

    private func give(_ groups: inout [Group], _ index: Int) {
        let count = groups[index].rect.width * groups[index].rect.height
        // An entry per group up to this one: a group before it may have had nothing to keep
        // (cut away by the damage or its clip) and taken none.
        while storage.count <= index { storage.append((.allocate(capacity: 1), 1)) }
        guard count > 0 else {
            groups[index].pixels = nil
            return
        }
        if storage[index].capacity < count {
            storage[index].pointer.deallocate()
            storage[index] = (.allocate(capacity: count), count)
        }
        groups[index].pixels = storage[index].pointer
    }
}
