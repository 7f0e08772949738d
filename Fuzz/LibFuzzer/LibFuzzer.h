// libFuzzer's entry for programs with their own main (FuzzerInterface.h in LLVM's compiler-rt):
// runs the fuzzing loop with `callback` as the fuzz target, reading libFuzzer's options from argv.
// Only the fuzz builds (-sanitize=fuzzer) import this, and libFuzzer defines it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
