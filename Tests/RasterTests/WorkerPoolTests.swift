import Testing

@testable import Raster

/// The persistent threads that draw bands.
@Suite struct WorkerPoolTests {
    final class Counts: @unchecked Sendable {
        var values: [Int]
        init(_ n: Int) { values = Array(repeating: 0, count: n) }
    }

    @Test(arguments: [1, 2, 4])
    func everyTaskRunsOnceInEveryBatch(threads: Int) {
        let pool = WorkerPool(threads: threads)
        for batch in 1...20 {
            let counts = Counts(batch * 7)
            if batch % 2 == 0 { pool.prepare() }
            counts.values.withUnsafeMutableBufferPointer { slots in
                let base = slots.baseAddress!
                pool.run(tasks: batch * 7) { task, participant in
                    #expect(participant >= 0 && participant < threads)
                    base[task] += 1
                }
            }
            #expect(counts.values.allSatisfy { $0 == 1 })
        }
        pool.prepare()
        pool.cancelPrepare()
    }
}
