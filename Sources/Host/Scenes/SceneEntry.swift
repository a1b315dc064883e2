import Motion

/// A scene an app offers: its name (what `--scene` and recordings use), a line for `--help`,
/// and how to make it.
///
/// ```swift
/// FlingApp.main(scenes: [
///     SceneEntry("ball", summary: "Throw the ball; it springs back to the middle.") { context in
///         BallScene(size: context.size)
///     },
/// ])
/// ```
public struct SceneEntry {
    /// The scene's name: letters, digits, "-" and "_", as `fling demo --scene NAME` takes it.
    public var name: String
    /// One line for `demo --help` and `demo --list`.
    public var summary: String
    /// Makes a new instance; the app captures in it whatever its scenes need.
    public var make: (SceneContext) -> any Scene

    /// A scene called `name`, described by `summary`, made by `make`.
    public init(_ name: String, summary: String, make: @escaping (SceneContext) -> any Scene) {
        precondition(
            Self.isValidName(name),
            "SceneEntry: \"\(name)\" is not a scene name; use letters, digits, \"-\" and \"_\"")
        self.name = name
        self.summary = summary
        self.make = make
    }

    /// Whether `name` is a scene name: one or more ASCII letters, digits, "-" and "_".
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            }
    }
}

/// What a scene is made with.
public struct SceneContext: Sendable {
    /// The window's size in points (a recording's size in a replay).
    public var size: Size
    /// The seed for any randomness in the scene, so a replay makes the same choices as the
    /// live run: recordings store it, and a replay hands the scene the recorded one. Live runs
    /// use 0 today (no flag sets it yet).
    public var seed: UInt64

    /// A context for a window of `size` points and a randomness `seed`.
    public init(size: Size, seed: UInt64 = 0) {
        self.size = size
        self.seed = seed
    }
}
