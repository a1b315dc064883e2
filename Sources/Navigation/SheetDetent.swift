/// A height a sheet rests at — `UISheetPresentationController.Detent`, SwiftUI's
/// `PresentationDetent`.
///
/// Heights are measured from the bottom of the host: `.medium` is half the host's height,
/// `.large` the full height less `largeTopInset` (10 %) of it — the strip where iOS shows the
/// presenter behind a large sheet —, and `.custom(height:)` a fixed height, clamped to the
/// large one.
public enum SheetDetent: Hashable, Sendable {
    /// Half the host's height (`.medium()`).
    case medium
    /// The host's height less `largeTopInset` of it (`.large()`).
    case large
    /// A fixed height in points, at most the large detent's (`.custom { _ in height }`).
    case custom(height: Double)

    /// The share of the host's height left above a large sheet (0.1).
    public static let largeTopInset = 0.1

    /// The sheet's height at this detent in a host `hostHeight` points tall.
    public func height(in hostHeight: Double) -> Double {
        let large = hostHeight * (1 - Self.largeTopInset)
        switch self {
        case .medium: return hostHeight / 2
        case .large: return large
        case let .custom(height): return min(max(height, 0), large)
        }
    }
}
