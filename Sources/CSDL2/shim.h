// The one place SDL is included. Only SDLHost imports this module.
#include <SDL2/SDL.h>
