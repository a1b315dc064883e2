// `import FlingTesting` in a test target: replay tests of a scene against golden traces
// (`ReplayTest`), replays in memory (`SceneReplay`), scripted input (`InputScript`), image
// comparison (`ImageDifference`) — with the recording and trace types they speak (`Recording`,
// `FrameTrace`, and the JSON values a trace's frames are).
@_exported import Fling
@_exported import Formats
@_exported import Replay

// The pixels a replay's last frame and an image difference are (`SceneReplay.Run.lastFrame`,
// `ImageDifference`), by name, for a test's own comparisons.
@_exported import class Raster.PixelBuffer
