// What SDLHost reads from SDL's window-manager events, behind a header that includes neither
// SDL nor Xlib: Xlib's names (Window, Time, Cursor, Status…) stay out of Swift's namespace.
// Only SDLHost imports this module.
#ifndef FLING_SDL2_EVENTS_H
#define FLING_SDL2_EVENTS_H

#ifdef __cplusplus
extern "C" {
#endif

/// Whether `sdl_event` (an `SDL_Event *` of type SDL_SYSWMEVENT) wraps an X11 input event that
/// carries the X server's timestamp — a key, button, motion or crossing event — and if so
/// stores that timestamp (milliseconds on the server's clock, wrapping at 2^32) in
/// `*milliseconds`. Returns 1 when it did, 0 otherwise (another window system, or an X event
/// without a time).
int fling_sdl_x11_event_time(const void *sdl_event, unsigned long *milliseconds);

#ifdef __cplusplus
}
#endif

#endif
