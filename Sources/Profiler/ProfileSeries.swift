/// A series of per-frame times a summary keeps statistics of: the frame interval or a phase.
public enum ProfileSeries: Hashable, Sendable, CustomStringConvertible {
    /// Wall time between consecutive frame starts.
    case frameInterval
    /// One phase's duration.
    case phase(FramePhase)

    /// The frame interval, then every phase in frame order.
    public static let all: [ProfileSeries] = [.frameInterval] + FramePhase.allCases.map { .phase($0) }

    /// The series' name in summaries, comparisons and budgets: "frame-interval", "render".
    public var name: String {
        switch self {
        case .frameInterval: "frame-interval"
        case let .phase(phase): phase.rawValue
        }
    }

    /// The series named `name` ("interval" is accepted for the frame interval).
    public init?(name: String) {
        if name == "frame-interval" || name == "interval" {
            self = .frameInterval
            return
        }
        guard let phase = FramePhase(rawValue: name) else { return nil }
        self = .phase(phase)
    }

    public var description: String { name }
}
