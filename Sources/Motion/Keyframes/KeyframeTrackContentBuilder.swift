/// Builds a track's keyframes from a list of keyframe statements, like SwiftUI's
/// `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// A linear keyframe statement.
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> [Keyframe<Value>] { [.linear(keyframe)] }
    /// A cubic keyframe statement.
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> [Keyframe<Value>] { [.cubic(keyframe)] }
    /// A spring keyframe statement.
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> [Keyframe<Value>] { [.spring(keyframe)] }
    /// A move keyframe statement.
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> [Keyframe<Value>] { [.move(keyframe)] }
    /// An already type-erased keyframe.
    public static func buildExpression(_ keyframe: Keyframe<Value>) -> [Keyframe<Value>] { [keyframe] }
    /// A list of keyframes, spliced in order.
    public static func buildExpression(_ keyframes: [Keyframe<Value>]) -> [Keyframe<Value>] { keyframes }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [Keyframe<Value>]...) -> [Keyframe<Value>] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [Keyframe<Value>]?) -> [Keyframe<Value>] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [Keyframe<Value>]) -> [Keyframe<Value>] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [Keyframe<Value>]) -> [Keyframe<Value>] { part }
    /// A `for` loop's keyframes, in order.
    public static func buildArray(_ parts: [[Keyframe<Value>]]) -> [Keyframe<Value>] { parts.flatMap { $0 } }
}
