import SwiftSyntax
import SwiftSyntaxMacros

/// `@AnimatableIgnored`: a marker that `@Animatable` reads; it expands to nothing.
public struct AnimatableIgnoredMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
