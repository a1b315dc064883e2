extension Layer {
    /// Sets `mask` (see there), refusing what Core Animation leaves undefined: a mask in a
    /// tree, one that masks another layer already, and cycles.
    func setMask(_ newMask: Layer?) {
        if newMask === maskStorage { return }
        if let newMask {
            let label = newMask.name.isEmpty ? "the mask" : newMask.name
            precondition(
                newMask.superlayer == nil,
                "mask: \(label) is a sublayer of another layer; a mask must not be in a tree (remove it first)")
            precondition(
                newMask.maskedLayer == nil,
                "mask: \(label) already masks another layer; a layer can mask one layer at a time")
            // Walk up from this layer through superlayers and the layers it masks: reaching the
            // new mask would make it mask a layer it contains.
            var current: Layer? = self
            while let layer = current {
                precondition(layer !== newMask, "mask: \(label) would mask a layer inside itself (a cycle)")
                current = layer.superlayer ?? layer.maskedLayer
            }
        }
        if let old = maskStorage {
            old.maskedLayer = nil
            if let engine, old.engine === engine {
                old.setTreeEngine(nil)
                engine.stripAnimations(inTreeOf: old)
                engine.flushCompletions()
            }
            old.setTreeEngine(old.attachedEngine)
        }
        maskStorage = newMask
        guard let newMask else { return }
        newMask.maskedLayer = self
        let leaving = newMask.engine.flatMap { $0 !== engine ? $0 : nil }
        leaving?.stripAnimations(inTreeOf: newMask)
        newMask.setTreeEngine(engine)
        engine?.adopt(newMask)
        leaving?.flushCompletions()
    }
}
