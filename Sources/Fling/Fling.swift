// `import Fling` is the one import a Fling app's scenes need: the motion math, the layer
// runtime with its animations, gesture recognizers on layers, input and frame time, and the
// `Scene` protocol. It links no window system and no argument parser: the app runner
// (`FlingApp.main`, with the SDL window) is the `FlingCommandLine` product, and the renderer
// and the tools stay behind both.
@_exported import Geometry
@_exported import Gestures
@_exported import Host
@_exported import Input
@_exported import Layers
@_exported import Motion
@_exported import Navigation
@_exported import Time

// Fixed-decimal text for a scene's labels, the same digits on every machine (the one number
// formatter the tools use too).
@_exported import enum Formats.NumberText
