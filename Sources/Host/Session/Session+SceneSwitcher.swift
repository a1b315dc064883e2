// The scene switcher: the number keys and the sidebar choose the scene; a switch replaces
// it between frames.

import Gestures
import Input
import Time

extension Session {
    /// Takes the switcher's input out of `events` and returns the scene's: keys 1–9 and 0
    /// and presses on the sidebar choose a scene (the switch happens before the next
    /// frame); the rest reaches the scene with positions relative to its own corner and a
    /// resize of the window as a resize of the scene.
    func switcherEvents(_ events: [InputEvent]) -> [InputEvent] {
        let left = sidebar == nil ? 0 : SceneSidebar.width
        var kept: [InputEvent] = []
        for var event in events {
            switch event.kind {
            case let .key(name, isDown) where name.count == 1 && ("0"..."9").contains(name):
                let number = Int(name)!
                let index = number == 0 ? 9 : number - 1
                if isDown && index < entries.count { pendingSwitch = index }
                continue
            case let .pointerDown(x, y, _) where x < left:
                sidebarPress = true
                if let row = sidebar?.row(atY: y) { pendingSwitch = row }
                continue
            case .pointerUp where sidebarPress:
                sidebarPress = false
                continue
            case let .pointerMove(x, y, _):
                sidebar?.hovered = x < left ? sidebar?.row(atY: y) : nil
                if sidebarPress { continue }
                event.kind = .pointerMove(x: x - left, y: y, buttons: Self.buttons(of: event.kind))
            case let .pointerDown(x, y, button):
                event.kind = .pointerDown(x: x - left, y: y, button: button)
            case let .pointerUp(x, y, button):
                event.kind = .pointerUp(x: x - left, y: y, button: button)
            case let .wheel(x, y, dx, dy, type):
                if x < left { continue }
                event.kind = .wheel(x: x - left, y: y, dx: dx, dy: dy, type: type)
            case let .resize(width, height):
                event.kind = .resize(width: Self.sceneWidth(width, sidebar: sidebar), height: height)
            default:
                break
            }
            kept.append(event)
        }
        return kept
    }

    /// Replaces the scene with `entries[index]` before the next frame. A recording and a
    /// trace hold one scene: a switch ends both at the last frame drawn (`last`), as quitting
    /// would, and says so on standard error.
    func switchScene(to index: Int, after last: DisplayLinkFrame?) throws(SessionError) {
        guard index != sceneIndex else { return }
        let entry = entries[index]
        let made: (any Scene, GestureArena)
        do {
            made = try Self.make(
                entry, size: size, seed: seed, reduceMotion: reduceMotion, at: last?.timestamp ?? .zero)
        } catch {
            notice("cannot open scene \(entry.name): \(error.message)")
            return
        }
        do {
            if let recorder, let path = options.recordPath {
                try recorder.finish(vsync: last?.vsync ?? 0, time: last?.timestamp ?? .zero)
                notice(
                    "the recording \(path) ends at frame \(last?.index ?? 0), where the scene changed: a recording holds one scene"
                )
            }
            if let traceWriter, let path = options.tracePath {
                try traceWriter.finish()
                notice("the trace \(path) ends at frame \(last?.index ?? 0), where the scene changed")
            }
        } catch {
            throw SessionError("\(error)")
        }
        recorder = nil
        traceWriter = nil
        sidebar?.isRecording = false
        (scene, arena) = made
        sceneIndex = index
        sidebar?.current = index
        needsFullDraw = true
        window?.setTitle("Fling — \(entry.name)")
    }
}
