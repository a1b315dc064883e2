// zlib's deflate and crc32, for PNG encoding in Rendering.
#include <zlib.h>
