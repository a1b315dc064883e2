/// Why the SDL window could not be used, as one line for the command line to print.
public struct SDLError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
