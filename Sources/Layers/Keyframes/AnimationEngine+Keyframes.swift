import Motion

extension AnimationEngine {
    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`: the
    /// changes made in `animations` — inside `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// blocks, or directly for the whole duration — become one `KeyframeAnimation` per layer
    /// and key path, as UIKit builds its `CAKeyframeAnimation`s.
    ///
    /// For each property the values are, in time order: the value shown when the block ran at
    /// key time 0; for each keyframe that changes it, the value before held until its relative
    /// start time and its new value at start + duration; the last value held until 1 (UIKit's
    /// keyTimes [0, 0.1, 1] and values [1, 0, 0] for an opacity keyframe at 0 over 0.1). The
    /// options choose the calculation mode (linear, discrete, paced, cubic, cubic paced), the
    /// curve pacing the whole animation (ease in and out by default, as in UIKit, which moves the
    /// keyframes' moments: pass `.curveLinear` for the times as given), and `.repeat` /
    /// `.autoreverse`. A delay fills backwards (UIKit's fill mode is both), so the old value
    /// shows until the animation begins. Each property's model is set at once to the value of its
    /// last keyframe in time, so nothing jumps at the end. Properties that do not interpolate
    /// (flags) step at their key times. An `AnimatableProperty` changed in the block is set at
    /// once: keyframe animations run on layer properties.
    ///
    /// `completion` gets `true` when every animation ended, `false` when one was removed first;
    /// with nothing to animate (or a duration of 0) it is called with `true` at once.
    ///
    /// - Complexity: O(c log c) for the c changes the block makes (sorted by start time per
    ///   property), plus adding one animation per property changed (O(a) for the a animations
    ///   of its layer).
    public func animateKeyframes(
        withDuration duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        precondition(
            duration >= 0 && duration.isFinite, "animateKeyframes: duration must be finite and >= 0; got \(duration)")
        precondition(delay >= 0 && delay.isFinite, "animateKeyframes: delay must be finite and >= 0; got \(delay)")
        precondition(
            keyframeCollection == nil,
            "animateKeyframes: called inside another animateKeyframes block; nest keyframes with addKeyframe instead")
        let collection = KeyframeCollection()
        keyframeCollection = collection
        capturing(
            animations,
            into: TransactionCapture(
                layer: { layer, keyPath, shown, new in collection.record(layer, keyPath, shown: shown, new: new) },
                property: { _ in }))
        keyframeCollection = nil

        let tracks = collection.tracks
        guard duration > 0, !tracks.isEmpty else {
            if let completion { enqueue(nowSeconds) { completion(true) } }
            flushCompletions()
            return
        }
        var remaining = tracks.count
        var allFinished = true
        let finish: (Bool) -> Void = { finished in
            allFinished = allFinished && finished
            remaining -= 1
            if remaining == 0 { completion?(allFinished) }
        }
        for track in tracks {
            let (keyTimes, values) = track.keyframes()
            var animation = KeyframeAnimation(
                keyPath: track.keyPath, values: values, keyTimes: keyTimes,
                calculationMode: options.calculationMode)
            animation.timingFunction = options.curve
            animation.timing.duration = duration
            animation.timing.beginTime = delay > 0 ? nowSeconds + delay : 0
            animation.timing.fillMode = .both
            if options.contains(.repeat) { animation.timing.repeatCount = .infinity }
            animation.timing.autoreverses = options.contains(.autoreverse)
            animation.completion = finish
            // The model ends where the animation does; set quietly, under the animation.
            performWithoutAnimation { _ = track.layer.setValue(values[values.count - 1], forKeyPath: track.keyPath) }
            add(animation, to: track.layer, forKey: nil)
        }
        flushCompletions()
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: inside an
    /// `animateKeyframes` block, the changes `animations` makes happen from `relativeStartTime`
    /// to `relativeStartTime + relativeDuration`, as fractions (0…1) of the whole duration. A
    /// keyframe that starts before the previous one of the same property ends starts where that
    /// one ends. Calling it outside an `animateKeyframes` block is a programming error.
    ///
    /// - Complexity: O(1), plus the changes `animations` makes.
    public func addKeyframe(
        withRelativeStartTime relativeStartTime: Double, relativeDuration: Double, animations: () -> Void
    ) {
        guard let collection = keyframeCollection else {
            preconditionFailure(
                "addKeyframe(withRelativeStartTime:relativeDuration:animations:): call it inside the animations block of animateKeyframes(withDuration:delay:options:animations:completion:)"
            )
        }
        precondition(
            relativeStartTime >= 0 && relativeDuration >= 0 && relativeStartTime + relativeDuration <= 1 + 1e-12,
            "addKeyframe: relativeStartTime (\(relativeStartTime)) and relativeDuration (\(relativeDuration)) must be >= 0 and end by 1"
        )
        let outer = collection.window
        collection.window = (relativeStartTime, min(relativeStartTime + relativeDuration, 1))
        animations()
        collection.window = outer
    }
}

/// The changes an `animateKeyframes` block makes, per layer and key path, with the relative
/// window of the keyframe that made each.
final class KeyframeCollection {
    /// The relative start and end of the keyframe whose block is running; (0, 1) outside any.
    var window: (start: Double, end: Double) = (0, 1)
    private(set) var tracks: [Track] = []
    /// Where each layer's key path is in `tracks`.
    private var trackIndex: [Key: Int] = [:]

    private struct Key: Hashable {
        let layer: ObjectIdentifier
        let keyPath: String
    }

    final class Track {
        let layer: Layer
        let keyPath: String
        /// The value shown when the first change was made.
        let from: LayerValue
        /// The changes, in the order they were made.
        var keys: [(start: Double, end: Double, value: LayerValue)] = []

        init(layer: Layer, keyPath: String, from: LayerValue) {
            self.layer = layer
            self.keyPath = keyPath
            self.from = from
        }

        /// UIKit's key times and values: the value before each keyframe held until its start,
        /// its value at its end, the last one held until 1.
        func keyframes() -> (keyTimes: [Double], values: [LayerValue]) {
            let ordered = keys.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
            var keyTimes = [0.0]
            var values = [from]
            var last = 0.0
            var current = from
            for (_, key) in ordered {
                let start = max(key.start, last)
                let end = max(key.end, start)
                if start > last {
                    keyTimes.append(start)
                    values.append(current)
                }
                keyTimes.append(end)
                values.append(key.value)
                current = key.value
                last = end
            }
            if last < 1 {
                keyTimes.append(1)
                values.append(current)
            }
            return (keyTimes, values)
        }
    }

    func record(_ layer: Layer, _ keyPath: String, shown: LayerValue, new: LayerValue) {
        let key = Key(layer: ObjectIdentifier(layer), keyPath: keyPath)
        let track: Track
        if let index = trackIndex[key] {
            track = tracks[index]
        } else {
            track = Track(layer: layer, keyPath: keyPath, from: shown)
            trackIndex[key] = tracks.count
            tracks.append(track)
        }
        // A second change of the property in the same keyframe replaces the first.
        if let last = track.keys.last, last.start == window.start, last.end == window.end {
            track.keys[track.keys.count - 1].value = new
        } else {
            track.keys.append((window.start, window.end, new))
        }
    }
}
