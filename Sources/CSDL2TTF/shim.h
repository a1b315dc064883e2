// SDL2_ttf (FreeType text), for SDLHost's glyph rasterizer. Only SDLHost imports this module.
#include <SDL2/SDL_ttf.h>
