internal import Formats
import Gestures
import Layers

/// The recognizer settings a recording stores: every named recognizer's `recordedSettings`,
/// keyed `RECOGNIZER.SETTING`, read from the scene's tree when recording and applied to it
/// when replaying.
enum RecognizerSettings {
    /// A setting a recording names that the scene has not, or a value out of its range.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The settings of the named recognizers in the tree under `root`, in tree order.
    static func current(in root: Layer) -> [(name: String, value: Double)] {
        root.gestureRecognizersInTree.filter { !$0.name.isEmpty }.flatMap { recognizer in
            recognizer.recordedSettings.map { ("\(recognizer.name).\($0.name)", $0.value) }
        }
    }

    /// Version 1 recordings named the corners demo's settings without their recognizer.
    static let versionOneNames = [
        "panHysteresis": "pan.hysteresis", "velocityHorizonMs": "pan.velocityHorizonMs",
        "scrollEndMs": "pan.scrollEndMs",
        "tapIntervalMs": "tap.maximumTapIntervalMs", "longPressMs": "longPress.minimumPressDurationMs",
    ]

    /// Applies `settings` from a recording of `recordingVersion` to the recognizers under `root`.
    static func apply(_ settings: [(name: String, value: Double)], recordingVersion: Int, to root: Layer)
        throws(Problem)
    {
        let recognizers = root.gestureRecognizersInTree
        for (stored, value) in settings {
            let key = recordingVersion == 1 ? versionOneNames[stored] ?? stored : stored
            guard let dot = key.lastIndex(of: "."),
                let recognizer = recognizers.first(where: { !$0.name.isEmpty && $0.name == key[..<dot] })
            else {
                throw Problem(
                    description:
                        "\"\(ErrorText.clip(stored))\" names no recognizer of the scene (they are: \(recognizers.map(\.name).filter { !$0.isEmpty }.joined(separator: ", ")))"
                )
            }
            let name = String(key[key.index(after: dot)...])
            guard let setting = recognizer.recordedSettings.first(where: { $0.name == name }) else {
                throw Problem(
                    description:
                        "\"\(ErrorText.clip(stored))\" is not a setting of \(recognizer.name) (its settings: \(recognizer.recordedSettings.map(\.name).joined(separator: ", ")))"
                )
            }
            guard setting.range.contains(value) else {
                throw Problem(
                    description:
                        "\"\(ErrorText.clip(stored))\" is \(value), outside \(setting.range.lowerBound)…\(setting.range.upperBound)"
                )
            }
            recognizer.applyRecordedSetting(name, value: value)
        }
    }
}
