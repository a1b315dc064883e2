// `import FlingCommandLine` gives an app's executable `FlingApp.main(scenes:)`: the window
// (SDL, through the `SDLHost` module), `demo`, `replay` and `profile`. It brings `Fling`
// with it, so a `main.swift` needs this one import; a library of scenes and its tests import
// `Fling` and `FlingTesting` and link neither SDL nor ArgumentParser.
@_exported import Fling
