package import Profiler
internal import Raster
internal import Rendering

extension Session {
    /// The run as a profile report: every frame, the summary, and (when the options kept
    /// them) the thumbnails around the worst hitches, encoded as PNG.
    package func profileReport(title: String, subtitle: String) -> ProfileReport {
        let captures = (thumbnails?.captures ?? []).map { capture in
            capture.compactMapImages { image in
                image.width > 0 && image.height > 0
                    ? ThumbnailPNG(width: image.width, height: image.height, png: PNG.encode(image)) : nil
            }
        }
        return ProfileReport(
            title: title, subtitle: subtitle, framePeriod: profiler.framePeriod,
            frames: profiler.reportFrames(), summary: profiler.summary(), captures: captures)
    }
}
