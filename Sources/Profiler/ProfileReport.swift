/// A profiled run as one self-contained HTML page: summary, frame chart, percentile tables
/// and thumbnails of the frames around the worst hitches (`html()`).
public struct ProfileReport: Sendable {
    /// A thumbnail of one frame, as a PNG file's bytes.
    public struct Thumbnail: Hashable, Sendable {
        /// The frame's index.
        public var frame: Int
        /// The image's size in pixels.
        public var width: Int, height: Int
        /// The PNG file.
        public var png: [UInt8]

        public init(frame: Int, width: Int, height: Int, png: [UInt8]) {
            self.frame = frame
            self.width = width
            self.height = height
            self.png = png
        }
    }

    /// The frames kept around one of the worst frames.
    public struct Capture: Hashable, Sendable {
        /// The worst frame's index.
        public var frame: Int
        /// Whether it was a hitch (else it is one of the slowest frames of a run without hitches).
        public var isHitch: Bool
        /// Its hitch time (or else its duration), in nanoseconds.
        public var score: Int64
        /// The frames before it, itself and the frames after, oldest first.
        public var thumbnails: [Thumbnail]

        public init(frame: Int, isHitch: Bool, score: Int64, thumbnails: [Thumbnail]) {
            self.frame = frame
            self.isHitch = isHitch
            self.score = score
            self.thumbnails = thumbnails
        }
    }

    /// The page's heading (the scene, say).
    public var title: String
    /// One line under it (what drove the run).
    public var subtitle: String
    /// The display's period, in nanoseconds: the budget line.
    public var framePeriod: Int64
    /// Every frame, oldest first.
    public var frames: [ReportFrame]
    /// Rate, hitches and their ratio.
    public var summary: ProfileSummary
    /// The worst frames' thumbnails, worst first.
    public var captures: [Capture]

    /// The most bars the chart draws: beyond it, each bar stands for the slowest of several
    /// consecutive frames, so the page stays small (about 1 MB) for a run of any length.
    public static let maximumBars = 3000

    public init(title: String, subtitle: String, framePeriod: Int64, frames: [ReportFrame], summary: ProfileSummary,
                captures: [Capture] = []) {
        self.title = title
        self.subtitle = subtitle
        self.framePeriod = framePeriod
        self.frames = frames
        self.summary = summary
        self.captures = captures
    }
}
