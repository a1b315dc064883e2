import Time

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fixed set of threads that run batches of numbered tasks with the caller: created once,
/// reused for every frame.
///
/// `run(tasks:_:)` hands out task numbers in order to whichever thread asks next (the
/// caller is participant 0, the workers 1…n−1) and returns when all are done. Which thread
/// runs which task varies; callers make each task's result independent of that.
///
/// Waking a sleeping thread takes tens of microseconds, a noticeable share of a frame, so
/// `prepare()` wakes the workers early (while the caller builds the frame's work) and they
/// poll, yielding the processor, until the batch arrives or a few milliseconds pass; the
/// caller polls the same way for the last tasks to finish. All shared state stays under
/// one mutex.
package final class WorkerPool {
    /// Participants, the caller included.
    package let threads: Int
    private let shared: Shared
    private var workers: [pthread_t] = []

    package init(threads: Int) {
        precondition(threads >= 1, "a worker pool needs at least one thread, got \(threads)")
        self.threads = threads
        shared = Shared()
        for index in 1..<threads {
            let context = Unmanaged.passRetained(WorkerContext(shared: shared, index: index)).toOpaque()
            var thread = pthread_t()
            let status = pthread_create(
                &thread, nil,
                { context in
                    let worker = Unmanaged<WorkerContext>.fromOpaque(context!).takeRetainedValue()
                    worker.shared.work(as: worker.index)
                    return nil
                }, context)
            precondition(status == 0, "cannot start a render thread (pthread_create returned \(status))")
            workers.append(thread)
        }
    }

    deinit {
        shared.stop()
        for thread in workers { pthread_join(thread, nil) }
    }

    /// Tells the workers a batch is coming soon, so they are awake when it does.
    package func prepare() {
        if threads > 1 { shared.prepare(true) }
    }

    /// Tells the workers that no batch is coming after all (nothing to draw): they sleep.
    package func cancelPrepare() {
        if threads > 1 { shared.prepare(false) }
    }

    /// Runs `body(task, participant)` for every task in `0 ..< tasks` across the pool.
    package func run(tasks: Int, _ body: (_ task: Int, _ participant: Int) -> Void) {
        guard tasks > 0 else { return }
        guard threads > 1 else {
            for task in 0..<tasks { body(task, 0) }
            return
        }
        withoutActuallyEscaping(body) { body in shared.run(tasks: tasks, body) }
    }

    private final class WorkerContext {
        package let shared: Shared
        package let index: Int
        package init(shared: Shared, index: Int) {
            self.shared = shared
            self.index = index
        }
    }

    /// The state the threads share, under one mutex.
    private final class Shared {
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private let finished = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private var job: ((Int, Int) -> Void)?
        private var generation = 0
        private var nextTask = 0, taskCount = 0, busy = 0
        private var stopping = false
        /// Bumped by `prepare()`: workers wake and poll for the next batch while `expecting`.
        private var heads = 0
        private var expecting = false
        /// How long a prepared worker polls before it sleeps again.
        private static let pollSpan = FrameTime.milliseconds(3)

        package init() {
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(wake, nil)
            pthread_cond_init(finished, nil)
        }

        deinit {
            pthread_cond_destroy(finished)
            pthread_cond_destroy(wake)
            pthread_mutex_destroy(mutex)
            finished.deallocate()
            wake.deallocate()
            mutex.deallocate()
        }

        package func run(tasks: Int, _ body: @escaping (Int, Int) -> Void) {
            pthread_mutex_lock(mutex)
            job = body
            taskCount = tasks
            nextTask = 0
            generation += 1
            pthread_cond_broadcast(wake)
            drainTasks(as: 0)
            // The others finish their last task soon: poll rather than sleep through a wake-up.
            while busy > 0 || nextTask < taskCount {
                pthread_mutex_unlock(mutex)
                sched_yield()
                pthread_mutex_lock(mutex)
            }
            job = nil
            expecting = false
            pthread_mutex_unlock(mutex)
        }

        package func prepare(_ expect: Bool) {
            pthread_mutex_lock(mutex)
            expecting = expect
            if expect {
                heads += 1
                pthread_cond_broadcast(wake)
            }
            pthread_mutex_unlock(mutex)
        }

        /// A worker's life: wait for a batch, take tasks until none are left, repeat.
        package func work(as index: Int) {
            pthread_mutex_lock(mutex)
            var seen = generation
            var polled = heads
            while true {
                while generation == seen && (heads == polled || !expecting) && !stopping {
                    pthread_cond_wait(wake, mutex)
                }
                if stopping { break }
                if generation == seen {
                    polled = heads
                    pollForBatch(after: seen)
                    continue
                }
                seen = generation
                drainTasks(as: index)
            }
            pthread_mutex_unlock(mutex)
        }

        /// Polls until a batch newer than `generation` arrives, the pool stops, or the poll
        /// times out; called and returns with the mutex held.
        private func pollForBatch(after generation: Int) {
            let start = MonotonicInstant.now()
            while self.generation == generation && expecting && !stopping && start.elapsed < Self.pollSpan {
                pthread_mutex_unlock(mutex)
                sched_yield()
                pthread_mutex_lock(mutex)
            }
        }

        /// Takes tasks until none are left; called and returns with the mutex held.
        private func drainTasks(as index: Int) {
            busy += 1
            while nextTask < taskCount, let job {
                let task = nextTask
                nextTask += 1
                pthread_mutex_unlock(mutex)
                job(task, index)
                pthread_mutex_lock(mutex)
            }
            busy -= 1
            if busy == 0 { pthread_cond_broadcast(finished) }
        }

        package func stop() {
            pthread_mutex_lock(mutex)
            stopping = true
            pthread_cond_broadcast(wake)
            pthread_mutex_unlock(mutex)
        }
    }
}
