import Input
import Layers
import Motion
import Time

/// Delivers a layer tree's input to the gesture recognizers attached to its layers, and
/// arbitrates between them as UIKit does.
///
/// Delivery follows UIKit's hit testing. A press (the first button down) or a scroll is
/// hit-tested on the tree — the deepest layer under the pointer that takes interaction;
/// hidden, nearly transparent and interaction-disabled layers are skipped
/// (`Layer.hitTest(_:usingPresentation:)`) — and the recognizers attached to that layer and
/// to its ancestors take part: they get the press (`pressBegan`) and the gesture that
/// follows. Their order comes from the tree: the hit layer's recognizers first, in the order
/// they were added, then its superlayer's, up to the root. Every other recognizer in the
/// tree is told the press missed it (a double tap in progress elsewhere fails). Hit testing
/// reads the model values, as UIKit does; `hitTestsPresentation` makes it read what is
/// shown instead, so a moving layer can be caught where it is seen.
///
/// Before an event, every recognizer is ticked to its time; `tick(at:)` does the same
/// between events, once per frame.
///
/// Arbitration, following UIKit:
/// - When a recognizer recognizes (begins, or is recognized if discrete), every other
///   recognizer still deciding fails, unless `shouldRecognizeSimultaneously` of either
///   allows the pair. A recognizer cannot begin while another one that it may not run with
///   is in progress. So a pan that begins fails a tap, and a long press that begins fails
///   the pan. On the event where two would recognize, the first in delivery order wins.
/// - `require(toFail:)` keeps a recognizer waiting in `possible` until the other fails,
///   and fails it if the other recognizes.
///
/// The layer hit (UIKit's hit-test view) receives `ViewTouch` callbacks: began on a press,
/// moved, ended on a release — after the recognizers have seen the event, as UIKit's
/// window delivers to recognizers first. A recognizer that recognizes with
/// `cancelsTouchesInView` turns the rest of the layer's sequence into one `cancelled` (sent
/// only if the layer had received a press). While a recognizer tracking the sequence is
/// still deciding, `delaysTouchesBegan` holds presses (and the moves behind them) and
/// `delaysTouchesEnded` holds releases; held callbacks are delivered when it fails and
/// dropped if it recognizes. Losing focus cancels the layer's touches in progress, cancels
/// recognizers that began and fails those still possible.
public final class GestureArena {
    /// The tree whose recognizers take part.
    public let root: Layer
    /// Whether presses and scrolls are hit-tested on the presentation values (what is
    /// shown) instead of the model values. UIKit tests the model; false by default.
    public var hitTestsPresentation = false
    /// The tree's recognizers in delivery order as of the latest press or scroll: those on
    /// the layer hit and its ancestors first, deepest first, then the rest of the tree.
    public private(set) var recognizers: [GestureRecognizer] = []
    /// Called with every callback the layer under the pointer receives, as it is delivered
    /// (also for ones caused between events, such as a recognizer disabled from an action).
    public var onViewTouch: ((ViewTouch) -> Void)?
    /// Called with every state change of a recognizer in the tree, as it happens — failures
    /// (which call no action) and changes between events included — before the
    /// recognizer's actions run.
    public var onTransition: ((GestureTransition) -> Void)?
    /// The time of the latest event or tick.
    public private(set) var now: FrameTime = .zero
    /// The layer the latest press or scroll hit, or nil when it hit nothing.
    public private(set) var hitLayer: Layer?

    private var sequences: [TouchSequence] = []
    private var live: TouchSequence?
    private var pressed: PointerButtons = []
    private var nextSequenceID = 1
    private var depth = 0
    private var delivered: [ViewTouch] = []
    /// The layers from the latest hit up to the root, by identity.
    private var hitChain: Set<ObjectIdentifier> = []

    /// An arena for the recognizers of the tree under `root`.
    public init(root: Layer) {
        self.root = root
    }

    /// Hit-tests `point` (window points) and orders the recognizers for the gesture it starts.
    private func route(at point: Point) {
        hitLayer = root.hitTest(point, usingPresentation: hitTestsPresentation)
        var chain: [Layer] = []
        var layer = hitLayer
        while let current = layer {
            chain.append(current)
            if current === root { break }
            layer = current.superlayer
        }
        hitChain = Set(chain.map { ObjectIdentifier($0) })
        let onChain = chain.flatMap(\.gestureRecognizers)
        let chainIDs = Set(onChain.map { ObjectIdentifier($0) })
        adopt(onChain + root.gestureRecognizersInTree.filter { !chainIDs.contains(ObjectIdentifier($0)) })
    }

    /// Makes `list` the recognizers in play, in that order.
    private func adopt(_ list: [GestureRecognizer]) {
        let previous = recognizers
        recognizers = list
        // Recognizers that left the tree since the last route stop what they were doing.
        let current = Set(recognizers.map { ObjectIdentifier($0) })
        for gone in previous where !current.contains(ObjectIdentifier(gone)) && gone.arena === self {
            gone.interrupt(at: nil)
            gone.arena = nil
            gone.hitTest = { _ in true }
        }
        for recognizer in recognizers {
            recognizer.arena = self
            // Weak: a recognizer may outlive its arena and be fed events on its own.
            recognizer.hitTest = { [weak self, weak recognizer] _ in
                guard let self, let layer = recognizer?.layer else { return true }
                return hitChain.contains(ObjectIdentifier(layer))
            }
        }
    }

    /// Stops a recognizer that leaves its layer: a gesture in progress is cancelled (or
    /// fails) first, as when UIKit removes a recognizer from its view.
    func remove(_ recognizer: GestureRecognizer) {
        guard recognizer.arena === self else { return }
        recognizer.interrupt(at: nil)
        recognizer.arena = nil
        recognizer.hitTest = { _ in true }
        recognizers.removeAll { $0 === recognizer }
        for sequence in sequences { sequence.participants.removeAll { $0 === recognizer } }
        flushOutsideOperation()
    }

    /// Feeds one event: ticks every recognizer to its time, lets each read it, then
    /// delivers what the view receives now. Returns those callbacks.
    @discardableResult
    public func handle(_ event: InputEvent) -> [ViewTouch] {
        operate(at: event.time) {
            for recognizer in recognizers where recognizer.isEnabled && recognizer.arena === self {
                recognizer.tick(at: event.time)
            }
            var viewPhase: ViewTouch.Phase?
            switch event.kind {
            case let .pointerDown(x, y, button):
                if pressed.isEmpty {
                    route(at: Point(x: x, y: y))
                    let sequence = TouchSequence(id: nextSequenceID)
                    nextSequenceID += 1
                    sequences.append(sequence)
                    live = sequence
                }
                if !pressed.contains(button.mask) {
                    pressed.insert(button.mask)
                    viewPhase = .began
                }
            case let .wheel(x, y, _, _, _):
                // A scroll while a button is held belongs to the gesture under way.
                if pressed.isEmpty { route(at: Point(x: x, y: y)) }
            case .key:
                // Keys reach every recognizer in the tree (a modifier held before a gesture
                // starts matters to it); a press under way keeps its order.
                if pressed.isEmpty { adopt(root.gestureRecognizersInTree) }
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
            for recognizer in recognizers where recognizer.isEnabled && recognizer.arena === self {
                recognizer.receive(event)
            }
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
    public func tick(at time: FrameTime) -> [ViewTouch] {
        operate(at: time) {
            for recognizer in recognizers where recognizer.isEnabled && recognizer.arena === self {
                recognizer.tick(at: time)
            }
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

    private func operate(at time: FrameTime, _ body: () -> Void) -> [ViewTouch] {
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
