// FreeType, for setting text in Rendering without a window library.
#include <ft2build.h>
#include FT_FREETYPE_H
