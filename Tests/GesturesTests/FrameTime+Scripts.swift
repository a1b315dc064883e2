import Time

extension FrameTime {
    /// `a` repeated `n` times, written count first as the scripts read: `10 * ms`.
    static func * (n: Int64, a: FrameTime) -> FrameTime { a * n }
}
