/// The direction of a vector as a fraction of a turn, with only +, −, × and ÷, so a conic
/// gradient gives the same bytes on every machine (libm's `atan2` may differ by an ulp from
/// one C library to the next, and docs/rendering.md allows no transcendental per pixel).
package enum Turns {
    /// `atan2(y, x) / 2π` in 0 ..< 1: 0 along +x, ¼ along +y (clockwise on a y-down screen).
    /// Within 4·10⁻⁹ turns of the exact angle; (0, 0) gives 0.
    @inline(__always)
    package static func of(y: Double, x: Double) -> Double {
        let ax = abs(x)
        let ay = abs(y)
        let big = max(ax, ay)
        guard big > 0 else { return 0 }
        // The octant's angle from the nearer axis, 0…⅛ turn.
        var r = atanTurns(min(ax, ay) / big)
        if ay > ax { r = 0.25 - r }
        if x < 0 { r = 0.5 - r }
        if y < 0 { r = 1 - r }
        return r < 1 ? r : 0
    }

    /// `atan(a) / 2π` for a in 0…1: Abramowitz and Stegun 4.4.49, |error| ≤ 2·10⁻⁸ radians.
    @inline(__always)
    private static func atanTurns(_ a: Double) -> Double {
        let s = a * a
        var p = 0.0028662257
        p = p * s - 0.0161657367
        p = p * s + 0.0429096138
        p = p * s - 0.0752896400
        p = p * s + 0.1065626393
        p = p * s - 0.1420889944
        p = p * s + 0.1999355085
        p = p * s - 0.3333314528
        p = p * s + 1
        return a * p * 0.15915494309189535
    }
}
