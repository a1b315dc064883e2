import Time

/// One frame's thumbnail: the frame's index and its image — pixels while a run keeps it
/// (`FrameThumbnails`, in Rendering, makes them), a PNG file in the report (`ThumbnailPNG`).
public struct FrameThumbnail<Image> {
    /// The frame's index (`DisplayLinkFrame.index`).
    public var frame: Int
    /// Its image, smaller than the frame.
    public var image: Image

    public init(frame: Int, image: Image) {
        self.frame = frame
        self.image = image
    }
}

extension FrameThumbnail: Equatable where Image: Equatable {}
extension FrameThumbnail: Hashable where Image: Hashable {}
extension FrameThumbnail: Sendable where Image: Sendable {}

/// The thumbnails kept around one ranked frame: the profiler's frames around its worst
/// hitches (Tracy's frame images), ranked by `outranks`.
public struct FrameCapture<Image> {
    /// The ranked frame's index.
    public var frame: Int
    /// Whether it was a hitch (hitches outrank every other frame; else it is one of the
    /// slowest frames of a run without hitches).
    public var isHitch: Bool
    /// Its rank within its kind: the hitch time, or else the frame's duration.
    public var score: FrameTime
    /// The frames before it, itself and the frames after it, oldest first.
    public var thumbnails: [FrameThumbnail<Image>]

    public init(frame: Int, isHitch: Bool, score: FrameTime, thumbnails: [FrameThumbnail<Image>]) {
        self.frame = frame
        self.isHitch = isHitch
        self.score = score
        self.thumbnails = thumbnails
    }

    /// Whether this capture ranks above `other`: a hitch above a frame that is not, else
    /// the larger score. (Among equals the earlier frame ranks first, which the keeper of
    /// the captures decides.)
    public func outranks(_ other: Self) -> Bool {
        isHitch != other.isHitch ? isHitch : score > other.score
    }

    /// The same capture with each thumbnail's image transformed; a thumbnail whose image
    /// becomes nil is left out.
    public func compactMapImages<New>(_ transform: (Image) throws -> New?) rethrows -> FrameCapture<New> {
        var thumbnails: [FrameThumbnail<New>] = []
        for thumbnail in self.thumbnails {
            if let image = try transform(thumbnail.image) {
                thumbnails.append(FrameThumbnail<New>(frame: thumbnail.frame, image: image))
            }
        }
        return FrameCapture<New>(frame: frame, isHitch: isHitch, score: score, thumbnails: thumbnails)
    }
}

extension FrameCapture: Equatable where Image: Equatable {}
extension FrameCapture: Hashable where Image: Hashable {}
extension FrameCapture: Sendable where Image: Sendable {}

/// A thumbnail as the report holds it: a PNG file's bytes and the image's size in pixels.
public struct ThumbnailPNG: Hashable, Sendable {
    /// The image's size in pixels.
    public var width: Int, height: Int
    /// The PNG file.
    public var png: [UInt8]

    public init(width: Int, height: Int, png: [UInt8]) {
        self.width = width
        self.height = height
        self.png = png
    }
}
