// The C library's wide-character functions. Rendering uses wmemset to fill 32-bit pixels:
// on glibc wchar_t is 32 bits and wmemset picks the widest vector stores at run time.
#include <wchar.h>
