// libpng's simplified read API, for decoding PNG images in Rendering.
#include <png.h>

// The simplified API's version and format constants are macros Swift cannot import.
static inline unsigned int fling_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline unsigned int fling_png_format_bgra(void) { return PNG_FORMAT_BGRA; }
