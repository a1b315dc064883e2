import CPixelKernels

/// The instruction set Fling's pixel inner loops run on: chosen at run time, the fastest the
/// processor has, and switchable for benchmarks and tests. Every level computes the same
/// integer arithmetic, so the choice changes the time a frame takes, never its bytes.
public enum PixelKernels {
    public enum Level: String, CaseIterable, Sendable, CustomStringConvertible {
        /// Portable C, one pixel at a time.
        case scalar
        /// Four pixels per step (every x86-64 processor).
        case sse2
        /// Eight pixels per step.
        case avx2
        /// Eight pixels per step, and a run's last pixels in one masked step (AVX-512 F, VL and BW).
        case avx512

        public var description: String {
            switch self {
            case .scalar: "scalar"
            case .sse2: "SSE2"
            case .avx2: "AVX2"
            case .avx512: "AVX-512"
            }
        }

        fileprivate init(_ level: fl_kernel_level) {
            switch level {
            case FL_KERNELS_SSE2: self = .sse2
            case FL_KERNELS_AVX2: self = .avx2
            case FL_KERNELS_AVX512: self = .avx512
            default: self = .scalar
            }
        }

        package var kernelLevel: fl_kernel_level {
            switch self {
            case .scalar: FL_KERNELS_SCALAR
            case .sse2: FL_KERNELS_SSE2
            case .avx2: FL_KERNELS_AVX2
            case .avx512: FL_KERNELS_AVX512
            }
        }
    }

    /// The fastest level this processor runs (the one used unless `use(_:)` picks another).
    public static var best: Level { Level(fl_kernels_best_level()) }

    /// The level in use.
    public static var level: Level { Level(fl_kernels_level()) }

    /// The levels this processor runs, slowest first.
    public static var available: [Level] {
        Level.allCases.filter { $0.kernelLevel.rawValue <= fl_kernels_best_level().rawValue }
    }

    /// Uses `level` for every renderer in the process, or the best available when the
    /// processor lacks it; returns the level in use.
    @discardableResult
    public static func use(_ level: Level) -> Level {
        Level(fl_kernels_use_level(level.kernelLevel))
    }
}
