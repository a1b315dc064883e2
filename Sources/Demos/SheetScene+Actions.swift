import Fling

/// What the buttons and the cover's Close button do, and what the scene reads back from the
/// host for its label and its trace.
extension SheetScene {
    /// Presents the sheet with the medium and large detents; it rests at medium first
    /// (UIKit's default: the lowest detent).
    func presentDetents() {
        guard home.presentedScreen == nil else { return }
        home.present(detentsSheet, style: .sheet(detents: [.medium, .large]))
    }

    /// Presents the sheet with a custom 240-point detent and the large one.
    func presentCustom() {
        guard home.presentedScreen == nil else { return }
        home.present(customSheet, style: .sheet(detents: [.custom(height: Self.customHeight), .large]))
    }

    /// Presents the full-screen cover: the root disappears beneath it.
    func presentCover() {
        guard home.presentedScreen == nil else { return }
        home.present(cover, style: .fullScreenCover)
    }

    /// The presented screen on top in the host — presented, or sliding out after its
    /// dismissal — or nil when the root is alone.
    var shownScreen: SheetSceneScreen? {
        host.shownScreens.last.flatMap { shown in presentable.first { $0 === shown } }
    }

    /// The selected detent of the sheet the root presents, if it presents a sheet.
    var presentedSheetDetent: SheetDetent? { home.presentedScreen?.selectedDetent }

    /// A detent as a number for the trace: 0 none, 1 custom, 2 medium, 3 large.
    static func number(of detent: SheetDetent?) -> Double {
        switch detent {
        case nil: return 0
        case .custom: return 1
        case .medium: return 2
        case .large: return 3
        }
    }

    /// An appearance state as a number for the trace, in the order a screen passes them.
    static func number(of state: AppearanceState) -> Double {
        switch state {
        case .disappeared: return 0
        case .appearing: return 1
        case .appeared: return 2
        case .disappearing: return 3
        }
    }

    /// A detent's name for the label.
    static func name(of detent: SheetDetent?) -> String {
        switch detent {
        case nil: return "none"
        case let .custom(height): return "custom \(NumberText.fixed(height, decimals: 0)) pt"
        case .medium: return "medium"
        case .large: return "large"
        }
    }

    /// Sets the state label's text from the host: the sheet's detent, the root's and the shown
    /// screen's appearance states, and Reduce Motion.
    func updateState() {
        var parts = [
            "selectedDetent: \(Self.name(of: presentedSheetDetent))", "Home: \(home.appearanceState.rawValue)",
        ]
        if let shown = shownScreen { parts.append("\(shown.title): \(shown.appearanceState.rawValue)") }
        parts.append("Reduce Motion: " + (engine.accessibilityReduceMotion ? "on" : "off"))
        let text = parts.joined(separator: " · ")
        guard text != stateText else { return }
        stateText = text
        stateLabel.text?.string = text
        cover.note?.text?.string =
            "Beneath this cover — Home: \(home.appearanceState.rawValue) (UIKit's full-screen rule)"
    }
}
