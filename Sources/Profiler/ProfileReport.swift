import Time

/// A profiled run as one self-contained HTML page: summary, frame chart, percentile tables
/// and thumbnails of the frames around the worst hitches (`html()`).
public struct ProfileReport: Sendable {
    /// A thumbnail of one frame, as a PNG file's bytes.
    public typealias Thumbnail = FrameThumbnail<ThumbnailPNG>
    /// The frames kept around one of the worst frames.
    public typealias Capture = FrameCapture<ThumbnailPNG>

    /// The page's heading (the scene, say).
    public var title: String
    /// One line under it (what drove the run).
    public var subtitle: String
    /// The display's period: the budget line.
    public var framePeriod: FrameTime
    /// Every frame, oldest first.
    public var frames: [ReportFrame]
    /// Rate, hitches and their ratio.
    public var summary: ProfileSummary
    /// The worst frames' thumbnails, worst first.
    public var captures: [Capture]

    /// The most bars the chart draws: beyond it, each bar stands for the slowest of several
    /// consecutive frames, so the page stays small (about 1 MB) for a run of any length.
    public static let maximumBars = 3000

    public init(
        title: String, subtitle: String, framePeriod: FrameTime, frames: [ReportFrame], summary: ProfileSummary,
        captures: [Capture] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.framePeriod = framePeriod
        self.frames = frames
        self.summary = summary
        self.captures = captures
    }
}

extension FrameThumbnail where Image == ThumbnailPNG {
    /// Frame `frame`'s thumbnail, `width` × `height` pixels, as the PNG file `png`.
    public init(frame: Int, width: Int, height: Int, png: [UInt8]) {
        self.init(frame: frame, image: ThumbnailPNG(width: width, height: height, png: png))
    }

    /// The image's size in pixels.
    public var width: Int { image.width }
    public var height: Int { image.height }
    /// The PNG file.
    public var png: [UInt8] { image.png }
}
