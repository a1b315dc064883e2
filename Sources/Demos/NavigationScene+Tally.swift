import Fling

extension NavigationScene {
    /// How many times each appearance callback has run for the screens of one role (the list,
    /// every detail, every info sheet), which the scene shows and traces: a push or a pop ends
    /// every "will" with its "did"; a cancelled back swipe leaves the list with a
    /// `viewWillAppear` that a `viewWillDisappear` answers, and the detail with a
    /// `viewWillDisappear` that a `viewWillAppear` answers (UIKit's cancelled pop, WWDC 2024).
    public final class CallbackTally {
        /// The role's name: the prefix of its traced counts.
        public let role: String
        public internal(set) var willAppear = 0
        public internal(set) var isAppearing = 0
        public internal(set) var didAppear = 0
        public internal(set) var willDisappear = 0
        public internal(set) var didDisappear = 0

        init(_ role: String) { self.role = role }

        /// The five counts in callback order, named `ROLE.willAppear` and so on.
        var traced: [(name: String, value: Double)] {
            [
                ("\(role).willAppear", Double(willAppear)), ("\(role).isAppearing", Double(isAppearing)),
                ("\(role).didAppear", Double(didAppear)), ("\(role).willDisappear", Double(willDisappear)),
                ("\(role).didDisappear", Double(didDisappear)),
            ]
        }

        /// The five counts in callback order.
        public var counts: [Int] { [willAppear, isAppearing, didAppear, willDisappear, didDisappear] }
    }

    /// A screen that counts its appearance callbacks into its role's tally; the scene's screens
    /// lay their content out in `layoutContent()`, called when they appear (sized, iOS 17's
    /// `viewIsAppearing`) and when the window is resized.
    public class TalliedScreen: Screen {
        /// Where this screen's callbacks are counted.
        public let tally: CallbackTally

        init(title: String, tally: CallbackTally, background: Color) {
            self.tally = tally
            super.init(title: title, view: Layer(name: "screen.\(tally.role)", backgroundColor: background))
        }

        /// Places the screen's sublayers for its view's bounds.
        func layoutContent() {}

        override public func viewWillAppear(_ animated: Bool) { tally.willAppear += 1 }
        override public func viewIsAppearing(_ animated: Bool) {
            tally.isAppearing += 1
            layoutContent()
        }
        override public func viewDidAppear(_ animated: Bool) { tally.didAppear += 1 }
        override public func viewWillDisappear(_ animated: Bool) { tally.willDisappear += 1 }
        override public func viewDidDisappear(_ animated: Bool) { tally.didDisappear += 1 }
    }
}
