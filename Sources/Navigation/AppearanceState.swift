/// Where a screen is in its appearance, as UIKit's view controllers are (WWDC 2024, "Enhance
/// your UI animations and transitions"): every push and pop moves the screens it involves
/// through these, calling the appearance callbacks on the way.
///
/// `disappeared` → `appearing` (`viewWillAppear`, `viewIsAppearing`) → `appeared`
/// (`viewDidAppear`) → `disappearing` (`viewWillDisappear`) → `disappeared`
/// (`viewDidDisappear`). A cancelled pop turns a disappearing screen straight back to
/// `appearing` and `appeared` in one turn.
public enum AppearanceState: String, Hashable, Sendable, CaseIterable {
    case disappeared
    case appearing
    case appeared
    case disappearing
}
