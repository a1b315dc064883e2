import Formats
import Time

/// The first line of a `.flingrec` recording: what a replay needs to recreate the session.
public struct RecordingHeader: Hashable, Sendable {
    /// The format's name in every recording.
    public static let formatName = "flingrec"
    /// The version this build writes. Version 2 added skip lines (the vsyncs a live run
    /// passed without a frame); version 3 the `reduceMotion` field (Reduce Motion at the
    /// start). Version 1 and 2 files, which have neither, still read, with Reduce Motion off.
    public static let currentVersion = 3
    /// Every version this build reads.
    public static let readableVersions: ClosedRange<Int64> = 1...3
    /// The first version with the `reduceMotion` field (and the session's Reduce Motion key).
    public static let reduceMotionVersion = 3

    /// The widest and tallest frame a recording may ask for, in pixels: its window (and every
    /// resize) in points times `scale`, as `framePixels` rounds it. The same limit as a layer
    /// file's canvas and `demo --size`; a 100000-point window at scale 16 would be 2.56·10¹²
    /// pixels of 4 bytes.
    public static let maximumFramePixels = 8192
    /// The most vsyncs a recording may span (its end line's `frame`): 10⁶, 4.6 hours at
    /// 60 Hz. A replay draws at most this many frames, and a paced replay lasts at most this
    /// many periods; a live run that records stops there, so each recording it writes replays.
    public static let maximumVsyncs: Int64 = 1_000_000
    /// The latest event time, in nanoseconds (about 126 years): far past any session, and
    /// small enough that adding a recognizer's delay to it cannot overflow.
    public static let maximumTime: Int64 = 4_000_000_000_000_000_000

    /// The pixels `points` take at `scale`: rounded, at least 1.
    public static func framePixels(_ points: Double, scale: Double) -> Int { max(1, Int((points * scale).rounded())) }

    /// Why a window of `width` × `height` points cannot be drawn at `scale`, or nil when it can.
    public static func frameSizeProblem(width: Double, height: Double, scale: Double) -> String? {
        let w = framePixels(width, scale: scale)
        let h = framePixels(height, scale: scale)
        guard w > maximumFramePixels || h > maximumFramePixels else { return nil }
        return
            "makes the frame \(w)×\(h) pixels at scale \(JSONWriter.number(scale)); each side must be at most \(maximumFramePixels)"
    }

    public var version: Int = RecordingHeader.currentVersion
    /// The window's size in points when recording started.
    public var windowWidth: Double
    public var windowHeight: Double
    /// Pixels per point.
    public var scale: Double
    /// The demo scene's name.
    public var scene: String
    /// The seed of any randomness in the scene.
    public var seed: UInt64
    /// The display link's period, in nanoseconds.
    public var framePeriod: FrameTime
    /// Recognizer settings by name (for example "panHysteresis"), so a replay reads input the same way.
    public var recognizers: [(name: String, value: Double)]
    /// Whether Reduce Motion (`AnimationEngine.accessibilityReduceMotion`) was on when the
    /// recording started; a replay starts with it so, whatever its command line says. Written
    /// from version 3; older versions read as false (and write nothing).
    public var reduceMotion: Bool

    public init(
        windowWidth: Double, windowHeight: Double, scale: Double, scene: String, seed: UInt64 = 0,
        framePeriod: FrameTime, recognizers: [(name: String, value: Double)] = [], reduceMotion: Bool = false
    ) {
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.scale = scale
        self.scene = scene
        self.seed = seed
        self.framePeriod = framePeriod
        self.recognizers = recognizers
        self.reduceMotion = reduceMotion
    }

    public static func == (a: RecordingHeader, b: RecordingHeader) -> Bool {
        a.version == b.version && a.windowWidth == b.windowWidth && a.windowHeight == b.windowHeight
            && a.scale == b.scale && a.scene == b.scene && a.seed == b.seed && a.framePeriod == b.framePeriod
            && a.recognizers.map(\.name) == b.recognizers.map(\.name)
            && a.recognizers.map(\.value) == b.recognizers.map(\.value) && a.reduceMotion == b.reduceMotion
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(scene)
        hasher.combine(framePeriod)
    }

    /// The header's JSON line. A header of a version before 3 writes no `reduceMotion`, so it
    /// reads back as it was.
    public var jsonLine: String {
        var members: [(String, JSONValue)] = [
            ("format", .string(Self.formatName)),
            ("version", .int(Int64(version))),
            ("window", .object([("width", .double(windowWidth)), ("height", .double(windowHeight))])),
            ("scale", .double(scale)),
            ("scene", .string(scene)),
            ("seed", .number(String(seed))),
            ("framePeriodNs", .int(framePeriod.nanoseconds)),
            ("recognizers", .object(recognizers.map { ($0.name, JSONValue.double($0.value)) })),
        ]
        if version >= Self.reduceMotionVersion { members.append(("reduceMotion", .bool(reduceMotion))) }
        return JSONWriter.string(.object(members))
    }

    /// Reads a header from its parsed JSON; `field` errors name the offending key.
    init(json: JSONValue, fields: FieldReader) throws(InputError) {
        try fields.allow(
            ["format", "version", "window", "scale", "scene", "seed", "framePeriodNs", "recognizers", "reduceMotion"],
            in: json)
        let format = try fields.string("format", in: json)
        guard format == Self.formatName else {
            throw InputError(field: "format", message: "is \"\(format)\", expected \"\(Self.formatName)\"")
        }
        let version = try fields.int("version", in: json)
        guard Self.readableVersions.contains(version) else {
            throw InputError(
                field: "version",
                message:
                    "is \(version); this build reads versions \(Self.readableVersions.lowerBound) to \(Self.readableVersions.upperBound)"
            )
        }
        let window = try fields.object("window", in: json)
        try fields.allow(["width", "height"], in: window, prefix: "window.")
        let width = try fields.double(
            "width", in: window, prefix: "window.", range: 1...Double(Self.maximumFramePixels) * 4)
        let height = try fields.double(
            "height", in: window, prefix: "window.", range: 1...Double(Self.maximumFramePixels) * 4)
        let scale = try fields.double("scale", in: json, range: 0.25...16)
        if let problem = Self.frameSizeProblem(width: width, height: height, scale: scale) {
            throw InputError(field: "window", message: problem)
        }
        let scene = try fields.string("scene", in: json)
        let seed = try fields.int("seed", in: json, range: 0...Int64.max)
        let period = try fields.int(
            "framePeriodNs", in: json, range: FrameTime.milliseconds(1).nanoseconds...FrameTime.seconds(1).nanoseconds)
        var recognizers: [(name: String, value: Double)] = []
        if case let .object(members) = try fields.object("recognizers", in: json) {
            for (name, value) in members {
                guard let number = value.double else {
                    throw InputError(field: "recognizers.\(name)", message: "must be a number, not \(value.kindName)")
                }
                recognizers.append((name, number))
            }
        }
        // Versions before 3 had no Reduce Motion: their runs had it off.
        let reduceMotion: Bool
        if version >= Self.reduceMotionVersion {
            reduceMotion = try fields.bool("reduceMotion", in: json)
        } else if json["reduceMotion"] != nil {
            throw InputError(
                field: "reduceMotion",
                message: "came in version \(Self.reduceMotionVersion); a version \(version) recording has none")
        } else {
            reduceMotion = false
        }
        self.init(
            windowWidth: width, windowHeight: height, scale: scale, scene: scene, seed: UInt64(seed),
            framePeriod: .nanoseconds(period), recognizers: recognizers, reduceMotion: reduceMotion)
        self.version = Int(version)
    }
}
