import Raster

/// Offscreen pixels for layer groups, kept between frames and grown as needed.
final class GroupPixels {
    private var storage: [(pointer: UnsafeMutablePointer<UInt32>, capacity: Int)] = []

    deinit {
        for entry in storage { entry.pointer.deallocate() }
    }

    /// Cuts each group to `damage` and gives it pixels for that rectangle. A curl's rows come
    /// from anywhere on its page, so a curl, and every group inside one, keeps all of its
    /// page instead (its output is still cut to `damage`).
    func assign(_ groups: inout [Group], items: [DisplayItem], within damage: PixelRect) {
        // The innermost enclosing curl's page while walking the items, if any.
        var curlPages: [PixelRect] = []
        var isCurl: [Bool] = []
        for item in items {
            switch item {
            case .draw:
                continue
            case let .beginGroup(index):
                let bounds = groups[index].bounds
                if groups[index].curl != nil {
                    groups[index].rect = curlPages.last.map { bounds.intersection($0) } ?? bounds
                    groups[index].output =
                        curlPages.last != nil ? groups[index].rect : groups[index].rect.intersection(damage)
                    curlPages.append(groups[index].rect)
                    isCurl.append(true)
                } else {
                    groups[index].rect = bounds.intersection(curlPages.last ?? damage)
                    groups[index].output = groups[index].rect
                    isCurl.append(false)
                }
                give(&groups, index)
            case .endGroup:
                if isCurl.removeLast() { curlPages.removeLast() }
            }
        }
    }

    private func give(_ groups: inout [Group], _ index: Int) {
        let count = groups[index].rect.width * groups[index].rect.height
        guard count > 0 else {
            groups[index].pixels = nil
            return
        }
        if index == storage.count {
            storage.append((.allocate(capacity: count), count))
        } else if storage[index].capacity < count {
            storage[index].pointer.deallocate()
            storage[index] = (.allocate(capacity: count), count)
        }
        groups[index].pixels = storage[index].pointer
    }
}
