import Motion

/// A change of an animatable property (`AnimatableProperty`) made in a `PropertyAnimator`'s
/// animations block, whatever its value type.
protocol CapturedPropertyChange {
    /// The property, for its identity.
    var target: AnyObject { get }
    /// Drives the property from the value it showed before the change to its new model along
    /// `animator`'s progress within `window` — from where `previous` (an earlier block's drive
    /// of the same property) shows now, when there is one, which then lets go.
    func drive(
        by animator: PropertyAnimator, window: PropertyAnimator.Window, replacing previous: (any AnimatorPropertyDrive)?
    ) -> any AnimatorPropertyDrive
}

/// An animatable property a `PropertyAnimator` drives.
protocol AnimatorPropertyDrive: AnyObject {
    /// The property, for its identity (nil once it is gone).
    var target: AnyObject? { get }
    /// Sets the property's model to what the drive shows at `progress` and lets go of it (as
    /// the animator settles layer properties where it finishes or stops). A drive the
    /// property already dropped (caught by `stopAnimations()`, or its layer left the tree)
    /// changes nothing.
    func settle(at progress: PropertyAnimatorTimeline.Progress)
}

/// A captured change of an `AnimatableProperty<Value>`: the value shown before and the new model.
struct PropertyChange<Value: Animatable>: CapturedPropertyChange {
    let property: AnimatableProperty<Value>
    let from: Value.AnimatableData
    let to: Value.AnimatableData

    var target: AnyObject { property }

    func drive(
        by animator: PropertyAnimator, window: PropertyAnimator.Window, replacing previous: (any AnimatorPropertyDrive)?
    ) -> any AnimatorPropertyDrive {
        let engine = animator.engine
        var start = from
        if let previous = previous as? PropertyDrive<Value> {
            // The block takes the property over from the earlier one, from where it is shown.
            start = previous.shown(at: animator.timeline.progress(at: engine.nowSeconds))
            previous.letGo()
        }
        let drive = PropertyDrive(
            property: property, from: start, to: to, timeline: animator.timeline, window: window,
            begin: engine.nowSeconds)
        property.entries.append(drive.entry(into: property.shown))
        engine.register(property)
        return drive
    }
}

/// How a `PropertyAnimator` drives one property: `from → to` at the block's fraction of the
/// animator's progress (its x axis: a value's components are not split by axis), exactly as
/// `PropertyAnimatorAnimation` drives a layer property, so scrubbing, pausing, reversing and
/// retiming move it with the animator's layers. It replaces nothing under it: the property's
/// model is `to`, and the drive adds what is left, `(from − to)·(1 − fraction)`.
final class PropertyDrive<Value: Animatable>: AnimatorPropertyDrive {
    typealias Data = Value.AnimatableData

    weak var property: AnimatableProperty<Value>?
    let from: Data
    let to: Data
    let timeline: PropertyAnimatorTimeline
    let window: PropertyAnimator.Window
    /// The record the property's entry carries: no time of its own, no transaction, no
    /// completion (the animator has its own).
    let record: RunningLayerAnimation

    init(
        property: AnimatableProperty<Value>, from: Data, to: Data, timeline: PropertyAnimatorTimeline,
        window: PropertyAnimator.Window, begin: Double
    ) {
        self.property = property
        self.from = from
        self.to = to
        self.timeline = timeline
        self.window = window
        record = RunningLayerAnimation(
            custom: PropertyRecordAnimation(runner: nil), runner: nil, begin: begin, end: nil, transaction: nil)
    }

    var target: AnyObject? { property }

    /// The property's entry: it adds what is left of the change at a frame time to `shown`,
    /// and its rate (the animator's progress velocity through the block's window).
    func entry(into shown: PresentationAccumulator<Data>) -> PropertyAnimationEntry {
        PropertyAnimationEntry(
            record: record, runner: nil,
            accumulate: { [timeline, window, from, to] time in
                let progress = timeline.progress(at: time).x
                let f = PropertyAnimatorAnimation.fraction(
                    at: progress, windowStart: window.start.x, windowEnd: window.end)
                let change = to - from
                shown.value += (from - to).scaled(by: 1 - f.value)
                shown.rate += change.scaled(by: f.slope * timeline.velocity(at: time).x)
            })
    }

    /// What the drive shows at the animator's progress `progress`.
    func shown(at progress: PropertyAnimatorTimeline.Progress) -> Data {
        let f = PropertyAnimatorAnimation.fraction(at: progress.x, windowStart: window.start.x, windowEnd: window.end)
        return from + (to - from).scaled(by: f.value)
    }

    func settle(at progress: PropertyAnimatorTimeline.Progress) {
        guard !record.stopped, let property else { return }
        property.setModelData(shown(at: progress))
        letGo()
    }

    /// Takes the drive's entry off the property.
    func letGo() {
        record.stopped = true
        property?.entries.removeAll { $0.record === record }
    }
}
