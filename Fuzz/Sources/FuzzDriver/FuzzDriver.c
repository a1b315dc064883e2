#include "FuzzDriver.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libFuzzer's entry for programs with a main of their own (llvm.org/docs/LibFuzzer.html),
// and the test function each fuzz-TARGET executable defines.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

void fling_fuzz_main(int argc, char **argv, long max_len) {
    // What a command prints on success ("wrote …") would drown libFuzzer's report, which is on stderr.
    if (!freopen("/dev/null", "w", stdout)) exit(1);
    char **args = calloc((size_t)argc + 2, sizeof *args);
    char option[32];
    int count = 0, given = 0;
    for (int i = 0; i < argc; i++) {
        given |= strncmp(argv[i], "-max_len=", 9) == 0;
        args[count++] = argv[i];
    }
    if (!given) {
        snprintf(option, sizeof option, "-max_len=%ld", max_len);
        args[count++] = option;
    }
    exit(LLVMFuzzerRunDriver(&count, &args, LLVMFuzzerTestOneInput));
}
