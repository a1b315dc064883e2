/// An animation a layer holds: the copy that was added, its resolved begin and end, and
/// whether its completion has run.
final class RunningLayerAnimation {
    let key: String?
    let animation: any LayerAnimation
    let begin: Double
    /// When its active time ends (nil: never, or only when it says so).
    let end: Double?
    /// The transaction it belongs to, told when it stops.
    let transaction: Transaction?
    var stopped = false

    init(key: String?, animation: any LayerAnimation, begin: Double, end: Double?, transaction: Transaction?) {
        self.key = key
        self.animation = animation
        self.begin = begin
        self.end = end
        self.transaction = transaction
    }
}
