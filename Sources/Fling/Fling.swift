// `import Fling` is the one import a Fling app needs: the motion math, the layer runtime
// with its animations, gesture recognizers on layers, input and frame time, the `Scene`
// protocol and the app runner (`FlingApp`). The renderer, the window host and the tools
// stay behind it.
@_exported import Gestures
@_exported import Host
@_exported import Input
@_exported import Layers
@_exported import Motion
