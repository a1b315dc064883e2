/// What a finished session did.
package struct SessionReport: Sendable {
    /// Frames run.
    package var frames: Int
}
