import Fling

/// Fling's own scenes, in the order `fling demo --help` lists them and keys 1–9 and 0 open
/// the first ten; each is built on the public API like any user's.
public enum DemoScenes {
    /// Every scene.
    public static var all: [SceneEntry] {
        [
            CornersScene.entry, SpringScene.entry, ScrollScene.entry, SheetScene.entry, KnobScene.entry,
            PauseScene.entry, StackScene.entry, ZoomScene.entry, ChainScene.entry, ButtonsScene.entry,
            TransitionsScene.entry, LayoutScene.entry, KeyframesScene.entry, ShapesScene.entry,
            InsertionsScene.entry, NavigationScene.entry,
        ]
    }
}
