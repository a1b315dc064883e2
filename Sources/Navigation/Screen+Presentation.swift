/// Presenting screens: UIKit's `present(_:animated:completion:)` and `dismiss(animated:)`,
/// SwiftUI's `.sheet` and `.fullScreenCover`, through the screen's `presentationHost`.
extension Screen {
    /// Presents `presented` over this screen as a sheet or a full-screen cover
    /// (`UIViewController.present(_:animated:completion:)` with `modalPresentationStyle`,
    /// SwiftUI's `.sheet(isPresented:)` and `.fullScreenCover(isPresented:)`); see
    /// `PresentationHost` for where it is shown and how it moves. Presenting needs a
    /// `presentationHost`, a screen that presents already, or one shown already is a
    /// programming error.
    public func present(_ presented: Screen, style: PresentationStyle = .sheet, animated: Bool = true) {
        guard let host = presentationHost else {
            preconditionFailure(
                "present(_:style:animated:): screen \"\(title)\" has no presentationHost; make it a host's root, present it, or set its presentationHost"
            )
        }
        host.present(presented, from: self, style: style, animated: animated)
    }

    /// Dismisses what this screen presents, or, when it presents nothing, this screen itself
    /// (`dismiss(animated:completion:)`, which UIKit forwards the same way); does nothing when
    /// neither is presented.
    public func dismiss(animated: Bool = true) {
        guard let host = presentationHost else { return }
        if let presentedScreen {
            host.dismiss(presentedScreen, animated: animated)
        } else if presentingScreen != nil {
            host.dismiss(self, animated: animated)
        }
    }

    /// How this screen is presented, while it is (`modalPresentationStyle`).
    public var presentationStyle: PresentationStyle? {
        presentingScreen == nil ? nil : presentation?.style
    }

    /// The detent this sheet rests at (`UISheetPresentationController.selectedDetentIdentifier`);
    /// nil unless the screen is presented as a sheet. Setting it moves the sheet there on the
    /// host's spring (as inside `animateChanges`); a detent the sheet does not have is ignored.
    public var selectedDetent: SheetDetent? {
        get { presentingScreen == nil ? nil : presentation?.selectedDetent }
        set {
            guard let newValue, let presentation, presentingScreen != nil, let host = presentationHost,
                presentation.detents(in: host.size.height).contains(newValue)
            else { return }
            host.select(newValue, for: presentation)
        }
    }
}
