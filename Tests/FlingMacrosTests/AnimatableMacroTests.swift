import FlingMacrosPlugin
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@Animatable`'s expansions and diagnostics, as swift-macro-testing records them: each test's
/// source, then what the compiler would see (or say, and what the fix-it writes).
@Suite(
    .macros(
        [
            "Animatable": MacroSpec(type: AnimatableMacro.self, conformances: ["Animatable"]),
            "AnimatableIgnored": MacroSpec(type: AnimatableIgnoredMacro.self),
            "AnimatableMember": MacroSpec(type: AnimatableMemberMacro.self),
        ]))
struct AnimatableMacroTests {
    @Test func threePropertiesOneIgnored() {
        assertMacro {
            """
            @Animatable
            struct Card {
                var scale: Double
                var offset: Point
                @AnimatableIgnored var title: String
                var tint: Color
            }
            """
        } expansion: {
            """
            struct Card {
                var scale: Double

                private static func _animatable_scale() {
                    propertyMustBeAnimatableOrIgnored(Double.self)
                }
                var offset: Point

                private static func _animatable_offset() {
                    propertyMustBeAnimatableOrIgnored(Point.self)
                }
                var title: String
                var tint: Color

                private static func _animatable_tint() {
                    propertyMustBeAnimatableOrIgnored(Color.self)
                }

                var animatableData: AnimatablePair<Double.AnimatableData, AnimatablePair<Point.AnimatableData, Color.AnimatableData>> {
                    get {
                        AnimatablePair(self.scale.animatableData, AnimatablePair(self.offset.animatableData, self.tint.animatableData))
                    }
                    set {
                        self.scale.animatableData = newValue.first
                        self.offset.animatableData = newValue.second.first
                        self.tint.animatableData = newValue.second.second
                    }
                }
            }

            extension Card: Animatable {
            }
            """
        }
    }

    @Test func nestedTypes() {
        assertMacro {
            """
            enum Deck {
                @Animatable
                public struct Card {
                    public var frame: Rect
                    var shadow: Deck.Shadow
                    var angle: Swift.Double

                    @Animatable
                    struct Badge {
                        var scale: Double
                    }
                }
            }
            """
        } expansion: {
            """
            enum Deck {
                public struct Card {
                    public var frame: Rect

                    private static func _animatable_frame() {
                        propertyMustBeAnimatableOrIgnored(Rect.self)
                    }
                    var shadow: Deck.Shadow

                    private static func _animatable_shadow() {
                        propertyMustBeAnimatableOrIgnored(Deck.Shadow.self)
                    }
                    var angle: Swift.Double

                    private static func _animatable_angle() {
                        propertyMustBeAnimatableOrIgnored(Swift.Double.self)
                    }
                    struct Badge {
                        var scale: Double

                        private static func _animatable_scale() {
                            propertyMustBeAnimatableOrIgnored(Double.self)
                        }

                        var animatableData: Double.AnimatableData {
                            get {
                                self.scale.animatableData
                            }
                            set {
                                self.scale.animatableData = newValue
                            }
                        }
                    }

                    public var animatableData: AnimatablePair<Rect.AnimatableData, AnimatablePair<Deck.Shadow.AnimatableData, Swift.Double.AnimatableData>> {
                        get {
                            AnimatablePair(self.frame.animatableData, AnimatablePair(self.shadow.animatableData, self.angle.animatableData))
                        }
                        set {
                            self.frame.animatableData = newValue.first
                            self.shadow.animatableData = newValue.second.first
                            self.angle.animatableData = newValue.second.second
                        }
                    }
                }
            }

            extension Deck.Card.Badge: Animatable {
            }

            extension Deck.Card: Animatable {
            }
            """
        }
    }

    @Test func staticAndComputedPropertiesAreSkipped() {
        assertMacro {
            """
            @Animatable
            struct Gauge {
                static var shared = Gauge(level: 0, width: 1)
                static let limit = 10
                var level: Double
                var width: Float {
                    didSet { print(width) }
                }
                var percent: Double { level * 100 }
                var half: Double {
                    get { level / 2 }
                    set { level = newValue * 2 }
                }
            }
            """
        } expansion: {
            """
            struct Gauge {
                static var shared = Gauge(level: 0, width: 1)
                static let limit = 10
                var level: Double

                private static func _animatable_level() {
                    propertyMustBeAnimatableOrIgnored(Double.self)
                }
                var width: Float {
                    didSet { print(width) }
                }

                private static func _animatable_width() {
                    propertyMustBeAnimatableOrIgnored(Float.self)
                }
                var percent: Double { level * 100 }
                var half: Double {
                    get { level / 2 }
                    set { level = newValue * 2 }
                }

                var animatableData: AnimatablePair<Double.AnimatableData, Float.AnimatableData> {
                    get {
                        AnimatablePair(self.level.animatableData, self.width.animatableData)
                    }
                    set {
                        self.level.animatableData = newValue.first
                        self.width.animatableData = newValue.second
                    }
                }
            }

            extension Gauge: Animatable {
            }
            """
        }
    }

    @Test func aClass() {
        assertMacro {
            """
            @Animatable
            final class Knob {
                var angle: Angle
                @AnimatableIgnored let name: String
                init(angle: Angle, name: String) {
                    self.angle = angle
                    self.name = name
                }
            }
            """
        } expansion: {
            """
            final class Knob {
                var angle: Angle

                private static func _animatable_angle() {
                    propertyMustBeAnimatableOrIgnored(Angle.self)
                }
                let name: String
                init(angle: Angle, name: String) {
                    self.angle = angle
                    self.name = name
                }

                var animatableData: Angle.AnimatableData {
                    get {
                        self.angle.animatableData
                    }
                    set {
                        self.angle.animatableData = newValue
                    }
                }
            }

            extension Knob: Animatable {
            }
            """
        }
    }

    @Test func onePropertyIsItsOwnData() {
        assertMacro {
            """
            @Animatable
            struct Fade {
                var opacity: Double
            }
            """
        } expansion: {
            """
            struct Fade {
                var opacity: Double

                private static func _animatable_opacity() {
                    propertyMustBeAnimatableOrIgnored(Double.self)
                }

                var animatableData: Double.AnimatableData {
                    get {
                        self.opacity.animatableData
                    }
                    set {
                        self.opacity.animatableData = newValue
                    }
                }
            }

            extension Fade: Animatable {
            }
            """
        }
    }

    @Test func noPropertyIsEmptyData() {
        assertMacro {
            """
            @Animatable
            struct Caption {
                @AnimatableIgnored var text: String
            }
            """
        } expansion: {
            """
            struct Caption {
                var text: String

                var animatableData: EmptyAnimatableData {
                    get {
                        EmptyAnimatableData()
                    }
                    set {

                    }
                }
            }

            extension Caption: Animatable {
            }
            """
        }
    }

    @Test func oneDeclarationOfTwoBindings() {
        assertMacro {
            """
            @Animatable
            struct Segment {
                var start, end: Point
            }
            """
        } expansion: {
            """
            struct Segment {
                var start, end: Point

                var animatableData: AnimatablePair<Point.AnimatableData, Point.AnimatableData> {
                    get {
                        AnimatablePair(self.start.animatableData, self.end.animatableData)
                    }
                    set {
                        self.start.animatableData = newValue.first
                        self.end.animatableData = newValue.second
                    }
                }
            }

            extension Segment: Animatable {
            }
            """
        }
    }

    @Test func aHandWrittenAnimatableDataIsKept() {
        assertMacro {
            """
            @Animatable
            struct Ring {
                var radius: Double
                var animatableData: Double {
                    get { radius }
                    set { radius = newValue }
                }
            }
            """
        } expansion: {
            """
            struct Ring {
                var radius: Double
                var animatableData: Double {
                    get { radius }
                    set { radius = newValue }
                }
            }

            extension Ring: Animatable {
            }
            """
        }
    }

    @Test func aLetIsAnErrorWithAFixIt() {
        assertMacro {
            """
            @Animatable
            struct Card {
                let id: Double
                var scale: Double
            }
            """
        } diagnostics: {
            """
            @Animatable
            struct Card {
                let id: Double
                    ┬─────────
                    ╰─ 🛑 'let id' cannot animate: animatableData's setter must set it; make it 'var', or mark it @AnimatableIgnored
                       ✏️ Add @AnimatableIgnored
                var scale: Double
            }
            """
        } fixes: {
            """
            @Animatable
            struct Card {
                @AnimatableIgnored let id: Double
                var scale: Double
            }
            """
        } expansion: {
            """
            struct Card {
                let id: Double
                var scale: Double

                private static func _animatable_scale() {
                    propertyMustBeAnimatableOrIgnored(Double.self)
                }

                var animatableData: Double.AnimatableData {
                    get {
                        self.scale.animatableData
                    }
                    set {
                        self.scale.animatableData = newValue
                    }
                }
            }

            extension Card: Animatable {
            }
            """
        }
    }

    @Test func aPropertyWithoutATypeIsAnErrorWithAFixIt() {
        assertMacro {
            """
            @Animatable
            struct Card {
                var scale = 1.0
                var offset: Point
            }
            """
        } diagnostics: {
            """
            @Animatable
            struct Card {
                var scale = 1.0
                    ┬──────────
                    ╰─ 🛑 'var scale' has no type annotation: @Animatable needs the type written to synthesize animatableData; write it, or mark the property @AnimatableIgnored
                       ✏️ Add @AnimatableIgnored
                var offset: Point
            }
            """
        } fixes: {
            """
            @Animatable
            struct Card {
                @AnimatableIgnored var scale = 1.0
                var offset: Point
            }
            """
        } expansion: {
            """
            struct Card {
                var scale = 1.0
                var offset: Point

                private static func _animatable_offset() {
                    propertyMustBeAnimatableOrIgnored(Point.self)
                }

                var animatableData: Point.AnimatableData {
                    get {
                        self.offset.animatableData
                    }
                    set {
                        self.offset.animatableData = newValue
                    }
                }
            }

            extension Card: Animatable {
            }
            """
        }
    }

    @Test func aStringIsAnErrorWithAFixIt() {
        assertMacro {
            """
            @Animatable
            struct Label {
                var title: String
                var scale: Double
            }
            """
        } diagnostics: {
            """
            @Animatable
            struct Label {
                var title: String
                    ┬────────────
                    ╰─ 🛑 'title: String' cannot animate: text does not interpolate; mark it @AnimatableIgnored
                       ✏️ Add @AnimatableIgnored
                var scale: Double
            }
            """
        } fixes: {
            """
            @Animatable
            struct Label {
                @AnimatableIgnored var title: String
                var scale: Double
            }
            """
        } expansion: {
            """
            struct Label {
                var title: String
                var scale: Double

                private static func _animatable_scale() {
                    propertyMustBeAnimatableOrIgnored(Double.self)
                }

                var animatableData: Double.AnimatableData {
                    get {
                        self.scale.animatableData
                    }
                    set {
                        self.scale.animatableData = newValue
                    }
                }
            }

            extension Label: Animatable {
            }
            """
        }
    }

    @Test func anIntIsAnErrorWithAFixIt() {
        assertMacro {
            """
            @Animatable
            struct Counter {
                public var count: Int
            }
            """
        } diagnostics: {
            """
            @Animatable
            struct Counter {
                public var count: Int
                           ┬─────────
                           ╰─ 🛑 'count: Int' cannot animate: integers do not interpolate (animate a Double and round it where it is shown); mark it @AnimatableIgnored
                              ✏️ Add @AnimatableIgnored
            }
            """
        } fixes: {
            """
            @Animatable
            struct Counter {
                @AnimatableIgnored public var count: Int
            }
            """
        } expansion: {
            """
            struct Counter {
                public var count: Int

                var animatableData: EmptyAnimatableData {
                    get {
                        EmptyAnimatableData()
                    }
                    set {

                    }
                }
            }

            extension Counter: Animatable {
            }
            """
        }
    }

    @Test func aBoolIsAnErrorWithAFixIt() {
        assertMacro {
            """
            @Animatable
            struct Toggle {
                var isOn: Bool
            }
            """
        } diagnostics: {
            """
            @Animatable
            struct Toggle {
                var isOn: Bool
                    ┬─────────
                    ╰─ 🛑 'isOn: Bool' cannot animate: a Bool has no values between false and true; mark it @AnimatableIgnored
                       ✏️ Add @AnimatableIgnored
            }
            """
        } fixes: {
            """
            @Animatable
            struct Toggle {
                @AnimatableIgnored var isOn: Bool
            }
            """
        } expansion: {
            """
            struct Toggle {
                var isOn: Bool

                var animatableData: EmptyAnimatableData {
                    get {
                        EmptyAnimatableData()
                    }
                    set {

                    }
                }
            }

            extension Toggle: Animatable {
            }
            """
        }
    }

    @Test func anOptionalAndAnArrayAreErrorsWithFixIts() {
        assertMacro {
            """
            @Animatable
            struct Path {
                var points: [Point]
                var highlight: Double?
                var initial: Character
            }
            """
        } diagnostics: {
            """
            @Animatable
            struct Path {
                var points: [Point]
                    ┬──────────────
                    ╰─ 🛑 'points: [Point]' cannot animate: a collection's count can differ between two values; mark it @AnimatableIgnored
                       ✏️ Add @AnimatableIgnored
                var highlight: Double?
                    ┬─────────────────
                    ╰─ 🛑 'highlight: Double?' cannot animate: an optional has nothing to interpolate while it is nil; mark it @AnimatableIgnored
                       ✏️ Add @AnimatableIgnored
                var initial: Character
                    ┬─────────────────
                    ╰─ 🛑 'initial: Character' cannot animate: text does not interpolate; mark it @AnimatableIgnored
                       ✏️ Add @AnimatableIgnored
            }
            """
        } fixes: {
            """
            @Animatable
            struct Path {
                @AnimatableIgnored var points: [Point]
                @AnimatableIgnored var highlight: Double?
                @AnimatableIgnored var initial: Character
            }
            """
        } expansion: {
            """
            struct Path {
                var points: [Point]
                var highlight: Double?
                var initial: Character

                var animatableData: EmptyAnimatableData {
                    get {
                        EmptyAnimatableData()
                    }
                    set {

                    }
                }
            }

            extension Path: Animatable {
            }
            """
        }
    }

    @Test func anEnumIsAnError() {
        assertMacro {
            """
            @Animatable
            enum Phase {
                case start, end
            }
            """
        } diagnostics: {
            """
            @Animatable
            ┬──────────
            ╰─ 🛑 @Animatable applies to a struct or a class, not to an enum
            enum Phase {
                case start, end
            }
            """
        }
    }
}
