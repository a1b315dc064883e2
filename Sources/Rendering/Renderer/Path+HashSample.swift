import Motion

extension Path {
    /// Feeds `hasher` the element count and the first, middle and last elements: a key's hash
    /// in O(1) where hashing every element each frame cost more than the lookup saved. Equal
    /// paths still hash alike; unequal ones that agree there only share a bucket, and equality
    /// (O(1) for a path whose elements are the same array as last frame's, as a layer's stored
    /// path is) tells them apart.
    func hashSample(into hasher: inout Hasher) {
        let count = elements.count
        hasher.combine(count)
        guard count > 0 else { return }
        hasher.combine(elements[0])
        hasher.combine(elements[count / 2])
        hasher.combine(elements[count - 1])
    }
}
