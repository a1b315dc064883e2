import Fling

/// Fling's own scenes, in the order `fling demo --help` lists them; each is built on the
/// public API like any user's.
public enum DemoScenes {
    /// Every scene.
    public static var all: [SceneEntry] { [CornersScene.entry, SheetScene.entry, KnobScene.entry, PauseScene.entry] }
}
