import Input

/// One touch sequence as the view sees it: from the first press to the last release.
///
/// It remembers which recognizers track it (they may hold its callbacks back), the
/// callbacks held so far, and whether the view has touches open (began without ended), so
/// a cancel goes only to a view that has something to cancel.
final class TouchSequence {
    let id: Int
    /// Whether buttons of this sequence are still held.
    var isLive = true
    /// Recognizers that tracked this sequence and have not left `possible` since.
    var participants: [GestureRecognizer] = []
    /// Callbacks waiting for the recognizers holding them, oldest first.
    var held: [(phase: ViewTouch.Phase, event: InputEvent)] = []
    /// Presses the view received without their release.
    var openTouches = 0
    /// Whether the view's touches were cancelled; later events of the sequence are dropped.
    var isCancelled = false

    init(id: Int) {
        self.id = id
    }

    /// Whether a recognizer still deciding holds back a callback of this phase.
    func holds(_ phase: ViewTouch.Phase) -> Bool {
        switch phase {
        case .began: participants.contains { $0.isAnalyzing && $0.delaysTouchesBegan }
        case .ended: participants.contains { $0.isAnalyzing && $0.delaysTouchesEnded }
        // Moves wait only behind a held press; a cancel is never held.
        case .moved, .cancelled: false
        }
    }
}
