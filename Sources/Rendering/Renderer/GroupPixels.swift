/// Offscreen pixels for layer groups, kept between frames and grown as needed.
final class GroupPixels {
    private var storage: [(pointer: UnsafeMutablePointer<UInt32>, capacity: Int)] = []

    deinit {
        for entry in storage { entry.pointer.deallocate() }
    }

    /// Cuts each group to `damage` and gives it pixels for that rectangle.
    func assign(_ groups: inout [Group], within damage: PixelRect) {
        for index in groups.indices {
            groups[index].rect = groups[index].bounds.intersection(damage)
            let count = groups[index].rect.width * groups[index].rect.height
            guard count > 0 else {
                groups[index].pixels = nil
                continue
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
}
