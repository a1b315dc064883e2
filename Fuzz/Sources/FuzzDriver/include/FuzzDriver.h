#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer's driver (options and corpus folders from the command line) on the
/// executable's `LLVMFuzzerTestOneInput`, and exits with its status. Inputs are at most
/// `max_len` bytes unless the command line gives `-max_len`.
__attribute__((noreturn)) void fling_fuzz_main(int argc, char **argv, long max_len);
