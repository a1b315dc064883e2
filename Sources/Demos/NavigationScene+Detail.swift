import Fling

extension NavigationScene {
    /// A place's detail, pushed from a row (or a tile): a "‹ Back" button that pops it
    /// (`popViewController`), an "Info" button that presents a sheet with detents (medium and
    /// large), a hero in the place's colour and a few lines of text.
    public final class DetailScreen: TalliedScreen {
        /// The place shown and its colour.
        public let place: String
        public let color: Color
        /// Whether it was opened from a tile of the grid.
        public let isFromTile: Bool
        /// The buttons, and the click on the screen that presses them.
        public let backButton = Layer(
            name: "button.back", backgroundColor: NavigationScene.buttonColor, cornerRadius: 10)
        public let infoButton = Layer(
            name: "button.info", backgroundColor: NavigationScene.buttonColor, cornerRadius: 10)
        public let tap = TapGestureRecognizer()
        let hero: Layer
        let heroName: Layer
        let lines: [Layer]
        /// What the buttons do: the scene pops, or presents the info sheet from this screen.
        var back: () -> Void = {}
        var info: (DetailScreen) -> Void = { _ in }

        init(place: String, color: Color, isFromTile: Bool, tally: CallbackTally) {
            self.place = place
            self.color = color
            self.isFromTile = isFromTile
            hero = Layer(name: "hero", backgroundColor: color, cornerRadius: 20)
            heroName = CornersScene.label(place, size: 40, color: .white, origin: .zero, width: 0)
            lines = [
                isFromTile
                    ? "Zoomed in from its tile: drag down to close, or Back to zoom out into it."
                    : "Pushed from its row: Back pops it, a drag from the left edge swipes it away.",
                "Info presents a sheet at its medium detent; drag it to large, or down to dismiss it.",
                "The label at the top counts every screen's appearance callbacks.",
            ].map { CornersScene.label($0, size: 15, color: NavigationScene.dimText, origin: .zero, width: 0) }
            super.init(title: place, tally: tally, background: NavigationScene.detailBackground)
            backButton.addSublayer(
                CornersScene.label("‹ Back", size: 16, color: .white, origin: .zero, width: 0, alignment: .center))
            infoButton.addSublayer(
                CornersScene.label("Info", size: 16, color: .white, origin: .zero, width: 0, alignment: .center))
            view.addSublayer(backButton)
            view.addSublayer(infoButton)
            hero.isUserInteractionEnabled = false
            hero.addSublayer(heroName)
            view.addSublayer(hero)
            for line in lines { view.addSublayer(line) }
            tap.name = "tap.detail"
            tap.addAction { [unowned self] tap in
                let point = tap.location(in: view)
                if backButton.frame.contains(point) {
                    back()
                } else if infoButton.frame.contains(point) {
                    info(self)
                }
            }
            view.addGestureRecognizer(tap)
        }

        /// The buttons along the top — Back clear of the back swipe's 20-point edge — the hero
        /// under them, the text under the hero.
        override func layoutContent() {
            let size = view.bounds.size
            let margin = min(max(size.width * 0.025, 8), 32)
            let buttonSize = Size(width: 96, height: 36)
            for button in [backButton, infoButton] {
                button.bounds = Rect(origin: .zero, size: buttonSize)
                let label = button.sublayers[0]
                label.bounds.size.width = buttonSize.width
                label.position = Point(x: buttonSize.width / 2, y: buttonSize.height / 2)
            }
            let inset = max(margin, NavigationStack.edgeWidth + 4)
            backButton.position = Point(x: inset + buttonSize.width / 2, y: 14 + buttonSize.height / 2)
            infoButton.position = Point(x: size.width - margin - buttonSize.width / 2, y: backButton.position.y)
            let heroTop = 14 + buttonSize.height + margin * 0.75
            let heroWidth = max(size.width - inset - margin, 10)
            let heroHeight = max(min(size.height * 0.5, size.height - heroTop - 120), 10)
            hero.bounds = Rect(x: 0, y: 0, width: heroWidth, height: heroHeight)
            hero.position = Point(x: inset + heroWidth / 2, y: heroTop + heroHeight / 2)
            heroName.bounds.size.width = max(heroWidth - 48, 1)
            heroName.position = Point(
                x: 24 + heroName.bounds.width / 2, y: heroHeight - 24 - heroName.bounds.height / 2)
            var y = heroTop + heroHeight + margin * 0.75
            for line in lines {
                line.bounds.size.width = heroWidth
                line.position = Point(x: inset + heroWidth / 2, y: y + line.bounds.height / 2)
                y += line.bounds.height + 8
            }
        }
    }
}
