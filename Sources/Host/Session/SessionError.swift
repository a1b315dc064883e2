/// A session could not start or finish; one line for the command line to print.
package struct SessionError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
