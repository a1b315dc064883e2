/// How a presented screen is shown — `UIModalPresentationStyle`, SwiftUI's `.sheet` and
/// `.fullScreenCover`.
public enum PresentationStyle: Hashable, Sendable {
    /// A sheet sliding up from the bottom over a dimming layer, resting at one of `detents`
    /// and dragged between them (`.pageSheet` with a `UISheetPresentationController`). The
    /// presenter stays appeared beneath it, as under UIKit's page sheet. No detents means
    /// `[.large]`.
    case sheet(detents: [SheetDetent])
    /// A screen sliding up over everything to fill the host (`.fullScreen`,
    /// `.fullScreenCover`): the presenter disappears beneath it and appears again when it is
    /// dismissed, as UIKit's full-screen presentation does.
    case fullScreenCover

    /// A sheet with the large detent only (SwiftUI's `.sheet` default).
    public static var sheet: PresentationStyle { .sheet(detents: [.large]) }
}
