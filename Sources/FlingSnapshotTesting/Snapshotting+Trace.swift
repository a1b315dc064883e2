import FlingTesting
import Formats
import Replay
import SnapshotTesting

extension Snapshotting where Value == SceneReplay.Run, Format == String {
    /// A replay's frame trace, stored as its JSON Lines text (`.jsonl`, one frame a line:
    /// docs/formats.md, "Frame trace") and compared frame by frame, as `ReplayTest` compares
    /// golden traces: a mismatch names the first differing frame and field.
    ///
    /// ```swift
    /// let run = try SceneReplay(CardScene.entry).run(script.recording())
    /// assertSnapshot(of: run, as: .trace)
    /// ```
    public static var trace: Snapshotting { trace() }

    /// A replay's frame trace, numbers allowed to differ by at most `tolerance`.
    public static func trace(tolerance: Double = 0) -> Snapshotting {
        precondition(tolerance >= 0, "Snapshotting.trace: tolerance must be >= 0, not \(tolerance)")
        return Snapshotting(pathExtension: "jsonl", diffing: .trace(tolerance: tolerance)) { run in
            run.trace.frames.map { JSONWriter.string($0) + "\n" }.joined()
        }
    }
}
