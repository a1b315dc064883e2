import SwiftDiagnostics

/// What `@Animatable` says about a type or one of its properties.
enum AnimatableDiagnostic: DiagnosticMessage {
    /// The macro is on an enum, an actor, a protocol or an extension.
    case notStructOrClass(kind: String)
    /// A `let`: `animatableData`'s setter could not set it.
    case letProperty(name: String)
    /// A stored `var` with no written type: a macro sees syntax, not inferred types.
    case missingType(name: String)
    /// A standard library spelling that is not `Animatable`, and why it cannot be.
    case notAnimatable(name: String, type: String, reason: String)

    var message: String {
        switch self {
        case let .notStructOrClass(kind):
            "@Animatable applies to a struct or a class, not to \(kind)"
        case let .letProperty(name):
            "'let \(name)' cannot animate: animatableData's setter must set it; "
                + "make it 'var', or mark it @AnimatableIgnored"
        case let .missingType(name):
            "'var \(name)' has no type annotation: @Animatable needs the type written "
                + "to synthesize animatableData; write it, or mark the property @AnimatableIgnored"
        case let .notAnimatable(name, type, reason):
            "'\(name): \(type)' cannot animate: \(reason); mark it @AnimatableIgnored"
        }
    }

    var diagnosticID: MessageID {
        switch self {
        case .notStructOrClass: MessageID(domain: "FlingMacros", id: "Animatable.notStructOrClass")
        case .letProperty: MessageID(domain: "FlingMacros", id: "Animatable.letProperty")
        case .missingType: MessageID(domain: "FlingMacros", id: "Animatable.missingType")
        case .notAnimatable: MessageID(domain: "FlingMacros", id: "Animatable.notAnimatable")
        }
    }

    var severity: DiagnosticSeverity { .error }
}

/// The fix-it every property diagnostic offers.
struct AddAnimatableIgnored: FixItMessage {
    var message: String { "Add @AnimatableIgnored" }
    var fixItID: MessageID { MessageID(domain: "FlingMacros", id: "Animatable.addIgnored") }
}
