import Motion

extension VelocityStrategy {
    /// Whether `velocity` points against every movement `positions` (oldest first) show: its
    /// dot product is negative both with the displacement across them and with the latest
    /// movement (from the newest earlier position that differs from the newest).
    ///
    /// Either one alone is no contradiction: right after a pointer turns back, the latest
    /// movement is against the window's displacement and a fair estimate may follow either.
    static func opposesMotion(_ velocity: Point, _ positions: [Point]) -> Bool {
        guard let newest = positions.last else { return false }
        let across = newest - positions[0]
        guard velocity.x * across.x + velocity.y * across.y < 0 else { return false }
        guard let previous = positions.dropLast().last(where: { $0 != newest }) else { return false }
        let latest = newest - previous
        return velocity.x * latest.x + velocity.y * latest.y < 0
    }
}
