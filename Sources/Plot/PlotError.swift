/// A plot request the user got wrong, as one line that names the flag.
public struct PlotError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
