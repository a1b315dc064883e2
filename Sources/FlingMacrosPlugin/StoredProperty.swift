import SwiftSyntax

/// What `@Animatable` makes of one binding of a member `var` or `let`.
enum StoredProperty {
    /// A stored `var` with a written type, not ignored: part of `animatableData`.
    case animated(name: TokenSyntax, type: TypeSyntax)
    /// Static, computed or `@AnimatableIgnored`: not part of `animatableData`, and nothing to say.
    case skipped
    /// A property `@Animatable` cannot animate, the binding to point at, and why.
    case rejected(at: Syntax, AnimatableDiagnostic)

    /// Every binding of `declaration`, in order (`var a, b: Double` is two).
    static func all(in declaration: VariableDeclSyntax) -> [StoredProperty] {
        let isStatic = declaration.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        if isStatic || declaration.hasAttribute(named: "AnimatableIgnored") { return [.skipped] }
        let isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
        let bindings = Array(declaration.bindings)
        return bindings.indices.map { index in
            let binding = bindings[index]
            if binding.isComputed { return .skipped }
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                return .rejected(at: Syntax(binding.pattern), .missingType(name: binding.pattern.trimmedDescription))
            }
            let name = pattern.identifier.text
            if isLet { return .rejected(at: Syntax(binding), .letProperty(name: name)) }
            // `var a, b: Double`: a binding with no type and no value takes the next one's type.
            let type =
                binding.typeAnnotation?.type
                ?? (binding.initializer == nil
                    ? bindings[(index + 1)...].lazy.compactMap(\.typeAnnotation?.type).first : nil)
            guard let type else { return .rejected(at: Syntax(binding), .missingType(name: name)) }
            if let reason = NonAnimatableType.reason(for: type) {
                return .rejected(
                    at: Syntax(binding), .notAnimatable(name: name, type: type.trimmedDescription, reason: reason))
            }
            return .animated(name: pattern.identifier.trimmed, type: type.trimmed)
        }
    }
}

extension PatternBindingSyntax {
    /// A `get`, `set`, `_read`, `_modify` or `init` accessor makes the property computed;
    /// `willSet` and `didSet` observe a stored one.
    var isComputed: Bool {
        switch accessorBlock?.accessors {
        case .none: false
        case .getter: true
        case let .accessors(list)?:
            list.contains {
                $0.accessorSpecifier.tokenKind != .keyword(.willSet)
                    && $0.accessorSpecifier.tokenKind != .keyword(.didSet)
            }
        }
    }
}

extension VariableDeclSyntax {
    /// Whether the declaration carries `@name` (or `@FlingMacros.name`).
    func hasAttribute(named name: String) -> Bool {
        attributes.contains { element in
            guard case let .attribute(attribute) = element else { return false }
            let type = attribute.attributeName
            if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == name }
            if let member = type.as(MemberTypeSyntax.self) { return member.name.text == name }
            return false
        }
    }

    /// The declaration with `@AnimatableIgnored` in front: the fix-it's replacement.
    var ignored: VariableDeclSyntax {
        var copy = self
        copy.leadingTrivia = []
        let attribute = AttributeSyntax(
            leadingTrivia: leadingTrivia, attributeName: IdentifierTypeSyntax(name: .identifier("AnimatableIgnored")),
            trailingTrivia: .space)
        copy.attributes.insert(.attribute(attribute), at: copy.attributes.startIndex)
        return copy
    }
}
