// Ending a run: the recording and the trace closed at the last frame drawn, the screenshot
// written.

internal import Formats
internal import Foundation
internal import Raster
import Time

extension Session {
    func finish(last: DisplayLinkFrame?) throws(SessionError) {
        do {
            if let recorder {
                try recorder.finish(vsync: last?.vsync ?? 0, time: last?.timestamp ?? .zero)
            }
            try traceWriter?.finish()
            if let path = options.screenshotPath {
                guard last != nil else {
                    throw SessionError("no frame ran, so there is no screenshot for \(ErrorText.path(path))")
                }
                // In a window, the screenshot is what the window shows, read back from it.
                let shown =
                    try window.map { window throws(WindowError) in try window.readPresentedPixels() } ?? drawnFrame()
                try PNG.write(shown, to: path)
            }
        } catch let error as SessionError {
            throw error
        } catch let error as WindowError {
            throw SessionError(error.message)
        } catch {
            throw SessionError("\(error)")
        }
    }

    /// One line on standard error, as the command line prints its own.
    func notice(_ line: String) {
        FileHandle.standardError.write(Data("\(line)\n".utf8))
    }
}
