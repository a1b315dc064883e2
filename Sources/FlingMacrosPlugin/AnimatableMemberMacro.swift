import SwiftSyntax
import SwiftSyntaxMacros

/// `@AnimatableMember`, which `@Animatable` puts on each property it animates: a private static
/// function beside the property that needs the property's type to be `Animatable`.
///
/// A macro sees spellings, not types, so `@Animatable` cannot know that a property's
/// `Tint` is not `Animatable`; the type checker can, and it reports an error in a macro's
/// expansion at the declaration the macro is attached to. The synthesized `animatableData`
/// belongs to the type, so its errors point at the type; this one belongs to the property.
public struct AnimatableMemberMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self) else { return [] }
        return StoredProperty.all(in: variable).compactMap { property in
            guard case let .animated(name, type) = property else { return nil }
            return """
                private static func _animatable_\(raw: name.text.filter { $0 != "`" })() {
                    propertyMustBeAnimatableOrIgnored(\(type).self)
                }
                """
        }
    }
}
