import FlingTesting
import Raster
import Rendering
import SnapshotTesting

extension Snapshotting where Value == SceneReplay.Run, Format == PixelBuffer {
    /// The last frame a replay drew, as the window showed it, into a PNG compared pixel for
    /// pixel:
    ///
    /// ```swift
    /// let run = try SceneReplay(CardScene.entry).run(script.recording())
    /// assertSnapshot(of: run, as: .image)
    /// ```
    ///
    /// The frame is drawn by the replay's own renderer, text in the app's font (DejaVu Sans
    /// where installed), so a scene with text is best snapshotted on one kind of machine.
    public static var image: Snapshotting { image() }

    /// The replay's last frame, matching when no pixel's colour differs by more than
    /// `deltaE` (CIE 1976 ΔE, as `ImageDifference` measures it; 0 asks for the same bytes).
    public static func image(deltaE: Double = 0) -> Snapshotting {
        precondition(deltaE >= 0, "Snapshotting.image: deltaE must be >= 0, not \(deltaE)")
        return Snapshotting(pathExtension: "png", diffing: .image(deltaE: deltaE)) { run in run.lastFrame }
    }
}
