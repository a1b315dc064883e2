import Input
import Motion

/// Routes pointer events to the recognizers that share the pointer, arbitrates between
/// them as UIKit does, and reports what the view underneath receives.
///
/// Every event goes to every enabled recognizer, highest `priority` first (ties in the
/// order added); each decides by its own `hitTest` whether a press is in its region. Give
/// a recognizer on a front layer a higher priority than one behind it: on the event where
/// both would recognize, the first one processed wins. Before the event, every recognizer
/// is ticked to its time; `tick(at:)` does the same between events, once per frame.
///
/// Arbitration, following UIKit:
/// - When a recognizer recognizes (begins, or is recognized if discrete), every other
///   recognizer still deciding fails, unless `shouldRecognizeSimultaneously` of either
///   allows the pair. A recognizer cannot begin while another one that it may not run with
///   is in progress. So a pan that begins fails a tap, and a long press that begins fails
///   the pan.
/// - `require(toFail:)` keeps a recognizer waiting in `possible` until the other fails,
///   and fails it if the other recognizes.
///
/// The view (UIKit's hit-test view; here the layer-level consumer) receives `ViewTouch`
/// callbacks: began on a press, moved, ended on a release — after the recognizers have
/// seen the event, as UIKit's window delivers to recognizers first. A recognizer that
/// recognizes with `cancelsTouchesInView` turns the rest of the view's sequence into one
/// `cancelled` (sent only if the view had received a press). While a recognizer tracking
/// the sequence is still deciding, `delaysTouchesBegan` holds presses (and the moves behind
/// them) and `delaysTouchesEnded` holds releases; held callbacks are delivered when it
/// fails and dropped if it recognizes. Losing focus cancels the view's touches in
/// progress, cancels recognizers that began and fails those still possible.
public final class GestureArena {
    /// The recognizers, in delivery order.
    public private(set) var recognizers: [GestureRecognizer] = []
    /// Called with every callback the view receives, as it is delivered (also for ones
    /// caused between events, such as a recognizer disabled from an action).
    public var onViewTouch: ((ViewTouch) -> Void)?
    /// Called with every state change of a recognizer in the arena, as it happens — failures
    /// (which call no action) and changes between events included — before the
    /// recognizer's actions run.
    public var onTransition: ((GestureTransition) -> Void)?
    /// The time of the latest event or tick, in nanoseconds.
    public private(set) var now: Int64 = 0

    private var priorities: [ObjectIdentifier: Int] = [:]
    private var sequences: [TouchSequence] = []
    private var live: TouchSequence?
    private var pressed: PointerButtons = []
    private var nextSequenceID = 1
    private var depth = 0
    private var delivered: [ViewTouch] = []

    public init() {}

    /// Attaches a recognizer. Higher `priority` (z-order) receives events first.
    public func add(_ recognizer: GestureRecognizer, priority: Int = 0) {
        precondition(recognizer.arena == nil || recognizer.arena === self,
                     "a gesture recognizer belongs to one arena at a time; remove it from the other first")
        guard !recognizers.contains(where: { $0 === recognizer }) else { return }
        recognizer.arena = self
        priorities[ObjectIdentifier(recognizer)] = priority
        let index = recognizers.firstIndex { priorities[ObjectIdentifier($0)]! < priority } ?? recognizers.count
        recognizers.insert(recognizer, at: index)
    }

    /// Attaches a recognizer to a region: sets its `hitTest` and adds it.
    public func add(_ recognizer: GestureRecognizer, priority: Int = 0, region: @escaping (Point) -> Bool) {
        recognizer.hitTest = region
        add(recognizer, priority: priority)
    }

    /// Detaches a recognizer; a gesture in progress is cancelled (or fails) first, as when
    /// UIKit removes a recognizer from its view.
    public func remove(_ recognizer: GestureRecognizer) {
        guard recognizer.arena === self else { return }
        recognizer.interrupt(at: nil)
        recognizer.arena = nil
        priorities[ObjectIdentifier(recognizer)] = nil
        recognizers.removeAll { $0 === recognizer }
        for sequence in sequences { sequence.participants.removeAll { $0 === recognizer } }
        flushOutsideOperation()
    }

    /// Feeds one event: ticks every recognizer to its time, lets each read it, then
    /// delivers what the view receives now. Returns those callbacks.
    @discardableResult
    public func handle(_ event: InputEvent) -> [ViewTouch] {
        operate(at: event.time) {
            for recognizer in recognizers where recognizer.isEnabled { recognizer.tick(at: event.time) }
            var viewPhase: ViewTouch.Phase?
            switch event.kind {
            case let .pointerDown(_, _, button):
                if pressed.isEmpty {
                    let sequence = TouchSequence(id: nextSequenceID)
                    nextSequenceID += 1
                    sequences.append(sequence)
                    live = sequence
                }
                if !pressed.contains(button.mask) {
                    pressed.insert(button.mask)
                    viewPhase = .began
                }
            case .pointerMove:
                if live != nil { viewPhase = .moved }
            case let .pointerUp(_, _, button):
                if pressed.contains(button.mask) { viewPhase = .ended }
            case .focusLost:
                if let live {
                    cancelInView(live)
                    live.isLive = false
                }
                live = nil
                pressed = []
            default:
                break
            }
            for recognizer in recognizers where recognizer.isEnabled { recognizer.receive(event) }
            if let viewPhase, let live {
                if !live.isCancelled { live.held.append((viewPhase, event)) }
                if case let .pointerUp(_, _, button) = event.kind {
                    pressed.remove(button.mask)
                    if pressed.isEmpty {
                        live.isLive = false
                        self.live = nil
                    }
                }
            }
        }
    }

    /// Advances every recognizer to `time` without an event (call once per frame), and
    /// delivers what the view receives as a result. Returns those callbacks.
    @discardableResult
    public func tick(at time: Int64) -> [ViewTouch] {
        operate(at: time) {
            for recognizer in recognizers where recognizer.isEnabled { recognizer.tick(at: time) }
        }
    }

    // MARK: Arbitration

    /// Whether `a` and `b` may both be recognized: either one's `shouldRecognizeSimultaneously` says so.
    static func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.shouldRecognizeSimultaneously?(a, b) == true || b.shouldRecognizeSimultaneously?(b, a) == true
    }

    /// Whether `recognizer` may leave `possible` now: no other recognizer it may not run
    /// with is in progress.
    func allowsRecognition(of recognizer: GestureRecognizer) -> Bool {
        !recognizers.contains { other in
            other !== recognizer && (other.state == .began || other.state == .changed)
                && !Self.simultaneous(recognizer, other)
        }
    }

    func recognizerDidStartTracking(_ recognizer: GestureRecognizer) {
        guard let live, !live.participants.contains(where: { $0 === recognizer }) else { return }
        live.participants.append(recognizer)
    }

    func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState) {
        onTransition?(GestureTransition(recognizer: recognizer, from: old, time: now))
        let recognized = old == .possible && (recognizer.state == .began || recognizer.state == .ended)
        if recognized {
            if recognizer.cancelsTouchesInView {
                for sequence in sequences where sequence.participants.contains(where: { $0 === recognizer }) {
                    cancelInView(sequence)
                }
            }
            for other in recognizers
            where other !== recognizer && other.isAnalyzing && !Self.simultaneous(recognizer, other) {
                other.fail()
            }
        }
        if recognizer.state != .possible {
            for sequence in sequences { sequence.participants.removeAll { $0 === recognizer } }
        }
        flushOutsideOperation()
    }

    // MARK: The view's callbacks

    private func operate(at time: Int64, _ body: () -> Void) -> [ViewTouch] {
        now = time
        depth += 1
        body()
        depth -= 1
        flush()
        let result = delivered
        delivered.removeAll()
        return result
    }

    /// A change between events (an action disabling a recognizer) delivers at once.
    private func flushOutsideOperation() {
        guard depth == 0 else { return }
        flush()
        delivered.removeAll()
    }

    /// Delivers every held callback nothing holds back any more, in order per sequence.
    private func flush() {
        for sequence in sequences {
            while let head = sequence.held.first, !sequence.holds(head.phase) {
                sequence.held.removeFirst()
                switch head.phase {
                case .began: sequence.openTouches += 1
                case .ended: sequence.openTouches = max(0, sequence.openTouches - 1)
                case .moved, .cancelled: break
                }
                deliver(ViewTouch(phase: head.phase, sequence: sequence.id, event: head.event, deliveredAt: now))
            }
        }
        sequences.removeAll { !$0.isLive && $0.held.isEmpty }
    }

    /// Ends the view's part in a sequence: drops what is held and, if the view has a
    /// press open, sends it a cancel.
    private func cancelInView(_ sequence: TouchSequence) {
        guard !sequence.isCancelled else { return }
        sequence.isCancelled = true
        sequence.held.removeAll()
        if sequence.openTouches > 0 {
            sequence.openTouches = 0
            deliver(ViewTouch(phase: .cancelled, sequence: sequence.id, event: nil, deliveredAt: now))
        }
    }

    private func deliver(_ touch: ViewTouch) {
        delivered.append(touch)
        onViewTouch?(touch)
    }
}
