import Demos
import FlingCommandLine

/// `fling`, our command line: a Fling app like any user's — our scenes, through
/// `FlingApp.main` — plus the tools behind it (`eval`, `bench`, `plot`, `render`, `layout`).
/// The executable calls `main()`; the fuzz targets drive the commands' types directly.
package enum FlingCommand {
    /// Runs `fling` with the process's arguments and exits.
    package static func main() -> Never {
        FlingApp.main(
            scenes: DemoScenes.all,
            abstract:
                "Interruptible, gesture-driven animation on Linux: demo, record, replay, profile, and the tools behind them.",
            commands: [EvalCommand.self, BenchCommand.self, PlotCommand.self, RenderCommand.self, LayoutCommand.self])
    }
}
