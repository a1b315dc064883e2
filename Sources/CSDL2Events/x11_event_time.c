// The X server's timestamp of the X11 event behind an SDL_SYSWMEVENT. SDL queues the
// window-manager event just before the SDL events it translates from the same X event, so
// SDLHost gives those events this time instead of the time it happened to poll them.
#include "sdl2_events.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

int fling_sdl_x11_event_time(const void *sdl_event, unsigned long *milliseconds) {
#if defined(SDL_VIDEO_DRIVER_X11)
    const SDL_Event *event = (const SDL_Event *)sdl_event;
    if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL) return 0;
    const SDL_SysWMmsg *msg = event->syswm.msg;
    if (msg->subsystem != SDL_SYSWM_X11) return 0;
    const XEvent *x = &msg->msg.x11.event;
    switch (x->type) {
    case KeyPress:
    case KeyRelease:
        *milliseconds = x->xkey.time;
        return 1;
    case ButtonPress:
    case ButtonRelease:
        *milliseconds = x->xbutton.time;
        return 1;
    case MotionNotify:
        *milliseconds = x->xmotion.time;
        return 1;
    case EnterNotify:
    case LeaveNotify:
        *milliseconds = x->xcrossing.time;
        return 1;
    default:
        return 0;
    }
#else
    (void)sdl_event;
    (void)milliseconds;
    return 0;
#endif
}
