import Demos
import Fling

// Our command line is a Fling app like any user's — our scenes — plus the tools behind it.
FlingApp.main(
    scenes: DemoScenes.all,
    abstract: "Interruptible, gesture-driven animation on Linux: demo, record, replay, profile, and the tools behind them.",
    commands: [EvalCommand.self, BenchCommand.self, PlotCommand.self, RenderCommand.self, LayoutCommand.self])
