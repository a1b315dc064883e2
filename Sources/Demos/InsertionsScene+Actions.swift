import Fling

/// What the clicks do: a tile's card leaves or comes back, the card opens into its detail or
/// the detail closes.
extension InsertionsScene {
    /// Removes the tile's card with its transition if it is present, or inserts it again
    /// (turning round a card on its way out from where it is shown), on `tileSpring`.
    func toggle(_ tile: InsertionTile) {
        let removing = tile.isPresent
        tile.toggles.append((engine.now.seconds, removing))
        tile.pending += 1
        let transition = tile.transition(tile.card.bounds.size)
        let done: (TransitionOutcome) -> Void = { [unowned tile] outcome in
            tile.outcomes.append(outcome)
            tile.pending -= 1
        }
        engine.withAnimation(.spring(Self.tileSpring)) {
            if removing {
                tile.card.removeFromSuperlayer(transition: transition, completion: done)
            } else {
                tile.well.addSublayer(tile.card, transition: transition, completion: done)
            }
        }
    }

    func buildSection() {
        root.addSublayer(section)
        root.addSublayer(sectionCaption)
        thumbnail.masksToBounds = true
        thumbnail.addSublayer(thumbnailLabel)
        section.addSublayer(thumbnail)
        detail.masksToBounds = true
        detail.addSublayer(detailTitle)
        for line in detailText { detail.addSublayer(line) }
        thumbnail.matchedGeometry(id: Self.matchedID, in: namespace)
        detail.matchedGeometry(id: Self.matchedID, in: namespace)
        matchedTap.name = "tap.matched"
        matchedTap.addAction { [unowned self] tap in
            let location = tap.location(in: section)
            let shown = [thumbnail, detail].filter { $0.superlayer != nil }.map { Self.shownFrame(of: $0) }
            if shown.contains(where: { $0.contains(location) }) { toggleDetail() }
        }
        section.addGestureRecognizer(matchedTap)
    }

    /// Lays the section out in `frame`: the small card near its top-left corner, the detail
    /// over most of it, and the caption under it.
    func layoutSection(_ frame: Rect) {
        let captionHeight = sectionCaption.bounds.height + 4
        let height = max(frame.height - captionHeight, 10)
        section.bounds = Rect(x: 0, y: 0, width: frame.width, height: height)
        section.position = Point(x: frame.center.x, y: frame.minY + height / 2)
        sectionCaption.bounds.size.width = frame.width
        sectionCaption.position = Point(x: frame.center.x, y: frame.minY + height + captionHeight / 2 + 2)
        let inset = min(max(frame.width * 0.05, 4), 24)
        let thumbnailWidth = max(min(frame.width * 0.4, 160), 8)
        let thumbnailSize = Size(width: thumbnailWidth, height: thumbnailWidth * 0.7)
        thumbnail.bounds = Rect(origin: .zero, size: thumbnailSize)
        thumbnail.position = Point(x: inset + thumbnailSize.width / 2, y: inset + thumbnailSize.height / 2)
        thumbnailLabel.bounds.size.width = thumbnailSize.width
        thumbnailLabel.position = Rect(origin: .zero, size: thumbnailSize).center
        let detailFrame = Rect(origin: .zero, size: section.bounds.size).insetBy(dx: inset / 2, dy: inset / 2)
        detail.bounds = Rect(origin: .zero, size: detailFrame.size)
        detail.position = detailFrame.center
        let textWidth = max(detailFrame.width - 2 * inset, 1)
        detailTitle.bounds.size.width = textWidth
        detailTitle.position = Point(x: inset + textWidth / 2, y: inset + detailTitle.bounds.height / 2)
        var y = detailTitle.position.y + detailTitle.bounds.height / 2 + 12
        for line in detailText {
            line.bounds.size.width = textWidth
            line.position = Point(x: inset + textWidth / 2, y: y + line.bounds.height / 2)
            y += line.bounds.height + 4
        }
    }

    /// Opens the card into its detail, or closes the detail back into the card: the one
    /// leaves and the other comes in, in one transaction on `detailSpring`, so their matched
    /// geometry hands the frame and corner radius over, and a click mid-way turns both round
    /// from where they are shown.
    func toggleDetail() {
        expanded.toggle()
        detailToggles.append((engine.now.seconds, expanded))
        detailPending += 2
        let done: (TransitionOutcome) -> Void = { [unowned self] _ in detailPending -= 1 }
        let (leaving, coming) = expanded ? (thumbnail, detail) : (detail, thumbnail)
        engine.withAnimation(.spring(Self.detailSpring)) {
            leaving.removeFromSuperlayer(transition: .opacity, completion: done)
            section.addSublayer(coming, transition: .opacity, completion: done)
        }
    }
}
