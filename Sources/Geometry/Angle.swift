/// A geometric angle, stored in radians, like SwiftUI's `Angle`.
///
/// The radians are kept as given, never wrapped into one turn: `.degrees(450)` is 450°, not
/// 90°. So an animation from `.zero` to `.radians(3 * .pi / 2)` turns the long way, through
/// 270°, as SwiftUI's does; to turn the short way instead (−90° here), animate to
/// ``closestEquivalent(of:)`` of the target.
///
/// ```swift
/// var dial = Angle.degrees(10)
/// dial += .degrees(350)                               // 360°: one whole turn, kept as such
/// let target = dial.closestEquivalent(of: .degrees(20))  // 380°: 20° further on, not 340° back
/// ```
///
/// Positive angles turn from the x axis towards the y axis, which in Fling's y-down space is
/// clockwise on screen, as `CGAffineTransform(rotationAngle:)` is in UIKit.
public struct Angle: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees: `radians / π · 180`; setting it sets ``radians`` to `degrees / 180 · π`.
    ///
    /// Dividing first makes the conversion exact at the angles one names most: within a turn
    /// either way, every multiple of 45° is `.pi` times a multiple of ¼ in radians, and every
    /// multiple of 15° reads back as the degrees it was set to.
    public var degrees: Double {
        get { radians / .pi * 180 }
        set { radians = newValue / 180 * .pi }
    }

    /// The zero angle.
    @inlinable public init() {
        radians = 0
    }

    /// An angle of `radians` radians.
    @inlinable public init(radians: Double) {
        self.radians = radians
    }

    /// An angle of `degrees` degrees (see ``degrees`` for the conversion).
    @inlinable public init(degrees: Double) {
        radians = degrees / 180 * .pi
    }

    /// An angle of `radians` radians: `.radians(.pi / 2)`.
    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees` degrees: `.degrees(90)`.
    @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// The zero angle.
    public static let zero = Angle()

    /// The angle that differs from `other` by whole turns and lies within half a turn of this
    /// one: the target that makes an animation from this angle turn the short way.
    ///
    /// The result minus `self` lies in (−π, π]; a target exactly half a turn away either way
    /// comes out half a turn ahead (+π). When `other` already lies within half a turn, it is
    /// returned as it is, to the bit.
    ///
    /// ```swift
    /// let now = Angle.degrees(350)
    /// now.closestEquivalent(of: .degrees(10))    // 370°: 20° on, not 340° back
    /// Angle.zero.closestEquivalent(of: .radians(3 * .pi / 2))  // −90°, not 270°
    /// ```
    public func closestEquivalent(of other: Angle) -> Angle {
        let fullTurn = 2 * Double.pi
        let delta = other.radians - radians
        var turns = (delta / fullTurn).rounded()
        // A delta of exactly half a turn rounds away from zero to a whole turn, and rounding
        // may land a hair outside (−π, π]: settle both here.
        let remainder = delta - turns * fullTurn
        if remainder <= -.pi {
            turns -= 1
        } else if remainder > .pi {
            turns += 1
        }
        return turns == 0 ? other : Angle(radians: other.radians - turns * fullTurn)
    }

    /// The sum of two angles.
    @inlinable public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    /// The difference of two angles.
    @inlinable public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    /// The angle turned the other way.
    @inlinable public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    /// The angle scaled by `s`.
    @inlinable public static func * (a: Angle, s: Double) -> Angle { Angle(radians: a.radians * s) }
    /// The angle scaled by `s`.
    @inlinable public static func * (s: Double, a: Angle) -> Angle { Angle(radians: s * a.radians) }
    /// The angle divided by `s`.
    @inlinable public static func / (a: Angle, s: Double) -> Angle { Angle(radians: a.radians / s) }
    /// Adds `b` to `a`.
    @inlinable public static func += (a: inout Angle, b: Angle) { a.radians += b.radians }
    /// Subtracts `b` from `a`.
    @inlinable public static func -= (a: inout Angle, b: Angle) { a.radians -= b.radians }
    /// Scales `a` by `s`.
    @inlinable public static func *= (a: inout Angle, s: Double) { a.radians *= s }
    /// Divides `a` by `s`.
    @inlinable public static func /= (a: inout Angle, s: Double) { a.radians /= s }

    /// Whether `a` is less than `b`, by their radians (no wrapping: 350° is more than 10°).
    @inlinable public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }

    /// The angle in degrees, like `90.0°`.
    public var description: String { "\(degrees)°" }
}
