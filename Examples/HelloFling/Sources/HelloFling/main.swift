import FlingCommandLine
import Puck

// The whole app: Fling's command line (demo, replay, profile) for our one scene.
FlingApp.main(scenes: [PuckScene.entry])
