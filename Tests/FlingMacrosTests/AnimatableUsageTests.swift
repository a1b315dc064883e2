import FlingMacros
import Testing

/// `@Animatable` as a user's code meets it: these types are expanded by the compiler, through
/// the plugin, and their `animatableData` interpolates as the hand-written one would.
struct AnimatableUsageTests {
    @Animatable
    struct Card {
        var scale: Double
        var offset: Point
        @AnimatableIgnored var title: String
        var tint: Color
        static let count = 0
        var area: Double { scale * scale }
    }

    @Animatable
    final class Needle {
        var angle: Angle
        @AnimatableIgnored let name: String

        init(angle: Angle, name: String) {
            self.angle = angle
            self.name = name
        }
    }

    @Animatable
    struct Caption {
        @AnimatableIgnored var text: String
    }

    @Test func theDataNestsPairsToTheRightInDeclarationOrder() {
        var card = Card(scale: 2, offset: Point(x: 3, y: 4), title: "A", tint: .black)
        let data: AnimatablePair<Double, AnimatablePair<Point, Color.AnimatableData>> = card.animatableData
        #expect(data.first == 2)
        #expect(data.second.first == Point(x: 3, y: 4))
        #expect(data.second.second == Color.black.animatableData)
        card.animatableData = AnimatablePair(5, AnimatablePair(Point(x: 6, y: 7), Color.white.animatableData))
        #expect(card.scale == 5)
        #expect(card.offset == Point(x: 6, y: 7))
        #expect(card.tint == .white)
        #expect(card.title == "A")
    }

    @Test func interpolatingTheDataInterpolatesEachPropertyAndKeepsTheIgnoredOne() {
        let from = Card(scale: 1, offset: Point(x: 0, y: 10), title: "from", tint: .black)
        var to = Card(scale: 3, offset: Point(x: 20, y: 30), title: "to", tint: .black)
        to.animatableData = from.animatableData.interpolated(towards: to.animatableData, amount: 0.25)
        #expect(to.scale == 1.5)
        #expect(to.offset == Point(x: 5, y: 15))
        #expect(to.title == "to")
    }

    @Test func aClassAnimatesItsOneProperty() {
        let needle = Needle(angle: .degrees(30), name: "needle")
        #expect(needle.animatableData == Angle.degrees(30).animatableData)
        needle.animatableData = Angle.degrees(90).animatableData
        #expect(needle.angle == .degrees(90))
        #expect(needle.name == "needle")
    }

    @Test func nothingToAnimateIsEmptyData() {
        var caption = Caption(text: "hi")
        #expect(caption.animatableData == EmptyAnimatableData())
        caption.animatableData = EmptyAnimatableData()
        #expect(caption.text == "hi")
    }

    @Test func theConformanceIsSynthesized() {
        func data<Value: Animatable>(of value: Value) -> Value.AnimatableData { value.animatableData }
        #expect(data(of: Caption(text: "")) == EmptyAnimatableData())
        #expect(data(of: Needle(angle: .radians(1), name: "")) == Angle.radians(1).animatableData)
    }
}
