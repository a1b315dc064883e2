import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin behind `import FlingMacros`: `@Animatable`, the `@AnimatableMember`
/// it adds to each animated property, and `@AnimatableIgnored`.
@main
struct FlingMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        AnimatableMacro.self,
        AnimatableMemberMacro.self,
        AnimatableIgnoredMacro.self,
    ]
}
